import type { LegalNewsOutput, MediaSearchOutput, NewsItem, NewspaperNewsOutput } from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { expectPages } from '../support/paging';
import { expectProvenance as expectRecordProvenance, useTestServer } from '../support/server';

const server = useTestServer();
const { get } = server;

/** Legal News & Media lookups against the shared index of the bundled snapshot (integration global setup). */

function expectProvenance(items: readonly NewsItem[]) {
  expectRecordProvenance(items, { nonEmpty: true });
  for (const n of items) {
    expect(n.publisher).not.toBe('');
    // An item's own page, or none when only a copy elsewhere is known (never a copy as its page).
    if (n.url !== null) expect(n.url).toMatch(/^https?:\/\//);
  }
}

const isNewestFirst = (items: readonly NewsItem[]) =>
  items.every((n, i) => i === 0 || (items[i - 1]?.date ?? '') >= (n.date ?? ''));

describe('GET /api/legal-news', () => {
  it('groups dated items by source type, newest first, with provenance', async () => {
    const { status, body } = await get<LegalNewsOutput>('/api/legal-news');
    expect(status).toBe(200);
    expect(body.groups.map((g) => g.sourceType)).toContain('legislation');
    expect(body.groups.length).toBeGreaterThan(1);
    for (const g of body.groups) {
      expectProvenance(g.items);
      expect(g.items.length).toBeLessThanOrEqual(10);
      expect(g.items.every((n) => n.sourceType === g.sourceType)).toBe(true);
      expect(isNewestFirst(g.items)).toBe(true);
    }
    expect(body.total).toBe(body.groups.reduce((n, g) => n + g.total, 0));
  });

  it('filters by source type; all or blank means no filter', async () => {
    const one = await get<LegalNewsOutput>('/api/legal-news?source=professional_body');
    expect(one.body.groups.map((g) => g.sourceType)).toEqual(['professional_body']);
    const all = await get<LegalNewsOutput>('/api/legal-news?source=all&timeframe=');
    const none = await get<LegalNewsOutput>('/api/legal-news');
    expect(all.body.total).toBe(none.body.total);
    expect(one.body.total).toBeLessThan(none.body.total);
  });

  it('computes today and week from the items’ dates (the held items are older: nothing for today)', async () => {
    const week = await get<LegalNewsOutput>('/api/legal-news?timeframe=week');
    expect(week.status).toBe(200);
    const since = new Date(Date.now() - 8 * 86_400_000).toISOString().slice(0, 10);
    for (const g of week.body.groups) for (const n of g.items) expect((n.date ?? '') >= since).toBe(true);
    const today = await get<LegalNewsOutput>('/api/legal-news?timeframe=today');
    expect(today.body.total).toBeLessThanOrEqual(week.body.total);
  });

  it.each([
    ['?source=newspaper', 'source'],
    ['?timeframe=month', 'timeframe'],
    ['?limit=0', 'limit'],
  ])('%s → 400 naming %s', async (qs, param) => {
    const { status, body } = await get(`/api/legal-news${qs}`);
    expect(status).toBe(400);
    expect(body.message).toContain(`${param}:`);
  });
});

describe('GET /api/nz-herald-news', () => {
  it('searches the held items newest first, with provenance', async () => {
    const { status, body } = await get<NewspaperNewsOutput>('/api/nz-herald-news?query=act');
    expect(status).toBe(200);
    expectProvenance(body.articles);
    expect(isNewestFirst(body.articles)).toBe(true);
  });

  it('pages in the index: page 2 holds the next items, every page counts the same exact total', async () => {
    await expectPages(server, '/api/nz-herald-news', 'articles', 30);
  });

  it('filters by category; all means no filter', async () => {
    const all = await get<NewspaperNewsOutput>('/api/nz-herald-news?category=all');
    const gazette = await get<NewspaperNewsOutput>('/api/nz-herald-news?category=gazette');
    expect(gazette.body.total).toBeGreaterThan(0);
    expect(gazette.body.total).toBeLessThan(all.body.total);
    expect(gazette.body.articles.every((a) => a.sourceType === 'gazette')).toBe(true);
  });

  it.each([
    ['?timeframe=year', 'timeframe'],
    ['?category=sport', 'category'],
    [`?query=${'x'.repeat(201)}`, 'query'],
  ])('%s → 400 naming %s', async (qs, param) => {
    const { status, body } = await get(`/api/nz-herald-news${qs}`);
    expect(status).toBe(400);
    expect(body.message).toContain(`${param}:`);
  });
});

describe('GET /api/media-search', () => {
  it('keys media items by outlet, newest first, with the stats row counts', async () => {
    const { status, body } = await get<MediaSearchOutput>('/api/media-search');
    expect(status).toBe(200);
    const items = Object.values(body.articles).flat();
    expectProvenance(items);
    expect(items.every((n) => n.mediaSource !== null)).toBe(true);
    for (const list of Object.values(body.articles)) expect(isNewestFirst(list)).toBe(true);
    expect(body.total).toBe(items.length);
    expect(body.totalHeld).toBe(body.total);
    expect(body.sources.length).toBeGreaterThan(0);
    expect(body.tvReports).toBe(0);
  });

  it('pages the matches in the index: page 2 of 1 a page holds another item, with the same total', async () => {
    const first = (await get<MediaSearchOutput>('/api/media-search?limit=1')).body;
    const second = (await get<MediaSearchOutput>('/api/media-search?limit=1&page=2')).body;
    expect(first).toMatchObject({ page: 1, pageSize: 1, totalPages: first.total });
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: first.total, totalPages: first.total });
    const [a] = Object.values(first.articles).flat();
    const [b] = Object.values(second.articles).flat();
    expect(a?.id).toBeDefined();
    expect(b?.id).toBeDefined();
    expect(b?.id).not.toBe(a?.id);
    const bad = await get('/api/media-search?page=0');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/page.*must be at least 1/);
  });

  it('filters by outlet; an outlet with no held item gives nothing', async () => {
    const scoop = await get<MediaSearchOutput>('/api/media-search?media=scoop');
    expect(Object.keys(scoop.body.articles)).toEqual(['scoop']);
    const tv1 = await get<MediaSearchOutput>('/api/media-search?media=tv1&legalArea=all');
    expect(tv1.status).toBe(200);
    expect(tv1.body.total).toBe(0);
    expect(tv1.body.totalHeld).toBeGreaterThan(0);
  });

  it.each([
    ['?media=cnn', 'media'],
    ['?legalArea=tax', 'legalArea'],
  ])('%s → 400 naming %s', async (qs, param) => {
    const { status, body } = await get(`/api/media-search${qs}`);
    expect(status).toBe(400);
    expect(body.message).toContain(`${param}:`);
  });
});

describe('OpenAPI', () => {
  it('documents every endpoint of the category', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/legal-news', '/nz-herald-news', '/media-search']));
  });
});
