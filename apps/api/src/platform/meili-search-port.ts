import http from 'node:http';
import https from 'node:https';
import { MeilisearchApiError, MeilisearchRequestError, MeilisearchRequestTimeOutError } from 'meilisearch';

/**
 * `POST /multi-search` to Meilisearch, the one request a search sends (three to five times), without the
 * meilisearch client's per-request work (a `URL`, `Headers` copied twice, an `AbortController` and its listeners):
 * the address and headers are made once, the body is written as it is, and the timeout is one timer. A search's
 * port (procedure.ts) uses it when the server made its own client; every other call still goes through the
 * meilisearch client.
 *
 * Fails as the meilisearch client with `createNodeHttpClient` does, so `toTrpcError` answers the same (503 or 400):
 * every failure is a `MeilisearchRequestError` naming the address, whose `cause` is a `MeilisearchApiError` for an
 * HTTP error status (Meilisearch's error code and message), a `MeilisearchRequestTimeOutError` when no answer came
 * within `timeoutMs` (the request is then abandoned and its socket closed), or the socket or JSON error.
 */
export interface MultiSearchPort {
  /** The parsed answer of one multi-search with `body` (`queries`, or `federation` and `queries`). */
  (body: object): Promise<unknown>;
  /** Closes idle keep-alive sockets (call when the server closes). */
  destroy(): void;
}

export interface MultiSearchPortOptions {
  /** Meilisearch's address, as the client takes it (`http://127.0.0.1:7700`; a path prefix is kept). */
  host: string;
  apiKey?: string;
  /** Per-request timeout, ms. */
  timeoutMs: number;
  /** Sockets kept per host (default 128). */
  maxSockets?: number;
}

export function createMultiSearchPort(options: MultiSearchPortOptions): MultiSearchPort {
  const host = /^https?:\/\//.test(options.host) ? options.host : `http://${options.host}`;
  const url = new URL('multi-search', host.endsWith('/') ? host : `${host}/`);
  const address = url.toString();
  const secure = url.protocol === 'https:';
  const agentOptions = { keepAlive: true, maxSockets: options.maxSockets ?? 128, keepAliveMsecs: 10_000 };
  const agent = secure ? new https.Agent(agentOptions) : new http.Agent(agentOptions);
  const transport = secure ? https : http;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
  };
  const target = {
    protocol: url.protocol,
    hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port,
    path: `${url.pathname}${url.search}`,
    method: 'POST',
    agent,
  };
  const { timeoutMs } = options;

  const port = (body: object): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const json = JSON.stringify(body);
      let settled = false;
      let timer: NodeJS.Timeout | undefined;
      const fail = (cause: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(new MeilisearchRequestError(address, cause));
      };
      const req = transport.request(
        { ...target, headers: { ...headers, 'content-length': String(Buffer.byteLength(json)) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', fail);
          res.on('end', () => {
            if (settled) return;
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown;
            try {
              parsed = text === '' ? undefined : JSON.parse(text);
            } catch (error) {
              fail(error);
              return;
            }
            const status = res.statusCode ?? 0;
            if (status < 200 || status >= 300) {
              fail(
                new MeilisearchApiError(
                  new Response(null, { status, statusText: res.statusMessage ?? '' }),
                  parsed as ConstructorParameters<typeof MeilisearchApiError>[1],
                ),
              );
              return;
            }
            settled = true;
            clearTimeout(timer);
            resolve(parsed);
          });
        },
      );
      timer = setTimeout(() => {
        fail(new MeilisearchRequestTimeOutError(timeoutMs, { method: 'POST', headers, body: json }));
        req.destroy();
      }, timeoutMs);
      req.on('error', fail);
      req.setNoDelay(true);
      req.end(json);
    });

  return Object.assign(port, {
    destroy: () => agent.destroy(),
  });
}
