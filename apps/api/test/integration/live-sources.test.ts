import type { Document } from '@aotearoa/contracts';
import {
  createHttpClient,
  DATA_DIR,
  type FixtureServer,
  indexSubset,
  LIVE_FIXTURES,
  loadCorpus,
  routeRecordedBillsAndFeed,
  runConnector,
  SOURCES,
} from '@aotearoa/infra/testing';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Meilisearch } from 'meilisearch';
import { describe, expect, inject, it } from 'vitest';
import { buildServer } from '../../src/server';
import { useLiveHarness } from '../support/live-harness';

/**
 * Live sources end to end, with a local fixture server standing in for the internet: the scheduled connector runs
 * of Parliament's Bills API and Judicial Decisions Online add a bill and a judgment the index did not hold to the
 * served index (no rebuild), the bills list and recent cases show them, Recent Updates reads the legislation feed, and `GET /api/sources`
 * shows the runs. Then the same connectors with no network: errors recorded per source, nothing crashes.
 *
 * The index is a small subset of the bundled snapshot (own index prefix), without the bill and the judgment the
 * recorded answers bring; Redis keys live under this test's own prefix and are removed afterwards.
 */
const PREFIX = 'live_itest_';
const NEW_BILL = 'bill-21790f4b-6f1e-49f0-6260-08deb083c0ea'; // Fair Trading Amendment Bill (Bills API record)
const NEW_JUDGMENT = 'nzhc-2020-430'; // [2020] NZHC 430, in the recorded JDO Solr answer
const BILLS = SOURCES.find((s) => s.id === 'parliament');
const CONNECTORS = SOURCES.filter((s) => s.fetch).length;

async function buildSubsetIndex(meili: Meilisearch) {
  const { documents, bySource } = await loadCorpus(DATA_DIR, ['parliament', 'jdo-judgments']);
  // Twelve bills (the newest in the capture, without the one the fixture brings), a few Hansard records and the
  // JDO records of 2020 other than the new judgment.
  const bills = documents.filter(
    (d) => d.type === 'bill' && !d.id.startsWith('bill-xml') && d.id !== NEW_BILL,
  );
  const subset: Document[] = [
    ...bills.slice(0, 12),
    ...documents.filter((d) => d.type === 'parliamentary_debate').slice(0, 5),
    ...documents.filter(
      (d) => d.type === 'case_law' && d.id !== NEW_JUDGMENT && (d.date_published ?? '') >= '2019-06-01',
    ),
  ];
  await indexSubset(meili, {
    prefix: PREFIX,
    documents: subset,
    sources: bySource,
    snapshotVersion: 'live-itest',
  });
  return subset;
}

function routeFixtures(server: FixtureServer) {
  routeRecordedBillsAndFeed(server);
  server.route('GET', 'forms.justice.govt.nz', '/solr/jdo/select', () => ({
    file: LIVE_FIXTURES.jdoSelect,
    headers: { 'content-type': 'application/json' },
  }));
}

async function runRecord(id: string) {
  const client = new Redis(inject('redisUrl'), { maxRetriesPerRequest: 1 });
  const raw = await client.get(`${inject('redisPrefix')}-live:sources:run:${id}`);
  client.disconnect();
  return JSON.parse(raw ?? '{}') as { lastAttemptAt?: string; lastOutcome?: string; lastChange?: unknown };
}

async function until<T>(fn: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('live sources (fixture server as the internet, real Redis and Meilisearch)', () => {
  const h = useLiveHarness({
    indexPrefix: PREFIX,
    redisSuffix: 'live',
    buildIndex: buildSubsetIndex,
    route: routeFixtures,
  });
  const { redisUrl, redisPrefix } = h;

  it('a scheduled run adds the new bill and judgment to the served index, shown with the bills and in Recent Updates', async () => {
    const get = (url: string) => h.get(url);
    // Before: neither is held.
    const billsBefore = (await get('/api/nz-legislation?status=Bill&limit=100')).legislation;
    expect(billsBefore.map((b: { id: string }) => b.id)).not.toContain(NEW_BILL);
    expect((await get('/api/recent-cases?limit=50')).cases.map((c: { id: string }) => c.id)).not.toContain(
      NEW_JUDGMENT,
    );
    const live = await h.startLive(SOURCES);
    expect([...live.scheduled.keys()].sort()).toEqual([
      'jdo-judgments',
      'legislation-atom-feed',
      'nz-legal-news',
      'parliament',
    ]);
    expect(live.scheduled.get('nz-legal-news')).toEqual({ every: 5 * 60_000 });
    expect(live.scheduled.get('parliament')).toEqual({ every: 24 * 3_600_000 });
    // The job schedulers' first iterations run at once; wait for both run records.
    const sources = await until(async () => {
      const body = await get('/api/sources');
      const done = body.sources.filter((s: { lastOutcome: string | null }) => s.lastOutcome !== null);
      return done.length === CONNECTORS ? body : undefined;
    });
    const bills = sources.sources.find((s: { id: string }) => s.id === 'parliament');
    expect(bills).toMatchObject({
      kind: 'live',
      live: true,
      lastOutcome: 'succeeded',
      lastError: null,
      records: 4,
      lastChange: { added: 1, changed: 3, removed: 0 },
      schedule: { every: 86_400_000, label: 'every 24 hours' },
    });
    expect(Date.parse(bills.nextRun)).toBeGreaterThan(Date.now());
    const jdo = sources.sources.find((s: { id: string }) => s.id === 'jdo-judgments');
    expect(jdo).toMatchObject({ kind: 'live', live: true, lastOutcome: 'succeeded', records: 10 });
    expect(jdo.lastChange.added).toBeGreaterThanOrEqual(1);
    expect(sources.sources.find((s: { id: string }) => s.id === 'nz-legal-news')).toMatchObject({
      kind: 'live',
      live: true,
      records: 6,
      schedule: { label: 'every 5 minutes' },
    });
    // Every source of the registry is listed; the snapshot-only ones as such.
    expect(sources.sources).toHaveLength(SOURCES.length);
    expect(sources.sources.find((s: { id: string }) => s.id === 'pco-acts')).toMatchObject({
      kind: 'snapshot',
      live: false,
      schedule: null,
    });

    // The ticker shows speeches (the index holds some); the new bill is listed with the bills, from the live record.
    const ticker = await get('/api/parliamentary-debates-live?limit=50');
    expect(ticker.shows).toBe('speeches');
    const bill = (await get('/api/nz-legislation?status=Bill&limit=100')).legislation.find(
      (b: { id: string }) => b.id === NEW_BILL,
    );
    expect(bill).toMatchObject({ source: 'New Zealand Parliament Bills API (bills.parliament.nz)' });
    // Recent Updates reads the legislation.govt.nz feed now that its connector has succeeded (the recorded answer
    // here is the RSS one the news connector reads too); the new bill is among the bills listed.
    const updates = await get('/api/nz-legislation-updates');
    expect(updates).toMatchObject({
      mode: 'live',
      feedTitle: expect.stringMatching(/legislation\.govt\.nz feed/),
    });
    for (const u of updates.updates) expect(u.url).toMatch(/^https:\/\/www\.legislation\.govt\.nz\//);
    const cases = await get('/api/recent-cases?limit=50');
    expect(cases.cases.find((c: { id: string }) => c.id === NEW_JUDGMENT)).toMatchObject({
      source: 'Ministry of Justice Judicial Decisions Online',
    });
    // No rebuild happened: the build record is still the subset's.
    expect(sources.snapshotVersion).toBe('live-itest');
  });

  it('after a full rebuild swaps new indexes in, the connectors run again at once', async () => {
    const connectors = [...h.live.scheduled.keys()];
    const before = new Map(
      await Promise.all(connectors.map(async (id) => [id, (await runRecord(id)).lastAttemptAt] as const)),
    );
    const connection = { url: redisUrl, prefix: redisPrefix };
    const swapQueue = new Queue('index-swap', {
      connection: new Redis(redisUrl, { maxRetriesPerRequest: null }),
      prefix: redisPrefix,
    });
    // A stand-in for the rebuild's swap job (the real one is tested with the rebuild): it just completes.
    const swapWorker = new Worker('index-swap', async () => ({ swapped: true }), {
      connection: new Redis(connection.url, { maxRetriesPerRequest: null }),
      prefix: redisPrefix,
    });
    try {
      await swapQueue.add('swap', {}, { jobId: 'itest__swap' });
      // Every scheduled connector runs again (one at a time); wait for all of them, so that none is still
      // running when the next test takes the network away.
      const after = await until(async () => {
        const recs = await Promise.all(connectors.map(runRecord));
        const done = recs.every((rec, i) => rec.lastAttemptAt !== before.get(connectors[i] as string));
        return done ? recs : undefined;
      });
      const bills = after[connectors.indexOf('parliament')];
      expect(bills).toMatchObject({
        lastOutcome: 'succeeded',
        lastChange: { added: 0, changed: 4, removed: 0 },
      });
    } finally {
      await swapWorker.close();
      await swapQueue.obliterate({ force: true }).catch(() => {});
      await swapQueue.close();
    }
  });

  it('with no network, runs fail quietly: errors recorded per source, the index keeps its data', async () => {
    // The scheduler's worker stops first (it waits for a run in progress): a scheduled run with the fixture
    // network finishing now would overwrite the failures this test records.
    await h.live.worker.close();
    const offline = createHttpClient({
      sovereign: false,
      minTimeMs: 0,
      retries: 2,
      retryMinMs: 10,
      // Nothing listens on port 9 (discard): every connection is refused, as on a machine without a network.
      originMap: {
        'https://bills.parliament.nz': 'http://127.0.0.1:9',
        'https://forms.justice.govt.nz': 'http://127.0.0.1:9',
        'https://www.legislation.govt.nz': 'http://127.0.0.1:9',
      },
    });
    const deps = h.connectorDeps(offline);
    for (const s of SOURCES.filter((x) => x.fetch)) {
      const rec = await runConnector(s, deps);
      expect(rec.lastOutcome).toBe('failed');
      expect(rec.lastError).toMatch(/not reachable/);
      expect(rec.consecutiveFailures).toBe(1);
      // The last success and its counts are kept.
      expect(rec.lastSuccessAt).not.toBeNull();
    }
    // A second run inside the back-off window does not even try the host (no retry storm).
    if (!BILLS) throw new Error('no parliament source');
    const again = await runConnector(BILLS, deps);
    expect(again.lastError).toMatch(/not reachable/);
    await offline.close();
    const body = await h.get('/api/sources?kind=live');
    expect(body.sources).toHaveLength(CONNECTORS);
    for (const s of body.sources) expect(s.lastError).toMatch(/not reachable/);
    const bills = (await h.get('/api/nz-legislation?status=Bill&limit=100')).legislation;
    expect(bills.map((b: { id: string }) => b.id)).toContain(NEW_BILL);
  });

  it('serves Bull Board only behind the admin token, and not at all without one', async () => {
    const token = 'test-admin-token-0123456789';
    const admin = await buildServer({
      meiliUrl: inject('meiliUrl'),
      meiliKey: inject('meiliKey'),
      indexPrefix: PREFIX,
      rateLimitMax: 0,
      // Load shedding off: this test is about live sources, not about a busy machine.
      maxEventLoopDelayMs: 0,
      maxInFlight: 0,
      redisUrl,
      redisPrefix,
      adminToken: token,
    });
    try {
      expect((await admin.inject({ method: 'GET', url: '/admin/queues' })).statusCode).toBe(401);
      expect(
        (
          await admin.inject({
            method: 'GET',
            url: '/admin/queues',
            headers: { authorization: 'Bearer wrong' },
          })
        ).statusCode,
      ).toBe(401);
      const page = await admin.inject({
        method: 'GET',
        url: '/admin/queues',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(/<html/i);
      const queues = await admin.inject({
        method: 'GET',
        url: '/admin/queues/api/queues',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(queues.statusCode, queues.body.slice(0, 300)).toBe(200);
      expect(queues.body).toContain('source-connector');
    } finally {
      await admin.close();
    }
    // The server of the first tests has no token: no dashboard.
    expect((await h.app.inject({ method: 'GET', url: '/admin/queues' })).statusCode).toBe(404);
  });
});
