import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sovereignRefusalMessage } from '@aotearoa/contracts';
import Bottleneck from 'bottleneck';
import pRetry, { AbortError } from 'p-retry';
import robotsParser from 'robots-parser';
import { Agent, buildConnector, type Dispatcher, interceptors } from 'undici';

/**
 * The one HTTP client every live connector uses (issue "Live sources"). Built on well-kept libraries:
 * - undici: requests with connect, header and body timeouts, redirects followed (at most 3);
 * - p-retry: retries with exponential backoff and jitter (`randomize`) on timeouts, resets, 429 and 5xx;
 * - bottleneck: a per-host rate limit (one request at a time per host, `minTimeMs` apart);
 * - robots-parser: robots.txt of each origin read once a day and obeyed (a disallowed URL is never requested);
 * plus conditional requests (`If-None-Match` / `If-Modified-Since` from the ETag / Last-Modified kept per URL in a
 * `ValidatorStore`; a 304 answers the stored body) and a descriptive User-Agent.
 *
 * Sovereign mode is enforced here: while `sovereign()` is true every request is refused with SovereignModeError
 * before robots.txt, the rate limiter or a socket is touched, and the agent's connector itself refuses, so no
 * connection can be opened by any path through this client. A host that cannot be reached (DNS failure, refused,
 * unreachable network) is not retried and is skipped for `unreachableForMs` (no retry storm on a machine without
 * internet).
 */

/** Product token connectors identify themselves with (also the robots.txt user-agent they obey). */
export const USER_AGENT_TOKEN = 'AotearoaLegalBot';

/** The User-Agent header: product token, purpose, and a contact when `contact` (URL or e-mail) is given. */
export function userAgent(contact?: string): string {
  const tail = contact ? `; +${contact}` : '';
  return `${USER_AGENT_TOKEN}/0.1 (open-source New Zealand legal search indexer; obeys robots.txt${tail})`;
}

/** Thrown for every request while sovereign (offline) mode is on; no connection was attempted. */
export class SovereignModeError extends Error {
  override name = 'SovereignModeError';
  readonly code = 'SOVEREIGN_MODE';
  constructor(readonly host: string) {
    super(sovereignRefusalMessage(host));
  }
}

/** The origin's robots.txt disallows the URL for our user agent: it was not requested. */
export class RobotsDisallowedError extends Error {
  override name = 'RobotsDisallowedError';
  readonly code = 'ROBOTS_DISALLOWED';
  constructor(readonly url: string) {
    super(`robots.txt of ${new URL(url).origin} disallows ${new URL(url).pathname} for ${USER_AGENT_TOKEN}`);
  }
}

/** The server answered an HTTP error status (after retries for 429/5xx). */
export class HttpStatusError extends Error {
  override name = 'HttpStatusError';
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`HTTP ${status} from ${url}`);
  }
}

/** The host could not be reached (DNS, refused, no route), now or within the last `unreachableForMs`. */
export class HostUnreachableError extends Error {
  override name = 'HostUnreachableError';
  readonly code = 'HOST_UNREACHABLE';
  constructor(
    readonly host: string,
    reason: string,
  ) {
    super(`${host} is not reachable: ${reason}`);
  }
}

/** Stored validators and body of one URL's last 200 answer. */
export interface StoredValidators {
  etag?: string;
  lastModified?: string;
  body: Buffer;
  contentType?: string;
}

/** Keeps each URL's ETag / Last-Modified and body so the next request can be conditional. */
export interface ValidatorStore {
  get(url: string): StoredValidators | undefined;
  set(url: string, value: StoredValidators): void;
}

/** A ValidatorStore in memory (tests; one process). */
export class MemoryValidatorStore implements ValidatorStore {
  private readonly map = new Map<string, StoredValidators>();
  get(url: string) {
    return this.map.get(url);
  }
  set(url: string, value: StoredValidators) {
    this.map.set(url, value);
  }
}

/** A ValidatorStore on disk: `<dir>/<sha256 of url>.json` (validators) and `.body` (the body), written atomically. */
export class FileValidatorStore implements ValidatorStore {
  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }
  private path(url: string) {
    return join(this.dir, createHash('sha256').update(url).digest('hex'));
  }
  get(url: string): StoredValidators | undefined {
    try {
      const p = this.path(url);
      const meta = JSON.parse(readFileSync(`${p}.json`, 'utf8')) as Omit<StoredValidators, 'body'> & {
        url: string;
      };
      if (meta.url !== url) return undefined;
      return { ...meta, body: readFileSync(`${p}.body`) };
    } catch {
      return undefined;
    }
  }
  set(url: string, value: StoredValidators): void {
    const p = this.path(url);
    const { body, ...meta } = value;
    writeFileSync(`${p}.body.tmp`, body);
    renameSync(`${p}.body.tmp`, `${p}.body`);
    writeFileSync(`${p}.json.tmp`, JSON.stringify({ url, ...meta }));
    renameSync(`${p}.json.tmp`, `${p}.json`);
  }
}

export interface HttpClientOptions {
  /** Sovereign mode: checked before every request (a function so a running worker follows a changed setting). */
  sovereign: boolean | (() => boolean);
  /** User-Agent header (default `userAgent()`). */
  userAgent?: string;
  /** Connect timeout, ms (default 10 s). */
  connectTimeoutMs?: number;
  /** Time allowed for the response headers and between body chunks, ms (default 30 s). */
  timeoutMs?: number;
  /** Retries after the first attempt for retryable failures (default 2). */
  retries?: number;
  /** First retry delay, ms (default 1 s; doubled each retry, times a random 1–2). */
  retryMinMs?: number;
  /** Least time between two requests to one host, ms (default 1 s). */
  minTimeMs?: number;
  /** Largest body accepted, bytes (default 64 MB). */
  maxBodyBytes?: number;
  /** How long a host that could not be reached is skipped, ms (default 5 minutes). */
  unreachableForMs?: number;
  /** Where ETag / Last-Modified and bodies are kept (default in memory). */
  validators?: ValidatorStore;
  /** Obey robots.txt (default true). */
  respectRobots?: boolean;
  /**
   * Origins to send requests to instead of the real ones, e.g. `{ 'https://bills.parliament.nz':
   * 'http://127.0.0.1:4010/bills.parliament.nz' }` (a path prefix is kept; tests use a local server replaying
   * recorded responses, robots.txt included). URLs in answers and records keep the real origin.
   */
  originMap?: Record<string, string>;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A JSON body (sent with `Content-Type: application/json`). */
  json?: unknown;
  /** Use (and keep) validators for this GET (default true). */
  conditional?: boolean;
  signal?: AbortSignal;
}

export interface HttpResponse {
  /** The URL as requested (real origin). */
  url: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** True when the server answered 304 and `body` is the stored copy. */
  notModified: boolean;
}

export interface HttpClient {
  /** Requests `url`; resolves with a 2xx (or 304-revalidated) answer, rejects with one of this module's errors. */
  request(url: string, opts?: RequestOptions): Promise<HttpResponse>;
  /** GET (or POST with `json`) and parse the body as JSON. */
  json<T = unknown>(url: string, opts?: RequestOptions): Promise<T>;
  /** GET and decode the body as UTF-8 text. */
  text(url: string, opts?: RequestOptions): Promise<string>;
  /** Whether sovereign mode is on now. */
  readonly sovereign: boolean;
  /** Closes the connection pool. */
  close(): Promise<void>;
}

/** Network error codes that mean the host cannot be reached at all (not retried; the host is skipped a while). */
const UNREACHABLE_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_FAIL',
  'ECONNREFUSED',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ENETDOWN',
  'EHOSTDOWN',
]);
/** Transient network error codes worth retrying. */
const RETRYABLE_CODES = new Set([
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);
const RETRYABLE_STATUS = new Set([408, 429, 500, 502, 503, 504]);
const ROBOTS_TTL_MS = 24 * 3_600_000;

function errorCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Creates the connectors' HTTP client (see the module comment). One client per worker process: its per-host
 * limiter, robots.txt cache and unreachable-host memory are shared by every connector run in that process.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const isSovereign = () =>
    typeof options.sovereign === 'function' ? options.sovereign() : options.sovereign;
  const ua = options.userAgent ?? userAgent();
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxBody = options.maxBodyBytes ?? 64 * 1024 * 1024;
  const unreachableFor = options.unreachableForMs ?? 5 * 60_000;
  const validators = options.validators ?? new MemoryValidatorStore();
  const originMap = options.originMap ?? {};

  // The connector refuses in sovereign mode: no socket is created even if a request got this far.
  const connect = buildConnector({ timeout: options.connectTimeoutMs ?? 10_000 });
  const guardedConnect: buildConnector.connector = (opts, callback) => {
    if (isSovereign()) {
      callback(new SovereignModeError(opts.hostname), null);
      return;
    }
    connect(opts, callback);
  };
  const dispatcher: Dispatcher = new Agent({
    connect: guardedConnect,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connections: 4,
  }).compose(interceptors.redirect({ maxRedirections: 3 }));

  const limiters = new Bottleneck.Group({ maxConcurrent: 1, minTime: options.minTimeMs ?? 1_000 });
  const robotsCache = new Map<string, { robot: ReturnType<typeof robotsParser> | null; at: number }>();
  const downUntil = new Map<string, { until: number; reason: string }>();

  // A mapped origin may carry a path prefix (`http://127.0.0.1:4010/bills.parliament.nz`), so one local server
  // can stand in for several hosts.
  const target = (url: URL): URL => {
    const mapped = originMap[url.origin];
    return mapped ? new URL(`${mapped.replace(/\/+$/, '')}${url.pathname}${url.search}`) : url;
  };

  /** One attempt at the wire (through the host's limiter); no retries, no robots. */
  async function once(url: URL, opts: RequestOptions, extraHeaders: Record<string, string>) {
    const to = target(url);
    return limiters.key(url.host).schedule(async () => {
      if (isSovereign()) throw new SovereignModeError(url.host);
      const headers: Record<string, string> = {
        'user-agent': ua,
        accept: 'application/json, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
        ...opts.headers,
        ...extraHeaders,
      };
      let body: string | undefined;
      if (opts.json !== undefined) {
        body = JSON.stringify(opts.json);
        headers['content-type'] = 'application/json';
      }
      const res = await dispatcher.request({
        origin: to.origin,
        path: to.pathname + to.search,
        method: opts.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
        signal: opts.signal,
      });
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of res.body) {
        size += chunk.length;
        if (size > maxBody) {
          res.body.destroy();
          throw new AbortError(`body of ${url.href} exceeds ${maxBody} bytes`);
        }
        chunks.push(chunk as Buffer);
      }
      const outHeaders: Record<string, string> = {};
      for (const [k, v] of Object.entries(res.headers)) {
        if (v !== undefined) outHeaders[k] = Array.isArray(v) ? v.join(', ') : String(v);
      }
      return { status: res.statusCode, headers: outHeaders, body: Buffer.concat(chunks) };
    });
  }

  /** `once` with retries (backoff + jitter) and the unreachable-host rule. */
  async function withRetries(url: URL, opts: RequestOptions, extraHeaders: Record<string, string>) {
    const down = downUntil.get(url.host);
    if (down && down.until > Date.now()) throw new HostUnreachableError(url.host, down.reason);
    return pRetry(
      async () => {
        let res: Awaited<ReturnType<typeof once>>;
        try {
          res = await once(url, opts, extraHeaders);
        } catch (err) {
          if (err instanceof AbortError) throw err;
          const code = errorCode(err);
          if (err instanceof SovereignModeError || code === 'SOVEREIGN_MODE')
            throw new AbortError(err as Error);
          if (code && UNREACHABLE_CODES.has(code)) {
            const reason = `${code} (${(err as Error).message})`;
            downUntil.set(url.host, { until: Date.now() + unreachableFor, reason });
            throw new AbortError(new HostUnreachableError(url.host, reason));
          }
          // Timeouts, resets and closed sockets are retried; anything else (a cancelled job, a bad URL) is not.
          if (code && RETRYABLE_CODES.has(code) && !opts.signal?.aborted) throw err;
          throw new AbortError(err as Error);
        }
        if (RETRYABLE_STATUS.has(res.status)) {
          const e = new HttpStatusError(url.href, res.status) as HttpStatusError & { retryAfterMs?: number };
          const ra = Number(res.headers['retry-after']);
          if (Number.isFinite(ra) && ra > 0) e.retryAfterMs = Math.min(ra * 1000, 120_000);
          throw e;
        }
        return res;
      },
      {
        retries: options.retries ?? 2,
        factor: 2,
        minTimeout: options.retryMinMs ?? 1_000,
        maxTimeout: 60_000,
        randomize: true,
        signal: opts.signal,
        onFailedAttempt: async ({ error, retriesLeft }) => {
          const wait = (error as { retryAfterMs?: number }).retryAfterMs;
          if (wait && retriesLeft > 0) await new Promise((r) => setTimeout(r, wait));
        },
      },
    );
  }

  async function robotsFor(url: URL): Promise<ReturnType<typeof robotsParser> | null> {
    const cached = robotsCache.get(url.origin);
    if (cached && Date.now() - cached.at < ROBOTS_TTL_MS) return cached.robot;
    const robotsUrl = new URL('/robots.txt', url.origin);
    const res = await withRetries(robotsUrl, { method: 'GET' }, {});
    let robot: ReturnType<typeof robotsParser> | null;
    if (res.status >= 200 && res.status < 300)
      robot = robotsParser(robotsUrl.href, res.body.toString('utf8'));
    else if (res.status >= 400 && res.status < 500)
      robot = null; // RFC 9309: an unavailable robots.txt (4xx) means no restrictions
    else throw new HttpStatusError(robotsUrl.href, res.status);
    robotsCache.set(url.origin, { robot, at: Date.now() });
    return robot;
  }

  async function request(raw: string, opts: RequestOptions = {}): Promise<HttpResponse> {
    const url = new URL(raw);
    if (isSovereign()) throw new SovereignModeError(url.host);
    if (options.respectRobots !== false) {
      const robot = await robotsFor(url);
      if (robot && robot.isAllowed(url.href, USER_AGENT_TOKEN) === false)
        throw new RobotsDisallowedError(url.href);
    }
    const method = opts.method ?? (opts.json === undefined ? 'GET' : 'POST');
    const conditional = method === 'GET' && opts.conditional !== false;
    const stored = conditional ? validators.get(url.href) : undefined;
    const extra: Record<string, string> = {};
    if (stored?.etag) extra['if-none-match'] = stored.etag;
    if (stored?.lastModified) extra['if-modified-since'] = stored.lastModified;
    const res = await withRetries(url, opts, extra);
    if (res.status === 304 && stored) {
      return { url: url.href, status: 200, headers: res.headers, body: stored.body, notModified: true };
    }
    if (res.status < 200 || res.status >= 300) throw new HttpStatusError(url.href, res.status);
    if (conditional && (res.headers.etag || res.headers['last-modified'])) {
      validators.set(url.href, {
        etag: res.headers.etag,
        lastModified: res.headers['last-modified'],
        contentType: res.headers['content-type'],
        body: res.body,
      });
    }
    return { url: url.href, status: res.status, headers: res.headers, body: res.body, notModified: false };
  }

  return {
    request,
    async json<T>(url: string, opts?: RequestOptions) {
      const res = await request(url, opts);
      try {
        return JSON.parse(res.body.toString('utf8')) as T;
      } catch {
        throw new Error(`${url} did not answer JSON`);
      }
    },
    async text(url: string, opts?: RequestOptions) {
      return (await request(url, opts)).body.toString('utf8');
    },
    get sovereign() {
      return isSovereign();
    },
    async close() {
      await dispatcher.close();
      await limiters.disconnect();
    },
  };
}
