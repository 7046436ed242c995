import { type Case, type CaseListOutput, CaseListOutputSchema } from '@aotearoa/contracts';
import type { z } from 'zod';
import {
  defineLookup,
  type LookupHit,
  type LookupResult,
  type LookupSpec,
  pageInfo,
} from '../../platform/define-lookup';
import {
  CASE_FACET_ATTRIBUTES,
  CASE_LAW_FILTER,
  type CaseLinks,
  caseFacetCounts,
  caseSort,
  courtFilter,
  toCase,
} from './case-record';

/** The parameters every case list reads the same way: free text, sort, page size and page. */
export interface CaseListQuery {
  query?: string | undefined;
  sort?: string | undefined;
  limit: number;
  /** 1-based page (default 1). */
  page?: number | undefined;
}

/**
 * The search every case list runs over the documents index, as lookup spec fields: the input's `query`, `sort`
 * (see `caseSort`), `limit` and `page`, the case facets counted, and each hit mapped to a `Case` with the given `links`.
 */
export function caseSearch(links: CaseLinks = 'record') {
  return {
    index: 'documents' as const,
    query: (input: CaseListQuery) => input.query,
    sort: caseSort,
    limit: (input: CaseListQuery) => input.limit,
    page: (input: CaseListQuery) => input.page ?? 1,
    facets: CASE_FACET_ATTRIBUTES,
    toItem: (hit: LookupHit) => toCase(hit, links),
  };
}

/** What a court's case list declares; the search, the output and the response are those of every case list. */
export interface CaseListSpec<I extends z.ZodType<CaseListQuery>>
  extends Pick<
    LookupSpec<I, Case, CaseListOutput>,
    'path' | 'summary' | 'description' | 'tags' | 'input' | 'filters'
  > {
  /** The courts whose decisions the list holds (one court, or any of several). */
  courts: readonly string[];
  /** Clauses that further narrow every answer (besides judgments of `courts`), e.g. only employment matters. */
  baseFilter?: string[];
  /** How the cases link their official page and document (default `record`, see `CaseLinks`). */
  links?: CaseLinks;
}

/**
 * Builds a case-list lookup (`{ cases, total, page, pageSize, totalPages, facets }`, see `CaseListOutputSchema`): judgments of `courts` and the
 * spec's `baseFilter`, filtered by its `filters`, searched, sorted and counted like every case list.
 */
export function defineCaseList<I extends z.ZodType<CaseListQuery>>(spec: CaseListSpec<I>) {
  const { courts, baseFilter = [], links, ...declared } = spec;
  return defineLookup({
    ...declared,
    ...caseSearch(links),
    baseFilter: [CASE_LAW_FILTER, courtFilter(courts) ?? '', ...baseFilter],
    output: CaseListOutputSchema,
    respond: caseListPage,
  });
}

/** A page of a case list as `CaseListOutputSchema` has it: the cases, the total, the page and its facet counts. */
export function caseListPage(cases: Case[], result: LookupResult): CaseListOutput {
  return {
    cases,
    ...pageInfo(result),
    facets: caseFacetCounts(result.facets),
  };
}
