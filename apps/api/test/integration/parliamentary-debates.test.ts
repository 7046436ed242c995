import {
  DebateItemSchema,
  type IndexRecord,
  type ParliamentaryDebatesTickerOutput,
} from '@aotearoa/contracts';
import {
  buildIndexRecords,
  DATA_DIR,
  loadCorpus,
  rebuildIndexDirect,
  servedUids,
} from '@aotearoa/infra/testing';
import { freePort } from '@aotearoa/testkit/meili';
import type { FastifyInstance } from 'fastify';
import { Meilisearch } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasSpokenWords, makeExcerpt } from '../../src/domains/parliamentary-debates/ticker';
import { buildServer } from '../../src/server';
import { createOutboundGuard } from '../../src/sovereign-mode';

/**
 * The parliamentary debates ticker endpoint against a real Meilisearch (integration global setup) holding the
 * real Hansard speech turns and bills (parliament source), the Hansard speeches (hansard-speeches) and a non-debate
 * source (the Social Security Regulations), in an index of its own.
 */
const MEILI_URL = process.env.MEILI_URL ?? '';
const MEILI_KEY = process.env.MEILI_MASTER_KEY ?? '';
const PREFIX = `debates_test_${process.pid}_${Date.now()}_`;

let meili: Meilisearch;
let app: FastifyInstance;
let records: IndexRecord[] = [];

beforeAll(async () => {
  meili = new Meilisearch({ host: MEILI_URL, apiKey: MEILI_KEY });
  const sourceIds = ['parliament', 'hansard-speeches', 'pco-regulations'];
  await rebuildIndexDirect(meili, { prefix: PREFIX, dataDir: DATA_DIR, sourceIds });
  records = buildIndexRecords((await loadCorpus(DATA_DIR, sourceIds)).documents);
  app = await buildServer({
    meili,
    indexPrefix: PREFIX,
    rateLimitMax: 0,
    searchCacheSize: 0,
    logLevel: 'error',
  });
});

afterAll(async () => {
  await app?.close();
  for (const uid of Object.values(servedUids(PREFIX))) await meili?.deleteIndexIfExists(uid);
});

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url, headers });
  return {
    status: res.statusCode,
    headers: res.headers,
    body: res.json() as ParliamentaryDebatesTickerOutput & { message?: string },
  };
}

describe('GET /api/parliamentary-debates-live', () => {
  it('answers the newest real speeches, newest first, with speakers and provenance, never a bill', async () => {
    const { status, body } = await get('/api/parliamentary-debates-live');
    expect(status).toBe(200);
    expect(body.items).toHaveLength(20);
    expect(body.shows).toBe('speeches');
    const speechIds = new Set(records.filter((r) => r.type === 'parliamentary_debate').map((r) => r.doc_id));
    for (const item of body.items) {
      expect(DebateItemSchema.parse(item)).toEqual(item);
      expect(speechIds.has(item.id)).toBe(true); // speeches only: no bill, never a regulation
      expect(item.speaker).toBeTruthy();
      expect(item.officialUrl).toMatch(/^https:\/\/www\.parliament\.nz\//);
      expect(item.viewerCount).toBeUndefined();
      expect(item.sourceUrl).toMatch(/^https:\/\//);
      expect(item.retrievedAt).toMatch(/^\d{4}-\d{2}-\d{2}/);
      // The newest speech held is from 2017: nothing may be claimed Live or Recent.
      expect(['Live', 'Recent']).not.toContain(item.status);
    }
    const times = body.items.map((i) => Date.parse(i.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // The first item is the newest dated speech in the corpus with words of the speech (not only Hansard's
    // placeholder for te reo text still to come), and the answer says how old it is.
    const newest = Math.max(
      ...records
        .filter(
          (r) =>
            r.type === 'parliamentary_debate' &&
            r.date_ts !== null &&
            hasSpokenWords({ excerpt: makeExcerpt(r.content ?? r.summary) }),
        )
        .map((r) => r.date_ts ?? 0),
    );
    expect(body.items.every((i) => hasSpokenWords(i))).toBe(true);
    expect(Date.parse(body.items[0]?.timestamp ?? '')).toBe(newest * 1000);
    expect(body.newestDate).toBe(new Date(newest * 1000).toISOString().slice(0, 10));
    expect(body.newestDate?.startsWith('2017-')).toBe(true);
    // Party as printed where the speaker line states one.
    const limit50 = await get('/api/parliamentary-debates-live?limit=50');
    expect(limit50.body.items.some((i) => i.party !== null)).toBe(true);
    expect(body.dataMode).toBe('connected');
  });

  it('serves the same items over tRPC', async () => {
    const rest = await get('/api/parliamentary-debates-live?limit=5');
    const res = await app.inject({
      method: 'GET',
      url: `/trpc/parliamentaryDebates.ticker?input=${encodeURIComponent(JSON.stringify({ limit: 5 }))}`,
    });
    expect(res.statusCode).toBe(200);
    const trpc = res.json() as { result: { data: ParliamentaryDebatesTickerOutput } };
    expect(trpc.result.data.items.map((i) => i.id)).toEqual(rest.body.items.map((i) => i.id));
  });

  it.each([
    ['abc', 'limit'],
    ['0', 'limit'],
    ['51', 'limit'],
    ['2.5', 'limit'],
  ])('answers 400 naming the parameter for limit=%s', async (value, name) => {
    const { status, body } = await get(`/api/parliamentary-debates-live?limit=${value}`);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(name);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/); // no stack trace
  });
});

describe('sovereign mode (X-Sovereign-Mode: true)', () => {
  it('marks the response local-only, and only then', async () => {
    const offline = await get('/api/parliamentary-debates-live?limit=3', { 'X-Sovereign-Mode': 'true' });
    expect(offline.status).toBe(200);
    expect(offline.headers['x-data-mode']).toBe('local-only');
    expect(offline.body.dataMode).toBe('local-only');
    expect(offline.body.items).toHaveLength(3);

    const connected = await get('/api/parliamentary-debates-live?limit=3');
    expect(connected.headers['x-data-mode']).toBeUndefined();
    expect(connected.body.dataMode).toBe('connected');

    const trpc = await app.inject({
      method: 'GET',
      url: `/trpc/parliamentaryDebates.ticker?input=${encodeURIComponent('{}')}`,
      headers: { 'x-sovereign-mode': 'true' },
    });
    expect(trpc.headers['x-data-mode']).toBe('local-only');
  });

  it('refuses outbound calls through the guard without touching the network', async () => {
    let calls = 0;
    const counting: typeof fetch = async () => {
      calls += 1;
      return new Response('ok');
    };
    const offline = createOutboundGuard(true, counting);
    expect(offline.allowed).toBe(false);
    await expect(offline.fetch('https://www.parliament.nz/en/pb/hansard-debates/')).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringContaining('Sovereign mode is on'),
    });
    expect(calls).toBe(0);
    const online = createOutboundGuard(false, counting);
    expect((await online.fetch('https://www.parliament.nz/')).status).toBe(200);
    expect(calls).toBe(1);
  });
});

describe('failures', () => {
  it('answers an empty list when nothing has been ingested yet', async () => {
    const empty = await buildServer({
      meili,
      indexPrefix: `${PREFIX}missing_`,
      rateLimitMax: 0,
      logLevel: 'error',
    });
    try {
      const res = await empty.inject({ method: 'GET', url: '/api/parliamentary-debates-live' });
      expect(res.statusCode).toBe(200);
      expect((res.json() as ParliamentaryDebatesTickerOutput).items).toEqual([]);
    } finally {
      await empty.close();
    }
  });

  it('answers 503 with a readable message when Meilisearch is unreachable', async () => {
    const port = await freePort();
    const down = await buildServer({
      meili: new Meilisearch({ host: `http://127.0.0.1:${port}` }),
      indexPrefix: PREFIX,
      rateLimitMax: 0,
      logLevel: 'silent',
    });
    try {
      const res = await down.inject({ method: 'GET', url: '/api/parliamentary-debates-live' });
      expect(res.statusCode).toBe(503);
      expect((res.json() as { message: string }).message).toMatch(/unavailable/i);
    } finally {
      await down.close();
    }
  });
});
