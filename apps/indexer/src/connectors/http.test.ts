import diagnostics from 'node:diagnostics_channel';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type FixtureResponse,
  type FixtureServer,
  startFixtureServer,
} from '../../test/support/fixture-server';
import {
  createHttpClient,
  FileValidatorStore,
  HostUnreachableError,
  HttpStatusError,
  MemoryValidatorStore,
  RobotsDisallowedError,
  SovereignModeError,
  USER_AGENT_TOKEN,
} from './http';

let server: FixtureServer;
const HOST = 'example.govt.nz';

beforeAll(async () => {
  server = await startFixtureServer();
  server.route('GET', HOST, '/robots.txt', {
    body: `User-agent: *\nDisallow: /private/\n\nUser-agent: ${USER_AGENT_TOKEN}\nDisallow: /no-bots/\n`,
  });
  server.route('GET', HOST, '/data.json', { json: { ok: true } });
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  server.requests.length = 0;
  vi.restoreAllMocks();
});

function client(extra: Partial<Parameters<typeof createHttpClient>[0]> = {}) {
  return createHttpClient({
    sovereign: false,
    originMap: server.originMap([HOST]),
    minTimeMs: 0,
    retryMinMs: 5,
    ...extra,
  });
}

describe('the connectors’ HTTP client', () => {
  it('identifies itself, reads robots.txt once per origin and parses JSON', async () => {
    const http = client();
    expect(await http.json(`https://${HOST}/data.json`)).toEqual({ ok: true });
    expect(await http.json(`https://${HOST}/data.json`)).toEqual({ ok: true });
    expect(server.requests.filter((r) => r.path === '/robots.txt')).toHaveLength(1);
    const req = server.requests.find((r) => r.path === '/data.json');
    expect(req?.headers['user-agent']).toMatch(new RegExp(`^${USER_AGENT_TOKEN}/`));
    await http.close();
  });

  it('never requests a URL robots.txt disallows for its user agent', async () => {
    const http = client();
    await expect(http.text(`https://${HOST}/no-bots/page`)).rejects.toBeInstanceOf(RobotsDisallowedError);
    expect(server.requests.map((r) => r.path)).toEqual(['/robots.txt']);
    // Our own group replaces the `*` group (RFC 9309), so /private/ is allowed to us: requested (404 here).
    await expect(http.text(`https://${HOST}/private/x`)).rejects.toBeInstanceOf(HttpStatusError);
    await http.close();
  });

  it('makes conditional requests with the ETag and Last-Modified kept per URL, and reuses the body on 304', async () => {
    let served = 0;
    server.route('GET', HOST, '/feed.xml', (req): FixtureResponse => {
      served += 1;
      if (req.headers['if-none-match'] === '"v1"') return { status: 304, headers: { etag: '"v1"' } };
      return {
        body: '<rss/>',
        headers: { etag: '"v1"', 'last-modified': 'Tue, 01 Dec 2026 00:00:00 GMT' },
      };
    });
    const http = client({ validators: new MemoryValidatorStore() });
    const first = await http.request(`https://${HOST}/feed.xml`);
    expect(first.notModified).toBe(false);
    const second = await http.request(`https://${HOST}/feed.xml`);
    expect(second.notModified).toBe(true);
    expect(second.body.toString()).toBe('<rss/>');
    const conditional = server.requests.filter((r) => r.path === '/feed.xml')[1];
    expect(conditional?.headers['if-none-match']).toBe('"v1"');
    expect(conditional?.headers['if-modified-since']).toBe('Tue, 01 Dec 2026 00:00:00 GMT');
    expect(served).toBe(2);
    await http.close();
  });

  it('retries a 503 with backoff, then succeeds; gives up on a 404 at once', async () => {
    let calls = 0;
    server.route('GET', HOST, '/flaky', () => {
      calls += 1;
      return calls < 3 ? { status: 503 } : { body: 'fine' };
    });
    const http = client({ retries: 2 });
    expect(await http.text(`https://${HOST}/flaky`)).toBe('fine');
    expect(calls).toBe(3);
    const err = await http.text(`https://${HOST}/missing`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpStatusError);
    expect((err as HttpStatusError).status).toBe(404);
    expect(server.requests.filter((r) => r.path === '/missing')).toHaveLength(1);
    await http.close();
  });

  it('keeps requests to one host apart by the rate limit', async () => {
    const http = client({ minTimeMs: 150 });
    const started = Date.now();
    await Promise.all([1, 2, 3].map(() => http.json(`https://${HOST}/data.json`, { conditional: false })));
    // robots.txt + 3 requests, each at least 150 ms after the previous one.
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * 150 - 20);
    await http.close();
  });

  it('does not retry a host that cannot be reached, and skips it afterwards (no retry storm)', async () => {
    // A port nothing listens on: connection refused.
    const probe = net.createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const port = (probe.address() as net.AddressInfo).port;
    await new Promise<void>((r) => probe.close(() => r()));
    const connect = vi.spyOn(net.Socket.prototype, 'connect');
    const http = client({
      originMap: { 'https://down.govt.nz': `http://127.0.0.1:${port}` },
      retries: 5,
      respectRobots: false,
    });
    const first = await http.text('https://down.govt.nz/a').catch((e: unknown) => e);
    expect(first).toBeInstanceOf(HostUnreachableError);
    const attempts = connect.mock.calls.length;
    expect(attempts).toBeLessThanOrEqual(2);
    const second = await http.text('https://down.govt.nz/b').catch((e: unknown) => e);
    expect(second).toBeInstanceOf(HostUnreachableError);
    expect(connect.mock.calls.length).toBe(attempts);
    await http.close();
  });
});

describe('sovereign mode in the HTTP client', () => {
  it('opens no connection at all: no socket, no robots.txt, nothing reaches the server', async () => {
    const sockets: unknown[] = [];
    const onSocket = (msg: unknown) => sockets.push(msg);
    diagnostics.subscribe('net.client.socket', onSocket);
    diagnostics.subscribe('undici:client:beforeConnect', onSocket);
    const connect = vi.spyOn(net.Socket.prototype, 'connect');
    const before = server.connections();
    const http = client({ sovereign: true });
    for (const url of [
      `https://${HOST}/data.json`,
      `https://${HOST}/robots.txt`,
      'https://bills.parliament.nz/',
    ]) {
      const err = await http.request(url).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SovereignModeError);
      expect((err as Error).message).toMatch(/^Sovereign mode is on/);
    }
    await expect(http.json(`https://${HOST}/data.json`, { json: { q: 1 } })).rejects.toBeInstanceOf(
      SovereignModeError,
    );
    diagnostics.unsubscribe('net.client.socket', onSocket);
    diagnostics.unsubscribe('undici:client:beforeConnect', onSocket);
    expect(sockets).toEqual([]);
    expect(connect).not.toHaveBeenCalled();
    expect(server.connections()).toBe(before);
    expect(server.requests).toEqual([]);
    await http.close();
  });

  it('follows a switch made while running (a function), refusing from the moment it is on', async () => {
    let on = false;
    const http = client({ sovereign: () => on });
    await http.json(`https://${HOST}/data.json`);
    on = true;
    await expect(http.json(`https://${HOST}/data.json`)).rejects.toBeInstanceOf(SovereignModeError);
    expect(http.sovereign).toBe(true);
    await http.close();
  });
});

describe('FileValidatorStore', () => {
  it('keeps validators and body per URL across instances (a restarted worker stays conditional)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'validators-'));
    try {
      new FileValidatorStore(dir).set('https://a.govt.nz/x', { etag: '"e"', body: Buffer.from('body') });
      const again = new FileValidatorStore(dir).get('https://a.govt.nz/x');
      expect(again?.etag).toBe('"e"');
      expect(again?.body.toString()).toBe('body');
      expect(new FileValidatorStore(dir).get('https://a.govt.nz/y')).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
