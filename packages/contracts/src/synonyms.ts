/**
 * Everyday words → legal terms. Applied two ways: as Meilisearch synonyms (index settings, applied by the
 * indexer) and by the API's plain-language query reduction (query-terms.ts), which swaps a described
 * situation's everyday words for these terms before searching.
 *
 * Keys are lower-case single words or short phrases as people type them; values are the legal terms
 * used in NZ Acts and judgments.
 */
export const LAY_TO_LEGAL: Record<string, readonly string[]> = {
  fired: ['dismissal', 'personal grievance'],
  sacked: ['dismissal', 'personal grievance'],
  'let go': ['dismissal', 'redundancy'],
  'break up': ['separation', 'relationship property'],
  'breaking up': ['separation', 'relationship property'],
  'leaving a relationship': ['separation', 'relationship property'],
  divorce: ['dissolution', 'relationship property'],
  bond: ['tenancy', 'residential tenancies'],
  landlord: ['tenancy', 'residential tenancies'],
  renting: ['tenancy', 'residential tenancies'],
};

/** Words that carry no legal meaning in a described situation. Also sent to Meilisearch as stop words. */
export const STOP_WORDS: readonly string[] = [
  'a', 'an', 'the', 'and', 'or', 'of', 'to', 'in', 'on', 'for', 'with', 'my', 'i', 'me', 'was', 'is', 'am',
  'be', 'been', 'it', 'at', 'by', 'from', 'that', 'this', 'what', 'can', 'do', 'how',
];
