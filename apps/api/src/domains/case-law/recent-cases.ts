import { CaseListOutputSchema, JUDICIAL_COURTS, RecentCasesInputSchema } from '@aotearoa/contracts';
import { defineLookup } from '../../platform/define-lookup';
import { caseListPage } from './case-list';
import { CASE_FACET_ATTRIBUTES, CASE_LAW_FILTER, courtFilter, toCase } from './case-record';

/**
 * The bodies whose decisions Recent Cases lists: the courts (JUDICIAL_COURTS) and the Employment Relations
 * Authority, whose determinations are the first instance of the employment jurisdiction (leaving them out hid
 * determinations newer than the list's top item). Regulators and disciplinary bodies (the Broadcasting Standards
 * Authority, the Health and Disability Commissioner, the Health Practitioners Disciplinary Tribunal, the Commerce
 * Commission) are left out: their decisions are found through Advanced Search.
 */
export const RECENT_CASE_BODIES = [...JUDICIAL_COURTS, 'Employment Relations Authority'] as const;

/**
 * `recentCases` — `GET /api/recent-cases?limit` (limit 1–50, default 10). Output: `{ cases, total, facets }` — the
 * newest dated decisions of the courts and the Employment Relations Authority (RECENT_CASE_BODIES) by judgment date,
 * never a date after today, with provenance. Source: the documents index (Courts of New Zealand judgments, the
 * Judicial Decisions Online index via OpenLaw NZ, court listings). Errors: 400 naming `limit`; 503 when the index
 * is not reachable.
 */
export const recentCases = defineLookup({
  path: '/recent-cases',
  summary: 'The newest court decisions',
  description:
    'The most recent dated decisions of the Supreme Court, Court of Appeal, High Court, Employment, Environment, ' +
    'District, Family and Youth Courts and determinations of the Employment Relations Authority held in the ' +
    'index, newest first.',
  tags: ['case-law'],
  index: 'documents',
  input: RecentCasesInputSchema,
  baseFilter: [CASE_LAW_FILTER, courtFilter(RECENT_CASE_BODIES) ?? ''],
  filters: () => [`date_ts <= ${Math.floor(Date.now() / 1000)}`],
  sort: () => ['date_ts:desc'],
  limit: (input) => input.limit,
  facets: CASE_FACET_ATTRIBUTES,
  toItem: toCase,
  output: CaseListOutputSchema,
  respond: caseListPage,
});
