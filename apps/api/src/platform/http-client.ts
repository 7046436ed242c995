import http from 'node:http';
import https from 'node:https';
import { MeilisearchApiError } from 'meilisearch';

/**
 * HTTP client for the meilisearch JS client (`httpClient` option) over Node's own `http` module with a
 * keep-alive agent. The search hot path spends several milliseconds of CPU per request in global `fetch`
 * reading a ~100 KB answer; this client reads the same answer for a fraction of that.
 *
 * Contract (as the meilisearch client expects): resolves with the parsed JSON body (undefined when empty);
 * rejects with MeilisearchApiError on an HTTP error status (so the caller sees Meilisearch's error code), with
 * `init.signal.reason` when the client's timeout aborts the request, or with the socket error otherwise.
 */
export function createNodeHttpClient(options: { maxSockets?: number } = {}) {
  const agentOptions = { keepAlive: true, maxSockets: options.maxSockets ?? 128, keepAliveMsecs: 10_000 };
  const httpAgent = new http.Agent(agentOptions);
  const httpsAgent = new https.Agent(agentOptions);

  const client = (input: string | URL | Request, init?: RequestInit): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const url = input instanceof URL ? input : new URL(typeof input === 'string' ? input : input.url);
      const headers: Record<string, string> = {};
      new Headers(init?.headers).forEach((value, key) => {
        headers[key] = value;
      });
      const body = typeof init?.body === 'string' ? init.body : undefined;
      if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
      const signal = init?.signal ?? undefined;
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const transport = url.protocol === 'https:' ? https : http;
      const req = transport.request(
        url,
        { method: init?.method ?? 'GET', headers, agent: url.protocol === 'https:' ? httpsAgent : httpAgent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            signal?.removeEventListener('abort', onAbort);
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown;
            try {
              parsed = text === '' ? undefined : JSON.parse(text);
            } catch (error) {
              reject(error);
              return;
            }
            const status = res.statusCode ?? 0;
            if (status >= 200 && status < 300) resolve(parsed);
            else
              reject(
                new MeilisearchApiError(
                  new Response(null, { status, statusText: res.statusMessage ?? '' }),
                  parsed as ConstructorParameters<typeof MeilisearchApiError>[1],
                ),
              );
          });
        },
      );
      const onAbort = () => {
        req.destroy();
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      req.on('error', (error) => {
        signal?.removeEventListener('abort', onAbort);
        reject(error);
      });
      req.setNoDelay(true);
      req.end(body);
    });

  return Object.assign(client, {
    /** Closes idle keep-alive sockets (call when the server closes). */
    destroy: () => {
      httpAgent.destroy();
      httpsAgent.destroy();
    },
  });
}
