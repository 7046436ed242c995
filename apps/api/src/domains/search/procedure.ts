/**
 * The search procedure's API side: its input, output and OpenAPI description, the response cache, and the ports
 * through which `runSearch` reaches this server's Meilisearch client and sentence encoder.
 */
import {
  type DocumentMetadata,
  DocumentMetadataSchema,
  SearchHitSchema,
  SearchInputSchema,
  type SearchOutput,
  SearchOutputSchema,
  type SearchParams,
} from '@aotearoa/contracts';
import type { MultiSearchParams } from 'meilisearch';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { z } from 'zod';
import type { ApiDependencies } from '../../context';
import { isValidatedMetadata } from '../../platform/document-metadata';
import { toTrpcError } from '../../platform/meili-errors';
import { syncValidated } from '../../trpc';
import { analyseQuery, type QueryAnalysis } from './analyse/query-analysis';
import { searchesByMeaning } from './analyse/search-steps';
import type { QueryAnswer, RawHit, SearchPorts } from './execute/ports';
import { runSearch } from './run-search';

/**
 * `SearchOutputSchema` as every answer is checked: the same, but a document's metadata that `documentMetadataOf`
 * returned (parsed by `DocumentMetadataSchema` from the hit it was read from, and frozen since) is taken as it is;
 * any other metadata is parsed by `DocumentMetadataSchema`, as before. Accepts exactly what SearchOutputSchema
 * accepts, and answers the same value.
 */
export const CheckedSearchOutputSchema = SearchOutputSchema.extend({
  documents: z.array(
    SearchHitSchema.extend({
      metadata: z.union([z.custom<DocumentMetadata>(isValidatedMetadata), DocumentMetadataSchema]),
    }),
  ),
});

/**
 * Input/output of `search`, as in the contracts (the OpenAPI document is made from them), validated on every
 * request (input: 400 naming the parameter; output: 500 "Output validation failed") by zod's compiled parsers
 * (`syncValidated`), the output by `CheckedSearchOutputSchema`.
 */
export const searchInput = syncValidated(SearchInputSchema);
export const searchOutput = syncValidated(SearchOutputSchema, CheckedSearchOutputSchema);

export const searchMeta: OpenApiMeta = {
  openapi: {
    method: 'GET',
    path: '/search',
    summary: 'Search legislation, case law, regulations, debates and academic papers',
    description:
      'Plain-language or keyword search over the Meilisearch documents index built from the bundled snapshot. ' +
      'A misspelt word (unknown to an Australian English dictionary and to the law, five letters or more, lower ' +
      'case or opening a sentence, outside double quotes) is searched as the likeliest word one slip away (a ' +
      'swap, a doubled, missing or extra letter, a wrong letter) that the dictionary knows, and ' +
      '`spellingCorrections` names each such word. ' +
      'Filters: documentTypes, courtLevels, legalAreas (repeat the parameter for several values), dateFrom/dateTo ' +
      '(ISO dates, inclusive). Sort: relevance | date_newest | date_oldest | citations. A described situation ' +
      '(five words or more, ranked by relevance) is also matched by meaning on the first page: the Acts whose ' +
      'titles and section headings are nearest in meaning, the Acts its own words find before they are mapped to ' +
      'legal terms, the Acts whose title or section headings hold two adjacent words of it or whose title holds ' +
      'a word of it that few titles hold, and the Acts cited by the cases, bills, debates and papers that match ' +
      'it best, are blended in, the more cited documents a little higher (`matchedByMeaning`). `explain=true` ' +
      'adds `explanation`: how the page was made, the query Meilisearch was sent, the rankings blended and, for ' +
      'each document, its place in each and its scores (Meilisearch ranking score details included). Invalid input ' +
      'answers 400 naming the parameter; 503 when the search index is not reachable.',
    tags: ['search'],
    errorResponses: {
      400: 'Invalid input: the message names each parameter and why',
      429: 'Too many requests from this address',
      503: 'The search index (Meilisearch) is not reachable',
    },
  },
};

/**
 * Key of a search in the response cache: index + the reduced query (so `Bail`, `bail` and `bail?` share an
 * entry) + every other normalised parameter. A described situation searched by meaning (`searchesByMeaning`) is
 * keyed by its typed words too (case and spacing folded): its searches by meaning, typed words, phrases and title
 * words read the text as typed, so two situations that reduce alike are different searches. So is the text a
 * quoted phrase or a passage is looked for word for word (`exactText`): two quoted phrases of the law's function
 * words ("(a) at which not more") both reduce to nothing, and shared one answer. And so are the spelling corrections
 * made (`QueryAnalysis.spelling`): "landlrod" and "landlord" search alike, but only the first answer says so.
 */
export function searchCacheKey(indexName: string, p: SearchParams, analysis: QueryAnalysis): string {
  const { reduced } = analysis;
  return JSON.stringify([
    indexName,
    reduced.query,
    analysis.exactText,
    searchesByMeaning(p, analysis)
      ? p.query.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim()
      : null,
    reduced.citation,
    reduced.terms,
    // Two spellings of a word search alike, but each answer names what was corrected.
    analysis.spelling,
    p.documentTypes,
    p.courtLevels,
    p.legalAreas,
    p.dateFrom ?? null,
    p.dateTo ?? null,
    p.sortBy,
    p.page,
    p.limit,
    p.explain,
  ]);
}

/** How long a search waits for the query's sentence vector, ms (the first waits while the encoder loads, ≈1 s). */
const MEANING_TIMEOUT_MS = 2_000;

/** The ports of a search on this server: its Meilisearch client and, when it has one, its sentence encoder. */
export function apiSearchPorts(deps: ApiDependencies): SearchPorts {
  const encoder = deps.sentenceEncoder;
  return {
    multiSearch: async (queries) =>
      (await deps.meili.multiSearch<MultiSearchParams>({ queries })).results as unknown as QueryAnswer[],
    federatedSearch: async (body) => ({ hits: (await deps.meili.multiSearch(body)).hits as RawHit[] }),
    ...(encoder ? { encode: (text: string) => encoder.embed(text, MEANING_TIMEOUT_MS) } : {}),
  };
}

/**
 * `GET /api/search`: runs one search (`runSearch`) against the documents index through this server's ports, its
 * answer kept in the response cache by `searchCacheKey` for a short time (`onCache` told whether it was a hit). An
 * answer made without the search by meaning it should have had is not kept.
 * @returns SearchOutput (see `runSearch`).
 * @throws TRPCError SERVICE_UNAVAILABLE (503) when Meilisearch or the index is not reachable; BAD_REQUEST (400) when
 *   Meilisearch refuses the query.
 */
export async function search(
  deps: ApiDependencies,
  params: SearchParams,
  onCache?: (hit: boolean) => void,
): Promise<SearchOutput> {
  const analysis = analyseQuery(params.query);
  const index = deps.indexes.documents;
  const key = searchCacheKey(index, params, analysis);
  const cached = deps.searchCache.get(key);
  if (cached) {
    onCache?.(true);
    return cached;
  }
  onCache?.(false);
  try {
    const { output, cacheable } = await runSearch(apiSearchPorts(deps), params, {
      index,
      fusion: deps.searchFusion,
      analysis,
    });
    if (cacheable) deps.searchCache.set(key, output);
    return output;
  } catch (error) {
    throw toTrpcError(error);
  }
}
