import {
  analyseTokens,
  DOCUMENTS_SETTINGS,
  type Facets,
  firstRecordId,
  HEADINGS_EMBEDDER,
  legalTermsOf,
  queryStems,
  type ReducedQuery,
  reduceQuery,
  type SearchHit,
  SearchInputSchema,
  type SearchOutput,
  SearchOutputSchema,
  type SearchParams,
  SITUATION_EMBEDDERS,
  type SortBy,
  stemQuery,
  stemWord,
} from '@aotearoa/contracts';
import { TRPCError } from '@trpc/server';
import type {
  FederatedMultiSearchParams,
  MultiSearchParams,
  MultiSearchQuery,
  MultiSearchResponse,
} from 'meilisearch';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { ApiServices } from '../../context';
import { buildSearchFilter, citationFilter } from '../../platform/filter-builder';
import { toTrpcError } from '../../platform/meili-errors';
import { explainSearch, type PageMoves } from './explain';
import { mapHit, mapSectionHit, RETRIEVED_ATTRIBUTES, SECTION_ATTRIBUTES } from './map-hit';
import {
  BLEND_K,
  citedActsRanking,
  countInFacets,
  meaningRankings,
  type Ranked,
  scoreFirstPage,
  typedActsRanking,
} from './meaning';
import { EXACT_PASSAGE_ACTS, exactFirst, markPassage, passagePhrase, typedTextFirst } from './passage';
import {
  buildPhraseQueries,
  buildTitleWordQueries,
  headingPhrasesFound,
  phraseActsRanking,
  situationPhrases,
  situationWords,
} from './phrases';
import { pickSectionHits } from './section-picks';
import { replacedBy, withSuccessors } from './successors';
import { describesSituation, meaningText, readsAsLaw, relatedLegalStems, wordWeight } from './vocabulary';

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

const SORTS: Record<SortBy, string[] | undefined> = {
  relevance: undefined,
  date_newest: ['date_ts:desc'],
  date_oldest: ['date_ts:asc'],
  citations: ['citation_count:desc'],
};

/**
 * The fields of a hit, as they are: no highlighting or cropping by Meilisearch, which builds a `_formatted` copy
 * of every retrieved field when asked for either (a quarter of its time per search, infra/bench/README.md). The
 * API marks the query's words by their stems and cuts the text around its best match (`mapHit`).
 */
const hitFields = () => ({ attributesToRetrieve: [...RETRIEVED_ATTRIBUTES] });

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

/** One facet group: its index attribute and the search parameter that filters on it. */
const FACET_GROUPS = [
  { attribute: 'type', param: 'documentTypes' },
  { attribute: 'court', param: 'courtLevels' },
  { attribute: 'legal_area', param: 'legalAreas' },
] as const;

/** The multi-search of one search and where each part's answer is in the results. */
export interface SearchPlan {
  queries: MultiSearchQuery[];
  /** Position of the neutral-citation lookup, or -1. */
  citationAt: number;
  /**
   * The search by meaning for the Acts whose own vector is nearest the query's sentence vector: one query per
   * situation embedder (SITUATION_EMBEDDERS), merged by similarity in a federated multi-search of its own, sent
   * beside `queries`; null when the search is by words only.
   */
  meaningActs: FederatedMultiSearchParams | null;
  /**
   * Positions of the searches by meaning in `queries`: the Acts whose nearest title or heading is nearest the
   * query's sentence vector; empty when the search is by words only.
   */
  meaningAt: number[];
  /**
   * Position of the search for the cases, bills, debates and papers the words match best, whose citations of Acts
   * make a further ranking (`citedActsRanking`); -1 when there is none (a search by words only, or a filtered one).
   */
  citedAt: number;
  /**
   * Position of the search for the Acts the typed words find without the everyday-to-legal vocabulary, whose
   * ranking is blended in (`typedActsRanking`); -1 when there is none (a search by words only).
   */
  typedAt: number;
  /**
   * Positions of the searches for the Acts whose titles or headings hold two adjacent words of a described
   * situation (`situationPhrases`; see `phraseActsRanking`), two per phrase (titles; headings); empty for a search
   * by words only.
   */
  phraseAt: number[];
  /**
   * Positions of the searches for the Acts whose titles hold a word of a described situation (`situationWords`; see
   * `phraseActsRanking`), one per word; empty for a search by words only.
   */
  titleWordAt: number[];
  /**
   * Position of the exact-phrase search of a passage of law (`passagePhrase`) among the Acts and regulations, first
   * page ranked by relevance only; -1 otherwise.
   */
  exactAt: number;
  /** Facet attribute → position of the query whose facet distribution gives that group's counts. */
  facetAt: Record<string, number>;
}

/**
 * The Meilisearch multi-search for one search (exactly what `searchDocuments` sends; the benchmark sends the same
 * to Meilisearch directly), in one round trip:
 * - the main query: reduced query, filters from the filter builder, sort, exact pagination, the hit fields (marked
 *   and cut by the API, not by Meilisearch), and the facets of the groups the user has not filtered on;
 * - when the query holds a neutral citation, a filter-free exact lookup of that citation (`limit: 1`);
 * - for each facet group with a selection, a count-only query (`hitsPerPage: 0`, no highlighting) without that group's
 *   own filter, so the Refine panel keeps showing the group's other values with their counts (disjunctive
 *   facets). The browser used to ask for these itself, one extra search per selected group;
 * - with `vector` (the query's sentence vector, see `searchesByMeaning`), two searches by meaning (`hybrid` with
 *   `semanticRatio` 1), same filters, the record ids of MEANING_CANDIDATES Acts each: those whose situation vector
 *   is nearest (`meaningActs`, a federated multi-search over the situation embedders, sent beside the others) and
 *   those with the nearest title or section heading (the `headings` embedder), and, when the search has no filters,
 *   the CITING_CANDIDATES cases, bills, debates and papers the words match best, with the documents they cite (see
 *   `citedActsRanking`), and the TYPED_CANDIDATES Acts the typed words find without the everyday-to-legal
 *   vocabulary (`typedQuery`; see `typedActsRanking`), and one word-for-word search per two-word phrase of the
 *   situation on the Acts' titles and headings, and one per word on their titles (`phrases.ts`);
 * - for a passage of law on its first page by relevance, the EXACT_PASSAGE_ACTS Acts and regulations whose text
 *   holds its first words as one exact phrase (`passagePhrase`, searched on `stem_text`), each hit the section
 *   that holds it (listed first under its Act).
 */
export function buildSearchPlan(
  indexName: string,
  params: SearchParams,
  reduced: ReducedQuery = reduceQueryWeighted(params.query),
  vector: number[] | null = null,
): SearchPlan {
  const sort = SORTS[params.sortBy];
  const passage = isPassage(params.query);
  const q = indexQuery(reduced).q;
  const selected = FACET_GROUPS.filter((g) => params[g.param].length > 0);
  const unselected = FACET_GROUPS.filter((g) => params[g.param].length === 0);
  // A described situation none of whose words is left to search (each too rare or too common in the law: "my son
  // was sectioned and is being held on the psych ward against his will") gives the words nothing to rank:
  // Meilisearch's placeholder search would list the whole index by citation count, blended in first as if the words
  // had found it, and count every document. Its words' queries match no record (`WORDLESS_FILTER`), so the first
  // page is made by the other rankings and counts only what they put on it (a later page, not searched by meaning,
  // is empty).
  const wordless =
    q === '' && params.query.trim() !== '' && (vector !== null || describesSituation(params.query));
  const wordFilter = (f: string[]) => (wordless ? [...f, WORDLESS_FILTER] : f);
  const main: MultiSearchQuery = {
    indexUid: indexName,
    // Stemmed like the index's `stem_*` copies, so `dismissed` finds `dismissal` (see contracts/analysis.ts).
    q,
    // A passage copied from the law must match all its words (the section it comes from is then the first hit).
    // Otherwise, when not every term matches, drop terms from the end of the reduced query: the legal terms its
    // everyday words mapped to come first, so they are the last dropped. (`frequency` keeps the rarest word
    // mandatory instead, and in a described situation the rarest word is often incidental: "fridge" in a faulty
    // goods question found fringe benefits; recall@5 on the development set 46.7% → 50.7%, infra/eval.)
    matchingStrategy: passage ? 'all' : MATCHING_STRATEGY,
    // A passage is looked for in the text, not in an Act's outline of headings (which holds most legal words).
    ...(passage ? { attributesToSearchOn: PASSAGE_ATTRIBUTES } : {}),
    filter: wordFilter(buildSearchFilter(params)),
    ...(unselected.length ? { facets: unselected.map((g) => g.attribute) } : {}),
    page: params.page,
    hitsPerPage: params.limit,
    ...hitFields(),
    ...(sort ? { sort } : {}),
    // A debug view of the ranking (`explain`): each hit's score and each ranking rule's share of it.
    ...(params.explain ? { showRankingScore: true, showRankingScoreDetails: true } : {}),
  };
  const queries: MultiSearchQuery[] = [main];
  const facetAt: Record<string, number> = {};
  for (const g of unselected) facetAt[g.attribute] = 0;
  let citationAt = -1;
  if (reduced.citation) {
    citationAt = queries.length;
    queries.push({
      indexUid: indexName,
      q: '',
      filter: citationFilter(reduced.citation),
      limit: 1,
      ...hitFields(),
    });
  }
  const byMeaning = (embedder: string): MultiSearchQuery => ({
    indexUid: indexName,
    q: '',
    vector: vector ?? undefined,
    hybrid: { embedder, semanticRatio: 1 },
    filter: buildSearchFilter(params),
    // One Act per crowded family of yearly Acts (`meaning_family`, apps/indexer/src/enrich/vectors-of.ts): the
    // 62 Local Legislation Acts, each a miscellany, were near many situations and filled the list. A family's Acts
    // share a situation embedder (`situationEmbedderOf`), so the federated merge keeps it one result too.
    distinct: 'meaning_family',
    limit: MEANING_CANDIDATES,
    // Only the record id, its document's id (a heading's vector may be on any record of its Act) and citation count
    // (the blend's authority prior): ranking needs no more. The few Acts that reach the page without the words
    // having found them are fetched afterwards (`fetchRecords`).
    attributesToRetrieve: ['id', 'doc_id', 'citation_count'],
  });
  const meaningActs: FederatedMultiSearchParams | null = vector
    ? {
        federation: { limit: MEANING_CANDIDATES },
        queries: SITUATION_EMBEDDERS.map((embedder) => {
          const { limit: _limit, ...query } = byMeaning(embedder);
          return query;
        }),
      }
    : null;
  const meaningAt: number[] = [];
  if (vector) {
    meaningAt.push(queries.length);
    queries.push(byMeaning(HEADINGS_EMBEDDER));
  }
  // The Acts that the cases, bills, debates and papers the words match best cite: an Act that has no headings to
  // encode (the Income Tax Act 2007, the Land Transfer Act 2017 are titles only here) is still ranked through the
  // documents that apply it. Searched on the records that hold a document's citations (its first), unfiltered
  // searches only (an Act it brings is fetched by id, and could fall outside a filter).
  let citedAt = -1;
  if (vector && !wordless && buildSearchFilter(params).length === 0) {
    citedAt = queries.length;
    queries.push({
      indexUid: indexName,
      q,
      matchingStrategy: main.matchingStrategy,
      filter: ['type != legislation AND type != regulation', 'cites EXISTS'],
      limit: CITING_CANDIDATES,
      attributesToRetrieve: ['cites'],
    });
  }
  // The Acts the situation's own words find: the main query puts the legal terms the vocabulary mapped its everyday
  // words to first and drops typed words first, which lost an Act a typed word names ("KiwiSaver").
  let typedAt = -1;
  const typed = vector ? typedQuery(params.query) : '';
  if (typed) {
    typedAt = queries.length;
    queries.push({
      indexUid: indexName,
      q: typed,
      // The rarest typed word is the one an Act is likely to be named by; the main query keeps its `last` strategy.
      matchingStrategy: 'frequency',
      filter: [...buildSearchFilter(params), 'type = legislation'],
      limit: TYPED_CANDIDATES,
      attributesToRetrieve: ['doc_id', 'citation_count'],
    });
  }
  // Appends `extra` to the multi-search and gives their positions.
  const append = (extra: MultiSearchQuery[]) =>
    extra.map((query) => {
      queries.push(query);
      return queries.length - 1;
    });
  // The Acts whose titles or headings hold two adjacent words of the situation ("bereavement leave"), and those whose
  // titles hold a word of it that few titles hold ("addicted" → Substance Addiction Act).
  const filter = buildSearchFilter(params);
  const phraseAt = vector
    ? append(buildPhraseQueries(indexName, situationPhrases(params.query), filter))
    : [];
  const titleWordAt = vector
    ? append(buildTitleWordQueries(indexName, situationWords(params.query), filter))
    : [];
  for (const g of selected) {
    facetAt[g.attribute] = queries.length;
    queries.push({
      indexUid: indexName,
      q,
      matchingStrategy: main.matchingStrategy,
      ...(passage ? { attributesToSearchOn: PASSAGE_ATTRIBUTES } : {}),
      filter: wordFilter(buildSearchFilter({ ...params, [g.param]: [] })),
      facets: [g.attribute],
      // Exhaustive pagination with no hits: its facet counts are of distinct documents (`doc_id`), like the main
      // query's. With `limit: 0` Meilisearch counted every record: a section-split Act counted once per section.
      hitsPerPage: 0,
      attributesToRetrieve: ['id'],
    });
  }
  const phrase =
    passage && params.page === 1 && params.sortBy === 'relevance' ? passagePhrase(params.query) : null;
  let exactAt = -1;
  if (phrase) {
    exactAt = queries.length;
    queries.push({
      indexUid: indexName,
      q: phrase,
      attributesToSearchOn: ['stem_text'],
      filter: [...buildSearchFilter(params), 'type IN [legislation, regulation]'],
      limit: EXACT_PASSAGE_ACTS,
      // The section that holds the phrase, listed first under its Act's card (the sections query searches the
      // reduced words, which a passage shares with many of its Act's sections).
      // With its whole text (a piece of ≤ 200 words), so its preview can open where the passage is (`markPassage`).
      attributesToRetrieve: SECTION_ATTRIBUTES,
    });
  }
  return {
    queries,
    meaningActs,
    citationAt,
    meaningAt,
    citedAt,
    typedAt,
    phraseAt,
    titleWordAt,
    exactAt,
    facetAt,
  };
}

/** `<attribute> IN ["a", "b"]` with each value quoted. */
function inList(attribute: 'doc_id' | 'id', values: string[]): string {
  return `${attribute} IN [${values.map((v) => JSON.stringify(v)).join(', ')}]`;
}

/** The queries of `buildSearchPlan` (kept for callers that only send them). */
export function buildSearchQueries(
  indexName: string,
  params: SearchParams,
  reduced: ReducedQuery = reduceQueryWeighted(params.query),
): MultiSearchQuery[] {
  return buildSearchPlan(indexName, params, reduced).queries;
}

/** How a non-passage query matches when not every term does (see `buildSearchPlan`). */
const MATCHING_STRATEGY = 'last';

/** A filter no record passes (every record has an `id`): the words' queries of a situation with no word to search. */
export const WORDLESS_FILTER = 'id NOT EXISTS';

/** Weighting of typed words (see vocabulary.ts); SEARCH_WORD_WEIGHTS=0 keeps them in typed order instead. */
const WEIGHTED = process.env.SEARCH_WORD_WEIGHTS !== '0';

/**
 * `reduceQuery` with typed everyday words weighed by how distinctive they are in the Acts' text (inverse section
 * frequency), the most telling kept within 10 and negations always kept. In a described situation ("my boss…",
 * a question) words most sections use are dropped; a passage of law (`isPassage`) keeps them, least common first,
 * and its words are not replaced by legal terms (they are the law's own).
 */
export function reduceQueryWeighted(query: string): ReducedQuery {
  if (!WEIGHTED) return reduceQuery(query);
  const keepCommon = !describesSituation(query);
  return reduceQuery(keepCommon ? query : withoutHyphenPrefixes(query), {
    wordWeight: (w) => wordWeight(w, { keepCommon }),
    keepNegations: keepCommon,
    layTerms: !isPassage(query),
  });
}

/**
 * Prefixes an everyday word carries with a hyphen ("re-register", "ex-partner", "co-worker", "non-payment").
 * Split off by the tokenizer, each would be searched as a word of its own that the law's text seldom uses, so
 * query reduction weighed it as one of the most telling ("re" above "society" in "our rugby club has to
 * re-register as an incorporated society").
 */
const HYPHEN_PREFIX = /(?<![\p{L}\p{N}])(?:re|ex|co|pre|non|un|de|mis|sub|anti|semi|mid|post)-(?=\p{L})/giu;

/** A described situation with its words' hyphenated prefixes dropped ("ex-partner" → "partner"). Pure. */
export function withoutHyphenPrefixes(query: string): string {
  return query.replace(HYPHEN_PREFIX, '');
}

/** Typed words from which a query that does not describe a situation is treated as a passage of law. */
export const PASSAGE_MIN_WORDS = 12;

/**
 * True when the query reads as a passage copied from the law: at least PASSAGE_MIN_WORDS words, not a described
 * situation (no first/second person, no question; see `describesSituation`), and in the law's own prose
 * (`readsAsLaw`: a situation told in the third person is not).
 */
export function isPassage(query: string): boolean {
  return !describesSituation(query) && analyseTokens(query).length >= PASSAGE_MIN_WORDS && readsAsLaw(query);
}

/** Attributes a passage is searched on: every searchable attribute but the Act outline (`stem_outline`). */
const PASSAGE_ATTRIBUTES = (DOCUMENTS_SETTINGS.searchableAttributes ?? []).filter(
  (a) => a !== 'stem_outline',
);

/** Meilisearch reads only the first 10 words of a query. */
const MAX_INDEX_WORDS = 10;
/** Related legal stems added per everyday word (from the generated vocabulary). */
const RELATED_PER_WORD = Number(process.env.SEARCH_RELATED_PER_WORD ?? 0);

/**
 * The query string sent to the index for a reduced query: its words stemmed like the index's `stem_*` copies
 * (quoted phrases stay phrases), then, while fewer than 10 words are used, the legal stems the generated
 * vocabulary relates to its everyday words (WordNet synonyms and broader terms that the Acts' headings use), so
 * "boss" also searches "employ". Pure.
 */
export function indexQuery(reduced: ReducedQuery): { q: string; added: string[] } {
  const stemmed = stemQuery(reduced.query);
  if (RELATED_PER_WORD <= 0 || !stemmed) return { q: stemmed, added: [] };
  const plain = stemmed.replace(/"[^"]*"/g, ' ');
  const used = new Set(stemmed.replace(/"/g, ' ').split(/\s+/).filter(Boolean));
  let count = stemmed.split(/\s+/).filter(Boolean).length;
  const added: string[] = [];
  const extra: string[] = [];
  for (const w of plain.split(/\s+/).filter(Boolean)) {
    for (const word of relatedLegalStems(w).slice(0, RELATED_PER_WORD)) {
      const r = stemWord(word);
      if (count >= MAX_INDEX_WORDS) break;
      if (used.has(r)) continue;
      used.add(r);
      extra.push(r);
      added.push(word);
      count++;
    }
  }
  return { q: extra.length ? `${stemmed} ${extra.join(' ')}` : stemmed, added };
}

/** Typed words a query needs before it is also searched by meaning (shorter ones are names and keywords). */
export const MEANING_MIN_WORDS = 5;
/**
 * Acts taken from each search by meaning for the blend: more than a page, so an Act both rankings hold a little
 * lower still gains. Development set, by Acts' own vectors only: 10 → recall@5 56.0%, MRR 0.417; 30 → 56.0%,
 * 0.450; 50 → 56.7%, 0.451. With the headings' ranking too: 10 → 59.3%, 0.482; 20 → 61.3%, 0.498; 30 → 62.0%,
 * 0.497. Meilisearch's time grows with it (by headings: 29 ms for 5, 41 ms for 30, 68 ms for 60 on the full index).
 */
const MEANING_CANDIDATES = 30;
/** How long a search waits for the query's sentence vector, ms (the first waits while the encoder loads, ≈1 s). */
const MEANING_TIMEOUT_MS = 2_000;
/**
 * True when the query is the title of an Act as typed, in any case: at most MAX_INDEX_WORDS words ending in "Act"
 * or "Act" and a year ("Health and Safety at Work Act 2015", "government superannuation fund act 1956"), not told
 * as a situation or a question. The person wants that Act, not the Acts near its words in meaning. Pure.
 */
export function namesAnAct(query: string): boolean {
  const tokens = analyseTokens(query).map((w) => w.toLowerCase());
  const last = tokens.at(-1) ?? '';
  const actAt = /^\d{4}$/.test(last) ? tokens.length - 2 : tokens.length - 1;
  return (
    actAt >= 1 && tokens[actAt] === 'act' && tokens.length <= MAX_INDEX_WORDS && !describesSituation(query)
  );
}

/**
 * True when a search is also made by meaning: a described situation or other plain-language query of at least
 * MEANING_MIN_WORDS words (not a passage of law, not a citation, not an Act's title), ranked by relevance, first
 * page. An Act's title searched by meaning too put other Acts above the one named ("Health and Safety at Work Act
 * 2015" listed the Employment Relations Act 2000 first).
 */
export function searchesByMeaning(params: SearchParams, reduced: ReducedQuery): boolean {
  return (
    params.sortBy === 'relevance' &&
    params.page === 1 &&
    !reduced.citation &&
    !isPassage(params.query) &&
    !namesAnAct(params.query) &&
    analyseTokens(params.query).length >= MEANING_MIN_WORDS
  );
}

/** Acts taken from the typed-words search for the blend (same number as from each search by meaning). */
const TYPED_CANDIDATES = MEANING_CANDIDATES;

/**
 * The index query of a described situation's own words (`buildSearchPlan`'s typed-words search): reduced as the
 * main query is (most telling words within 10, common words and negations dropped), but without replacing its
 * everyday words by legal terms, stemmed like the index's `stem_*` copies. '' when no word is left. Pure.
 */
export function typedQuery(query: string): string {
  return stemQuery(
    reduceQuery(withoutHyphenPrefixes(query), {
      wordWeight: (w) => wordWeight(w, { keepCommon: false }),
      keepNegations: false,
      layTerms: false,
    }).query,
  );
}

/** Cases, bills, debates and papers whose citations of Acts make the cited ranking of a described situation. */
const CITING_CANDIDATES = 20;

/** Sections listed under each Act card. */
export const SECTIONS_PER_ACT = 3;
/** Section records fetched for the Acts of one page (several per Act, grouped in the API). */
const SECTION_CANDIDATES = 60;

/**
 * The non-distinct query that finds the best-matching sections of the Acts `actIds` for the same stemmed query:
 * records filtered to those Acts (`doc_id IN [...]`), section fields only, section text cropped around the match.
 * `phrases` (stemmed two-word phrases the Acts' headings hold, `headingPhrasesFound`) lead the query with their words
 * not already in it, so they are among the 10 words Meilisearch reads.
 */
export function buildSectionsQuery(
  indexName: string,
  stemmed: string,
  actIds: string[],
  phrases: readonly string[] = [],
): MultiSearchQuery {
  const used = new Set(stemmed.replace(/"/g, ' ').split(/\s+/));
  const leading = [...new Set(phrases.flatMap((p) => p.split(' ')))].filter((w) => w && !used.has(w));
  return {
    indexUid: indexName,
    q: leading.length ? `${leading.join(' ')} ${stemmed}` : stemmed,
    matchingStrategy: 'frequency',
    filter: inList('doc_id', actIds),
    // Every record, not one per document (the index's distinct attribute is `doc_id`; `id` is unique).
    distinct: 'id',
    limit: SECTION_CANDIDATES,
    // Text whole (≤ 200 words a piece): the API cuts and marks the preview (`mapSectionHit`).
    attributesToRetrieve: SECTION_ATTRIBUTES,
  };
}

/**
 * The query that finds each Act's one best-matching section among the Acts `actIds`, listed after the sections
 * query's (an Act that query leaves without one still lists one; one it found fewer of may list one more): one
 * record per Act (the index's distinct attribute `doc_id`), section records only (not the Act's first record), the
 * `last` strategy, which keeps an Act that holds the query's first word but not its rarest (the `frequency`
 * strategy of `buildSectionsQuery` keeps the rarest word in every hit, so an Act the searches by meaning brought
 * often matched nothing there). An Act none of whose sections holds the query's first word still lists none (the
 * Dog Control Act 1996 for "neighbour keeps his dog chained up…", searched as "neighbour fencing … dog control …").
 * Pure.
 */
export function buildBestSectionQuery(
  indexName: string,
  stemmed: string,
  actIds: string[],
): MultiSearchQuery {
  return {
    indexUid: indexName,
    q: stemmed,
    matchingStrategy: 'last',
    filter: [inList('doc_id', actIds), `NOT ${inList('id', actIds.map(firstRecordId))}`],
    limit: actIds.length,
    attributesToRetrieve: SECTION_ATTRIBUTES,
  };
}

/** The query for the records `ids` (by record id), with the fields of a search hit. */
export function buildFetchRecordsQuery(indexName: string, ids: string[]): MultiSearchQuery {
  return { indexUid: indexName, q: '', filter: inList('id', ids), limit: ids.length, ...hitFields() };
}

/**
 * The query that tells which of the documents `docIds` (Acts the searches by meaning put on the page) the words
 * match too, under the search's filters: those are counted in the total already.
 */
export function buildMatchedByWordsQuery(
  indexName: string,
  params: SearchParams,
  stemmed: string,
  docIds: string[],
): MultiSearchQuery {
  return {
    indexUid: indexName,
    q: stemmed,
    matchingStrategy: MATCHING_STRATEGY,
    filter: [...buildSearchFilter(params), inList('doc_id', docIds)],
    limit: docIds.length,
    attributesToRetrieve: ['doc_id'],
  };
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

/**
 * Runs one search against the Meilisearch documents index built from the bundled snapshot.
 *
 * - The query is reduced by `reduceQuery` (everyday words → legal terms, ≤ 10 words); `searchedTerms` reports it.
 * - Filters go through the filter builder only; facets count distinct documents for type, court and legal area,
 *   each group counted without its own filter (disjunctive), all in the same `multiSearch` round trip.
 * - Pagination is exact (`page`, `hitsPerPage`); `total` is capped by the index's maxTotalHits (5,000).
 * - When the query holds a neutral citation, a filter-free exact lookup (`citation = "..."`) runs in the same
 *   `multiSearch` round trip; that judgment is put first on page 1 and removed from the other hits of every page.
 * - A described situation (see `searchesByMeaning`) is also matched by meaning: the query is encoded in the
 *   sentence-encoder worker (at most MEANING_TIMEOUT_MS; without an answer the search is by words only and not
 *   cached), the nearest Acts (by their own vector and by their nearest heading) and, unfiltered, the cases,
 *   bills, debates and papers the words match best with the Acts they cite, and the Acts the typed words find
 *   without the vocabulary, the Acts whose titles or headings hold two adjacent words of it and those whose titles
 *   hold a word of it few titles hold (`phrases.ts`), come back in the same `multiSearch`, and the first page is
 *   the rankings blended (`blendFirstPage`, the typed-words ranking at TYPED_WEIGHT, the cited ranking at
 *   CITED_WEIGHT, the phrase and title-word rankings at PHRASE_WEIGHT and TITLE_WORD_WEIGHT, the words' first Act
 *   raised by WORDS_FIRST_BONUS when the vocabulary gave legal terms, every score weighed by how many indexed
 *   documents cite the result, `authorityFactor`; an Act the words did not put on the page is then fetched by its
 *   record id); Acts found only so (not matched by the words at all) add to `total` and to the facet counts. Later
 *   pages are the ranking by words.
 * - A passage copied from the law (`isPassage`): the Acts and regulations that hold it word for word come first on
 *   page 1 (`exactFirst`; those holding it as typed, punctuation too, before those holding only its words,
 *   `typedTextFirst`; an Act on no page of the words is fetched by its record id), so a sentence of a section
 *   finds that section's Act even where other Acts share most of its words.
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

  const byMeaning = services.sentenceEncoder !== undefined && searchesByMeaning(params, reduced);
  const vector = byMeaning
    ? await services.sentenceEncoder?.embed(meaningText(params.query), MEANING_TIMEOUT_MS)
    : null;
  let plan = buildSearchPlan(services.indexes.documents, params, reduced, vector ?? null);
  let results: MultiSearchResponse['results'];
  let meaningActsHits: Record<string, unknown>[] = [];
  try {
    const [words, acts] = await Promise.all([
      services.meili.multiSearch<MultiSearchParams>({ queries: plan.queries }),
      plan.meaningActs ? services.meili.multiSearch(plan.meaningActs) : null,
    ]);
    results = words.results;
    meaningActsHits = (acts?.hits ?? []) as Record<string, unknown>[];
  } catch (error) {
    if (plan.meaningAt.length === 0) throw toTrpcError(error);
    // The search by meaning failed the whole multi-search (e.g. an index built before the embedder existed is
    // still live during a rebuild): answer by words alone rather than not at all.
    plan = buildSearchPlan(services.indexes.documents, params, reduced);
    try {
      ({ results } = await services.meili.multiSearch<MultiSearchParams>({ queries: plan.queries }));
    } catch (retryError) {
      throw toTrpcError(retryError);
    }
  }
  const { queries } = plan;
  let matchingStrategy = plan.queries[0]?.matchingStrategy ?? MATCHING_STRATEGY;
  // A passage that matches nothing as a whole is searched again keeping its rarest words (in the law's own words the
  // rarest are the telling ones, unlike in a described situation).
  if (isPassage(params.query) && results[0] && results[0].hits.length === 0) {
    try {
      const retry = await services.meili.multiSearch<MultiSearchParams>({
        queries: queries.map((q) =>
          q.matchingStrategy === 'all' ? ({ ...q, matchingStrategy: 'frequency' } as MultiSearchQuery) : q,
        ),
      });
      results = retry.results;
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
  const meaningResults = plan.meaningActs
    ? [{ hits: meaningActsHits }, ...plan.meaningAt.map((i) => results[i]).filter((r) => r !== undefined)]
    : [];
  const byMeaningAnswered = meaningResults.length > 0;
  const citing = plan.citedAt >= 0 ? results[plan.citedAt]?.hits : undefined;
  const citedActs = citing ? citedActsRanking(citing as Record<string, unknown>[]) : [];
  const typedHits = plan.typedAt >= 0 ? results[plan.typedAt]?.hits : undefined;
  const typedActs = typedHits ? typedActsRanking(typedHits as Record<string, unknown>[]) : [];
  const hitsAt = (at: number[]) =>
    at.map((i) => ({ hits: (results[i]?.hits ?? []) as Record<string, unknown>[] }));
  const phraseActs = phraseActsRanking(hitsAt(plan.phraseAt));
  const titleWordActs = phraseActsRanking(hitsAt(plan.titleWordAt));
  let meaningOnly: typeof documents = [];
  let blend: ReturnType<typeof scoreFirstPage<Ranked>> | null = null;
  if (byMeaningAnswered) {
    // Ranked by the id of each document's first record: the one the searches by meaning return.
    const byWords = documents.map((doc) => ({
      id: firstRecordId(doc.id),
      citations: doc.citation_count,
      doc,
    }));
    const meanings = meaningRankings(meaningResults as { hits: Record<string, unknown>[] }[]);
    const scored = scoreFirstPage<Ranked & { doc?: SearchHit }>(byWords, {
      lawTerms: legalTermsOf(params.query).length > 0,
      meanings,
      typed: typedActs,
      cited: citedActs,
      phrases: phraseActs,
      titleWords: titleWordActs,
    });
    blend = scored;
    const blended = scored.results.slice(0, params.limit).map((x) => x.item);
    const fetched = await fetchRecords(
      services,
      blended.flatMap((b) => (b.doc ? [] : [b.id])),
      stems,
    );
    meaningOnly = [...fetched.values()];
    documents = blended.flatMap((b) => b.doc ?? fetched.get(b.id) ?? []);
  }

  // A passage of law: the Acts and regulations that hold it word for word come first.
  const exact =
    plan.exactAt >= 0
      ? typedTextFirst((results[plan.exactAt]?.hits ?? []) as { section_text?: unknown }[], params.query)
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
  }

  // A described situation: the Act in force that replaced a repealed Act on the page is shown just above it.
  if (searchesByMeaning(params, reduced)) {
    const onPage = new Set(documents.map((d) => d.id));
    const wanted = [...new Set(documents.flatMap((d) => replacedBy(d) ?? []))].filter(
      (id) => !onPage.has(id),
    );
    const fetched = await fetchRecords(services, wanted.map(firstRecordId), stems);
    const byDocId = new Map([...fetched.values()].map((d) => [d.id, d]));
    documents = withSuccessors(documents, byDocId, params.limit);
    for (const d of byDocId.values()) if (documents.includes(d)) moves.successors.add(d.id);
    // Counted in the total and the facets like the Acts found by meaning only, unless the words match them too.
    meaningOnly = [...meaningOnly, ...[...byDocId.values()].filter((d) => documents.includes(d))];
  }

  // Second round trip: the best sections of the Acts on this page (only when the query has words), and which of
  // the Acts added by meaning the words match further down (those are counted in the total already).
  const actIds = documents.filter((d) => d.type === 'legislation').map((d) => d.id);
  const second: MultiSearchQuery[] = [];
  if (stemmed && actIds.length > 0) {
    const phrases = headingPhrasesFound(situationPhrases(params.query), hitsAt(plan.phraseAt));
    second.push(buildSectionsQuery(services.indexes.documents, stemmed, actIds, phrases));
    second.push(buildBestSectionQuery(services.indexes.documents, stemmed, actIds));
  }
  if (stemmed && meaningOnly.length > 0) {
    second.push(
      buildMatchedByWordsQuery(
        services.indexes.documents,
        params,
        stemmed,
        meaningOnly.map((d) => d.id),
      ),
    );
  }
  let secondResults: MultiSearchResponse['results'] = [];
  if (second.length > 0) {
    try {
      ({ results: secondResults } = await services.meili.multiSearch<MultiSearchParams>({ queries: second }));
    } catch (error) {
      throw toTrpcError(error);
    }
  }
  let facets = facetsOf(plan, results);
  if (meaningOnly.length > 0) {
    const checked = secondResults[second.length - 1]?.hits ?? [];
    const matchedByWords = new Set(checked.map((h) => (h as { doc_id?: string }).doc_id));
    const uncounted = meaningOnly.filter((d) => !matchedByWords.has(d.id));
    total += uncounted.length;
    totalPages = Math.ceil(total / params.limit);
    facets = countInFacets(facets, uncounted);
  }
  if (stemmed && actIds.length > 0) {
    // A passage's own section first (the exact phrase's hits, one per Act), then the best by its words.
    // Machinery provisions (Title, Commencement…) only where nothing else of the Act matched (`pickSectionHits`).
    // Then each Act's one best section by the `last` strategy: an Act the sections query found nothing of (one the
    // searches by meaning brought) still lists one, and one it found fewer than SECTIONS_PER_ACT of may list one more.
    const sectionHits = [
      ...exact,
      ...(secondResults[0]?.hits ?? []),
      ...(secondResults[1]?.hits ?? []),
    ] as Record<string, unknown>[];
    const exactHits = new Set<unknown>(exact);
    const picked = pickSectionHits(sectionHits, SECTIONS_PER_ACT, exactHits);
    documents = documents.map((d) => {
      const secs = (picked.get(d.id) ?? []).flatMap(
        (h) =>
          mapSectionHit(h, stems, exactHits.has(h) ? (text) => markPassage(text, params.query) : undefined) ??
          [],
      );
      return secs.length ? { ...d, sections: secs } : d;
    });
  }

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
