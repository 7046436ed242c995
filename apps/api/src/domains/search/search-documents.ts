import {
  type Facets,
  firstRecordId,
  legalTermsOf,
  queryStems,
  type ReducedQuery,
  type SearchHit,
  SearchInputSchema,
  type SearchOutput,
  SearchOutputSchema,
  type SearchParams,
} from '@aotearoa/contracts';
import { TRPCError } from '@trpc/server';
import type { MultiSearchParams, MultiSearchQuery, MultiSearchResponse } from 'meilisearch';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { ApiServices } from '../../context';
import { toTrpcError } from '../../platform/meili-errors';
import { explainSearch, type PageMoves } from './explain';
import { mapHit, mapSectionHit } from './map-hit';
import {
  BLEND_K,
  citedActsRanking,
  countInFacets,
  meaningRankings,
  type Ranked,
  scoreFirstPage,
  typedActsRanking,
} from './meaning';
import { exactFirst, exactPassageHits, markPassage } from './passage';
import { headingPhrasesFound, phraseActsRanking, situationPhrases } from './phrases';
import {
  buildFetchRecordsQuery,
  buildFollowUpPlan,
  buildMeaningSearches,
  buildSearchPlan,
  indexQuery,
  isPassage,
  MATCHING_STRATEGY,
  type PageFollowUp,
  reduceQueryWeighted,
  SECTIONS_PER_ACT,
  type SearchPlan,
  searchesByMeaning,
  sendRequests,
} from './search-plan';
import { pickSectionHits } from './section-picks';
import { replacedBy, withSuccessors } from './successors';
import { meaningText } from './vocabulary';

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
 * words read the text as typed, so two situations that reduce alike ("…sectioned and held on the psych ward…" and
 * "my nana was so upset about the tangi", neither with a word left to search) are different searches.
 */
export function searchCacheKey(indexName: string, p: SearchParams, reduced: ReducedQuery): string {
  return JSON.stringify([
    indexName,
    reduced.query,
    searchesByMeaning(p, reduced) ? p.query.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim() : null,
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
    p.explain,
  ]);
}

/** The facet counts of a search, each group read from the query of the plan that counts it. */
function facetsOf(plan: SearchPlan, results: MultiSearchResponse['results']): Facets {
  const group = (attribute: string) => ({
    ...(results[plan.facetAt[attribute] ?? -1]?.facetDistribution?.[attribute] ?? {}),
  });
  return { documentTypes: group('type'), courtLevels: group('court'), legalAreas: group('legal_area') };
}

/**
 * The records `ids` of the documents index as search hits (for the Acts the searches by meaning put on a page),
 * by record id; ids not found are absent. One Meilisearch search (`id IN [...]`); none when `ids` is empty.
 * @throws TRPCError SERVICE_UNAVAILABLE (503) when Meilisearch does not answer.
 */
async function fetchRecords(
  services: ApiServices,
  ids: string[],
  stems: ReadonlySet<string>,
): Promise<Map<string, SearchHit>> {
  if (ids.length === 0) return new Map();
  try {
    const { indexUid, q, ...rest } = buildFetchRecordsQuery(services.indexes.documents, ids);
    const { hits } = await services.meili.index(indexUid).search(q, rest);
    return new Map(hits.map((h) => [String(h.id), mapHit(h as Record<string, unknown>, stems)]));
  } catch (error) {
    throw toTrpcError(error);
  }
}

/** How long a search waits for the query's sentence vector, ms (the first waits while the encoder loads, ≈1 s). */
const MEANING_TIMEOUT_MS = 2_000;

type Results = MultiSearchResponse['results'];

/** One multi-search through the API's Meilisearch client: its answers, in the order of `queries`. */
const multiSearchOf =
  (services: ApiServices) =>
  async (queries: MultiSearchQuery[]): Promise<Results> =>
    (await services.meili.multiSearch<MultiSearchParams>({ queries })).results;

/**
 * The searches by meaning of a described situation (`buildMeaningSearches`), sent side by side once its sentence
 * `vector` is known: the hits of the Acts by their own vectors, then by their nearest heading (as `meaningRankings`
 * reads them). Null when there is no vector (the encoder is unavailable or did not answer in MEANING_TIMEOUT_MS) or
 * Meilisearch refuses them (an index built before its embedders existed, still live during a rebuild): the search
 * is then by words alone. Never rejects.
 */
async function searchByMeaning(
  services: ApiServices,
  params: SearchParams,
  vector: Promise<number[] | null>,
): Promise<{ hits: Record<string, unknown>[] }[] | null> {
  try {
    const v = await vector;
    if (!v) return null;
    const { acts, headings } = buildMeaningSearches(services.indexes.documents, params, v);
    const [byActs, byHeadings] = await Promise.all([
      services.meili.multiSearch(acts),
      multiSearchOf(services)([headings]),
    ]);
    return [
      { hits: byActs.hits as Record<string, unknown>[] },
      { hits: (byHeadings[0]?.hits ?? []) as Record<string, unknown>[] },
    ];
  } catch {
    return null;
  }
}

/**
 * A document on a page: by its first record's id and its document id, with its hit once the API has it (until then,
 * the Act that replaced it where its ranking knows).
 */
interface PageEntry {
  id: string;
  docId: string;
  doc?: SearchHit;
  replacedBy?: string;
}

/**
 * One follow-up round of a page (`buildFollowUpPlan`, its two requests side by side): the records `fetchIds` as
 * search hits (by record id; ids not found are absent), the hits of the sections query then of the best-section
 * query for the Acts `actIds`, and the document ids of `matchIds` the words match.
 * @throws TRPCError SERVICE_UNAVAILABLE (503) when Meilisearch does not answer.
 */
async function completePage(
  services: ApiServices,
  params: SearchParams,
  stemmed: string,
  stems: ReadonlySet<string>,
  page: PageFollowUp,
): Promise<{ fetched: Map<string, SearchHit>; sectionHits: unknown[]; matched: string[] }> {
  const plan = buildFollowUpPlan(services.indexes.documents, params, stemmed, page);
  let results: Results = [];
  if (plan.queries.length > 0) {
    try {
      results = await sendRequests(multiSearchOf(services), plan.queries, plan.requests);
    } catch (error) {
      throw toTrpcError(error);
    }
  }
  const hitsAt = (at: number) => (at >= 0 ? (results[at]?.hits ?? []) : []) as Record<string, unknown>[];
  return {
    fetched: new Map(hitsAt(plan.fetchAt).map((h) => [String(h.id), mapHit(h, stems)])),
    sectionHits: [...hitsAt(plan.sectionsAt), ...hitsAt(plan.bestSectionAt)],
    matched: hitsAt(plan.matchedAt).flatMap((h) => (typeof h.doc_id === 'string' ? [h.doc_id] : [])),
  };
}

/**
 * Runs one search against the Meilisearch documents index built from the bundled snapshot.
 *
 * - The query is reduced by `reduceQuery` (everyday words → legal terms, ≤ 10 words); `searchedTerms` reports it.
 * - Filters go through the filter builder only; facets count distinct documents for type, court and legal area,
 *   each group counted without its own filter (disjunctive), all in the first round (`buildSearchPlan`).
 * - Pagination is exact (`page`, `hitsPerPage`); `total` is capped by the index's maxTotalHits (MAX_TOTAL_HITS).
 * - When the query holds a neutral citation, a filter-free exact lookup (`citation = "..."`) runs in the first
 *   round too; that judgment is put first on page 1 and removed from the other hits of every page.
 * - A described situation (see `searchesByMeaning`) is also matched by meaning: the query is encoded in the
 *   sentence-encoder worker (at most MEANING_TIMEOUT_MS; without an answer the search is by words only and not
 *   cached), the nearest Acts (by their own vector and by their nearest heading) and, unfiltered, the cases,
 *   bills, debates and papers the words match best with the Acts they cite, and the Acts the typed words find
 *   without the vocabulary, the Acts whose titles or headings hold two adjacent words of it and those whose titles
 *   hold a word of it few titles hold (`phrases.ts`), come back in requests sent side by side (the words' ones while
 *   the query is encoded, the searches by meaning once its vector is known), and the first page is
 *   the rankings blended (`blendFirstPage`, the typed-words ranking at TYPED_WEIGHT, the cited ranking at
 *   CITED_WEIGHT, the phrase and title-word rankings at PHRASE_WEIGHT and TITLE_WORD_WEIGHT, the words' first Act
 *   raised by WORDS_FIRST_BONUS when the vocabulary gave legal terms, every score weighed by how many indexed
 *   documents cite the result, `authorityFactor`); Acts found only so (not matched by the words at all) add to
 *   `total` and to the facet counts. Later pages are the ranking by words.
 * - One follow-up round completes the first page (`completePage`, two requests side by side): the records of the
 *   Acts the blend added, the sections of the page's Acts, which added Acts the words match, and the Act in force
 *   that replaced a repealed Act on the page (shown just above it, `withSuccessors`); a third, rare, for a successor
 *   no ranking named.
 * - A passage copied from the law (`isPassage`): the Acts and regulations that hold it word for word come first on
 *   page 1 (`exactFirst`; those holding it as typed, punctuation too, before those holding only its words,
 *   `exactPassageHits`; an Act on no page of the words is fetched by its record id), so a sentence of a section
 *   finds that section's Act even where other Acts share most of its words. A long query not in the law's usual
 *   prose that is no described situation (`mayQuoteLaw`) is searched as usual, with the sections holding it as typed,
 *   if any, first.
 * - Responses are cached by normalised input for a short time (`X-Cache: HIT|MISS`).
 *
 * @returns SearchOutput (`documents`, `total`, `page`, `totalPages`, `facets`, `searchedTerms`, `citationMatch`,
 *   `matchedByMeaning`, `processingTimeMs` in milliseconds as reported by Meilisearch).
 * @throws TRPCError SERVICE_UNAVAILABLE (503) when Meilisearch or the index is not reachable.
 */
export async function searchDocuments(
  services: ApiServices,
  params: SearchParams,
  onCache?: (hit: boolean) => void,
): Promise<SearchOutput> {
  const reduced = reduceQueryWeighted(params.query);
  const key = searchCacheKey(services.indexes.documents, params, reduced);
  const cached = services.searchCache.get(key);
  if (cached) {
    onCache?.(true);
    return cached;
  }
  onCache?.(false);

  const index = services.indexes.documents;
  const encoder = services.sentenceEncoder;
  const byMeaning = encoder !== undefined && searchesByMeaning(params, reduced);
  const plan = buildSearchPlan(index, params, reduced, byMeaning);
  // The words are searched while the situation is encoded; its searches by meaning follow when its vector is known.
  const meaningResults = byMeaning
    ? searchByMeaning(services, params, encoder.embed(meaningText(params.query), MEANING_TIMEOUT_MS))
    : Promise.resolve(null);
  // The rankings blended into a situation's page are its second request; should Meilisearch refuse them (an index
  // built by an earlier indexer, still live during a rebuild), the page is the words' alone.
  let rankingsRefused = false;
  const send = async (queries: MultiSearchQuery[], request: number): Promise<Results> => {
    if (request === 0) return multiSearchOf(services)(queries);
    try {
      return await multiSearchOf(services)(queries);
    } catch {
      rankingsRefused = true;
      return queries.map((q) => ({ indexUid: q.indexUid, hits: [], query: q.q ?? '', processingTimeMs: 0 }));
    }
  };
  let results: Results;
  try {
    results = await sendRequests(send, plan.queries, plan.requests);
  } catch (error) {
    throw toTrpcError(error);
  }
  const { queries } = plan;
  let matchingStrategy = plan.queries[0]?.matchingStrategy ?? MATCHING_STRATEGY;
  // A passage that matches nothing as a whole is searched again keeping its rarest words (in the law's own words the
  // rarest are the telling ones, unlike in a described situation).
  if (isPassage(params.query) && results[0] && results[0].hits.length === 0) {
    try {
      results = await sendRequests(
        send,
        queries.map((q) =>
          q.matchingStrategy === 'all' ? ({ ...q, matchingStrategy: 'frequency' } as MultiSearchQuery) : q,
        ),
        plan.requests,
      );
      matchingStrategy = 'frequency';
    } catch (error) {
      throw toTrpcError(error);
    }
  }
  const mainResult = results[0];
  const citationResult = plan.citationAt >= 0 ? results[plan.citationAt] : undefined;
  if (!mainResult) {
    throw new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Search is temporarily unavailable: no answer',
    });
  }

  const { q: stemmed, added } = indexQuery(reduced);
  const stems = queryStems(stemmed);
  let documents = mainResult.hits.map((h) => mapHit(h as Record<string, unknown>, stems));
  let total = mainResult.totalHits ?? mainResult.estimatedTotalHits ?? documents.length;
  let totalPages = mainResult.totalPages ?? Math.ceil(total / params.limit);
  let citationMatch: string | null = null;
  const moves: PageMoves = { citation: null, exact: new Set(), successors: new Set() };
  const cited = citationResult?.hits[0];
  if (cited) {
    const hit = mapHit(cited as Record<string, unknown>);
    citationMatch = hit.citation ?? reduced.citation;
    moves.citation = hit.id;
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

  // A described situation: the Acts nearest in meaning are blended into the first page.
  const meanings = rankingsRefused ? null : await meaningResults;
  const byMeaningAnswered = meanings !== null;
  const citing = plan.citedAt >= 0 ? results[plan.citedAt]?.hits : undefined;
  const citedActs = citing ? citedActsRanking(citing as Record<string, unknown>[]) : [];
  const typedHits = plan.typedAt >= 0 ? results[plan.typedAt]?.hits : undefined;
  const typedActs = typedHits ? typedActsRanking(typedHits as Record<string, unknown>[]) : [];
  const hitsAt = (at: number[]) =>
    at.map((i) => ({ hits: (results[i]?.hits ?? []) as Record<string, unknown>[] }));
  const phraseActs = phraseActsRanking(hitsAt(plan.phraseAt));
  const titleWordActs = phraseActsRanking(hitsAt(plan.titleWordAt));
  let blend: ReturnType<typeof scoreFirstPage<Ranked>> | null = null;
  // The page: its documents, and those the blend put on it that the words did not bring, fetched in the next round.
  let page: PageEntry[] = documents.map((doc) => ({ id: firstRecordId(doc.id), docId: doc.id, doc }));
  if (meanings) {
    // Ranked by the id of each document's first record: the one the searches by meaning return.
    const byWords = documents.map((doc) => ({
      id: firstRecordId(doc.id),
      docId: doc.id,
      citations: doc.citation_count,
      doc,
    }));
    const scored = scoreFirstPage<Ranked & { doc?: SearchHit }>(byWords, {
      lawTerms: legalTermsOf(params.query).length > 0,
      meanings: meaningRankings(meanings),
      typed: typedActs,
      cited: citedActs,
      phrases: phraseActs,
      titleWords: titleWordActs,
    });
    blend = scored;
    page = scored.results.slice(0, params.limit).map(({ item }) => ({
      id: item.id,
      ...(item.replacedBy ? { replacedBy: item.replacedBy } : {}),
      // Every ranking gives its Acts' document ids; a first record's id is `${docId}--0` for an Act's (safe) id.
      docId: item.docId ?? item.doc?.id ?? item.id.replace(/--0$/, ''),
      ...(item.doc ? { doc: item.doc } : {}),
    }));
  }

  // A passage of law: the Acts and regulations that hold it word for word come first.
  const exact =
    plan.exactAt >= 0
      ? exactPassageHits(
          (results[plan.exactAt]?.hits ?? []) as { section_text?: unknown }[],
          params.query,
          !isPassage(params.query),
        )
      : [];
  if (exact.length > 0) {
    const ids = [...new Set(exact.map((h) => firstRecordId(String((h as { doc_id?: unknown }).doc_id))))];
    for (const h of exact) moves.exact.add(String((h as { doc_id?: unknown }).doc_id));
    const onPage = new Map(documents.map((doc) => [firstRecordId(doc.id), doc]));
    const fetched = await fetchRecords(
      services,
      ids.filter((id) => !onPage.has(id)),
      stems,
    );
    documents = exactFirst(
      documents.map((doc) => ({ id: firstRecordId(doc.id), doc })),
      ids.flatMap((id) => {
        const doc = onPage.get(id) ?? fetched.get(id);
        return doc ? [{ id, doc }] : [];
      }),
      params.limit,
    ).map((x) => x.doc);
    page = documents.map((doc) => ({ id: firstRecordId(doc.id), docId: doc.id, doc }));
  }

  // Second round, two requests side by side: the records the blend added, the sections of the page's Acts, and which
  // of the added Acts the words match further down (those are counted in the total already); and for a described
  // situation, the Act in force that replaced a repealed Act on the page, to be shown just above it (`withSuccessors`),
  // with its sections. A successor the rankings did not name (an Act only the cited ranking brought) takes a third.
  const phrases = headingPhrasesFound(situationPhrases(params.query), hitsAt(plan.phraseAt));
  const withSuccessorsShown = searchesByMeaning(params, reduced);
  const successorsOf = (entries: { docId: string; replacedBy?: string | null }[]) => {
    const onPage = new Set(entries.map((e) => e.docId));
    return withSuccessorsShown
      ? [...new Set(entries.flatMap((e) => e.replacedBy ?? []))].filter((id) => !onPage.has(id))
      : [];
  };
  const blendedIn = page.filter((e) => !e.doc);
  const successorIds = successorsOf(
    page.map((e) => ({ ...e, replacedBy: e.doc ? replacedBy(e.doc) : e.replacedBy })),
  );
  const completed = await completePage(services, params, stemmed, stems, {
    actIds: [
      ...page.filter((e) => !e.doc || e.doc.type === 'legislation').map((e) => e.docId),
      ...successorIds,
    ],
    fetchIds: [...blendedIn.map((e) => e.id), ...successorIds.map(firstRecordId)],
    matchIds: [...blendedIn.map((e) => e.docId), ...successorIds],
    phrases,
  });
  documents = page.flatMap((e) => e.doc ?? completed.fetched.get(e.id) ?? []);
  const sectionHits = [...exact, ...completed.sectionHits];
  const matchedByWords = new Set(completed.matched);
  const fetchedByDocId = new Map([...completed.fetched.values()].map((d) => [d.id, d]));
  let meaningOnly = documents.filter((d) => fetchedByDocId.get(d.id) === d);
  if (withSuccessorsShown) {
    // Those not asked for already (a successor the index does not hold is not asked for twice).
    const late = successorsOf(documents.map((d) => ({ docId: d.id, replacedBy: replacedBy(d) }))).filter(
      (id) => !successorIds.includes(id),
    );
    if (late.length > 0) {
      const more = await completePage(services, params, stemmed, stems, {
        actIds: late,
        fetchIds: late.map(firstRecordId),
        matchIds: late,
      });
      for (const d of more.fetched.values()) fetchedByDocId.set(d.id, d);
      sectionHits.push(...more.sectionHits);
      for (const id of more.matched) matchedByWords.add(id);
    }
    const successors = new Map([...fetchedByDocId].filter(([id]) => !documents.some((d) => d.id === id)));
    documents = withSuccessors(documents, successors, params.limit);
    for (const d of successors.values()) if (documents.includes(d)) moves.successors.add(d.id);
    // Counted in the total and the facets like the Acts found by meaning only, unless the words match them too.
    meaningOnly = [...meaningOnly, ...[...successors.values()].filter((d) => documents.includes(d))];
  }

  let facets = facetsOf(plan, results);
  const uncounted = meaningOnly.filter((d) => !matchedByWords.has(d.id));
  if (uncounted.length > 0) {
    total += uncounted.length;
    totalPages = Math.ceil(total / params.limit);
    facets = countInFacets(facets, uncounted);
  }
  // A passage's own section first (the exact phrase's hits, one per Act), then the best by its words.
  // Machinery provisions (Title, Commencement…) only where nothing else of the Act matched (`pickSectionHits`).
  // Then each Act's one best section by the `last` strategy: an Act the sections query found nothing of (one the
  // searches by meaning brought) still lists one, and one it found fewer than SECTIONS_PER_ACT of may list one more.
  const exactHits = new Set<unknown>(exact);
  const picked = pickSectionHits(sectionHits as Record<string, unknown>[], SECTIONS_PER_ACT, exactHits);
  documents = documents.map((d) => {
    const secs = (picked.get(d.id) ?? []).flatMap(
      (h) =>
        mapSectionHit(h, stems, exactHits.has(h) ? (text) => markPassage(text, params.query) : undefined) ??
        [],
    );
    return secs.length ? { ...d, sections: secs } : d;
  });

  const output: SearchOutput = {
    documents,
    total,
    page: params.page,
    totalPages,
    facets,
    // The terms typed (after reduction) and the related legal words the vocabulary added.
    searchedTerms: [...reduced.terms, ...added],
    citationMatch,
    matchedByMeaning: byMeaningAnswered,
    processingTimeMs: mainResult.processingTimeMs,
    ...(params.explain
      ? {
          explanation: explainSearch({
            mode: isPassage(params.query) ? 'passage' : blend ? 'blend' : 'words',
            indexQuery: stemmed,
            matchingStrategy,
            documents,
            wordsHits: mainResult.hits as Record<string, unknown>[],
            blend,
            k: BLEND_K,
            moves,
          }),
        }
      : {}),
  };
  // An answer made without the search by meaning it should have had (encoder or embedder unavailable) is not kept.
  if (!byMeaning || byMeaningAnswered) services.searchCache.set(key, output);
  return output;
}
