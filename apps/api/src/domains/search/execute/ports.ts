/**
 * What a search needs from the outside world, passed in by its caller (`runSearch`): the API passes its Meilisearch
 * client and sentence-encoder worker (procedure.ts); the benchmark passes its own HTTP client to
 * Meilisearch and measures the same code (infra/bench).
 */
import type { FederatedMultiSearchParams, MultiSearchQuery } from 'meilisearch';

/** A hit as Meilisearch returns it: its retrieved fields. */
export type RawHit = Record<string, unknown>;

/** One query's answer in a multi-search. */
export interface QueryAnswer {
  hits: RawHit[];
  totalHits?: number;
  estimatedTotalHits?: number;
  totalPages?: number;
  facetDistribution?: Record<string, Record<string, number>>;
  processingTimeMs?: number;
}

/** The ports of one search. Each may reject; `runSearch` says which failures it survives. */
export interface SearchPorts {
  /** One Meilisearch multi-search (`POST /multi-search`, `queries`): the answers in the order of `queries`. */
  multiSearch(queries: MultiSearchQuery[]): Promise<QueryAnswer[]>;
  /** One federated multi-search (`POST /multi-search` with `federation`): the merged hits. */
  federatedSearch(body: FederatedMultiSearchParams): Promise<{ hits: RawHit[] }>;
  /**
   * The sentence vector of `text` (512 numbers), or null when the encoder is unavailable or too slow. Absent: the
   * search is by words only.
   */
  encode?: (text: string) => Promise<number[] | null>;
}
