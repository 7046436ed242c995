/**
 * The follow-up round of a page (`buildFollowUpPlan`): what the page still needs once its first round has answered
 * and its Acts are known. Pure.
 */
import { firstRecordId, type SearchParams } from '@aotearoa/contracts';
import type { MultiSearchQuery } from 'meilisearch';
import { buildSearchFilter } from '../../../platform/filter-builder';
import { hitFields, inList, MATCHING_STRATEGY, SECTION_ATTRIBUTES } from './fields';

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

/**
 * The follow-up queries of one page, named. `sections` is sent in a request of its own (the costliest); the others
 * in a second beside it (`sendFollowUp`).
 */
export interface FollowUpPlan {
  /** The best-matching sections of the page's Acts (`buildSectionsQuery`). */
  sections?: MultiSearchQuery;
  /** The records the blend put on the page that the words did not bring (`buildFetchRecordsQuery`). */
  records?: MultiSearchQuery;
  /** Each Act's one best section (`buildBestSectionQuery`). */
  bestSection?: MultiSearchQuery;
  /** Which of the Acts found otherwise the words match (`buildMatchedByWordsQuery`). */
  matchedByWords?: MultiSearchQuery;
}

/**
 * The queries that complete a page in one round: the sections of its Acts, the records the blend put on the page
 * without the words, each Act's best section and which of the Acts found otherwise the words match. Queries that
 * would find nothing are left out: no sections without `stemmed` (the stemmed index query) or Acts, no records
 * without ids. Pure.
 */
export function buildFollowUpPlan(
  indexName: string,
  params: SearchParams,
  stemmed: string,
  page: PageFollowUp,
): FollowUpPlan {
  const withSections = stemmed !== '' && page.actIds.length > 0;
  return {
    ...(withSections ? { sections: buildSectionsQuery(indexName, stemmed, page.actIds, page.phrases) } : {}),
    ...(page.fetchIds.length > 0 ? { records: buildFetchRecordsQuery(indexName, page.fetchIds) } : {}),
    ...(withSections ? { bestSection: buildBestSectionQuery(indexName, stemmed, page.actIds) } : {}),
    ...(stemmed !== '' && page.matchIds.length > 0
      ? { matchedByWords: buildMatchedByWordsQuery(indexName, params, stemmed, page.matchIds) }
      : {}),
  };
}
