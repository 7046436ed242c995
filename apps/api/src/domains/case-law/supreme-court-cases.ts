import { CaseListOutputSchema, SupremeCourtCasesInputSchema } from '@aotearoa/contracts';
import { defineLookup } from '../../platform/define-lookup';
import {
  CASE_FACET_ATTRIBUTES,
  CASE_LAW_FILTER,
  caseFacetCounts,
  caseSort,
  commonFilters,
  courtFilter,
  precedentialFilter,
  toCase,
} from './case-record';

/**
 * `supremeCourtCases` — `GET /api/supreme-court-cases?query&legalArea&significance&year&precedential&sort&limit`.
 * Input: `query` free text (≤ 200 chars); `legalArea` a LEGAL_AREAS value; `significance` high|medium|standard;
 * `year` the judgment's year (1800–2100); `precedential` true|false; `sort` newest|relevance|oldest; `limit` 1–100
 * (default 30). `all`/blank: no filter. Output: `{ cases, total, facets }` — decisions of the Supreme Court (seed
 * case entity with provenance; derived fields by the indexer's documented rules, with their basis), newest first
 * unless a query ranks them, and facet counts over the filtered result. Source: the documents index — the Courts of
 * New Zealand judgments (courtsofnz.govt.nz) and the Ministry of Justice Judicial Decisions Online index (via
 * OpenLaw NZ). Errors: 400 naming the parameter; 503 when the index is not reachable.
 */
export const supremeCourtCases = defineLookup({
  path: '/supreme-court-cases',
  summary: 'Supreme Court decisions',
  description:
    'Decisions of the Supreme Court of New Zealand, filterable by legal area, significance (how it was decided is ' +
    'given with each case) and year; all or blank means no filter.',
  tags: ['case-law'],
  index: 'documents',
  input: SupremeCourtCasesInputSchema,
  baseFilter: [CASE_LAW_FILTER, courtFilter(['Supreme Court']) ?? ''],
  query: (input) => input.query,
  filters: (input) => [...commonFilters(input), precedentialFilter(input.precedential)],
  sort: caseSort,
  limit: (input) => input.limit,
  facets: CASE_FACET_ATTRIBUTES,
  toItem: toCase,
  output: CaseListOutputSchema,
  respond: (cases, result) => ({ cases, total: result.total, facets: caseFacetCounts(result.facets) }),
});
