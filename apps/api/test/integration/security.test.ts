import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '@aotearoa/testkit/meili';
import type { FastifyInstance } from 'fastify';
import { Meilisearch } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server';

/**
 * Security headers, CORS, size limits, request ids, load shedding and the SPA fallback. The web app is a stand-in
 * index.html in a temporary folder (synthetic, test only); Meilisearch is an address where nothing listens, so search
 * answers 503.
 */
let app: FastifyInstance;
let dist: string;
let baseUrl: string;

/**
 * Client routes of the web app: one file per route in apps/web/src/routes (not `__root`, not `-components`), in
 * TanStack Router's flat naming (`documents.index.tsx` → `/documents`, `documents.$id.tsx` → `/documents/<id>`).
 */
const CLIENT_ROUTES = readdirSync(resolve(import.meta.dirname, '../../../web/src/routes'))
  .filter((f) => f.endsWith('.tsx') && !f.startsWith('__') && !f.startsWith('-'))
  .map((f) => {
    const segments = f
      .replace(/\.tsx$/, '')
      .split('.')
      .filter((s) => s !== 'index')
      .map((s) => (s.startsWith('$') ? 'act-2000-24' : s));
    return `/${segments.join('/')}`;
  });

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'aotearoa-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets/app.js'), 'console.log(1)');
  app = await buildServer({
    meili: new Meilisearch({ host: `http://127.0.0.1:${await freePort()}`, timeout: 1_000 }),
    webDist: dist,
    rateLimitMax: 0,
    logLevel: 'silent',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe('security headers', () => {
  it('sends a strict CSP (no inline script), nosniff, Referrer-Policy, Permissions-Policy, no HSTS by default', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(String(res.headers['permissions-policy'])).toContain('camera=()');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends HSTS when configured', async () => {
    const tls = await buildServer({
      meili: new Meilisearch({ host: 'http://127.0.0.1:9' }),
      hstsMaxAge: 31_536_000,
      logLevel: 'silent',
    });
    const res = await tls.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    await tls.close();
  });

  it('keeps CORS closed by default', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const pre = await app.inject({
      method: 'OPTIONS',
      url: '/api/search',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives every response a request id, keeping a plain one the caller sent', async () => {
    const mine = await app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(mine.headers['x-request-id']).toBe('abc-123');
    const bad = await app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'x-request-id': '<script>' },
    });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses oversized heads (431) and bodies (413)', async () => {
    const status = await new Promise<number>((res, rej) => {
      const req = request(`${baseUrl}/api/search`, { headers: { 'x-big': 'a'.repeat(20_000) } }, (r) => {
        r.resume();
        res(r.statusCode ?? 0);
      });
      req.on('error', rej);
      req.end();
    });
    expect(status).toBe(431);
    const body = await fetch(`${baseUrl}/trpc/search`, {
      method: 'POST',
      body: 'x'.repeat(70_000),
      headers: { 'content-type': 'application/json' },
    });
    expect(body.status).toBe(413);
  });
});

describe('faults answer 503 with a clear message and Retry-After', () => {
  it('Meilisearch unreachable', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/search?query=tenancy' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    const body = res.json() as { message: string };
    expect(body.message).toMatch(/Search is temporarily unavailable/);
    expect(res.body).not.toMatch(/\bat .*\.(ts|js):\d+/);
  });

  it('sheds load past maxInFlight with 503 + Retry-After', async () => {
    // A Meilisearch that never answers: requests pile up until the limit.
    const { createServer } = await import('node:http');
    const hang = createServer(() => {});
    await new Promise<void>((r) => hang.listen(0, '127.0.0.1', () => r()));
    const port = (hang.address() as AddressInfo).port;
    const small = await buildServer({
      meili: new Meilisearch({ host: `http://127.0.0.1:${port}`, timeout: 2_000 }),
      maxInFlight: 4,
      rateLimitMax: 0,
      logLevel: 'silent',
    });
    try {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => small.inject({ method: 'GET', url: `/api/search?query=q${i}` })),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.every((s) => s === 503)).toBe(true);
      const shed = results.filter((r) => (r.json() as { code?: string }).code === 'OVERLOADED');
      expect(shed.length).toBe(6);
      for (const r of results) expect(r.headers['retry-after']).toBeDefined();
      // The per-request Meilisearch timeout ended the others (no pile-up): they answered 503 too.
    } finally {
      await small.close();
      hang.closeAllConnections();
      hang.close();
    }
  });
});

describe('app routes', () => {
  it.each(CLIENT_ROUTES.flatMap((r) => ['*/*', 'text/html', ''].map((a) => [r, a] as const)))(
    '%s with Accept "%s" serves the page',
    async (route, accept) => {
      const res = await app.inject({ method: 'GET', url: route, headers: accept ? { accept } : {} });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('only /api/* answers JSON; a missing asset is a 404, not the page', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/no-such-endpoint', headers: { accept: '*/*' } });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
    const asset = await app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(404);
    expect(asset.body).not.toContain('<div id="root">');
  });
});
