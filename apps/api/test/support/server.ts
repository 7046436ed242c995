/**
 * Test support for the API's integration tests: one API server per test file over the index the global setup
 * built (its Meilisearch from MEILI_URL / MEILI_MASTER_KEY, its index prefix from `inject('sharedIndexPrefix')`),
 * a GET helper, and the provenance check every lookup test makes.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { type BuildServerOptions, buildServer } from '../../src/server';

/** A response as the tests read it: status, headers and the parsed JSON body (`message` on errors). */
export interface TestResponse<T> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: T & { message?: string };
}

/** The server of one test file, usable inside its tests (after its `beforeAll`). */
export interface TestServer {
  /** The Fastify app (throws when read before the file's `beforeAll` has run). */
  readonly app: FastifyInstance;
  /** `GET basePath + url` through Fastify's inject (no socket); the body parsed as JSON. */
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field unless typed
  get<T = any>(url: string, headers?: Record<string, string>): Promise<TestResponse<T>>;
}

/**
 * Registers `beforeAll` / `afterAll` hooks that build the API server over the shared test index (no rate limit,
 * no search cache, no load shedding, no search by meaning (buildServer's default), error logs only) and close it. `server` overrides any server option (e.g. `meili`,
 * `indexPrefix` for a file that builds its own index); `basePath` is put before every `get` URL (e.g. '/api').
 * Call at the top level of a test file.
 */
export function useTestServer(options: { server?: BuildServerOptions; basePath?: string } = {}): TestServer {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildServer({
      meiliUrl: process.env.MEILI_URL ?? '',
      meiliKey: process.env.MEILI_MASTER_KEY ?? '',
      indexPrefix: inject('sharedIndexPrefix'),
      rateLimitMax: 0,
      searchCacheSize: 0,
      logLevel: 'error',
      // Load shedding off: on a busy test machine one slow tick of the event loop would fail a whole file with
      // 503s. Shedding itself is tested in security.test.ts.
      maxEventLoopDelayMs: 0,
      ...options.server,
    });
  });
  afterAll(async () => {
    await app?.close();
  });
  const built = (): FastifyInstance => {
    if (!app) throw new Error('The test server is built in beforeAll: use it inside a test');
    return app;
  };
  return {
    get app() {
      return built();
    },
    get: async (url, headers = {}) => {
      const res = await built().inject({ method: 'GET', url: `${options.basePath ?? ''}${url}`, headers });
      return { status: res.statusCode, headers: res.headers, body: res.json() };
    },
  };
}

/** What every record the API returns carries: where it came from and when it was retrieved. */
export interface Provenance {
  source: string;
  sourceUrl: string;
  retrievedAt: string;
}

/**
 * Asserts that every record names its source, links it over http(s) and has an ISO retrieval date; with
 * `nonEmpty`, also that there is at least one record.
 */
export function expectProvenance(records: readonly Provenance[], opts: { nonEmpty?: boolean } = {}): void {
  if (opts.nonEmpty) expect(records.length).toBeGreaterThan(0);
  for (const r of records) {
    expect(r.source).toBeTruthy();
    expect(r.sourceUrl).toMatch(/^https?:\/\//);
    expect(r.retrievedAt).toMatch(/^\d{4}-\d{2}-\d{2}/);
  }
}

/** Asserts a 400 answer whose body names the rejected parameter (`<parameter>` anywhere in the JSON body). */
export async function expect400(server: TestServer, url: string, parameter: string): Promise<void> {
  const { status, body } = await server.get(url);
  expect(status).toBe(400);
  expect(JSON.stringify(body)).toContain(parameter);
}
