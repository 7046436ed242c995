import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo, Server, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { indexUid, NO_VECTORS } from '@aotearoa/contracts';
import { createMeili } from '@aotearoa/infra/testing';
import { freePort, type SupervisedMeili, superviseMeili } from '@aotearoa/testkit/meili';
import { spawnTsx, waitFor } from '@aotearoa/testkit/processes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SEARCH_UNAVAILABLE_MESSAGE } from '../../src/platform/meili-errors';
import { buildServer } from '../../src/server';

/**
 * Faults seen from the API, each against processes this file starts and kills itself: a supervised Meilisearch
 * (the launcher's supervisor, on a free port, holding sixty real records) killed under light load; a
 * Meilisearch that accepts connections and never answers; and SIGTERM to the API process while a search is in
 * flight.
 */
const KEY = 'faults-master-key-0123456789';
const PREFIX = 'faults_';
let meili: SupervisedMeili;
let dir: string;

/** GET `path` on `base` with a plain http request: status, body and the time it took. */
function get(base: string, path: string): Promise<{ status: number; body: string; ms: number }> {
  const started = Date.now();
  return new Promise((res, rej) => {
    const req = request(`${base}${path}`, { agent: false }, (r) => {
      let body = '';
      r.setEncoding('utf8');
      r.on('data', (c: string) => {
        body += c;
      });
      r.on('end', () => res({ status: r.statusCode ?? 0, body, ms: Date.now() - started }));
    });
    req.on('error', rej);
    req.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'aotearoa-meili-faults-'));
  meili = await superviseMeili({ port: await freePort(), dbPath: dir, masterKey: KEY });
  // Sixty real records of the corpus the global setup built, with the index's settings: enough to search,
  // and much quicker than indexing a source again.
  const shared = createMeili(inject('meiliUrl'), inject('meiliKey'));
  const from = shared.index(indexUid('documents', inject('sharedIndexPrefix')));
  const own = createMeili(meili.url, KEY);
  const uid = indexUid('documents', PREFIX);
  await own.createIndex(uid, { primaryKey: 'id' }).waitTask();
  await own
    .index(uid)
    .updateSettings(await from.getSettings())
    .waitTask();
  const { results } = await from.getDocuments({ limit: 60 });
  // Vectors are not read back; these records go in without them (every record must say so to the embedder).
  await own
    .index(uid)
    .addDocuments(results.map((r) => ({ ...r, _vectors: NO_VECTORS })))
    .waitTask({ timeout: 60_000 });
});

afterAll(async () => {
  await meili?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('Meilisearch killed under light load', () => {
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    app = await buildServer({
      meiliUrl: meili.url,
      meiliKey: KEY,
      indexPrefix: PREFIX,
      meiliTimeoutMs: 5_000,
      rateLimitMax: 0,
      searchCacheSize: 0,
      // Load shedding is tested elsewhere: on a busy test machine it must not stand in for the 503 under test.
      maxEventLoopDelayMs: 0,
      logLevel: 'silent',
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 503 with a readable message (no stack trace) and comes back within 30 s once restarted', async () => {
    await waitFor(
      'a first search',
      async () => (await get(base, '/api/search?query=tax')).status === 200,
      30_000,
      200,
    );
    const statuses: number[] = [];
    const unavailable: string[] = [];
    let stop = false;
    // Light load: two clients searching one after another.
    const clients = [0, 1].map(async (c) => {
      for (let i = 0; !stop; i++) {
        const r = await get(base, `/api/search?query=${['law', 'tax', 'court'][(i + c) % 3]}`);
        statuses.push(r.status);
        if (r.status === 503) unavailable.push(r.body);
      }
    });
    await waitFor('a few searches', () => statuses.length > 10, 10_000, 20);
    const killedAt = Date.now();
    meili.current()?.process.kill('SIGKILL');
    await waitFor('a 503 while Meilisearch is down', () => unavailable.length > 0, 10_000, 10);
    await waitFor('Meilisearch restarted by its supervisor', () => meili.restarts() === 1, 30_000, 50);
    const back = await waitFor(
      'a search answering 200 again',
      async () => ((await get(base, '/api/search?query=law')).status === 200 ? Date.now() : null),
      30_000,
      100,
    );
    stop = true;
    await Promise.all(clients);
    expect(back - killedAt).toBeLessThan(30_000);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    const body = JSON.parse(unavailable[0] ?? '{}') as { message?: string; stack?: unknown };
    expect(body.message).toBe(SEARCH_UNAVAILABLE_MESSAGE);
    for (const b of unavailable) {
      expect(b).not.toMatch(/\bat .+:\d+:\d+|stack|Error:/);
    }
    const health = await get(base, '/api/health');
    expect(health.status).toBe(200);
  });
});

describe('a Meilisearch that never answers', () => {
  let silent: Server;
  const sockets = new Set<Socket>();
  let app: FastifyInstance;

  beforeAll(async () => {
    // Accepts connections and reads requests, but never answers: every call must time out on its own.
    silent = createServer((_req, _res) => {});
    silent.on('connection', (s: Socket) => {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    app = await buildServer({
      meiliUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      meiliTimeoutMs: 400,
      rateLimitMax: 0,
      searchCacheSize: 0,
      maxEventLoopDelayMs: 0,
      logLevel: 'silent',
    });
  });
  afterAll(async () => {
    await app?.close();
    for (const s of sockets) s.destroy();
    await new Promise((r) => silent?.close(r));
  });

  it('times out each call (503 after the per-request timeout) and leaves no connection open', async () => {
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => app.inject({ url: `/api/search?query=slow${i}` })),
    );
    const elapsed = Date.now() - started;
    for (const a of answers) {
      expect(a.statusCode).toBe(503);
      expect(a.json().message).toBe(SEARCH_UNAVAILABLE_MESSAGE);
      expect(a.headers['retry-after']).toBeDefined();
    }
    // 20 calls at once, each bounded by its own 400 ms timeout: they do not queue behind each other.
    expect(elapsed).toBeLessThan(5_000);
    await waitFor('the timed-out connections to close', () => sockets.size === 0, 5_000, 20);
  });
});

describe('SIGTERM to the API process', () => {
  it('finishes the search in flight, refuses new work, and exits 0 within 10 s', async () => {
    // A proxy that holds every call to Meilisearch for 1.5 s, so a search is in flight when SIGTERM arrives.
    let held = 0;
    const proxy = createServer((req, res) => {
      held++;
      setTimeout(() => {
        const up = request(`${meili.url}${req.url}`, { method: req.method, headers: req.headers }, (r) => {
          res.writeHead(r.statusCode ?? 502, r.headers);
          r.pipe(res);
        });
        up.on('error', () => res.destroy());
        req.pipe(up);
      }, 1_500);
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    const port = await freePort();
    const api = spawnTsx('apps/api/src/main.ts', {
      PORT: String(port),
      HOST: '127.0.0.1',
      MEILI_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
      MEILI_MASTER_KEY: KEY,
      MEILI_INDEX_PREFIX: PREFIX,
      RATE_LIMIT_MAX: '0',
      SEARCH_CACHE_SIZE: '0',
      LOG_LEVEL: 'warn',
    });
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitFor(
        'the API to listen',
        async () => (await get(base, '/api/openapi.json')).status === 200,
        60_000,
        200,
      );
      const heldBefore = held;
      const inFlight = get(base, '/api/search?query=law');
      await waitFor('the search to reach Meilisearch', () => held > heldBefore, 10_000, 10);
      const signalled = Date.now();
      api.child.kill('SIGTERM');
      const answer = await inFlight;
      expect(answer.status, answer.body).toBe(200);
      expect((JSON.parse(answer.body) as { total: number }).total).toBeGreaterThan(0);
      const exit = await api.exited;
      expect(Date.now() - signalled).toBeLessThan(10_000);
      expect(exit.code, api.output()).toBe(0);
      await expect(get(base, '/api/health')).rejects.toThrow();
    } finally {
      if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
      await new Promise((r) => proxy.close(r));
    }
  });
});

describe('Ctrl-C', () => {
  it('stops a supervised Meilisearch for good: SIGINT is not a crash, and it is not started again', async () => {
    const ownDir = mkdtempSync(join(tmpdir(), 'aotearoa-meili-sigint-'));
    const lines: string[] = [];
    const sup = await superviseMeili({
      port: await freePort(),
      dbPath: ownDir,
      masterKey: KEY,
      log: (l) => lines.push(l),
    });
    try {
      const proc = sup.current()?.process;
      expect(proc).toBeDefined();
      const exited = new Promise((r) => proc?.once('exit', r));
      proc?.kill('SIGINT');
      await exited;
      await new Promise((r) => setTimeout(r, 1_500));
      expect(sup.current()).toBeUndefined();
      expect(sup.restarts()).toBe(0);
      expect(lines).toEqual(['Meilisearch stopped (Ctrl-C)']);
    } finally {
      await sup.stop();
      rmSync(ownDir, { recursive: true, force: true });
    }
  });
});
