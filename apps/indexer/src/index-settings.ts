import {
  DISTINCT_ATTRIBUTE,
  FILTERABLE_ATTRIBUTES,
  LAY_TO_LEGAL,
  SORTABLE_ATTRIBUTES,
  STOP_WORDS,
} from '@aotearoa/contracts';
import type { Settings } from 'meilisearch';

/**
 * Builds Meilisearch synonyms from LAY_TO_LEGAL: each everyday word points one way to its legal terms
 * (searching "fired" also finds "dismissal"; searching "dismissal" does not widen to "fired").
 */
export function buildSynonyms(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [lay, legal] of Object.entries(LAY_TO_LEGAL)) out[lay] = [...legal];
  return out;
}

/**
 * The documents index's settings, applied by the indexer to every fresh index before documents are added.
 * Searchable attributes are in order of importance (title and citation first, body text last).
 */
export const DOCUMENT_INDEX_SETTINGS: Settings = {
  searchableAttributes: [
    'title',
    'citation',
    'chunk_heading',
    'metadata.sections',
    'summary',
    'metadata.parties',
    'author',
    'court',
    'content',
  ],
  displayedAttributes: ['*'],
  filterableAttributes: [...FILTERABLE_ATTRIBUTES],
  sortableAttributes: [...SORTABLE_ATTRIBUTES],
  distinctAttribute: DISTINCT_ATTRIBUTE,
  // `sort` first: an explicit sort (newest, oldest, most cited) orders the whole result list; without a sort
  // parameter the rule does nothing and relevance decides.
  rankingRules: ['sort', 'words', 'typo', 'proximity', 'attribute', 'exactness', 'citation_count:desc'],
  typoTolerance: {
    enabled: true,
    // Numbers must match exactly so `[2020] NZSC 12` never matches `[2021] NZSC 12`.
    disableOnNumbers: true,
    minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
  },
  stopWords: [...STOP_WORDS],
  synonyms: buildSynonyms(),
  pagination: { maxTotalHits: 5000 },
  faceting: { maxValuesPerFacet: 100 },
  proximityPrecision: 'byWord',
};
