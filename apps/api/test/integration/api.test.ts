import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  COURT_LEVELS,
  DOCUMENT_TYPES,
  type IndexRecord,
  LEGAL_AREAS,
  type SearchOutput,
} from '@aotearoa/contracts';
import { buildIndexRecords, DATA_DIR, loadCorpus, servedUids } from '@aotearoa/infra/testing';
import { freePort } from '@aotearoa/testkit/meili';
import type { FastifyInstance } from 'fastify';
import { Meilisearch } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeCreateContext } from '../../src/context';
import { DEFAULT_FUSION } from '../../src/domains/search/fuse/config';
import { quoteFilterValue } from '../../src/platform/filter-builder';
import { TtlCache } from '../../src/platform/ttl-cache';
import { buildServer } from '../../src/server';

/**
 * API against a real Meilisearch (from the integration global setup) holding the real corpus built from the
 * bundled snapshot in data/ by the indexer's own pipeline: the shared read-only indexes of the global setup.
 */
const MEILI_URL = process.env.MEILI_URL ?? '';
const MEILI_KEY = process.env.MEILI_MASTER_KEY ?? '';
const PREFIX = inject('sharedIndexPrefix');
const INDEX = servedUids(PREFIX).documents;
let records: IndexRecord[] = [];
let documentCount = 0;

let meili: Meilisearch;
let app: FastifyInstance;

beforeAll(async () => {
  meili = new Meilisearch({ host: MEILI_URL, apiKey: MEILI_KEY });
  const { documents } = await loadCorpus(DATA_DIR);
  records = buildIndexRecords(documents);
  // Documents as the index holds them: duplicate records of one judgment are one document.
  documentCount = new Set(records.map((r) => r.doc_id)).size;
  // The server builds its own client (Node http keep-alive client), as in production.
  app = await buildServer({
    meiliUrl: MEILI_URL,
    meiliKey: MEILI_KEY,
    indexPrefix: PREFIX,
    rateLimitMax: 0,
    searchCacheSize: 100,
    // Load shedding off (tested in security.test.ts): a busy machine must not fail these tests with 503s.
    maxEventLoopDelayMs: 0,
  });
});

afterAll(async () => {
  await app?.close();
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

const dateOf = (d: SearchOutput['documents'][number]) => d.date_published ?? d.date_enacted ?? '';

describe('search', () => {
  it('finds the Employment Relations Act first, one hit per document, with provenance and highlighting', async () => {
    const { status, body } = await rest('?query=employment%20relations%20act');
    expect(status).toBe(200);
    expect(body.documents[0]?.title).toBe('Employment Relations Act 2000');
    const ids = body.documents.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    const act = body.documents[0];
    expect(act?.source).not.toBe('');
    expect(act?.sourceUrl).toMatch(/^https?:\/\//);
    expect(act?.retrievedAt).not.toBe('');
    expect(act?.highlightedTitle).toContain('<mark>');
    expect(body.searchedTerms).toEqual(['employment relations act']);
    for (const d of body.documents) {
      expect(d.preview.length).toBeLessThanOrEqual(800);
      expect((d.content ?? '').length).toBeLessThanOrEqual(2_001);
      expect(d.preview.split('<mark>').length).toBe(d.preview.split('</mark>').length);
    }
  });

  it('shows suppression notices unchanged', async () => {
    const suppressed = records.find((r) => r.metadata.suppression_notice && r.citation);
    expect(suppressed).toBeDefined();
    const { body } = await rest(`?query=${encodeURIComponent(suppressed?.citation ?? '')}`);
    expect(body.documents[0]?.id).toBe(suppressed?.doc_id);
    expect(body.documents[0]?.metadata.suppression_notice).toBe(suppressed?.metadata.suppression_notice);
  });

  it('reduces a plain-language query to legal terms', async () => {
    const { status, body } = await rest(`?query=${encodeURIComponent('I was fired without warning')}`);
    expect(status).toBe(200);
    expect(body.searchedTerms).toContain('dismissal');
    expect(body.total).toBeGreaterThan(0);
  });

  it('searches a misspelt word as the word it was meant to be, and says so', async () => {
    const typed = await rest(`?query=${encodeURIComponent('my landlrod kept the bond when we moved out')}`);
    const right = await rest(`?query=${encodeURIComponent('my landlord kept the bond when we moved out')}`);
    expect(typed.status).toBe(200);
    expect(typed.body.spellingCorrections).toEqual([{ typed: 'landlrod', searched: 'landlord' }]);
    expect(right.body.spellingCorrections).toEqual([]);
    expect(typed.body.searchedTerms).toEqual(right.body.searchedTerms);
    expect(typed.body.documents.map((d) => d.id)).toEqual(right.body.documents.map((d) => d.id));
  });

  it('lists the best sections under an Act card, each with its as-at date and official link', async () => {
    const { body } = await rest(`?query=${encodeURIComponent('personal grievance 90 days')}`);
    const era = body.documents.find((d) => d.title === 'Employment Relations Act 2000');
    expect(era?.sections.map((s) => s.pinpoint)).toContain('s 114');
    for (const s of era?.sections ?? []) {
      expect(s.asAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(s.url).toMatch(/^https:\/\/www\.legislation\.govt\.nz\//);
    }
    expect(era?.statusLabel).toMatch(/^In force as at /);
  });

  it('finds the Act of a sentence copied from one of its sections first, with that section listed', async () => {
    const sentence =
      'that the employee has been treated adversely in the employee’s employment on the ground that the employee is';
    const { body } = await rest(`?query=${encodeURIComponent(sentence)}`);
    expect(body.documents[0]?.title).toBe('Employment Relations Act 2000');
    expect(body.documents[0]?.sections.map((s) => s.pinpoint)).toContain('s 103');
    // The section holding the passage is listed first, even where the passage's words are those of many of its
    // Act's sections (its words alone list ss 430, 410 and 413 of this Act, not s 444).
    const transitional =
      'before the commencement of section 404 of this Act must be determined in accordance with section';
    const other = await rest(`?query=${encodeURIComponent(transitional)}`);
    expect(other.body.documents[0]?.title).toBe('Immigration Act 2009');
    expect(other.body.documents[0]?.sections[0]?.pinpoint).toBe('s 444');
    // Its preview opens on the words pasted, marked as one span.
    expect(other.body.documents[0]?.sections[0]?.preview).toContain(`<mark>${transitional}</mark>`);
  });

  it('names the Act that replaced a repealed Act, and shows it above on a first page by relevance', async () => {
    const named = await rest(
      `?query=${encodeURIComponent('State Sector Act 1988')}&documentTypes=legislation`,
    );
    const old = named.body.documents.find((d) => d.title === 'State Sector Act 1988');
    expect(old?.metadata.replaced_by).toEqual({ id: 'act-2020-40', title: 'Public Service Act 2020' });
    // Wherever a repealed Act with a successor is on the first page of a situation, its successor is above it.
    // (Situations that name the repealed Acts, among legislation: in the tests' corpus the repealed Acts keep their
    // titles but not their sections, so a situation must name one to bring it onto its page.)
    let pairs = 0;
    for (const query of [
      'is the Privacy Act 1993 still the law for my records',
      'my school board says the Education Act 1989 lets them suspend my son',
    ]) {
      const { body } = await rest(`?query=${encodeURIComponent(query)}&limit=10&documentTypes=legislation`);
      const titles = body.documents.map((d) => d.title);
      for (const d of body.documents.filter((x) => x.metadata.replaced_by)) {
        const successor = (d.metadata.replaced_by as { title: string }).title;
        expect(titles.indexOf(successor), successor).toBeGreaterThanOrEqual(0);
        expect(titles.indexOf(successor), successor).toBeLessThan(titles.indexOf(d.title));
        pairs++;
      }
    }
    // Both pages hold a repealed Act and its successor (the Acts the named ones cite may bring more), so the check
    // above is not empty.
    expect(pairs).toBeGreaterThanOrEqual(2);
  });

  it('never shows the repealed Acts named in the issue as in force', async () => {
    for (const title of ['Interpretation Act 1999', 'State Sector Act 1988', 'Legislation Act 2012']) {
      const { body } = await rest(`?query=${encodeURIComponent(title)}&documentTypes=legislation`);
      const act = body.documents.find((d) => d.title === title);
      expect(act, title).toBeDefined();
      expect(act?.is_current).toBe(false);
      expect(act?.statusLabel).not.toMatch(/^In force/);
    }
  });

  it('returns facets of type, court and legal area that add up', async () => {
    const { body } = await rest('?query=tenancy');
    expect(body.facets.documentTypes.legislation).toBeGreaterThan(0);
    const typeSum = Object.values(body.facets.documentTypes).reduce((a, b) => a + b, 0);
    expect(typeSum).toBe(body.total);
    expect(Object.keys(body.facets.legalAreas).length).toBeGreaterThan(0);
    const cases = await rest('?query=appeal&documentTypes=case_law');
    expect(Object.keys(cases.body.facets.courtLevels)).toContain('High Court');
  });

  it('counts a filtered facet group without its own filter (disjunctive), in the same answer', async () => {
    const { body } = await rest('?query=tax&documentTypes=case_law');
    expect(body.documents.every((d) => d.type === 'case_law')).toBe(true);
    // The other types stay listed with their counts, so they can be added to the selection.
    expect(body.facets.documentTypes.case_law).toBeGreaterThan(0);
    expect(body.facets.documentTypes.legislation).toBeGreaterThan(0);
    // The selected group's counts are those of the same search without its filter: documents, not records (an
    // Act's sections are one document).
    const unfiltered = await rest('?query=tax');
    expect(body.facets.documentTypes).toEqual(unfiltered.body.facets.documentTypes);
    // Groups without a selection are counted within the filtered results.
    const courtSum = Object.values(body.facets.courtLevels).reduce((a, b) => a + b, 0);
    expect(courtSum).toBeLessThanOrEqual(body.total);
  });

  it('filters by type, court, legal area and dates', async () => {
    const types = await rest('?query=tax&documentTypes=case_law&documentTypes=legislation&limit=100');
    expect(types.body.documents.length).toBeGreaterThan(0);
    expect(types.body.documents.every((d) => ['case_law', 'legislation'].includes(d.type))).toBe(true);
    const court = await rest(`?courtLevels=${encodeURIComponent('Court of Appeal')}&limit=100`);
    expect(court.body.documents.length).toBeGreaterThan(0);
    expect(court.body.documents.every((d) => d.court === 'Court of Appeal')).toBe(true);
    const area = await rest('?legalAreas=tenancy&limit=100');
    expect(area.body.documents.length).toBeGreaterThan(0);
    expect(area.body.documents.every((d) => d.legal_area.includes('tenancy'))).toBe(true);
    const dates = await rest('?documentTypes=case_law&dateFrom=2019-01-01&dateTo=2019-12-31&limit=100');
    expect(dates.body.documents.length).toBeGreaterThan(0);
    expect(dates.body.documents.every((d) => dateOf(d).startsWith('2019'))).toBe(true);
  });

  it('sorts newest first, oldest first and by citations', async () => {
    const newest = (await rest('?query=court&sortBy=date_newest&limit=100')).body.documents.map(dateOf);
    expect(newest.length).toBeGreaterThan(10);
    expect(newest).toEqual([...newest].sort().reverse());
    const oldest = (await rest('?query=court&sortBy=date_oldest&limit=100')).body.documents.map(dateOf);
    expect(oldest).toEqual([...oldest].sort());
    const cited = (await rest('?query=act&sortBy=citations')).body.documents.map((d) => d.citation_count);
    expect(cited).toEqual([...cited].sort((a, b) => b - a));
    expect(cited[0]).toBeGreaterThan(0);
  });

  it('paginates with exact totals; a page beyond the last is empty', async () => {
    const p1 = await rest('?query=bail&limit=10&page=1');
    const { total, totalPages } = p1.body;
    expect(total).toBeGreaterThan(10);
    expect(totalPages).toBe(Math.ceil(total / 10));
    expect(p1.body.documents).toHaveLength(10);
    const last = await rest(`?query=bail&limit=10&page=${totalPages}`);
    expect(last.body.documents).toHaveLength(total - 10 * (totalPages - 1));
    const p2 = await rest('?query=bail&limit=10&page=2');
    const overlap = p2.body.documents.filter((d) => p1.body.documents.some((e) => e.id === d.id));
    expect(overlap).toHaveLength(0);
    const beyond = await rest(`?query=bail&limit=10&page=${totalPages + 5}`);
    expect(beyond.status).toBe(200);
    expect(beyond.body.documents).toHaveLength(0);
    expect(beyond.body.total).toBe(total);
  });

  it('puts the judgment of a neutral citation first, once, whatever the filters', async () => {
    const { body } = await rest(`?query=${encodeURIComponent('[2020] NZHC 430')}`);
    expect(body.citationMatch).toBe('[2020] NZHC 430');
    expect(body.documents[0]?.citation).toBe('[2020] NZHC 430');
    expect(body.documents.filter((d) => d.citation === '[2020] NZHC 430')).toHaveLength(1);
    const loose = await rest(`?query=${encodeURIComponent('2020 nzhc 430')}&documentTypes=legislation`);
    expect(loose.body.documents[0]?.citation).toBe('[2020] NZHC 430');
    expect(loose.body.documents.slice(1).every((d) => d.type === 'legislation')).toBe(true);
  });

  it('gives the same documents over REST and tRPC', async () => {
    const input = { query: 'harassment', documentTypes: ['case_law'], sortBy: 'date_newest', limit: 5 };
    const r = await rest('?query=harassment&documentTypes=case_law&sortBy=date_newest&limit=5');
    const t = await trpc(input);
    expect(t.status).toBe(200);
    expect(r.body.documents.length).toBeGreaterThan(0);
    expect(t.body.result?.data.documents.map((d) => d.id)).toEqual(r.body.documents.map((d) => d.id));
  });

  it('caches repeated searches (X-Cache and /api/metrics)', async () => {
    const a = await rest('?query=cache%20probe%20fencing');
    const b = await rest('?query=cache%20probe%20fencing');
    expect(a.headers['x-cache']).toBe('MISS');
    expect(b.headers['x-cache']).toBe('HIT');
    expect(b.body.documents.map((d) => d.id)).toEqual(a.body.documents.map((d) => d.id));
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
    ['?query=bail&type=case_law', 'type', "Unknown parameter 'type': /api/search takes query, documentTypes"],
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
    const odd = [
      {
        method: 'POST' as const,
        url: '/api/search',
        payload: '{"query":',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST' as const,
        url: '/api/search',
        payload: 'x',
        headers: { 'content-type': 'text/plain' },
      },
      {
        method: 'POST' as const,
        url: '/trpc/search',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      },
      { method: 'GET' as const, url: '/trpc/nope' },
      { method: 'GET' as const, url: '/api/nope?x=1' },
      {
        method: 'GET' as const,
        url: `/trpc/search,documentTypes?batch=1&input=${encodeURIComponent('{"0":{"limit":5000},"1":{}}')}`,
      },
      { method: 'DELETE' as const, url: '/api/search' },
      { method: 'GET' as const, url: '/api/document-types?unexpected=1' },
      { method: 'GET' as const, url: `/api/${'%'.repeat(3)}` },
    ];
    for (const req of odd) {
      const res = await app.inject(req);
      expect(res.statusCode, `${req.method} ${req.url}`).toBeLessThan(500);
      expect(res.headers['content-type'] ?? '', req.url).toMatch(/json/);
    }
  });

  it('answers HEAD as its GET, other methods 405, and an undecodable address in the API error shape', async () => {
    const get = await app.inject({ method: 'GET', url: '/api/search?query=bail&limit=2' });
    const head = await app.inject({ method: 'HEAD', url: '/api/search?query=bail&limit=2' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect((await app.inject({ method: 'HEAD', url: '/api/search?limit=abc' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'HEAD', url: '/api/nope' })).statusCode).toBe(404);
    const post = await app.inject({ method: 'POST', url: '/api/search', payload: {} });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expect((post.json() as { code: string }).code).toBe('METHOD_NOT_ALLOWED');
    const badUrl = await app.inject({ method: 'GET', url: '/api/nope%ZZ' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toMatchObject({ code: 'BAD_URL' });
    expect(badUrl.headers['x-request-id']).toBeTruthy();
  });

  it('keeps hostile filter values inside their quotes in Meilisearch', async () => {
    for (const v of ['" OR type = "legislation', '\\', 'a\\"b', 'x"] OR court IN ["High Court']) {
      const result = await meili.index(INDEX).search('', { filter: [`court = ${quoteFilterValue(v)}`] });
      expect(result.hits).toHaveLength(0);
    }
  });
});

describe('lists, health and docs', () => {
  it('lists document types, court levels and legal areas present in the index, in contract order', async () => {
    const inOrder = (list: string[], order: readonly string[]) =>
      expect(list).toEqual([...list].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    const types = (await app.inject('/api/document-types')).json() as string[];
    expect(types).toEqual(
      expect.arrayContaining(['legislation', 'case_law', 'parliamentary_debate', 'academic']),
    );
    expect(types).not.toContain('linz_data');
    inOrder(types, DOCUMENT_TYPES);
    const courts = (await app.inject('/api/court-levels')).json() as string[];
    expect(courts.slice(0, 3)).toEqual(['Supreme Court', 'Court of Appeal', 'High Court']);
    inOrder(courts, COURT_LEVELS);
    const areas = (await app.inject('/api/legal-areas')).json() as string[];
    expect(areas).toContain('employment');
    inOrder(areas, LEGAL_AREAS);
    const t = await app.inject('/trpc/courtLevels');
    expect((t.json() as { result: { data: string[] } }).result.data).toEqual(courts);
  });

  it('reports health', async () => {
    const ok = await app.inject('/api/health');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok', documents: documentCount, records: records.length });
    const missing = await buildServer({
      meiliUrl: MEILI_URL,
      meiliKey: MEILI_KEY,
      indexPrefix: `${PREFIX}missing_`,
      rateLimitMax: 0,
    });
    const res = await missing.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', failing: 'index' });
    const search = await missing.inject('/api/search?query=x');
    expect(search.statusCode).toBe(503);
    expect((search.json() as { message: string }).message).toMatch(/not been built/);
    await missing.close();
    // The same through a client built with global fetch.
    const viaFetch = await buildServer({ meili, indexPrefix: `${PREFIX}missing_`, rateLimitMax: 0 });
    expect((await viaFetch.inject('/api/health')).json()).toMatchObject({ failing: 'index' });
    await viaFetch.close();
  });

  it('serves the OpenAPI document with every path', async () => {
    const doc = (await app.inject('/api/openapi.json')).json() as { paths: Record<string, unknown> };
    for (const p of ['/search', '/document-types', '/court-levels', '/legal-areas', '/health']) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    // The search's fixed value lists are stated, not left as free text.
    const params = (doc.paths['/search'] as { get: { parameters: { name: string; schema: unknown }[] } }).get
      .parameters;
    const schemaOf = (name: string) => JSON.stringify(params.find((p) => p.name === name)?.schema);
    expect(schemaOf('sortBy')).toContain('"enum":["relevance","date_newest","date_oldest","citations"]');
    expect(schemaOf('documentTypes')).toContain('"legislation"');
    expect(schemaOf('courtLevels')).toContain('"Supreme Court"');
    expect(schemaOf('explain')).toContain('"true"');
  });

  it('states the paging of every paged list: page and limit as bounded integers, the page fields in the answer', async () => {
    type Get = {
      parameters: { name: string; schema: { type?: string; minimum?: number; maximum?: number } }[];
      responses: {
        200: { content: { 'application/json': { schema: { properties?: Record<string, unknown> } } } };
      };
    };
    const doc = (await app.inject('/api/openapi.json')).json() as { paths: Record<string, { get: Get }> };
    for (const path of [
      '/nz-legislation',
      '/scholar-search',
      '/nz-herald-news',
      '/media-search',
      '/government-ministries',
      '/government-forms',
      '/government-datasets',
      '/local-councils',
      '/waitangi-claims',
      '/judicial-decisions',
      '/high-court-cases',
    ]) {
      const get = doc.paths[path]?.get;
      expect(get, path).toBeDefined();
      const page = get?.parameters.find((p) => p.name === 'page')?.schema;
      expect(page, `${path} page`).toMatchObject({ type: 'integer', minimum: 1, maximum: 1000 });
      const limit = get?.parameters.find((p) => p.name === 'limit')?.schema;
      expect(limit, `${path} limit`).toMatchObject({ type: 'integer', minimum: 1 });
      const answer = get?.responses[200].content['application/json'].schema.properties ?? {};
      for (const field of ['total', 'page', 'pageSize', 'totalPages'])
        expect(answer, `${path} ${field}`).toHaveProperty(field);
    }
  });
});

describe('failure modes and server features', () => {
  it('answers 503 with a readable message when Meilisearch is unreachable', async () => {
    const port = await freePort();
    const down = await buildServer({
      meiliUrl: `http://127.0.0.1:${port}`,
      indexPrefix: PREFIX,
      rateLimitMax: 0,
    });
    const res = await down.inject('/api/search?query=bail');
    expect(res.statusCode).toBe(503);
    // A server that accepts connections and never answers: the client's timeout gives 503.
    const silent = createServer(() => undefined);
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const silentPort = (silent.address() as AddressInfo).port;
    const timedOut = await buildServer({
      meiliUrl: `http://127.0.0.1:${silentPort}`,
      meiliTimeoutMs: 300,
      rateLimitMax: 0,
    });
    const slow = await timedOut.inject('/api/search?query=bail');
    expect(slow.statusCode).toBe(503);
    await timedOut.close();
    silent.closeAllConnections();
    silent.close();
    // Something that is not Meilisearch on that address (plain 404 pages) also gives 503.
    const notMeili = createServer((_req, res) => res.writeHead(404).end('Not Found'));
    await new Promise<void>((r) => notMeili.listen(0, '127.0.0.1', r));
    const otherUrl = `http://127.0.0.1:${(notMeili.address() as AddressInfo).port}`;
    const other = await buildServer({ meiliUrl: otherUrl, rateLimitMax: 0 });
    expect((await other.inject('/api/search?query=bail')).statusCode).toBe(503);
    expect((await other.inject('/api/health')).statusCode).toBe(503);
    await other.close();
    notMeili.closeAllConnections();
    notMeili.close();
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

  it('reads X-Sovereign-Mode: true into ctx.sovereignMode and marks the response', async () => {
    const deps = {
      meili,
      indexes: servedUids(PREFIX),
      searchCache: new TtlCache<SearchOutput>(0, 0),
      facetCache: new TtlCache<never>(0, 0),
      searchFusion: DEFAULT_FUSION,
    };
    const create = makeCreateContext(deps);
    const res = { header: () => undefined };
    expect(create({ req: { headers: { 'x-sovereign-mode': 'true' } }, res }).sovereignMode).toBe(true);
    expect(create({ req: { headers: {} }, res }).sovereignMode).toBe(false);
    await expect(
      create({ req: { headers: { 'x-sovereign-mode': 'true' } }, res }).outbound.fetch(
        'https://www.legislation.govt.nz/',
      ),
    ).rejects.toThrow(/Sovereign mode/);
    const offline = await rest('?query=bail', { 'X-Sovereign-Mode': 'true' });
    expect(offline.status).toBe(200);
    expect(offline.headers['x-data-mode']).toBe('local-only');
    const online = await rest('?query=bail');
    expect(online.headers['x-data-mode']).toBeUndefined();
  });

  it('rate-limits per client address with a JSON 429', async () => {
    const limited = await buildServer({ meili, indexPrefix: PREFIX, rateLimitMax: 2 });
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
    const withWeb = await buildServer({ meili, indexPrefix: PREFIX, rateLimitMax: 0, webDist: dir });
    const spa = await withWeb.inject({ url: '/search?query=x', headers: { accept: 'text/html' } });
    expect(spa.statusCode).toBe(200);
    expect(spa.body).toContain('<title>app</title>');
    const api404 = await withWeb.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(api404.statusCode).toBe(404);
    expect(api404.headers['content-type']).toMatch(/json/);
    const upper404 = await withWeb.inject({ url: '/API/nope', headers: { accept: 'text/html' } });
    expect(upper404.statusCode).toBe(404);
    expect(upper404.headers['content-type']).toMatch(/json/);
    await withWeb.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the prerendered main page (home.html) for / only, index.html for / with a query and other pages', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-webdist-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dir, 'home.html'), '<!doctype html><title>home, prerendered</title>');
    const withWeb = await buildServer({ meili, indexPrefix: PREFIX, rateLimitMax: 0, webDist: dir });
    const home = await withWeb.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect(home.body).toContain('home, prerendered');
    const head = await withWeb.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    for (const url of ['/?category=courts&tool=court-finder', '/search?query=x', '/help']) {
      const res = await withWeb.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>app</title>');
    }
    await withWeb.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
