/**
 * The Meilisearch queries of one search (`searchDocuments` sends them; the benchmark sends the same to Meilisearch
 * directly): the query reduction and analysis they are built from, the first round's multi-search
 * (`buildSearchPlan`) and the follow-up queries for the Acts put on a page (sections, best section, records,
 * matched by words). Pure functions of the search's parameters.
 */
import {
  analyseTokens,
  DOCUMENTS_SETTINGS,
  firstRecordId,
  HEADINGS_EMBEDDER,
  type ReducedQuery,
  reduceQuery,
  type SearchParams,
  SITUATION_EMBEDDERS,
  type SortBy,
  stemQuery,
  stemWord,
} from '@aotearoa/contracts';
import type { FederatedMultiSearchParams, MultiSearchQuery } from 'meilisearch';
import { buildSearchFilter, citationFilter } from '../../platform/filter-builder';
import { RETRIEVED_ATTRIBUTES, SECTION_ATTRIBUTES } from './map-hit';
import { RANKING_ATTRIBUTES } from './meaning';
import { EXACT_PASSAGE_CANDIDATES, passagePhrase } from './passage';
import { buildPhraseQueries, buildTitleWordQueries, situationPhrases, situationWords } from './phrases';
import { describesSituation, readsAsLaw, relatedLegalStems, wordWeight } from './vocabulary';

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

/** One facet group: its index attribute and the search parameter that filters on it. */
const FACET_GROUPS = [
  { attribute: 'type', param: 'documentTypes' },
  { attribute: 'court', param: 'courtLevels' },
  { attribute: 'legal_area', param: 'legalAreas' },
] as const;

/**
 * The first round of one search: its word queries, the multi-searches they are sent in side by side, and where each
 * part's answer is among the results. The searches by meaning need the query's sentence vector and are built apart
 * (`buildMeaningSearches`), so the words are searched while the query is being encoded.
 */
export interface SearchPlan {
  queries: MultiSearchQuery[];
  /**
   * The multi-searches `queries` are sent in, side by side, as positions in `queries` (each position once, in order
   * within a request): the page's own queries (main, citation lookup, facet counts, exact passage), then, for a
   * described situation, the queries whose Acts are blended into its first page. Meilisearch answers one search
   * request per core and runs a multi-search's queries one after another, so requests side by side answer sooner
   * than one (on a two-core machine, about two thirds of the time: infra/bench/README.md).
   */
  requests: number[][];
  /** Position of the neutral-citation lookup, or -1. */
  citationAt: number;
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
   * Position of the exact-phrase search of a query that may be quoted from the law (`passagePhrase`, `mayQuoteLaw`)
   * among the Acts and regulations, first page ranked by relevance only; -1 otherwise.
   */
  exactAt: number;
  /** Facet attribute → position of the query whose facet distribution gives that group's counts. */
  facetAt: Record<string, number>;
}

/**
 * The first round of Meilisearch queries for one search (exactly what `searchDocuments` sends; the benchmark sends the
 * same to Meilisearch directly), sent as the multi-searches of `requests`, side by side:
 * - the main query: reduced query, filters from the filter builder, sort, exact pagination, the hit fields (marked
 *   and cut by the API, not by Meilisearch), and the facets of the groups the user has not filtered on;
 * - when the query holds a neutral citation, a filter-free exact lookup of that citation (`limit: 1`);
 * - for each facet group with a selection, a count-only query (`hitsPerPage: 0`, no highlighting) without that group's
 *   own filter, so the Refine panel keeps showing the group's other values with their counts (disjunctive
 *   facets). The browser used to ask for these itself, one extra search per selected group;
 * - when `byMeaning` (a described situation, see `searchesByMeaning`; its searches by meaning are
 *   `buildMeaningSearches`), in a request of their own: when the search has no filters, the CITING_CANDIDATES cases,
 *   bills, debates and papers the words match best, with the documents they cite (see `citedActsRanking`), the
 *   TYPED_CANDIDATES Acts the typed words find without the everyday-to-legal vocabulary (`typedQuery`; see
 *   `typedActsRanking`), and one word-for-word search per two-word phrase of the situation on the Acts' titles and
 *   headings, and one per word on their titles (`phrases.ts`);
 * - for a query that may be quoted from the law (`mayQuoteLaw`) on its first page by relevance, the sections of Acts
 *   and regulations whose text holds its first words as one exact phrase (`passagePhrase`, searched on `stem_text`,
 *   EXACT_PASSAGE_CANDIDATES records), each hit the section that holds it (listed first under its Act); the API keeps
 *   one section of each of EXACT_PASSAGE_ACTS Acts (`exactPassageHits`).
 */
export function buildSearchPlan(
  indexName: string,
  params: SearchParams,
  reduced: ReducedQuery = reduceQueryWeighted(params.query),
  byMeaning = false,
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
  const wordless = q === '' && params.query.trim() !== '' && (byMeaning || describesSituation(params.query));
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
  // The Acts that the cases, bills, debates and papers the words match best cite: an Act that has no headings to
  // encode (the Income Tax Act 2007, the Land Transfer Act 2017 are titles only here) is still ranked through the
  // documents that apply it. Searched on the records that hold a document's citations (its first), unfiltered
  // searches only (an Act it brings is fetched by id, and could fall outside a filter).
  let citedAt = -1;
  if (byMeaning && !wordless && buildSearchFilter(params).length === 0) {
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
  const typed = byMeaning ? typedQuery(params.query) : '';
  if (typed) {
    typedAt = queries.length;
    queries.push({
      indexUid: indexName,
      q: typed,
      // The rarest typed word is the one an Act is likely to be named by; the main query keeps its `last` strategy.
      matchingStrategy: 'frequency',
      filter: [...buildSearchFilter(params), 'type = legislation'],
      limit: TYPED_CANDIDATES,
      attributesToRetrieve: RANKING_ATTRIBUTES,
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
  const phraseAt = byMeaning
    ? append(buildPhraseQueries(indexName, situationPhrases(params.query), filter))
    : [];
  const titleWordAt = byMeaning
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
  // Also for a long query not in the law's usual prose (a purpose clause's "science and technology-based
  // innovation…"), whose page then takes only sections holding it as typed (`exactPassageHits`).
  const phrase =
    mayQuoteLaw(params.query) && params.page === 1 && params.sortBy === 'relevance'
      ? passagePhrase(params.query)
      : null;
  let exactAt = -1;
  if (phrase) {
    exactAt = queries.length;
    queries.push({
      indexUid: indexName,
      q: phrase,
      attributesToSearchOn: ['stem_text'],
      filter: [...buildSearchFilter(params), 'type IN [legislation, regulation]'],
      // Every record, not one per document (the index's distinct attribute is `doc_id`): the section holding the
      // passage as typed may rank below another section of its Act that holds its words with other stop words.
      distinct: 'id',
      limit: EXACT_PASSAGE_CANDIDATES,
      // The section that holds the phrase, listed first under its Act's card (the sections query searches the
      // reduced words, which a passage shares with many of its Act's sections).
      // With its whole text (a piece of ≤ 200 words), so its preview can open where the passage is (`markPassage`).
      attributesToRetrieve: SECTION_ATTRIBUTES,
    });
  }
  // The queries whose Acts are blended into a situation's first page, in a request of their own.
  const blended = new Set([citedAt, typedAt, ...phraseAt, ...titleWordAt].filter((i) => i >= 0));
  const own = queries.map((_, i) => i).filter((i) => !blended.has(i));
  const requests = blended.size > 0 ? [own, [...blended].sort((x, y) => x - y)] : [own];
  return {
    queries,
    requests,
    citationAt,
    citedAt,
    typedAt,
    phraseAt,
    titleWordAt,
    exactAt,
    facetAt,
  };
}

/** The searches by meaning of a described situation (`buildMeaningSearches`). */
export interface MeaningSearches {
  /**
   * The Acts whose own vector is nearest the query's sentence vector: one query per situation embedder
   * (SITUATION_EMBEDDERS), merged by similarity in a federated multi-search.
   */
  acts: FederatedMultiSearchParams;
  /** The Acts whose nearest title or section heading is nearest it (the `headings` embedder). */
  headings: MultiSearchQuery;
}

/**
 * The two searches by meaning of a described situation (`hybrid` with `semanticRatio` 1, under the search's
 * filters, the record ids of MEANING_CANDIDATES Acts each), for the query's sentence `vector` (512 numbers, the
 * API's sentence encoder): those whose situation vectors are nearest (`acts`) and those with the nearest title or
 * section heading (`headings`). Each is sent as a request of its own beside the plan's (`buildSearchPlan`). Pure.
 */
export function buildMeaningSearches(
  indexName: string,
  params: SearchParams,
  vector: number[],
): MeaningSearches {
  const byMeaning = (embedder: string) => ({
    indexUid: indexName,
    q: '',
    vector,
    hybrid: { embedder, semanticRatio: 1 },
    filter: buildSearchFilter(params),
    // One Act per crowded family of yearly Acts (`meaning_family`, apps/indexer/src/enrich/vectors-of.ts): the
    // 62 Local Legislation Acts, each a miscellany, were near many situations and filled the list. A family's Acts
    // share a situation embedder (`situationEmbedderOf`), so the federated merge keeps it one result too.
    distinct: 'meaning_family',
    // Only what ranking needs (a heading's vector may be on any record of its Act, so the document's id too); the few
    // Acts that reach the page without the words having found them are fetched afterwards (`buildFollowUpPlan`).
    attributesToRetrieve: RANKING_ATTRIBUTES,
  });
  return {
    acts: {
      federation: { limit: MEANING_CANDIDATES },
      queries: SITUATION_EMBEDDERS.map(byMeaning),
    },
    headings: { ...byMeaning(HEADINGS_EMBEDDER), limit: MEANING_CANDIDATES },
  };
}

/** `<attribute> IN ["a", "b"]` with each value quoted. */
function inList(attribute: 'doc_id' | 'id', values: string[]): string {
  return `${attribute} IN [${values.map((v) => JSON.stringify(v)).join(', ')}]`;
}

/** How a non-passage query matches when not every term does (see `buildSearchPlan`). */
export const MATCHING_STRATEGY = 'last';

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
 * True when the query may be quoted from the law: at least PASSAGE_MIN_WORDS words and not a described situation (no
 * first/second person, no question; see `describesSituation`). Its exact phrase is looked for (`buildSearchPlan`).
 */
export function mayQuoteLaw(query: string): boolean {
  return !describesSituation(query) && analyseTokens(query).length >= PASSAGE_MIN_WORDS;
}

/**
 * True when the query reads as a passage copied from the law: it may be quoted (`mayQuoteLaw`) and is in the law's
 * own prose (`readsAsLaw`: a situation told in the third person is not). Such a query is searched as a passage: all
 * its words, in the Acts' text, not by meaning.
 */
export function isPassage(query: string): boolean {
  return mayQuoteLaw(query) && readsAsLaw(query);
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
/** Most words of an Act's title (the longest, Treaty settlement and amendment Acts, have about 15). */
const ACT_TITLE_MAX_WORDS = 20;
/**
 * True when the query is the title of an Act as typed, in any case: at most ACT_TITLE_MAX_WORDS words ending in
 * "Act", then perhaps its number in a year ("(No 2)") and a year ("Health and Safety at Work Act 2015", "government
 * superannuation fund act 1956", "Finance Act (No 2) 1948"), not told as a situation or a question. The person
 * wants that Act, not the Acts near its words in meaning. Pure.
 */
export function namesAnAct(query: string): boolean {
  const tokens = analyseTokens(query).map((w) => w.toLowerCase());
  let end = tokens.length;
  if (/^\d{4}$/.test(tokens[end - 1] ?? '')) end--;
  if (tokens[end - 2] === 'no' && /^\d{1,2}$/.test(tokens[end - 1] ?? '')) end -= 2;
  return (
    end >= 2 &&
    tokens[end - 1] === 'act' &&
    tokens.length <= ACT_TITLE_MAX_WORDS &&
    !describesSituation(query)
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

/** The Acts and records one page still needs after its first round (`buildFollowUpPlan`). */
export interface PageFollowUp {
  /** Document ids of the Acts on the page whose sections are listed under them. */
  actIds: string[];
  /** Record ids of the documents put on the page that the words did not bring (their first records). */
  fetchIds: string[];
  /** Document ids of those of them whose place in the total depends on whether the words match them too. */
  matchIds: string[];
  /** Stemmed two-word phrases the Acts' headings hold (`headingPhrasesFound`), for the sections query. */
  phrases?: readonly string[];
}

/** The follow-up queries of one page, the requests they are sent in, and where each answer is. */
export interface FollowUpPlan {
  queries: MultiSearchQuery[];
  /** Positions in `queries` per multi-search, sent side by side (as `SearchPlan.requests`). */
  requests: number[][];
  /** Positions of the sections query (`buildSectionsQuery`) and the best-section query, or -1. */
  sectionsAt: number;
  bestSectionAt: number;
  /** Position of the records query (`buildFetchRecordsQuery`), or -1. */
  fetchAt: number;
  /** Position of the matched-by-words query (`buildMatchedByWordsQuery`), or -1. */
  matchedAt: number;
}

/**
 * The queries that complete a page in one round (exactly what `searchDocuments` sends; the benchmark sends the same):
 * the sections of its Acts (`buildSectionsQuery`, in a request of its own: the costliest) and, in a second request
 * beside it, the records the blend put on the page without the words (`buildFetchRecordsQuery`), each Act's best
 * section (`buildBestSectionQuery`) and which of the Acts found otherwise the words match (`buildMatchedByWordsQuery`).
 * Queries that would find nothing are left out: no sections without `stemmed` (the stemmed index query) or Acts, no
 * records without ids. Pure.
 */
export function buildFollowUpPlan(
  indexName: string,
  params: SearchParams,
  stemmed: string,
  page: PageFollowUp,
): FollowUpPlan {
  const queries: MultiSearchQuery[] = [];
  const add = (query: MultiSearchQuery) => queries.push(query) - 1;
  const withSections = stemmed !== '' && page.actIds.length > 0;
  const sectionsAt = withSections
    ? add(buildSectionsQuery(indexName, stemmed, page.actIds, page.phrases))
    : -1;
  const fetchAt = page.fetchIds.length > 0 ? add(buildFetchRecordsQuery(indexName, page.fetchIds)) : -1;
  const bestSectionAt = withSections ? add(buildBestSectionQuery(indexName, stemmed, page.actIds)) : -1;
  const matchedAt =
    stemmed !== '' && page.matchIds.length > 0
      ? add(buildMatchedByWordsQuery(indexName, params, stemmed, page.matchIds))
      : -1;
  const rest = queries.map((_, i) => i).filter((i) => i !== sectionsAt);
  const requests = [sectionsAt >= 0 ? [sectionsAt] : [], rest].filter((r) => r.length > 0);
  return { queries, requests, sectionsAt, bestSectionAt, fetchAt, matchedAt };
}

/**
 * Sends `queries` as the multi-searches of `requests` (positions in `queries`), side by side, through `send` (one
 * Meilisearch multi-search, told which request it is), and gives their answers in the order of `queries`. Rejects
 * when any request fails.
 */
export async function sendRequests<R>(
  send: (queries: MultiSearchQuery[], request: number) => Promise<R[]>,
  queries: readonly MultiSearchQuery[],
  requests: readonly number[][],
): Promise<R[]> {
  const answers = await Promise.all(
    requests.map((at, r) =>
      send(
        at.map((i) => queries[i] as MultiSearchQuery),
        r,
      ),
    ),
  );
  const results: R[] = new Array(queries.length);
  requests.forEach((at, r) => {
    at.forEach((i, k) => {
      const answer = answers[r]?.[k];
      if (answer !== undefined) results[i] = answer;
    });
  });
  return results;
}
