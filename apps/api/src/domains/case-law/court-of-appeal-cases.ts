import { CourtOfAppealCasesInputSchema } from '@aotearoa/contracts';
import { defineCaseList } from './case-list';
import { commonFilters, facetFilter, precedentialFilter } from './case-record';

/**
 * `courtOfAppealCases` — `GET /api/court-of-appeal-cases?query&legalArea&outcome&significance&year&precedential&
 * sort&limit`. Input: `query` free text; `legalArea` a LEGAL_AREAS value; `outcome` Allowed|Partially allowed|
 * Dismissed|Upheld|Settled (read from the judgment's own words, e.g. "The appeal is dismissed."); `significance`
 * high|medium|standard; `year`; `precedential` true|false; `sort` newest|relevance|oldest; `limit` 1–100 (default
 * 50). `all`/blank: no filter. Output: `{ cases, total, facets }` — decisions of the Court of Appeal with
 * provenance. Source: the documents index — Courts of New Zealand judgments, the Judicial Decisions Online index
 * (via OpenLaw NZ) and listings of other sites (NZLII and law-report pages). Errors: 400 naming the parameter;
 * 503 when the index is not reachable.
 */
export const courtOfAppealCases = defineCaseList({
  path: '/court-of-appeal-cases',
  summary: 'Court of Appeal decisions',
  description:
    'Decisions of the Court of Appeal of New Zealand, filterable by legal area, outcome (only where the judgment ' +
    'states it in its own words) and significance; all or blank means no filter.',
  tags: ['case-law'],
  input: CourtOfAppealCasesInputSchema,
  courts: ['Court of Appeal'],
  filters: (input) => [
    ...commonFilters(input),
    facetFilter('outcome', input.outcome),
    precedentialFilter(input.precedential),
  ],
});
