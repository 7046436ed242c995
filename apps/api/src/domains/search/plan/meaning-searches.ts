/**
 * The searches by meaning of a described situation (`buildMeaningSearches`), planned once its sentence vector is
 * known. Pure.
 */
import { HEADINGS_EMBEDDER, type SearchParams, SITUATION_EMBEDDERS } from '@aotearoa/contracts';
import type { FederatedMultiSearchParams, MultiSearchQuery } from 'meilisearch';
import { buildSearchFilter } from '../../../platform/filter-builder';
import { RANKING_ATTRIBUTES } from './fields';

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

/** Acts taken from each search by meaning for the blend: more than a page, so an Act both rankings hold a little
 * lower still gains (measured: infra/eval/README.md, "Tuning history"). */
export const MEANING_CANDIDATES = 30;

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
