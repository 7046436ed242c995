import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FixtureServer,
  fixtureHttpClient,
  LIVE_FIXTURES,
  routeRecordedBillsAndFeed,
  startFixtureServer,
} from '../../test/support/fixture-server';
import type { HttpClient } from '../connectors/http';
import { jdoJudgments } from '../sources/jdo-judgments';
import { jdoQueryUrl } from '../sources/jdo-judgments/live';
import { nzLegalNews } from '../sources/nz-legal-news';
import { parliament } from '../sources/parliament';
import { expectLiveGoldenOutput } from './golden';

const SOURCES_DIR = join(import.meta.dirname, '..', 'sources');
describe('live connector parsers against their recorded answers (golden output)', () => {
  it('parliament: Bills API search and detail answers', async () => {
    await expectLiveGoldenOutput(parliament, join(SOURCES_DIR, 'parliament'));
  });
  it('jdo-judgments: the recorded JDO Solr answer', async () => {
    await expectLiveGoldenOutput(jdoJudgments, join(SOURCES_DIR, 'jdo-judgments'));
  });
  it('nz-legal-news: the legislation.govt.nz update feed (RSS, through the feed parser)', async () => {
    await expectLiveGoldenOutput(nzLegalNews, join(SOURCES_DIR, 'nz-legal-news'));
  });
});

describe('live connectors fetch through the shared HTTP client (fixture server as the internet)', () => {
  let server: FixtureServer;
  let http: HttpClient;
  let outDir: string;
  beforeAll(async () => {
    server = await startFixtureServer();
    routeRecordedBillsAndFeed(server, { etag: '"feed-1"' });
    server.route(
      'GET',
      'forms.justice.govt.nz',
      new URL(jdoQueryUrl()).pathname + new URL(jdoQueryUrl()).search,
      {
        file: LIVE_FIXTURES.jdoSelect,
        headers: { 'content-type': 'application/json' },
      },
    );
    http = fixtureHttpClient(server);
  });
  afterAll(async () => {
    await http.close();
    await server.close();
  });
  const ctx = (dir: string) => ({
    outDir: dir,
    signal: new AbortController().signal,
    http,
    env: {},
    now: new Date('2026-06-14T00:00:00Z'),
  });

  it('parliament: writes each answer unchanged, and parses to the golden records', async () => {
    outDir = mkdtempSync(join(tmpdir(), 'bills-'));
    try {
      await parliament.fetch?.(ctx(outDir));
      const search = server.requests.find((r) => r.path === '/api/data/search');
      expect(JSON.parse(search?.body ?? '{}')).toMatchObject({ billTab: 'Current', page: 1, pageSize: 50 });
      expect(search?.headers['user-agent']).toMatch(/^AotearoaLegalBot\//);
      expect(readFileSync(join(outDir, 'bills', 'search-page-1.json'))).toEqual(
        readFileSync(join(LIVE_FIXTURES.billsDir, 'search-page-1.json')),
      );
      const batch = await parliament.parseFetched?.(outDir);
      expect(batch?.records.map((r) => r.id).sort()).toEqual([
        'bill-21790f4b-6f1e-49f0-6260-08deb083c0ea',
        'bill-2b5a2553-1e06-4628-0cd3-08debc50a5d9',
        'bill-35cafba0-2374-4e17-0cd4-08debc50a5d9',
        'bill-b94264a6-d579-4ac0-0cd7-08debc50a5d9',
      ]);
      expect(batch?.records.every((r) => r.retrievedAt === '2026-06-14')).toBe(true);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  it('jdo-judgments: one Solr query, newest first', async () => {
    outDir = mkdtempSync(join(tmpdir(), 'jdo-'));
    try {
      await jdoJudgments.fetch?.(ctx(outDir));
      const q = server.requests.find(
        (r) => r.host === 'forms.justice.govt.nz' && r.path.startsWith('/solr/'),
      );
      expect(new URL(`http://x${q?.path}`).searchParams.get('sort')).toBe('JudgmentDate desc');
      const batch = await jdoJudgments.parseFetched?.(outDir);
      expect(batch?.records).toHaveLength(10);
      expect(batch?.records[0]).toMatchObject({
        id: 'nzhc-2020-430',
        court: 'High Court',
        date_published: '2020-03-06',
        source: 'Ministry of Justice Judicial Decisions Online',
      });
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  it('nz-legal-news: reads the feed, then asks again conditionally (ETag)', async () => {
    outDir = mkdtempSync(join(tmpdir(), 'feeds-'));
    try {
      await nzLegalNews.fetch?.(ctx(outDir));
      await nzLegalNews.fetch?.(ctx(outDir));
      const asked = server.requests.filter((r) => r.path === '/subscribe/nzpco-rss.xml');
      expect(asked).toHaveLength(2);
      expect(asked[1]?.headers['if-none-match']).toBe('"feed-1"');
      const batch = await nzLegalNews.parseFetched?.(outDir);
      expect(batch?.index).toBe('directory');
      expect(batch?.records).toHaveLength(6);
      expect(batch?.records[0]).toMatchObject({
        kind: 'news_item',
        title: 'Wildlife Act 1953',
        date: '2025-12-16',
        summary: 'Version as at 27 November 2025',
      });
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
