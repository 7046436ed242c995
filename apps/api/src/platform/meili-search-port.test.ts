import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  Meilisearch,
  MeilisearchApiError,
  MeilisearchRequestError,
  MeilisearchRequestTimeOutError,
} from 'meilisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeHttpClient } from './http-client';
import { INDEX_MISSING_MESSAGE, SEARCH_UNAVAILABLE_MESSAGE, toTrpcError } from './meili-errors';
import { createMultiSearchPort } from './meili-search-port';

/** What the stand-in Meilisearch does with the next request. */
type Behaviour = (req: IncomingMessage, body: string, res: ServerResponse) => void;

const KEY = 'port-test-key';

describe('createMultiSearchPort', () => {
  let server: Server;
  let base: string;
  let behaviour: Behaviour = () => {};
  const seen: Array<{ method?: string; url?: string; headers: IncomingMessage['headers']; body: string }> =
    [];
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        seen.push({ method: req.method, url: req.url, headers: req.headers, body });
        behaviour(req, body, res);
      });
    });
    server.on('connection', (s: Socket) => {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((r) => server.close(r));
  });

  const json = (status: number, value: unknown): Behaviour => {
    return (_req, _body, res) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
  };

  /** The same multi-search through the port and through the meilisearch client the server made before it. */
  async function both(body: object, timeoutMs = 2_000) {
    const port = createMultiSearchPort({ host: base, apiKey: KEY, timeoutMs });
    const httpClient = createNodeHttpClient();
    const client = new Meilisearch({ host: base, apiKey: KEY, timeout: timeoutMs, httpClient });
    const settle = (p: Promise<unknown>) =>
      p.then(
        (value) => ({ value, error: undefined as unknown }),
        (error: unknown) => ({ value: undefined, error }),
      );
    try {
      const viaPort = await settle(port(body));
      const viaClient = await settle(client.multiSearch(body as Parameters<typeof client.multiSearch>[0]));
      return { viaPort, viaClient };
    } finally {
      port.destroy();
      httpClient.destroy();
    }
  }

  it('sends POST /multi-search with the key and the body as JSON, and answers the parsed JSON', async () => {
    const answer = { results: [{ indexUid: 'documents', hits: [{ id: 'a', title: 'Māori Land Act' }] }] };
    behaviour = json(200, answer);
    seen.length = 0;
    const queries = { queries: [{ indexUid: 'documents', q: 'whenua “land”', limit: 3 }] };
    const { viaPort, viaClient } = await both(queries);
    expect(viaPort.value).toEqual(answer);
    expect(viaClient.value).toEqual(answer);
    const [fromPort, fromClient] = seen;
    for (const r of [fromPort, fromClient]) {
      expect(r?.method).toBe('POST');
      expect(r?.url).toBe('/multi-search');
      expect(r?.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(r?.headers['content-type']).toBe('application/json');
      expect(JSON.parse(r?.body ?? '')).toEqual(queries);
    }
    expect(fromPort?.body).toBe(fromClient?.body);
  });

  it('keeps a path prefix of the host and sends no key when it has none', async () => {
    behaviour = json(200, { results: [] });
    seen.length = 0;
    const port = createMultiSearchPort({ host: `${base}/meili`, timeoutMs: 2_000 });
    try {
      await port({ queries: [] });
    } finally {
      port.destroy();
    }
    expect(seen[0]?.url).toBe('/meili/multi-search');
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it("fails on an HTTP error as the client does: Meilisearch's code and message, then the same 400 or 503", async () => {
    const cases = [
      [
        400,
        {
          message: 'Attribute `x` is not filterable.',
          code: 'invalid_search_filter',
          type: 'invalid_request',
        },
      ],
      [404, { message: 'Index `documents` not found.', code: 'index_not_found', type: 'invalid_request' }],
      [500, { message: 'internal', code: 'internal', type: 'internal' }],
      [502, 'Bad gateway'],
    ] as const;
    for (const [status, body] of cases) {
      behaviour =
        typeof body === 'string'
          ? (_req, _b, res) => {
              res.writeHead(status, { 'content-type': 'text/plain' });
              res.end(body);
            }
          : json(status, body);
      const { viaPort, viaClient } = await both({ queries: [] });
      expect(viaPort.error).toBeInstanceOf(MeilisearchRequestError);
      expect(viaClient.error).toBeInstanceOf(MeilisearchRequestError);
      const portError = viaPort.error as MeilisearchRequestError;
      const clientError = viaClient.error as MeilisearchRequestError;
      expect(portError.message).toBe(clientError.message);
      expect((portError.cause as Error).constructor).toBe((clientError.cause as Error).constructor);
      if (typeof body !== 'string') {
        expect(portError.cause).toBeInstanceOf(MeilisearchApiError);
        expect((portError.cause as MeilisearchApiError).cause).toEqual(body);
        expect((portError.cause as MeilisearchApiError).response.status).toBe(status);
      }
      const a = toTrpcError(viaPort.error);
      const b = toTrpcError(viaClient.error);
      expect({ code: a.code, message: a.message }).toEqual({ code: b.code, message: b.message });
    }
    behaviour = json(404, { message: 'Index `documents` not found.', code: 'index_not_found' });
    expect(toTrpcError((await both({ queries: [] })).viaPort.error).message).toBe(INDEX_MISSING_MESSAGE);
    behaviour = json(400, { message: 'bad sort', code: 'invalid_search_sort' });
    expect(toTrpcError((await both({ queries: [] })).viaPort.error)).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The search index rejected this query: bad sort',
    });
  });

  it('times out a Meilisearch that does not answer (503), closes the socket, and never sends the key in the error', async () => {
    behaviour = () => {};
    const started = Date.now();
    const { viaPort, viaClient } = await both({ queries: [] }, 200);
    expect(Date.now() - started).toBeLessThan(3_000);
    for (const { error } of [viaPort, viaClient]) {
      expect(error).toBeInstanceOf(MeilisearchRequestError);
      expect((error as MeilisearchRequestError).cause).toBeInstanceOf(MeilisearchRequestTimeOutError);
      expect(toTrpcError(error)).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: SEARCH_UNAVAILABLE_MESSAGE,
      });
      expect(JSON.stringify((error as MeilisearchRequestError).cause)).not.toContain(KEY);
    }
    const timeout = (viaPort.error as MeilisearchRequestError).cause as MeilisearchRequestTimeOutError;
    expect(timeout.message).toBe('request timed out after 200ms');
    const started2 = Date.now();
    while (sockets.size > 0 && Date.now() - started2 < 3_000) await new Promise((r) => setTimeout(r, 20));
    expect(sockets.size).toBe(0);
  });

  it('fails on an answer that is not JSON, and on an address where nothing listens, with a 503', async () => {
    behaviour = (_req, _b, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"results": [');
    };
    const broken = await both({ queries: [] });
    for (const { error } of [broken.viaPort, broken.viaClient]) {
      expect(error).toBeInstanceOf(MeilisearchRequestError);
      expect(toTrpcError(error).code).toBe('SERVICE_UNAVAILABLE');
    }
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const address = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((r) => closed.close(r));
    const port = createMultiSearchPort({ host: address, timeoutMs: 2_000 });
    try {
      const error = await port({ queries: [] }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(MeilisearchRequestError);
      expect((error as MeilisearchRequestError).message).toBe(
        `Request to ${address}/multi-search has failed`,
      );
      expect(toTrpcError(error)).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: SEARCH_UNAVAILABLE_MESSAGE,
      });
    } finally {
      port.destroy();
    }
  });
});
