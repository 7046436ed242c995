import { DISTRICT_COURTS, DistrictCourtCasesInputSchema } from '@aotearoa/contracts';
import { defineCaseList } from './case-list';
import { commonFilters, facetFilter } from './case-record';

/**
 * `districtCourtCases` — `GET /api/district-court-cases?query&location&caseType&legalArea&sort&limit`.
 * Input: `query` free text; `location` the registry the decision names (≤ 100 chars); `caseType`
 * Criminal|Civil|Family|Judicial Review; `legalArea` a LEGAL_AREAS value; `sort` newest|relevance|oldest; `limit`
 * 1–100 (default 50). `all`/blank: no filter. Output: `{ cases, total, facets }` — decisions of the District
 * Court and its Family and Youth Courts (DISTRICT_COURTS) with provenance; most are listing metadata without the
 * judgment's text (each card says so). Source: the documents index — District Court judgments (districtcourts.govt.nz),
 * NZLII pages and other stored listings. Errors: 400 naming the parameter; 503 when the index is not reachable.
 */
export const districtCourtCases = defineCaseList({
  path: '/district-court-cases',
  summary: 'District Court decisions',
  description:
    'Decisions of the District Court (with its Family and Youth Courts), filterable by registry, case type and ' +
    'legal area; all or blank means no filter.',
  tags: ['case-law'],
  input: DistrictCourtCasesInputSchema,
  courts: DISTRICT_COURTS,
  filters: (input) => [
    ...commonFilters({ legalArea: input.legalArea }),
    facetFilter('location', input.location),
    facetFilter('case_type', input.caseType),
  ],
});
