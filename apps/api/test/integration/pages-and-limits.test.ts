import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer } from '../../src/server';
import { useTestServer } from '../support/server';

/**
 * Pages answer honestly (404 for an address the router does not know, or a document the index does not hold) and
 * the rate limits keep pages, files and the API apart. The web build is a stand-in (synthetic, test only): an
 * index.html, one asset, the route list the real build writes from the router (`routes.json`) and the search page's
 * route scripts (`route-preloads.json`); the index is the shared test index.
 */
const dist = mkdtempSync(join(tmpdir(), 'aotearoa-pages-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(dist, 'assets/app-abc123.js'), 'console.log(1)');
writeFileSync(
  join(dist, 'routes.json'),
  JSON.stringify(['/', '/accessibility', '/documents', '/documents/$id', '/grants', '/help', '/search']),
);
writeFileSync(
  join(dist, 'route-preloads.json'),
  JSON.stringify({ '/search': ['/assets/search-abc123.js', '/assets/card-abc123.js'] }),
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const server = useTestServer({ server: { webDist: dist } });

describe('pages', () => {
  it('answers every page of the router with 200 and the app', async () => {
    for (const url of ['/help', '/help/', '/search?query=bail', '/documents', '/grants']) {
      const res = await server.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it("names the search page's route scripts in its head (modulepreload), and no other page's", async () => {
    const search = await server.app.inject({ url: '/search?query=bail' });
    expect(search.statusCode).toBe(200);
    expect(search.headers['content-type']).toMatch(/text\/html/);
    expect(search.headers['cache-control']).toBe('no-cache');
    expect(search.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/search-abc123.js" data-route-preload><link rel="modulepreload" crossorigin href="/assets/card-abc123.js" data-route-preload>',
    );
    const head = await server.app.inject({ method: 'HEAD', url: '/search?query=bail' });
    expect(head.statusCode).toBe(200);
    for (const url of ['/help', '/no-such-page']) {
      expect((await server.app.inject({ url })).body, url).not.toContain('modulepreload');
    }
  });

  it('answers an unknown address 404 with the app (it shows its not-found page), GET and HEAD', async () => {
    const res = await server.app.inject({ url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    const head = await server.app.inject({ method: 'HEAD', url: '/no-such-page' });
    expect(head.statusCode).toBe(404);
    expect((await server.app.inject({ url: '/help/more' })).statusCode).toBe(404);
  });

  it('answers a document page 200 for a document the index holds, 404 for an unknown id', async () => {
    const search = await server.get<{ documents: Array<{ id: string }> }>('/api/search?query=employment');
    const id = search.body.documents[0]?.id;
    expect(id).toBeTruthy();
    const known = await server.app.inject({ url: `/documents/${encodeURIComponent(id ?? '')}` });
    expect(known.statusCode).toBe(200);
    const unknown = await server.app.inject({ url: '/documents/no-such-id' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);
    expect(unknown.body).toContain('<div id="root">');
  });
});

describe('rate limits by class', () => {
  const limited = async (limits: Parameters<typeof buildServer>[0]) =>
    buildServer({
      meiliUrl: process.env.MEILI_URL ?? '',
      meiliKey: process.env.MEILI_MASTER_KEY ?? '',
      indexPrefix: inject('sharedIndexPrefix'),
      webDist: dist,
      logLevel: 'error',
      maxEventLoopDelayMs: 0,
      ...limits,
    });

  it('never counts the files of the web build; a page over its limit answers a readable HTML 429 with Retry-After', async () => {
    const app = await limited({ rateLimitPages: 3 });
    try {
      for (let i = 0; i < 50; i++)
        expect((await app.inject({ url: '/assets/app-abc123.js' })).statusCode).toBe(200);
      for (let i = 0; i < 3; i++) expect((await app.inject({ url: '/help' })).statusCode).toBe(200);
      const over = await app.inject({ url: '/help' });
      expect(over.statusCode).toBe(429);
      expect(over.headers['content-type']).toMatch(/text\/html/);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.body).toContain('Too many page loads');
      // The API keeps its own budget.
      expect((await app.inject({ url: '/api/document-types' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers an API client over its limit with JSON 429 + Retry-After; searches and lookups count apart', async () => {
    const app = await limited({ rateLimitMax: 2, rateLimitSearch: 2 });
    try {
      for (let i = 0; i < 2; i++)
        expect((await app.inject({ url: '/api/document-types' })).statusCode).toBe(200);
      const over = await app.inject({ url: '/api/document-types' });
      expect(over.statusCode).toBe(429);
      expect(over.headers['content-type']).toMatch(/application\/json/);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((over.json() as { message: string }).message).toMatch(
        /Too many requests: at most 2 API requests/,
      );
      expect((await app.inject({ url: '/api/search?query=bail' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/help' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('never limits an address on the allow list', async () => {
    const app = await limited({ rateLimitMax: 1, rateLimitAllow: ['127.0.0.1'] });
    try {
      for (let i = 0; i < 5; i++)
        expect((await app.inject({ url: '/api/document-types' })).statusCode).toBe(200);
      const other = await app.inject({ url: '/api/document-types', remoteAddress: '10.0.0.9' });
      expect(other.statusCode).toBe(200);
      const otherOver = await app.inject({ url: '/api/document-types', remoteAddress: '10.0.0.9' });
      expect(otherOver.statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});

beforeAll(() => {
  expect(process.env.MEILI_URL).toBeTruthy();
});
