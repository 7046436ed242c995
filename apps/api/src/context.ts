import type { Facets, IndexName, SearchOutput } from '@aotearoa/contracts';
import type { SentenceEncoderWorker } from '@aotearoa/encoder';
import type { Meilisearch } from 'meilisearch';
import type { FusionConfig } from './domains/search/fuse/config';
import type { SourceRunsReader } from './platform/source-runs';
import type { TtlCache } from './platform/ttl-cache';
import { createOutboundGuard, isSovereignRequest, type OutboundGuard } from './sovereign-mode';

/**
 * The server's dependencies: the long-lived clients, caches and readers it shares across requests (built once in
 * `buildServer`, reached in a procedure as `ctx.deps`). Not "services": in this codebase that word means only what
 * a council or a legal provider offers (a domain field).
 */
export interface ApiDependencies {
  meili: Meilisearch;
  /** Uid of each Meilisearch index this deployment reads (`<MEILI_INDEX_PREFIX><name>`; see contracts INDEXES). */
  indexes: Record<IndexName, string>;
  /** Search responses by normalised input. */
  searchCache: TtlCache<SearchOutput>;
  /** Facet distribution over the whole index (for the document-type / court / legal-area lists). */
  facetCache: TtlCache<Facets>;
  /** The indexer worker's run records in Redis (absent when no Redis is configured). */
  sourceRuns?: SourceRunsReader;
  /** Encodes described situations for search by meaning (absent when SEARCH_BY_MEANING is false). */
  sentenceEncoder?: SentenceEncoderWorker;
  /** The weights of a described situation's first page (`runSearch`). */
  searchFusion: FusionConfig;
}

/** Per-request context: the Meilisearch client and whether the caller asked for sovereign (offline) mode. */
export interface Context {
  meili: Meilisearch;
  /** Uid of each Meilisearch index this deployment reads. */
  indexes: Record<IndexName, string>;
  /** The server's shared clients, caches and readers. */
  deps: ApiDependencies;
  /** True when the request carried `X-Sovereign-Mode: true`: answer from the local index only, no outbound calls. */
  sovereignMode: boolean;
  /** The only way to reach the network outside this machine; refuses in sovereign mode. */
  outbound: OutboundGuard;
  /** Client address, for logs and rate limits. */
  ip: string;
  /** Sets a response header (e.g. `X-Cache`). */
  setHeader: (name: string, value: string) => void;
}

/** The parts of a Fastify request/reply the context needs (both tRPC and REST adapters pass these). */
interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
  ip?: string;
}
interface ReplyLike {
  header: (name: string, value: string) => unknown;
}

/** Builds `createContext` for both the tRPC adapter and the REST (trpc-to-openapi) plugin. */
export function makeCreateContext(deps: ApiDependencies) {
  return ({ req, res }: { req: RequestLike; res: ReplyLike }): Context => {
    const sovereignMode = isSovereignRequest(req.headers);
    return {
      meili: deps.meili,
      indexes: deps.indexes,
      deps,
      sovereignMode,
      outbound: createOutboundGuard(sovereignMode),
      ip: req.ip ?? '',
      setHeader: (name, value) => {
        res.header(name, value);
      },
    };
  };
}
