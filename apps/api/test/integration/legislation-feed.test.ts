import type { LegislationUpdate, NzLegislationUpdatesOutput } from '@aotearoa/contracts';
import { DATA_DIR, indexSubset, LIVE_FIXTURES, loadCorpus, SOURCES } from '@aotearoa/infra/testing';
import type { Meilisearch } from 'meilisearch';
import { describe, expect, it } from 'vitest';
import { useLiveHarness } from '../support/live-harness';

/**
 * Recent Updates and the legislation.govt.nz feed connector, with a fixture server answering the feed's address with
 * the real recording of 19 May 2015 (680 Atom entries): in connected mode, once the connector has run, the list is
 * the feed's entries with their dates and version lines, paged; in sovereign mode it is the snapshot (the newest
 * bills and Acts held). Own index prefix and Redis prefix, removed afterwards.
 */
const PREFIX = 'feed_itest_';
const FEED = SOURCES.filter((s) => s.id === 'legislation-atom-feed');

/** Forty bills of the snapshot as the served index under this test's prefix. */
async function buildSubsetIndex(meili: Meilisearch) {
  const { documents, bySource } = await loadCorpus(DATA_DIR, ['parliament']);
  const bills = documents.filter((d) => d.type === 'bill').slice(0, 40);
  await indexSubset(meili, {
    prefix: PREFIX,
    documents: bills,
    sources: bySource,
    snapshotVersion: 'feed-itest',
  });
}

describe('Recent Updates from the legislation.govt.nz feed connector (recorded feed as the internet)', () => {
  const h = useLiveHarness({
    indexPrefix: PREFIX,
    redisSuffix: 'feed',
    buildIndex: buildSubsetIndex,
    route: (server) =>
      server.route('GET', 'www.legislation.govt.nz', '/subscribe/nzpco-rss.xml', {
        file: LIVE_FIXTURES.legislationAtomFeed,
        headers: { 'content-type': 'application/atom+xml' },
      }),
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    h.get<NzLegislationUpdatesOutput>(url, headers);

  it('before the connector has run: the snapshot of bills, paged', async () => {
    const body = await get('/api/nz-legislation-updates');
    expect(body.mode).toBe('snapshot');
    expect(body.feedTitle).toMatch(/dated snapshot/);
    expect(body.total).toBe(40);
    expect(body.updates).toHaveLength(30);
    expect(body).toMatchObject({ page: 1, totalPages: 2 });
    const second = await get('/api/nz-legislation-updates?page=2');
    expect(second.updates).toHaveLength(10);
    const ids = new Set(body.updates.map((u) => u.id));
    for (const u of second.updates) expect(ids.has(u.id)).toBe(false);
  });

  it('connected mode: the feed entries with their dates and version lines, newest first, 30 a page', async () => {
    await h.startLive(FEED);
    let body: NzLegislationUpdatesOutput | undefined;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      body = await get('/api/nz-legislation-updates');
      if (body.mode === 'live') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(body?.feedTitle).toMatch(/legislation\.govt\.nz feed/);
    expect(body?.total).toBe(680);
    expect(body?.totalPages).toBe(23);
    const updates = body?.updates ?? [];
    expect(updates).toHaveLength(30);
    const dates = updates.map((u) => u.lastUpdated ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(dates[0]).toBe('2015-05-18');
    for (const u of updates) {
      expect(u.url).toMatch(/^https:\/\/www\.legislation\.govt\.nz\/(act|regulation|deemedreg|bill)\//);
      expect(u.source).toMatch(/legislation\.govt\.nz feed/);
      expect(u.retrievedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const versioned = updates.filter((u: LegislationUpdate) => u.status.startsWith('Version: '));
    expect(versioned.length).toBeGreaterThan(0);
    const last = await get('/api/nz-legislation-updates?page=23');
    expect(last.updates).toHaveLength(680 - 22 * 30);
  });

  it('sovereign mode: the snapshot, whatever the connector fetched', async () => {
    const body = await get('/api/nz-legislation-updates', { 'X-Sovereign-Mode': 'true' });
    expect(body.mode).toBe('snapshot');
    expect(body.total).toBe(40);
    for (const u of body.updates) expect(u.category).toMatch(/Bill|Supplementary Order Paper/);
  });

  it('answers 400 naming page for a page that is not a whole number from 1', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/nz-legislation-updates?page=0' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('page');
  });
});
