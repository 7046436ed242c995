import {
  type CaseFacetCounts,
  JUDICIAL_COURTS,
  JudicialDecisionsInputSchema,
  JudicialDecisionsOutputSchema,
} from '@aotearoa/contracts';
import { defineLookup, pageInfo } from '../../platform/define-lookup';
import { caseSearch } from './case-list';
import {
  CASE_LAW_FILTER,
  caseFacetCounts,
  commonFilters,
  courtFilter,
  dateRangeFilters,
} from './case-record';

/**
 * The four stat tiles, from the facet counts of the filtered result: decisions dated this calendar year or last
 * (`year` facet, `now`'s UTC year), decisions of high significance, courts and legal areas with at least one.
 */
export function decisionStats(facets: CaseFacetCounts, now = new Date()) {
  const year = now.getUTCFullYear();
  const positive = (r: Record<string, number>) => Object.values(r).filter((n) => n > 0).length;
  return {
    recentDecisions: (facets.years[String(year)] ?? 0) + (facets.years[String(year - 1)] ?? 0),
    highImportance: facets.significance.high ?? 0,
    courtsCovered: positive(facets.courts),
    legalAreas: positive(facets.legalAreas),
  };
}

/**
 * `judicialDecisions` — `GET /api/judicial-decisions?query&court&legalArea&significance&year&dateFrom&dateTo&sort&
 * page&limit`. Input: `query` free text; `court` one of JUDICIAL_COURTS; `legalArea`; `significance`
 * high|medium|standard; `year`; `dateFrom`/`dateTo` inclusive ISO dates (YYYY-MM-DD) of the judgment, `dateFrom` not
 * after `dateTo`; `sort` newest|relevance|oldest; `page` 1–1000; `limit` 1–50 (default 20). `all`/blank: no
 * filter. Output: one page of `cases` with `total`, `page`, `totalPages`, `facets` and the four `stats` (computed by
 * the index over the filtered result). Each case carries its official page (`url`) and its judgment document
 * (`downloadUrl`: the court's PDF, or the Judicial Decisions Online document). Source: the documents index — the
 * Ministry of Justice Judicial Decisions Online index (via OpenLaw NZ), Courts of New Zealand judgments and court
 * listings. Errors: 400 naming the parameter; 503 when the index is not reachable.
 */
export const judicialDecisions = defineLookup({
  path: '/judicial-decisions',
  summary: 'Search judicial decisions',
  description:
    'Decisions of the courts (Supreme Court to District, Family and Youth Courts), searchable by text, court, ' +
    'legal area, significance and judgment date, with counts of recent and high-significance decisions, courts ' +
    'and legal areas; all or blank means no filter.',
  tags: ['case-law'],
  input: JudicialDecisionsInputSchema,
  ...caseSearch(),
  baseFilter: [CASE_LAW_FILTER, courtFilter(JUDICIAL_COURTS) ?? ''],
  filters: (input) => [
    input.court ? courtFilter([input.court]) : null,
    ...commonFilters(input),
    ...dateRangeFilters(input.dateFrom, input.dateTo),
  ],
  page: (input) => input.page,
  output: JudicialDecisionsOutputSchema,
  respond: (cases, result) => {
    const facets = caseFacetCounts(result.facets);
    return {
      cases,
      ...pageInfo(result),
      facets,
      stats: decisionStats(facets),
    };
  },
});
