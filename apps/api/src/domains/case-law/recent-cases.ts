import { CaseListOutputSchema, JUDICIAL_COURTS, RecentCasesInputSchema } from '@aotearoa/contracts';
import { defineLookup } from '../../platform/define-lookup';
import { caseListPage } from './case-list';
import { CASE_FACET_ATTRIBUTES, CASE_LAW_FILTER, courtFilter, toCase } from './case-record';

/**
 * `recentCases` — `GET /api/recent-cases?limit` (limit 1–50, default 10). Output: `{ cases, total, facets }` — the
 * newest dated decisions of the courts (JUDICIAL_COURTS; tribunals and regulators are left out) by judgment date,
 * never a date after today, with provenance. Source: the documents index (Courts of New Zealand judgments, the
 * Judicial Decisions Online index via OpenLaw NZ, court listings). Errors: 400 naming `limit`; 503 when the index
 * is not reachable.
 */
export const recentCases = defineLookup({
  path: '/recent-cases',
  summary: 'The newest court decisions',
  description:
    'The most recent dated decisions of the Supreme Court, Court of Appeal, High Court, Employment, Environment, ' +
    'District, Family and Youth Courts held in the index, newest first.',
  tags: ['case-law'],
  index: 'documents',
  input: RecentCasesInputSchema,
  baseFilter: [CASE_LAW_FILTER, courtFilter(JUDICIAL_COURTS) ?? ''],
  filters: () => [`date_ts <= ${Math.floor(Date.now() / 1000)}`],
  sort: () => ['date_ts:desc'],
  limit: (input) => input.limit,
  facets: CASE_FACET_ATTRIBUTES,
  toItem: toCase,
  output: CaseListOutputSchema,
  respond: caseListPage,
});
