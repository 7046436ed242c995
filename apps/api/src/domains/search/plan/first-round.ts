/**
 * Stage 2 of a search, `plan`: the first round of Meilisearch queries (`buildSearchPlan`), named by what each asks.
 * The searches by meaning (`meaning-searches.ts`) and the follow-up round (`follow-up.ts`) are planned apart. Pure.
 */
import type { SearchParams, SortBy } from '@aotearoa/contracts';
import type { MultiSearchQuery } from 'meilisearch';
import { buildSearchFilter, citationFilter } from '../../../platform/filter-builder';
import type { QueryAnalysis } from '../analyse/query-analysis';
import { EXACT_PASSAGE_CANDIDATES, passagePhrase } from './exact-phrase';
import {
  hitFields,
  MATCHING_STRATEGY,
  PASSAGE_ATTRIBUTES,
  RANKING_ATTRIBUTES,
  SECTION_ATTRIBUTES,
  WORDLESS_FILTER,
} from './fields';
import { MEANING_CANDIDATES } from './meaning-searches';
import { buildPhraseQueries, buildTitleWordQueries, namedActQuery } from './title-queries';

const SORTS: Record<SortBy, string[] | undefined> = {
  relevance: undefined,
  date_newest: ['date_ts:desc'],
  date_oldest: ['date_ts:asc'],
  citations: ['citation_count:desc'],
};

/** One facet group: its index attribute and the search parameter that filters on it. */
export const FACET_GROUPS = [
  { attribute: 'type', param: 'documentTypes' },
  { attribute: 'court', param: 'courtLevels' },
  { attribute: 'legal_area', param: 'legalAreas' },
] as const;

/** The index attribute of a facet group. */
export type FacetAttribute = (typeof FACET_GROUPS)[number]['attribute'];

/** The page's own queries: sent first, in one multi-search. */
export interface PageQueries {
  /** The words' query: the page's hits, its total and the facets of the groups not filtered on. */
  main: MultiSearchQuery;
  /** The filter-free exact lookup of a neutral citation the query holds. */
  citation?: MultiSearchQuery;
  /** Per facet group with a selection, the count-only query without that group's own filter (disjunctive facets). */
  facetCounts: Partial<Record<FacetAttribute, MultiSearchQuery>>;
  /** The exact-phrase search of a query that may be quoted from the law, among Acts' and regulations' sections. */
  exactPhrase?: MultiSearchQuery;
  /** The Acts whose titles hold a topic that may be an Act's subject (`namedActQuery`). */
  namedAct?: MultiSearchQuery;
}

/** The queries whose Acts are blended into a described situation's first page: sent beside the page's own. */
export interface RankingQueries {
  /** The cases, bills, debates and papers the words match best, whose citations of Acts rank them (unfiltered only). */
  cited?: MultiSearchQuery;
  /** The Acts the typed words find without the everyday terms. */
  typed?: MultiSearchQuery;
  /** Per two-word phrase, the Acts whose titles hold it, then those whose headings hold it. */
  phrases: MultiSearchQuery[];
  /** Per word, the Acts whose titles hold it. */
  titleWords: MultiSearchQuery[];
}

/**
 * The first round of one search, named: the page's own queries, and for a described situation the rankings blended
 * into its first page, each a multi-search of its own sent side by side. Meilisearch answers one search request per
 * core and runs a multi-search's queries one after another, so two requests side by side answer sooner than one (on
 * a two-core machine, about two thirds of the time: infra/bench/README.md). The searches by meaning need the query's
 * sentence vector and are planned apart (`buildMeaningSearches`), so the words are searched while it is encoded.
 */
export interface SearchPlan {
  page: PageQueries;
  /** Null for a search by words only. */
  rankings: RankingQueries | null;
  /** Facet groups whose counts the main query gives (the others: `page.facetCounts`). */
  mainFacets: FacetAttribute[];
}

/** Acts taken from the typed-words search for the blend (same number as from each search by meaning). */
const TYPED_CANDIDATES = MEANING_CANDIDATES;

/** Cases, bills, debates and papers whose citations of Acts make the cited ranking of a described situation. */
const CITING_CANDIDATES = 20;

/**
 * The first round of Meilisearch queries for one search (what `runSearch` sends, whoever carries it):
 * - `page.main`: the reduced, stemmed query (none, under that type's filter and newest first, when the query names a
 *   type of document: `QueryAnalysis.documentType`) (`QueryAnalysis.indexQuery`), filters from the filter builder, sort,
 *   exact pagination, the hit fields (marked and cut by the API, not by Meilisearch), and the facets of the groups
 *   the user has not filtered on;
 * - `page.citation`: when the query holds a neutral citation, a filter-free exact lookup of it (`limit: 1`);
 * - `page.facetCounts`: for each facet group with a selection, a count-only query (`hitsPerPage: 0`) without that
 *   group's own filter, so the Refine panel keeps showing the group's other values with their counts;
 * - `page.exactPhrase`: for a quoted phrase or a query that may be quoted from the law (`exactText`) on its first
 *   page by relevance, the sections of Acts and regulations whose text holds its first words as one exact phrase
 *   (`passagePhrase`, searched on `stem_text`, EXACT_PASSAGE_CANDIDATES records, every record rather than one per
 *   Act);
 * - `rankings`, when `byMeaning` (a described situation, `searchesByMeaning`): when the search has no filters, the
 *   CITING_CANDIDATES cases, bills, debates and papers the words match best with the documents they cite; the
 *   TYPED_CANDIDATES Acts the typed words find without the everyday terms; one word-for-word search per two-word phrase
 *   on the Acts' titles and headings, and one per word on their titles (`title-queries.ts`).
 * Pure.
 */
export function buildSearchPlan(
  indexName: string,
  input: SearchParams,
  analysis: QueryAnalysis,
  byMeaning = false,
): SearchPlan {
  // A query naming a type of document ("parliamentary debates") lists that type, newest first, as its filter would.
  const typeNamed = analysis.documentType && input.documentTypes.length === 0 ? analysis.documentType : null;
  const params: SearchParams = typeNamed
    ? {
        ...input,
        documentTypes: [typeNamed],
        ...(input.sortBy === 'relevance' ? { sortBy: 'date_newest' as const } : {}),
      }
    : input;
  const sort = SORTS[params.sortBy];
  const passage = analysis.isPassage;
  const q = typeNamed ? '' : analysis.indexQuery;
  const filter = buildSearchFilter(params);
  const selected = FACET_GROUPS.filter((g) => params[g.param].length > 0);
  const unselected = FACET_GROUPS.filter((g) => params[g.param].length === 0);
  // A described situation none of whose words is left to search ("my son was sectioned and is being held on the
  // psych ward against his will") gives the words nothing to rank: Meilisearch's placeholder search would list the
  // whole index by citation count. Its words' queries match no record (`WORDLESS_FILTER`), so the first page is made
  // by the other rankings and counts only what they put on it.
  const wordless = q === '' && analysis.text.trim() !== '' && (byMeaning || analysis.describesSituation);
  const wordFilter = (f: string[]) => (wordless ? [...f, WORDLESS_FILTER] : f);
  // A passage must match all its words (its section is then the first hit); otherwise the reduced query's last
  // terms are dropped first: the everyday terms' legal terms lead it, so they are dropped last (infra/eval/README.md).
  const matchingStrategy = passage ? 'all' : MATCHING_STRATEGY;
  // A passage is looked for in the text, not in an Act's outline of headings (which holds most legal words).
  const searchOn = passage ? { attributesToSearchOn: PASSAGE_ATTRIBUTES } : {};
  const main: MultiSearchQuery = {
    indexUid: indexName,
    q,
    matchingStrategy,
    ...searchOn,
    filter: wordFilter(filter),
    ...(unselected.length ? { facets: unselected.map((g) => g.attribute) } : {}),
    page: params.page,
    hitsPerPage: params.limit,
    ...hitFields(),
    ...(sort ? { sort } : {}),
    // A debug view of the ranking (`explain`): each hit's score and each ranking rule's share of it.
    ...(params.explain ? { showRankingScore: true, showRankingScoreDetails: true } : {}),
  };
  const facetCounts: PageQueries['facetCounts'] = {};
  for (const g of selected) {
    facetCounts[g.attribute] = {
      indexUid: indexName,
      q,
      matchingStrategy,
      ...searchOn,
      filter: wordFilter(buildSearchFilter({ ...params, [g.param]: [] })),
      facets: [g.attribute],
      // Exhaustive pagination with no hits counts distinct documents (`doc_id`); `limit: 0` counted every record.
      hitsPerPage: 0,
      attributesToRetrieve: ['id'],
    };
  }
  const citation = analysis.reduced.citation;
  // A quoted phrase, a passage, or a query that may be quoted from the law (`QueryAnalysis.exactText`).
  const phrase =
    analysis.exactText && params.page === 1 && params.sortBy === 'relevance'
      ? passagePhrase(analysis.exactText)
      : null;
  return {
    page: {
      main,
      ...(citation
        ? {
            citation: {
              indexUid: indexName,
              q: '',
              filter: citationFilter(citation),
              limit: 1,
              ...hitFields(),
            },
          }
        : {}),
      facetCounts,
      ...(phrase
        ? {
            exactPhrase: {
              indexUid: indexName,
              q: phrase,
              attributesToSearchOn: ['stem_text'],
              filter: [...filter, 'type IN [legislation, regulation]'],
              // Every record, not one per document: the section holding it as typed may rank below another.
              distinct: 'id',
              limit: EXACT_PASSAGE_CANDIDATES,
              // Whole text (a piece of ≤ 200 words), so its preview can open where the passage is (`markPassage`).
              attributesToRetrieve: SECTION_ATTRIBUTES,
            },
          }
        : {}),
      ...(analysis.actSubject && params.page === 1 && params.sortBy === 'relevance' && !typeNamed
        ? { namedAct: namedActQuery(indexName, analysis.actSubject, filter) }
        : {}),
    },
    rankings: byMeaning ? rankingQueries(indexName, analysis, filter, wordless, matchingStrategy) : null,
    mainFacets: unselected.map((g) => g.attribute),
  };
}

/** The ranking queries of a described situation's first page (`SearchPlan.rankings`). Pure. */
function rankingQueries(
  indexName: string,
  analysis: QueryAnalysis,
  filter: string[],
  wordless: boolean,
  matchingStrategy: MultiSearchQuery['matchingStrategy'],
): RankingQueries {
  return {
    // The Acts the best-matching cases, bills, debates and papers cite: an Act with no headings to encode (the
    // Income Tax Act 2007 is a title only here) is still ranked through the documents that apply it. Unfiltered
    // searches only (an Act it brings is fetched by id, and could fall outside a filter).
    ...(!wordless && filter.length === 0
      ? {
          cited: {
            indexUid: indexName,
            q: analysis.indexQuery,
            matchingStrategy,
            filter: ['type != legislation AND type != regulation', 'cites EXISTS'],
            limit: CITING_CANDIDATES,
            attributesToRetrieve: ['cites'],
          },
        }
      : {}),
    // The Acts the situation's own words find: the main query drops typed words before the everyday terms' legal terms,
    // which lost an Act a typed word names ("KiwiSaver"). The rarest typed word is the likeliest to name it.
    ...(analysis.typedQuery
      ? {
          typed: {
            indexUid: indexName,
            q: analysis.typedQuery,
            matchingStrategy: 'frequency',
            filter: [...filter, 'type = legislation'],
            limit: TYPED_CANDIDATES,
            attributesToRetrieve: RANKING_ATTRIBUTES,
          },
        }
      : {}),
    phrases: buildPhraseQueries(indexName, analysis.phrases, filter),
    titleWords: buildTitleWordQueries(indexName, analysis.titleWords, filter),
  };
}

/**
 * The plan of a passage that matched nothing as a whole, searched again keeping its rarest words (in the law's
 * own words the rarest are the telling ones, unlike in a described situation): every query that asked for all the
 * words asks by `frequency`. Pure.
 */
export function withRarestWords(plan: SearchPlan): SearchPlan {
  const relax = (q: MultiSearchQuery): MultiSearchQuery =>
    q.matchingStrategy === 'all' ? { ...q, matchingStrategy: 'frequency' } : q;
  const counts: PageQueries['facetCounts'] = {};
  for (const [attribute, q] of Object.entries(plan.page.facetCounts))
    if (q) counts[attribute as FacetAttribute] = relax(q);
  return { ...plan, page: { ...plan.page, main: relax(plan.page.main), facetCounts: counts } };
}
