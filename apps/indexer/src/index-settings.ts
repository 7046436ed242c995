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
 *
 * Keys that occur as words inside some legal term are left out (e.g. "real estate" inside "real estate agents",
 * "house" inside "house of representatives"): the API sends reduced queries made of legal terms, and such a key
 * would expand those terms again into a long query that buries the Act the user wants.
 */
export function buildSynonyms(): Record<string, string[]> {
  const legalTerms = [...new Set(Object.values(LAY_TO_LEGAL).flat())].map((t) => ` ${t.toLowerCase()} `);
  const out: Record<string, string[]> = {};
  for (const [lay, legal] of Object.entries(LAY_TO_LEGAL)) {
    const key = ` ${lay.toLowerCase()} `;
    if (legalTerms.some((t) => t.includes(key))) continue;
    out[lay] = [...legal];
  }
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
  // `attribute` before `words`: a match in a title (an Act named for the subject) outranks long texts that
  // happen to contain more of the reduced query's terms somewhere in their body. Tried on the main page's
  // example topics: with `words` first, "leaving a relationship" and "real estate" put long judgments and the
  // Social Security Act above the Property (Relationships) Act and the Real Estate Agents Act.
  rankingRules: ['sort', 'attribute', 'words', 'typo', 'proximity', 'exactness', 'citation_count:desc'],
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
