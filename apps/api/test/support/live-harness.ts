/**
 * Test support for the API's live-source integration tests: a fixture server standing in for the internet, the
 * machine's Redis under a prefix of the file's own, a small index under the file's own index prefix, and the API
 * server over both; then the connectors started against them. One `useLiveHarness` per test file registers the
 * `beforeAll` that starts all of it and the `afterAll` that stops it and removes the file's indexes and Redis keys.
 */
import {
  createMeili,
  type FixtureServer,
  fixtureHttpClient,
  type HttpClient,
  type runConnector,
  servedUids,
  startFixtureServer,
  startLiveSources,
} from '@aotearoa/infra/testing';
import { deleteRedisKeys } from '@aotearoa/testkit/redis-keys';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Meilisearch } from 'meilisearch';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildServer } from '../../src/server';

/** The connectors `startLive` started: their BullMQ queue, worker, schedules and `close()`. */
export type LiveSources = Awaited<ReturnType<typeof startLiveSources>>;

/** What a connector run needs (`runConnector`'s deps). */
export type ConnectorDeps = Parameters<typeof runConnector>[1];

/** The sources `startLiveSources` takes (the registry's `SOURCES`, or some of them). */
type Sources = Parameters<typeof startLiveSources>[0];

/** One test file's live harness, usable inside its tests (after its `beforeAll`). */
export interface LiveHarness {
  readonly meili: Meilisearch;
  readonly app: FastifyInstance;
  readonly redis: Redis;
  readonly redisUrl: string;
  /** `<the run's Redis prefix>-<redisSuffix>`: every key and queue of this file is under it. */
  readonly redisPrefix: string;
  /** The connectors `startLive` started (throws before it was called). */
  readonly live: LiveSources;
  /** Starts the connectors of `sources` (those with `fetch`) in connected mode over the fixture network. */
  startLive(sources: Sources): Promise<LiveSources>;
  /** `runConnector`'s deps over this harness; `http` replaces the fixture network (e.g. a client with none). */
  connectorDeps(http?: HttpClient): ConnectorDeps;
  /** `GET url` through Fastify's inject, the body parsed as JSON. */
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field unless typed
  get<T = any>(url: string, headers?: Record<string, string>): Promise<T>;
}

/**
 * Registers the `beforeAll` / `afterAll` of a live-source test file. `indexPrefix` and `redisSuffix` keep its
 * indexes and Redis keys apart from every other file's; `buildIndex` fills the index (under `indexPrefix`) with the
 * subset of the snapshot the file needs; `route` answers the hosts the connectors call from recorded fixtures. The
 * API server runs without rate limit, load shedding or search cache, and reads the connectors' runs from Redis.
 * Call at the top level of a test file.
 */
export function useLiveHarness(opts: {
  indexPrefix: string;
  redisSuffix: string;
  buildIndex: (meili: Meilisearch) => Promise<unknown>;
  route: (server: FixtureServer) => void;
}): LiveHarness {
  const redisUrl = inject('redisUrl');
  const redisPrefix = `${inject('redisPrefix')}-${opts.redisSuffix}`;
  let meili: Meilisearch | undefined;
  let server: FixtureServer | undefined;
  let http: HttpClient | undefined;
  let redis: Redis | undefined;
  let app: FastifyInstance | undefined;
  let live: LiveSources | undefined;

  beforeAll(async () => {
    meili = createMeili(inject('meiliUrl'), inject('meiliKey'));
    await opts.buildIndex(meili);
    server = await startFixtureServer();
    opts.route(server);
    http = fixtureHttpClient(server);
    redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
    app = await buildServer({
      meiliUrl: inject('meiliUrl'),
      meiliKey: inject('meiliKey'),
      indexPrefix: opts.indexPrefix,
      rateLimitMax: 0,
      // Load shedding off: these files are about live sources, not about a busy machine.
      maxEventLoopDelayMs: 0,
      maxInFlight: 0,
      searchCacheSize: 0,
      redisUrl,
      redisPrefix,
    });
  });

  afterAll(async () => {
    await live?.queue.obliterate({ force: true }).catch(() => {});
    await live?.close();
    await app?.close();
    await http?.close();
    await server?.close();
    redis?.disconnect();
    await deleteRedisKeys(redisUrl, redisPrefix);
    if (!meili) return;
    for (const uid of Object.values(servedUids(opts.indexPrefix))) await meili.deleteIndexIfExists(uid);
    await meili
      .index('index_meta')
      .deleteDocument(servedUids(opts.indexPrefix).documents)
      .catch(() => {});
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is started in beforeAll: use it inside a test`);
    return value;
  };
  const connectorDeps = (client?: HttpClient): ConnectorDeps => ({
    meili: started(meili, 'Meilisearch'),
    indexPrefix: opts.indexPrefix,
    redis: started(redis, 'Redis'),
    redisPrefix,
    http: client ?? started(http, 'The fixture network'),
    sovereign: () => false,
    env: {},
  });
  return {
    get meili() {
      return started(meili, 'Meilisearch');
    },
    get app() {
      return started(app, 'The API server');
    },
    get redis() {
      return started(redis, 'Redis');
    },
    redisUrl,
    redisPrefix,
    get live() {
      return started(live, 'The connectors (startLive)');
    },
    startLive: async (sources) => {
      live = await startLiveSources(sources, {
        ...connectorDeps(),
        redisConfig: { url: redisUrl, prefix: redisPrefix },
      });
      return live;
    },
    connectorDeps,
    get: async (url, headers = {}) =>
      (await started(app, 'The API server').inject({ method: 'GET', url, headers })).json(),
  };
}
