import {
  LawyerSearchInputSchema,
  type LawyerSearchOutput,
  LawyerSearchOutputSchema,
} from '@aotearoa/contracts';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { publicProcedure } from '../../trpc';

/** The New Zealand Law Society's public "Find a lawyer" search of its register of lawyers. */
export const LAW_SOCIETY_FIND_A_LAWYER = 'https://www.lawsociety.org.nz/for-the-public/find-a-lawyer/';

/** Why the list is empty, shown by the panel. */
export const LAWYER_SEARCH_NOTICE =
  'No register of individual lawyers is held here, and private persons’ details are not collected from other ' +
  'sites. The New Zealand Law Society keeps the public register of lawyers with current practising certificates: ' +
  'search it on the Law Society’s site.';

const meta: OpenApiMeta = {
  openapi: {
    method: 'GET',
    path: '/lawyer-search',
    summary: 'Lawyer search (points to the Law Society’s register)',
    description:
      'Always answers an empty list of lawyers with a notice and the address of the New Zealand Law Society’s ' +
      '“Find a lawyer” register: no register of lawyers is held and none is invented. The parameters are ' +
      'validated (query, location, practiceArea, languageSpoken, culturalExpertise: text up to 100 or 200 ' +
      'characters).',
    tags: ['people'],
    errorResponses: {
      400: 'Invalid input: the message names each parameter and why',
      429: 'Too many requests from this address',
    },
  },
};

/**
 * `lawyerSearch` — `GET /api/lawyer-search?query=&location=&practiceArea=&languageSpoken=&culturalExpertise=`.
 * Output: `{ lawyers: [], total: 0, notice, officialUrl }`. Source: none held — the official source is the New
 * Zealand Law Society's register (`officialUrl`). Errors: 400 naming a parameter that is too long.
 */
export const lawyerSearch = publicProcedure
  .meta(meta)
  .input(LawyerSearchInputSchema)
  .output(LawyerSearchOutputSchema)
  .query(
    (): LawyerSearchOutput => ({
      lawyers: [],
      total: 0,
      notice: LAWYER_SEARCH_NOTICE,
      officialUrl: LAW_SOCIETY_FIND_A_LAWYER,
    }),
  );
