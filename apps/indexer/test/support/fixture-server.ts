import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createHttpClient, type HttpClient } from '../../src/connectors/http';

/**
 * A small local HTTP server that stands in for the internet in tests: it replays recorded responses by host and
 * path, records every request it receives and counts connections. Requests reach it through the HTTP client's
 * `originMap` (`https://<host>` → `http://127.0.0.1:<port>/<host>`), so one server plays several hosts.
 */

/** A recorded answer: status, headers and a body (text, JSON value, or a file to read). */
export interface FixtureResponse {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
  json?: unknown;
  file?: string;
}

/** What the server received. */
export interface ReceivedRequest {
  host: string;
  method: string;
  /** Path and query as the real host would have seen them. */
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type FixtureHandler = (req: ReceivedRequest) => FixtureResponse | undefined;

export interface FixtureServer {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** originMap for the HTTP client: every host in `hosts` → this server. */
  originMap(hosts: string[]): Record<string, string>;
  /** Answers `METHOD host path` (exact path with query, or a handler deciding). Later routes win. */
  route(method: string, host: string, path: string, res: FixtureResponse | FixtureHandler): void;
  requests: ReceivedRequest[];
  /** TCP connections accepted so far. */
  connections(): number;
  close(): Promise<void>;
}

/** Starts a fixture server on a free port of 127.0.0.1. Unrouted requests answer 404 (robots.txt included). */
export async function startFixtureServer(): Promise<FixtureServer> {
  const routes: Array<{ method: string; host: string; path: string; res: FixtureResponse | FixtureHandler }> =
    [];
  const requests: ReceivedRequest[] = [];
  let connections = 0;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const [, host = '', ...rest] = (req.url ?? '/').split('/');
      const received: ReceivedRequest = {
        host,
        method: req.method ?? 'GET',
        path: `/${rest.join('/')}`,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(received);
      let answer: FixtureResponse | undefined;
      for (let i = routes.length - 1; i >= 0 && !answer; i--) {
        const r = routes[i];
        if (!r || r.method !== received.method || r.host !== host) continue;
        if (typeof r.res === 'function') {
          if (received.path.split('?')[0] === r.path.split('?')[0] || r.path === '*')
            answer = r.res(received);
        } else if (r.path === received.path) answer = r.res;
      }
      if (!answer) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not recorded');
        return;
      }
      let body: string | Buffer = answer.body ?? '';
      const headers = { ...answer.headers };
      if (answer.json !== undefined) {
        body = JSON.stringify(answer.json);
        headers['content-type'] ??= 'application/json';
      }
      if (answer.file) body = readFileSync(answer.file);
      res.writeHead(answer.status ?? 200, headers).end(body);
    });
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    originMap: (hosts) => Object.fromEntries(hosts.map((h) => [`https://${h}`, `${url}/${h}`])),
    route: (method, host, path, res) => {
      routes.push({ method, host, path, res });
    },
    requests,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const SOURCES_DIR = join(import.meta.dirname, '../../src/sources');

/** The live connectors' recorded answers (real responses, see each `fixtures/live/README.md`). */
export const LIVE_FIXTURES = {
  /** Parliament's Bills API: `search-page-1.json` and `bill-<id>.json`. */
  billsDir: join(SOURCES_DIR, 'parliament/fixtures/live/bills'),
  /** Judicial Decisions Online's Solr `select` answer. */
  jdoSelect: join(SOURCES_DIR, 'jdo-judgments/fixtures/live/jdo/select.json'),
  /** legislation.govt.nz's RSS update feed. */
  legislationFeed: join(SOURCES_DIR, 'nz-legal-news/fixtures/live/feeds/legislation-govt-nz.xml'),
  /** legislation.govt.nz's Atom feed as recorded on 19 May 2015 (680 entries), the whole bundled file. */
  legislationAtomFeed: join(
    import.meta.dirname,
    '../../../../data/legislation-atom-feed-2015/legislation-govt-nz-custom-feed-2015-05-19.atom.xml',
  ),
} as const;

/**
 * Routes the recorded answers of Parliament's Bills API (`POST /api/data/search`, `GET /api/data/Bill/<id>` for
 * each recorded bill) and of the legislation.govt.nz update feed (`GET /subscribe/nzpco-rss.xml`, with
 * `feedHeaders` added, e.g. an ETag). Judicial Decisions Online is left to the test, which decides how exactly its
 * query must match.
 */
export function routeRecordedBillsAndFeed(
  server: FixtureServer,
  feedHeaders: Record<string, string> = {},
): void {
  const json = { 'content-type': 'application/json' };
  for (const f of readdirSync(LIVE_FIXTURES.billsDir).filter((n) => n.startsWith('bill-'))) {
    const id = f.replace(/^bill-|\.json$/g, '');
    server.route('GET', 'bills.parliament.nz', `/api/data/Bill/${id}`, {
      file: join(LIVE_FIXTURES.billsDir, f),
      headers: json,
    });
  }
  server.route('POST', 'bills.parliament.nz', '/api/data/search', {
    file: join(LIVE_FIXTURES.billsDir, 'search-page-1.json'),
    headers: json,
  });
  server.route('GET', 'www.legislation.govt.nz', '/subscribe/nzpco-rss.xml', {
    file: LIVE_FIXTURES.legislationFeed,
    headers: { 'content-type': 'application/rss+xml', ...feedHeaders },
  });
}

/**
 * The connectors' shared HTTP client pointed at `server` for the live sources' hosts (Parliament's Bills API,
 * Judicial Decisions Online, legislation.govt.nz), connected mode, no pacing and no retries: a test sees each
 * request once.
 */
export function fixtureHttpClient(server: FixtureServer): HttpClient {
  return createHttpClient({
    sovereign: false,
    minTimeMs: 0,
    retries: 0,
    originMap: server.originMap(['bills.parliament.nz', 'forms.justice.govt.nz', 'www.legislation.govt.nz']),
  });
}
