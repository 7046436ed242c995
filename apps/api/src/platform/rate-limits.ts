import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, looksLikeFile, pathnameOf } from './request-paths';

/**
 * Rate limits per client address, one budget per class of request, so that the dozens of scripts and styles of one
 * page load never count against the API, and a library's many readers behind one address can use the site at once:
 * - `asset`: a file of the web build (hashed, immutable, cached by the browser): never limited;
 * - `page`: an HTML page (`/`, `/search`, `/documents/<id>`, …): over its limit a readable HTML page, 429;
 * - `search`: `GET /api/search` and tRPC `search` (the costly query); `health`: `GET /api/health`;
 * - `api`: every other API request (lookups, the reader, taxonomies). API answers over a limit are 429 JSON.
 * Every 429 carries `Retry-After` (seconds until the address's window restarts).
 */

/** The class of a request, each with its own budget. */
export type RequestClass = 'asset' | 'page' | 'search' | 'health' | 'api';

/** Requests per minute per client address of each limited class (0 = that class is not limited). */
export interface RateLimitSettings {
  pages: number;
  search: number;
  api: number;
  health: number;
  /** Client addresses never limited (e.g. `127.0.0.1` for a load test from the same machine). */
  allow: readonly string[];
}

/**
 * Defaults sized for 30 readers behind one address (a library, a school) working at once. A cold load of `/` made 43
 * requests in a browser: one page, 41 files (not counted) and one API call (tests/e2e/rate-limits.test.ts); moving
 * around the app loads no page at all (the router fetches data only). Per reader and minute that leaves ~10 page
 * loads, ~20 searches and ~40 other API calls.
 */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  pages: 300,
  search: 600,
  api: 1_200,
  health: 120,
  allow: [],
};

const WINDOW_MS = 60_000;

/** The class of a request by its URL (see the module's comment). */
export function classifyRequest(url: string): RequestClass {
  if (!isApiPath(url)) return looksLikeFile(url) ? 'asset' : 'page';
  const path = pathnameOf(url).toLowerCase();
  if (path === '/api/health') return 'health';
  if (path === '/api/search' || path === '/api/search/') return 'search';
  // A tRPC batch names its procedures in the path: `/trpc/search,documentTypes`.
  if (path.startsWith('/trpc/') && path.slice('/trpc/'.length).split(',').includes('search')) return 'search';
  return 'api';
}

/** The address as the allow list spells it (an IPv4 address mapped into IPv6 is the IPv4 address). */
const plainAddress = (ip: string) => (ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip);

/** The HTML answer of a page request over its limit: readable, no script, in the site's plain style. */
export function tooManyPagesHtml(retryAfterSeconds: number, perMinute: number): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Too many page loads — Aotearoa Legal</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1a202c}a{color:#1d4ed8}</style>
</head><body><main>
<h1>Too many page loads from your network</h1>
<p>More than ${perMinute} pages were opened from your network's address in the last minute, so this one was not sent.
Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}, then <a href="">reload the page</a>.</p>
<p>If many people share your connection (a library, a school, an office) and you often see this page, tell the site's
operator: the limit can be raised.</p>
</main></body></html>
`;
}

/**
 * Registers the per-class limits as one `onRequest` hook (counters from @fastify/rate-limit, in memory, one store per
 * class). Classes whose limit is 0 are not counted. Sets `x-ratelimit-limit`, `x-ratelimit-remaining` and
 * `x-ratelimit-reset` (seconds) on limited classes' answers.
 */
export async function registerRateLimits(app: FastifyInstance, settings: RateLimitSettings): Promise<void> {
  await app.register(rateLimit, { global: false });
  const allow = new Set(settings.allow.map(plainAddress));
  const limiter = (max: number) =>
    max > 0
      ? app.createRateLimit({
          max,
          timeWindow: WINDOW_MS,
          ...(allow.size > 0
            ? { allowList: (request: FastifyRequest) => allow.has(plainAddress(request.ip)) }
            : {}),
        })
      : undefined;
  const limiters: Record<RequestClass, ReturnType<typeof limiter>> = {
    asset: undefined,
    page: limiter(settings.pages),
    search: limiter(settings.search),
    api: limiter(settings.api),
    health: limiter(settings.health),
  };
  app.addHook('onRequest', async (request, reply) => {
    const kind = classifyRequest(request.url);
    const check = limiters[kind];
    if (!check) return;
    const result = await check(request);
    if (result.isAllowed) return;
    reply.header('x-ratelimit-limit', result.max);
    reply.header('x-ratelimit-remaining', result.remaining);
    reply.header('x-ratelimit-reset', result.ttlInSeconds);
    if (!result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    return tooMany(reply, kind, seconds, result.max);
  });
}

/**
 * Answers a request over its class's limit: 429 with `Retry-After` (`seconds`) and no caching; a page gets the HTML
 * page, anything else the API's JSON error (`code: TOO_MANY_REQUESTS`, a message naming the limit `max` per minute).
 */
function tooMany(reply: FastifyReply, kind: RequestClass, seconds: number, max: number) {
  reply.code(429).header('Retry-After', String(seconds)).header('Cache-Control', 'no-store');
  if (kind === 'page') return reply.type('text/html; charset=utf-8').send(tooManyPagesHtml(seconds, max));
  const what = kind === 'search' ? 'searches' : kind === 'health' ? 'health checks' : 'API requests';
  return reply.type('application/json; charset=utf-8').send({
    statusCode: 429,
    code: 'TOO_MANY_REQUESTS',
    message: `Too many requests: at most ${max} ${what} per minute from one address; try again in ${seconds} s`,
  });
}
