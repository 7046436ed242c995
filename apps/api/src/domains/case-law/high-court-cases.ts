import { HighCourtCasesInputSchema } from '@aotearoa/contracts';
import { defineCaseList } from './case-list';
import { commonFilters, facetFilter, precedentialFilter } from './case-record';

/**
 * `highCourtCases` — `GET /api/high-court-cases?query&location&caseType&legalArea&precedential&sort&limit`.
 * Input: `query` free text; `location` the registry the decision names (e.g. `Auckland`, ≤ 100 chars; the
 * response's `facets.locations` lists those held); `caseType` Criminal|Civil|Family|Judicial Review (by the
 * indexer's rules on case name, file number and heading); `legalArea` a LEGAL_AREAS value; `precedential`
 * true|false; `sort` newest|relevance|oldest; `limit` 1–100 (default 50). `all`/blank: no filter. Output:
 * `{ cases, total, facets }` — High Court decisions with provenance. Source: the documents index — the Judicial
 * Decisions Online index (via OpenLaw NZ) and Courts of New Zealand judgments. Errors: 400 naming the parameter;
 * 503 when the index is not reachable.
 */
export const highCourtCases = defineCaseList({
  path: '/high-court-cases',
  summary: 'High Court decisions',
  description:
    'Decisions of the High Court of New Zealand, filterable by registry, case type (derived by documented rules ' +
    'from the case name, file number and heading) and legal area; all or blank means no filter.',
  tags: ['case-law'],
  input: HighCourtCasesInputSchema,
  courts: ['High Court'],
  filters: (input) => [
    ...commonFilters({ legalArea: input.legalArea }),
    facetFilter('location', input.location),
    facetFilter('case_type', input.caseType),
    precedentialFilter(input.precedential),
  ],
});
