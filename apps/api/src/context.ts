import type { Meilisearch } from 'meilisearch';

/** Per-request context: the Meilisearch client and whether the caller asked for sovereign (offline) mode. */
export interface Context {
  meili: Meilisearch;
  /** True when the request carried `X-Offline-Mode: true`: answer from the local index only, no outbound calls. */
  offlineMode: boolean;
  /** Client address, for logs and rate limits. */
  ip: string;
}
