import {
  LawSocietySearchInputSchema,
  type LawSocietySearchOutput,
  LawSocietySearchOutputSchema,
} from '@aotearoa/contracts';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { publicProcedure } from '../../trpc';

/**
 * The Lawyers and Conveyancers Act (Lawyers: Conduct and Client Care) Rules 2008 on legislation.govt.nz: the
 * professional rules the Law Society's documents apply.
 */
export const CONDUCT_AND_CLIENT_CARE_RULES =
  'https://www.legislation.govt.nz/regulation/public/2008/0214/latest/whole.html';

/** Why the list is empty, shown by the panel. */
export const LAW_SOCIETY_NOTICE =
  'The Law Society’s professional rules and practice documents are not held here yet. The rules of conduct and ' +
  'client care for lawyers are the Lawyers and Conveyancers Act (Lawyers: Conduct and Client Care) Rules 2008, ' +
  'published on legislation.govt.nz.';

const meta: OpenApiMeta = {
  openapi: {
    method: 'GET',
    path: '/law-society-search',
    summary: 'Law Society professional rules and practice documents',
    description:
      'Searches the Law Society’s professional rules and practice guidelines. No such documents are held in the ' +
      'bundled data, so documents is empty and officialUrl points to the Lawyers and Conveyancers Act (Lawyers: ' +
      'Conduct and Client Care) Rules 2008 on legislation.govt.nz. query is required (explicit search only); ' +
      'category (bar-admission, professional-conduct, …) filters; limit defaults to 8.',
    tags: ['people'],
    errorResponses: {
      400: 'Invalid input: the message names each parameter and why',
      429: 'Too many requests from this address',
    },
  },
};

/**
 * `lawSocietySearch` — `GET /api/law-society-search?query=&category=&limit=8`.
 * Output: `{ documents: [], total: 0, notice, officialUrl }` until a source of the Law Society's documents is
 * added (then a directory search like the other lookups). Errors: 400 naming `query` when blank or missing,
 * `category` outside the specification's list, `limit` outside 1–50.
 */
export const lawSocietySearch = publicProcedure
  .meta(meta)
  .input(LawSocietySearchInputSchema)
  .output(LawSocietySearchOutputSchema)
  .query(
    (): LawSocietySearchOutput => ({
      documents: [],
      total: 0,
      notice: LAW_SOCIETY_NOTICE,
      officialUrl: CONDUCT_AND_CLIENT_CARE_RULES,
    }),
  );
