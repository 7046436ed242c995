import {
  type Facets,
  type ReducedQuery,
  reduceQuery,
  SearchInputSchema,
  type SearchOutput,
  SearchOutputSchema,
  type SearchParams,
  type SortBy,
} from '@aotearoa/contracts';
import { TRPCError } from '@trpc/server';
import type { MultiSearchParams, MultiSearchQuery, MultiSearchResponse } from 'meilisearch';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { ApiServices } from '../../context';
import { buildSearchFilter, citationFilter } from '../../platform/filter-builder';
import { toTrpcError } from '../../platform/meili-errors';
import { MARK_CLOSE, MARK_OPEN, mapHit, RETRIEVED_ATTRIBUTES } from './map-hit';

/** Input/output of `search`, as in the contracts. */
export const searchDocumentsInput = SearchInputSchema;
export const searchDocumentsOutput = SearchOutputSchema;

export const searchDocumentsMeta: OpenApiMeta = {
  openapi: {
    method: 'GET',
    path: '/search',
    summary: 'Search legislation, case law, regulations, debates and academic papers',
    description:
      'Plain-language or keyword search over the Meilisearch documents index built from the bundled snapshot. ' +
      'Filters: documentTypes, courtLevels, legalAreas (repeat the parameter for several values), dateFrom/dateTo ' +
      '(ISO dates, inclusive). Sort: relevance | date_newest | date_oldest | citations. Invalid input answers 400 ' +
      'naming the parameter; 503 when the search index is not reachable.',
    tags: ['search'],
    errorResponses: {
      400: 'Invalid input: the message names each parameter and why',
      429: 'Too many requests from this address',
      503: 'The search index (Meilisearch) is not reachable',
    },
  },
};

/** Facet attributes in the index and the output keys they fill. */
const FACETS = { type: 'documentTypes', court: 'courtLevels', legal_area: 'legalAreas' } as const;

const SORTS: Record<SortBy, string[] | undefined> = {
  relevance: undefined,
  date_newest: ['date_ts:desc'],
  date_oldest: ['date_ts:asc'],
  citations: ['citation_count:desc'],
};

/**
 * Crop length in words: ≈100 words give about 600 characters of chunk text around the match (the hit's
 * `content`); the ≈500-character `preview` is cut from it. Cropping cost grows with the crop length, and a
 * longer crop than the card shows only slowed every search.
 */
const CROP_WORDS = 100;

const highlight = () => ({
  attributesToRetrieve: [...RETRIEVED_ATTRIBUTES],
  attributesToHighlight: ['title'],
  attributesToCrop: ['content'],
  cropLength: CROP_WORDS,
  highlightPreTag: MARK_OPEN,
  highlightPostTag: MARK_CLOSE,
});

/**
 * Key of a search in the response cache: index + the reduced query (so `Bail`, `bail` and `bail?` share an
 * entry) + every other normalised parameter.
 */
export function searchCacheKey(indexName: string, p: SearchParams, reduced: ReducedQuery): string {
  return JSON.stringify([
    indexName,
    reduced.query,
    reduced.citation,
    reduced.terms,
    p.documentTypes,
    p.courtLevels,
    p.legalAreas,
    p.dateFrom ?? null,
    p.dateTo ?? null,
    p.sortBy,
    p.page,
    p.limit,
  ]);
}

function facetsOf(distribution: Record<string, Record<string, number>> | undefined): Facets {
  return {
    documentTypes: { ...(distribution?.type ?? {}) },
    courtLevels: { ...(distribution?.court ?? {}) },
    legalAreas: { ...(distribution?.legal_area ?? {}) },
  };
}

/**
 * The Meilisearch multi-search queries for one search (exactly what `searchDocuments` sends; the benchmark sends
 * the same to Meilisearch directly): the main query — reduced query, filters from the filter builder, facets,
 * sort, exact pagination, highlighting and cropping — and, when the query holds a neutral citation, a filter-free
 * exact lookup of that citation (`limit: 1`).
 */
export function buildSearchQueries(
  indexName: string,
  params: SearchParams,
  reduced: ReducedQuery = reduceQuery(params.query),
): MultiSearchQuery[] {
  const sort = SORTS[params.sortBy];
  const main: MultiSearchQuery = {
    indexUid: indexName,
    q: reduced.query,
    // When not every term matches, drop the most frequent terms first (keeps the distinctive ones); also the
    // cheapest strategy here (see `pnpm bench`).
    matchingStrategy: 'frequency',
    filter: buildSearchFilter(params),
    facets: Object.keys(FACETS),
    page: params.page,
    hitsPerPage: params.limit,
    ...highlight(),
    ...(sort ? { sort } : {}),
  };
  const queries: MultiSearchQuery[] = [main];
  if (reduced.citation) {
    queries.push({
      indexUid: indexName,
      q: '',
      filter: citationFilter(reduced.citation),
      limit: 1,
      ...highlight(),
    });
  }
  return queries;
}

/**
 * Runs one search against the Meilisearch documents index built from the bundled snapshot.
 *
 * - The query is reduced by `reduceQuery` (everyday words → legal terms, ≤ 10 words); `searchedTerms` reports it.
 * - Filters go through the filter builder only; facets count distinct documents for type, court and legal area.
 * - Pagination is exact (`page`, `hitsPerPage`); `total` is capped by the index's maxTotalHits (5,000).
 * - When the query holds a neutral citation, a filter-free exact lookup (`citation = "..."`) runs in the same
 *   `multiSearch` round trip; that judgment is put first on page 1 and removed from the other hits of every page.
 * - Responses are cached by normalised input for a short time (`X-Cache: HIT|MISS`).
 *
 * @returns SearchOutput (`documents`, `total`, `page`, `totalPages`, `facets`, `searchedTerms`, `citationMatch`,
 *   `processingTimeMs` in milliseconds as reported by Meilisearch).
 * @throws TRPCError SERVICE_UNAVAILABLE (503) when Meilisearch or the index is not reachable.
 */
export async function searchDocuments(
  services: ApiServices,
  params: SearchParams,
  onCache?: (hit: boolean) => void,
): Promise<SearchOutput> {
  const reduced = reduceQuery(params.query);
  const key = searchCacheKey(services.indexes.documents, params, reduced);
  const cached = services.searchCache.get(key);
  if (cached) {
    onCache?.(true);
    return cached;
  }
  onCache?.(false);

  const queries = buildSearchQueries(services.indexes.documents, params, reduced);

  let results: MultiSearchResponse['results'];
  try {
    ({ results } = await services.meili.multiSearch<MultiSearchParams>({ queries }));
  } catch (error) {
    throw toTrpcError(error);
  }
  const [mainResult, citationResult] = results;
  if (!mainResult) {
    throw new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Search is temporarily unavailable: no answer',
    });
  }

  let documents = mainResult.hits.map((h) => mapHit(h as Record<string, unknown>));
  let total = mainResult.totalHits ?? mainResult.estimatedTotalHits ?? documents.length;
  let totalPages = mainResult.totalPages ?? Math.ceil(total / params.limit);
  let citationMatch: string | null = null;
  const cited = citationResult?.hits[0];
  if (cited) {
    const hit = mapHit(cited as Record<string, unknown>);
    citationMatch = hit.citation ?? reduced.citation;
    const rest = documents.filter((d) => d.id !== hit.id);
    if (params.page === 1) {
      if (rest.length === documents.length && documents.length >= params.limit) rest.pop();
      documents = [hit, ...rest];
      if (total === 0) {
        total = 1;
        totalPages = 1;
      }
    } else {
      documents = rest;
    }
  }

  const output: SearchOutput = {
    documents,
    total,
    page: params.page,
    totalPages,
    facets: facetsOf(mainResult.facetDistribution),
    searchedTerms: reduced.terms,
    citationMatch,
    processingTimeMs: mainResult.processingTimeMs,
  };
  services.searchCache.set(key, output);
  return output;
}
