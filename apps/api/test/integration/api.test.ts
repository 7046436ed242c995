import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IndexRecord, SearchOutput } from '@aotearoa/contracts';
import type { FastifyInstance } from 'fastify';
import { Meilisearch } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../infra/services/meili';
import { DOCUMENT_INDEX_SETTINGS } from '../../../indexer/src/index-settings';
import { makeCreateContext } from '../../src/context';
import { quoteFilterValue } from '../../src/search/filter-builder';
import { TtlCache } from '../../src/search/ttl-cache';
import { buildServer } from '../../src/server';

/**
 * API against a real Meilisearch (from the integration global setup) holding the SYNTHETIC fixture records
 * (test/fixtures/SYNTHETIC-records.json: invented titles, citations in the 2090s; not real law).
 */
const MEILI_URL = process.env.MEILI_URL ?? '';
const MEILI_KEY = process.env.MEILI_MASTER_KEY ?? '';
const INDEX = `api_test_${process.pid}_${Date.now()}`;
const records = (
  JSON.parse(readFileSync(new URL('../fixtures/SYNTHETIC-records.json', import.meta.url), 'utf8')) as {
    records: IndexRecord[];
  }
).records;

let meili: Meilisearch;
let app: FastifyInstance;

async function wait(enqueued: {
  waitTask: (o?: { timeout?: number; interval?: number }) => Promise<{ status: string }>;
}) {
  const task = await enqueued.waitTask({ timeout: 120_000, interval: 50 });
  expect(task.status).toBe('succeeded');
}

beforeAll(async () => {
  meili = new Meilisearch({ host: MEILI_URL, apiKey: MEILI_KEY });
  await wait(meili.createIndex(INDEX, { primaryKey: 'id' }));
  await wait(meili.index(INDEX).updateSettings(DOCUMENT_INDEX_SETTINGS));
  await wait(meili.index(INDEX).addDocuments(records));
  app = await buildServer({ meili, indexName: INDEX, rateLimitMax: 0, searchCacheSize: 100 });
});

afterAll(async () => {
  await app?.close();
  await meili?.deleteIndexIfExists(INDEX);
});

async function rest(qs: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url: `/api/search${qs}`, headers });
  return {
    status: res.statusCode,
    body: res.json() as SearchOutput & { message?: string },
    headers: res.headers,
  };
}

async function trpc(input: unknown) {
  const res = await app.inject({
    method: 'GET',
    url: `/trpc/search?input=${encodeURIComponent(JSON.stringify(input))}`,
  });
  return {
    status: res.statusCode,
    body: res.json() as { result?: { data: SearchOutput }; error?: { message: string } },
  };
}

describe('search', () => {
  it('finds known records, one hit per document, with provenance and highlighting', async () => {
    const { status, body } = await rest('?query=synthetic%20widget');
    expect(status).toBe(200);
    const ids = body.documents.map((d) => d.id);
    expect(ids).toContain('syn-act-widgets');
    expect(new Set(ids).size).toBe(ids.length);
    const act = body.documents.find((d) => d.id === 'syn-act-widgets');
    expect(act?.source).toBe('SYNTHETIC test fixture');
    expect(act?.sourceUrl).toMatch(/^https:/);
    expect(act?.highlightedTitle).toContain('<mark>');
    expect(act?.preview.length).toBeLessThan(800);
    expect(body.searchedTerms).toEqual(['synthetic widget']);
  });

  it('shows suppression notices unchanged', async () => {
    const { body } = await rest('?query=SYNTHETIC%20Plaintiff');
    const hit = body.documents.find((d) => d.id === 'syn-case-hc-7');
    expect(hit?.metadata.suppression_notice).toBe('SYNTHETIC: NAME SUPPRESSION ORDER (test only)');
  });

  it('reduces a plain-language query', async () => {
    const { status, body } = await rest(`?query=${encodeURIComponent('I was fired from my widget job')}`);
    expect(status).toBe(200);
    expect(body.searchedTerms).toContain('dismissal');
    expect(body.documents.length).toBeGreaterThan(0);
  });

  it('returns facets of type, court and legal area', async () => {
    const { body } = await rest('?query=synthetic');
    expect(body.facets.documentTypes.case_law).toBe(4);
    expect(body.facets.documentTypes.legislation).toBe(2);
    expect(body.facets.courtLevels['High Court']).toBe(1);
    expect(body.facets.legalAreas.employment).toBeGreaterThan(0);
  });

  it('filters by type, court, legal area and dates', async () => {
    const types = await rest('?query=synthetic&documentTypes=case_law&documentTypes=legislation');
    expect(types.body.documents.every((d) => ['case_law', 'legislation'].includes(d.type))).toBe(true);
    const court = await rest(`?courtLevels=${encodeURIComponent('Court of Appeal')}`);
    expect(court.body.documents.map((d) => d.id)).toEqual(['syn-case-ca-8']);
    const area = await rest('?legalAreas=tenancy');
    expect(new Set(area.body.documents.map((d) => d.id))).toEqual(
      new Set(['syn-act-flats', 'syn-case-ca-8']),
    );
    const dates = await rest('?dateFrom=2019-03-15&dateTo=2021-06-30');
    expect(new Set(dates.body.documents.map((d) => d.id))).toEqual(
      new Set(['syn-case-ca-8', 'syn-case-hc-7']),
    );
  });

  it('sorts newest first, oldest first and by citations', async () => {
    const dateOf = (d: SearchOutput['documents'][number]) => d.date_published ?? d.date_enacted ?? '';
    const newest = (await rest('?sortBy=date_newest&limit=100')).body.documents.map(dateOf);
    expect(newest).toEqual([...newest].sort().reverse());
    const oldest = (await rest('?sortBy=date_oldest&limit=100')).body.documents.map(dateOf);
    expect(oldest).toEqual([...oldest].sort());
    const cited = (await rest('?sortBy=citations')).body.documents.map((d) => d.citation_count);
    expect(cited).toEqual([...cited].sort((a, b) => b - a));
  });

  it('paginates with exact totals; a page beyond the last is empty', async () => {
    const p1 = await rest('?limit=3&page=1');
    expect(p1.body.total).toBe(7);
    expect(p1.body.totalPages).toBe(3);
    expect(p1.body.documents).toHaveLength(3);
    const p3 = await rest('?limit=3&page=3');
    expect(p3.body.documents).toHaveLength(1);
    const p9 = await rest('?limit=3&page=9');
    expect(p9.status).toBe(200);
    expect(p9.body.documents).toHaveLength(0);
    expect(p9.body.page).toBe(9);
  });

  it('puts the judgment of a neutral citation first, once', async () => {
    const { body } = await rest(`?query=${encodeURIComponent('[2099] nzhc 7')}`);
    expect(body.citationMatch).toBe('[2099] NZHC 7');
    expect(body.documents[0]?.id).toBe('syn-case-hc-7');
    expect(body.documents.filter((d) => d.id === 'syn-case-hc-7')).toHaveLength(1);
    // Citation-first ignores filters.
    const filtered = await rest(`?query=${encodeURIComponent('[2099] NZHC 7')}&documentTypes=legislation`);
    expect(filtered.body.documents[0]?.id).toBe('syn-case-hc-7');
  });

  it('gives the same documents over REST and tRPC', async () => {
    const input = { query: 'widget', documentTypes: ['case_law'], sortBy: 'date_newest', limit: 5 };
    const r = await rest('?query=widget&documentTypes=case_law&sortBy=date_newest&limit=5');
    const t = await trpc(input);
    expect(t.status).toBe(200);
    expect(t.body.result?.data.documents.map((d) => d.id)).toEqual(r.body.documents.map((d) => d.id));
    expect(r.body.documents.length).toBeGreaterThan(0);
  });

  it('caches repeated searches (X-Cache and /api/metrics)', async () => {
    const a = await rest('?query=cache%20probe%20widget');
    const b = await rest('?query=cache%20probe%20widget');
    expect(a.headers['x-cache']).toBe('MISS');
    expect(b.headers['x-cache']).toBe('HIT');
    const metrics = (await app.inject('/api/metrics')).json() as { searchCache: { hits: number } };
    expect(metrics.searchCache.hits).toBeGreaterThan(0);
  });
});

describe('input errors', () => {
  it.each([
    ['?limit=1000', 'limit', 'limit: must be at most 100'],
    ['?limit=0', 'limit', 'limit: must be at least 1'],
    ['?page=-1', 'page', 'page: must be at least 1'],
    ['?page=abc', 'page', 'page: must be a whole number'],
    ['?page=1&page=2', 'page', 'page:'],
    [`?query=${'x'.repeat(501)}`, 'query', 'query: must be at most 500 characters'],
    ['?query=a&query=b', 'query', 'query:'],
    ['?documentTypes=statute', 'documentTypes', "documentTypes: unknown value 'statute'"],
    ['?courtLevels=Kangaroo%20Court', 'courtLevels', "courtLevels: unknown value 'Kangaroo Court'"],
    ['?legalAreas=%22%20OR%20type%20%3D%20%22x', 'legalAreas', 'legalAreas: unknown value'],
    ['?sortBy=random', 'sortBy', 'sortBy:'],
    ['?dateFrom=yesterday', 'dateFrom', 'dateFrom: must be an ISO date (YYYY-MM-DD)'],
    ['?dateFrom=2021-01-01&dateTo=2020-01-01', 'dateFrom', 'dateFrom: must not be after dateTo'],
  ])('REST %s → 400 naming %s', async (qs, _param, message) => {
    const res = await app.inject({ method: 'GET', url: `/api/search${qs}` });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string };
    expect(body.message).toContain(message);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it.each([
    [{ limit: 101 }, 'limit: must be at most 100'],
    [{ page: 0 }, 'page: must be at least 1'],
    [{ query: ['a'] }, 'query: expected text, got a list'],
    [{ documentTypes: ['nope'] }, "documentTypes: unknown value 'nope'"],
  ])('tRPC %j → 400 with a readable message', async (input, message) => {
    const t = await trpc(input);
    expect(t.status).toBe(400);
    expect(t.body.error?.message).toContain(message);
  });

  it('never answers 500 to nasty inputs', async () => {
    const nasty = [
      '?limit=99999999999999999999999',
      '?page=1e400',
      '?page=10000&limit=100',
      '?page=%00',
      `?query=${encodeURIComponent('"')}`,
      `?query=${encodeURIComponent('\\')}`,
      `?query=${encodeURIComponent('" OR type = "legislation')}`,
      `?query=${encodeURIComponent('AND OR NOT')}`,
      `?query=${encodeURIComponent('🙂 ☃ Māori ā')}`,
      `?query=${encodeURIComponent('a,'.repeat(240))}`,
      `?query=${'q'.repeat(10_000)}`,
      '?query=',
      '?documentTypes=',
      '?documentTypes=all',
      `?courtLevels=${encodeURIComponent('High Court"] OR court IN ["x')}`,
      `?courtLevels=${encodeURIComponent('\\')}`,
      '?dateFrom=&dateTo=',
      '?dateFrom=0000-00-00',
      '?sortBy=',
      '?limit=&page=',
      '?query[a]=b',
      '?%zz=1',
    ];
    for (const qs of nasty) {
      const res = await app.inject({ method: 'GET', url: `/api/search${qs}` });
      expect(res.statusCode, qs).toBeLessThan(500);
      expect([200, 400], qs).toContain(res.statusCode);
    }
    for (const input of [
      { limit: 1e308 },
      { page: -1e9 },
      { query: { $gt: '' } },
      [],
      'x',
      null,
      { sortBy: ['a'] },
    ]) {
      const t = await trpc(input);
      expect(t.status, JSON.stringify(input)).toBeLessThan(500);
    }
    const bad = await app.inject({ method: 'GET', url: '/trpc/search?input=%7Bnot-json' });
    expect(bad.statusCode).toBeLessThan(500);
  });

  it('keeps hostile filter values inside their quotes in Meilisearch', async () => {
    for (const v of ['" OR type = "legislation', '\\', 'a\\"b', 'x"] OR court IN ["y']) {
      const result = await meili.index(INDEX).search('', { filter: [`court = ${quoteFilterValue(v)}`] });
      expect(result.hits).toHaveLength(0);
    }
  });
});

describe('lists, health and docs', () => {
  it('lists document types, court levels and legal areas present in the index, in contract order', async () => {
    expect((await app.inject('/api/document-types')).json()).toEqual([
      'legislation',
      'case_law',
      'parliamentary_debate',
    ]);
    expect((await app.inject('/api/court-levels')).json()).toEqual([
      'Supreme Court',
      'Court of Appeal',
      'High Court',
      'Employment Court',
    ]);
    expect((await app.inject('/api/legal-areas')).json()).toEqual(['employment', 'property', 'tenancy']);
    const t = await app.inject(`/trpc/courtLevels`);
    expect((t.json() as { result: { data: string[] } }).result.data[0]).toBe('Supreme Court');
  });

  it('reports health', async () => {
    const ok = await app.inject('/api/health');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok', documents: records.length });
    const missing = await buildServer({ meili, indexName: `${INDEX}_missing`, rateLimitMax: 0 });
    const res = await missing.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', failing: 'index' });
    const search = await missing.inject('/api/search?query=x');
    expect(search.statusCode).toBe(503);
    await missing.close();
  });

  it('serves the OpenAPI document with every path', async () => {
    const doc = (await app.inject('/api/openapi.json')).json() as { paths: Record<string, unknown> };
    for (const p of ['/search', '/document-types', '/court-levels', '/legal-areas', '/health']) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
  });
});

describe('failure modes and server features', () => {
  it('answers 503 with a readable message when Meilisearch is unreachable', async () => {
    const port = await freePort();
    const down = await buildServer({
      meiliUrl: `http://127.0.0.1:${port}`,
      indexName: INDEX,
      rateLimitMax: 0,
    });
    const res = await down.inject('/api/search?query=widget');
    expect(res.statusCode).toBe(503);
    expect((res.json() as { message: string }).message).toBe(
      'Search is temporarily unavailable: the search index (Meilisearch) is not reachable',
    );
    expect(res.body).not.toMatch(/\.ts:\d+|node:internal/);
    const t = await down.inject(`/trpc/search?input=${encodeURIComponent('{"query":"x"}')}`);
    expect(t.statusCode).toBe(503);
    const health = await down.inject('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'unavailable', failing: 'meilisearch' });
    expect((await down.inject('/api/document-types')).statusCode).toBe(503);
    await down.close();
  });

  it('reads X-Offline-Mode: true into ctx.offlineMode and marks the response', async () => {
    const services = {
      meili,
      indexName: INDEX,
      searchCache: new TtlCache<SearchOutput>(0, 0),
      facetCache: new TtlCache<never>(0, 0),
    };
    const create = makeCreateContext(services);
    const res = { header: () => undefined };
    expect(create({ req: { headers: { 'x-offline-mode': 'true' } }, res }).offlineMode).toBe(true);
    expect(create({ req: { headers: {} }, res }).offlineMode).toBe(false);
    await expect(
      create({ req: { headers: { 'x-offline-mode': 'true' } }, res }).outbound.fetch(
        'https://www.legislation.govt.nz/',
      ),
    ).rejects.toThrow(/Sovereign mode/);
    const offline = await rest('?query=widget', { 'X-Offline-Mode': 'true' });
    expect(offline.status).toBe(200);
    expect(offline.headers['x-data-mode']).toBe('local-only');
    const online = await rest('?query=widget');
    expect(online.headers['x-data-mode']).toBeUndefined();
  });

  it('rate-limits per client address with a JSON 429', async () => {
    const limited = await buildServer({ meili, indexName: INDEX, rateLimitMax: 2 });
    await limited.inject('/api/metrics');
    await limited.inject('/api/metrics');
    const res = await limited.inject('/api/metrics');
    expect(res.statusCode).toBe(429);
    expect((res.json() as { message: string }).message).toMatch(/Too many requests/);
    await limited.close();
  });

  it('serves the built web app with SPA fallback, never for /api', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-webdist-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    const withWeb = await buildServer({ meili, indexName: INDEX, rateLimitMax: 0, webDist: dir });
    const spa = await withWeb.inject({ url: '/search?query=x', headers: { accept: 'text/html' } });
    expect(spa.statusCode).toBe(200);
    expect(spa.body).toContain('<title>app</title>');
    const api404 = await withWeb.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(api404.statusCode).toBe(404);
    expect(api404.headers['content-type']).toMatch(/json/);
    await withWeb.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
