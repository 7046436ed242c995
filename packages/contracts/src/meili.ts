/** Name of the alias-like live index that the API searches. Rebuilds write `${DOCUMENTS_INDEX}_next` and swap. */
export const DOCUMENTS_INDEX = 'documents';
/** Meilisearch attributes the API may filter on (must match the indexer's filterableAttributes). */
export const FILTERABLE_ATTRIBUTES = [
  'type',
  'court',
  'legal_area',
  'year',
  'date_ts',
  'citation',
  'is_current',
  'source',
  'doc_id',
] as const;
/** Meilisearch attributes the API may sort on (must match the indexer's sortableAttributes). */
export const SORTABLE_ATTRIBUTES = ['date_ts', 'citation_count', 'title_sort'] as const;
/** The distinct attribute that groups chunks back into one hit per document. */
export const DISTINCT_ATTRIBUTE = 'doc_id';
