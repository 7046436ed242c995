import { EnvironmentCourtCasesInputSchema, EnvironmentCourtCasesOutputSchema } from '@aotearoa/contracts';
import { defineLookup, pageInfo } from '../../platform/define-lookup';
import { equalsFilter } from '../../platform/filter-builder';
import { toCase } from '../case-law/case-record';

/** The Environment Court's decisions on NZLII (the specification's 'Decisions' button). */
export const ENVIRONMENT_COURT_DECISIONS_URL = 'https://www.nzlii.org/nz/cases/NZEnvC/';
/** The Environment Court's own site, where its cases online are listed (the specification's 'Cases Online' button). */
export const ENVIRONMENT_COURT_SITE_URL = 'https://www.environmentcourt.govt.nz/';

/**
 * `environmentCourtCases` — `GET /api/environment-court-cases?query&limit`.
 *
 * The Environment Court decisions of the documents index, newest first (undated listings last); `query` searches
 * them in the index (the specification searched in the browser). `limit`: 1–100, default 50.
 * - Output (the specification's response): `cases`, `total` (exact number matching), `upcomingCases` and `upcomingTotal`
 *   (always empty and 0: no list of upcoming hearings is held), `lastUpdated` (newest retrieved-at date of the
 *   decisions returned, or null), `searchUrl` (NZLII's Environment Court decisions), `casesOnlineUrl` (the court's
 *   own site).
 * - Sources: Ministry for the Environment's Environment Court decisions analysis and the Ministry of Justice site
 *   search listings (metadata only: parties, decision or file number, the listing's note).
 * - Errors: 400 naming `query` or `limit`; 503 when the index is not reachable.
 */
export const environmentCourtCases = defineLookup({
  path: '/environment-court-cases',
  summary: 'Environment Court decisions',
  description:
    'Decisions of the Environment Court held in the index (listing metadata: parties, decision or file number and ' +
    'the listing’s note), newest first, searchable by text. No upcoming hearings are held: upcomingCases is empty.',
  tags: ['courts'],
  index: 'documents',
  input: EnvironmentCourtCasesInputSchema,
  baseFilter: [equalsFilter('type', 'case_law'), equalsFilter('court', 'Environment Court')],
  query: (input) => input.query,
  sort: (input) => (input.query ? undefined : ['date_ts:desc']),
  limit: (input) => input.limit,
  page: (input) => input.page,
  toItem: (hit) => toCase(hit, 'official'),
  output: EnvironmentCourtCasesOutputSchema,
  respond: (cases, result) => ({
    cases,
    ...pageInfo(result),
    upcomingCases: [],
    upcomingTotal: 0,
    lastUpdated: cases.reduce<string | null>(
      (newest, c) => (newest === null || c.retrievedAt > newest ? c.retrievedAt : newest),
      null,
    ),
    searchUrl: ENVIRONMENT_COURT_DECISIONS_URL,
    casesOnlineUrl: ENVIRONMENT_COURT_SITE_URL,
  }),
});
