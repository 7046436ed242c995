import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Facets,
  INDEX_NAMES,
  indexUid,
  ReaderInputSchema,
  type SearchOutput,
} from '@aotearoa/contracts';
import { resolveDeployment } from '@aotearoa/contracts/deployment';
import { startSentenceEncoderWorker } from '@aotearoa/encoder';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import etag from '@fastify/etag';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import underPressure from '@fastify/under-pressure';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import { Meilisearch } from 'meilisearch';
import { fastifyTRPCOpenApiPlugin, generateOpenApiDocument } from 'trpc-to-openapi';
import { type ApiDependencies, makeCreateContext } from './context';
import { resolveId } from './domains/reader/router';
import { DEFAULT_FUSION, type FusionConfig, fusionConfigOf } from './domains/search/fuse/config';
import type { Env } from './env';
import { registerAdminBoard } from './platform/admin-board';
import { getHealth, healthOpenApiPath } from './platform/health';
import { createNodeHttpClient } from './platform/http-client';
import { DEFAULT_INDEX_WATCH_MS, watchIndexes } from './platform/index-watch';
import { loadPageRoutes, matchPageRoute } from './platform/page-routes';
import { DEFAULT_RATE_LIMITS, registerRateLimits } from './platform/rate-limits';
import { isApiPath, isRestPath, looksLikeFile, pathnameOf } from './platform/request-paths';
import { createPageHtml, loadRoutePreloads } from './platform/route-preloads';
import { createSourceRunsReader } from './platform/source-runs';
import { TtlCache } from './platform/ttl-cache';
import { unknownParameterCheck, unknownParametersMessage } from './platform/unknown-parameters';
import { appRouter } from './router';
import { registerSovereignModeHeaders } from './sovereign-mode';

/** Options of `buildServer`. Every field is optional; defaults follow `loadEnv()`'s defaults. */
export interface BuildServerOptions {
  /** A ready Meilisearch client (tests pass their own); else one is built from meiliUrl/meiliKey. */
  meili?: Meilisearch;
  meiliUrl?: string;
  meiliKey?: string;
  /** Per-request timeout to Meilisearch, milliseconds (default 5000). */
  meiliTimeoutMs?: number;
  /** Prefix of the deployment's index uids (default none: `documents`, `directory`). */
  indexPrefix?: string;
  /**
   * Folder of the built web app; served with SPA fallback when it holds index.html. `/` without a query string gets
   * its home.html (the main page prerendered by the web build) when there is one.
   */
  webDist?: string;
  /**
   * API requests per minute per client address other than searches and health checks (default 1200); 0 turns every
   * rate limit off (pages, searches, API, health). Hashed assets and other files of the web build are never limited.
   */
  rateLimitMax?: number;
  /** Searches (`/api/search`, tRPC `search`) per minute per client address (default 600; 0 = not limited). */
  rateLimitSearch?: number;
  /** Page loads (HTML) per minute per client address (default 300; 0 = not limited); over it an HTML 429 page. */
  rateLimitPages?: number;
  /** `GET /api/health` per minute per client address (default 120; 0 = not limited). */
  rateLimitHealth?: number;
  /** Client addresses never rate-limited (default none), e.g. `127.0.0.1` for a load test on the same machine. */
  rateLimitAllow?: string[];
  /** Search response cache: entries (default 1000; 0 = off) and time-to-live in ms (default 30000). */
  searchCacheSize?: number;
  searchCacheTtlMs?: number;
  /** How often the caches check that the indexes did not change (swap or incremental ingest), ms (default 2000; 0 = off). */
  indexWatchMs?: number;
  logLevel?: Env['LOG_LEVEL'];
  /** Fastify `trustProxy`: false (default), true, a hop count, or addresses/CIDRs of trusted proxies. */
  trustProxy?: boolean | number | string | string[];
  /** Strict-Transport-Security max-age in seconds; 0 (default) sends no HSTS header (enable behind TLS only). */
  hstsMaxAge?: number;
  /** Origins allowed to call the API from a browser (CORS); empty (default) = closed, same origin only. */
  corsOrigins?: string[];
  /** Largest request body in bytes (default 64 KiB) and largest request head (default 16 KiB). */
  bodyLimit?: number;
  maxHeaderSize?: number;
  /** API requests in flight at once before new ones are shed with 503 + Retry-After (default 256; 0 = off). */
  maxInFlight?: number;
  /** Event-loop delay in ms above which requests are shed with 503 + Retry-After (default 1000; 0 = off). */
  maxEventLoopDelayMs?: number;
  /** Redis of the indexer worker (its run records feed `GET /api/sources`); none: run fields are null. */
  redisUrl?: string;
  /** The deployment's Redis key prefix (default: derived like the indexer's, from redisPrefixBase/deploymentId). */
  redisPrefix?: string;
  redisPrefixBase?: string;
  deploymentId?: string;
  /** Token of the queue dashboard at /admin/queues; none (default): the dashboard is not served. */
  adminToken?: string;
  /**
   * Match described situations by meaning as well as by words (see domains/search/run-search.ts): starts the sentence
   * encoder's worker thread. Default false here (a test server rarely needs it); the environment's
   * SEARCH_BY_MEANING defaults to true, so the served API has it.
   */
  searchByMeaning?: boolean;
  /** The first page's fusion weights (default `DEFAULT_FUSION`; the environment's SEARCH_* weights, env.ts). */
  searchFusion?: FusionConfig;
}

/** Options from a validated environment. */
export function serverOptionsFromEnv(env: Env): BuildServerOptions {
  return {
    meiliUrl: env.MEILI_URL,
    meiliKey: env.MEILI_MASTER_KEY,
    meiliTimeoutMs: env.MEILI_TIMEOUT_MS,
    indexPrefix: env.MEILI_INDEX_PREFIX,
    webDist: env.WEB_DIST,
    rateLimitMax: env.RATE_LIMIT_MAX,
    rateLimitSearch: env.RATE_LIMIT_SEARCH,
    rateLimitPages: env.RATE_LIMIT_PAGES,
    rateLimitHealth: env.RATE_LIMIT_HEALTH,
    rateLimitAllow: env.RATE_LIMIT_ALLOW,
    searchCacheSize: env.SEARCH_CACHE_SIZE,
    searchCacheTtlMs: env.SEARCH_CACHE_TTL_MS,
    indexWatchMs: env.INDEX_WATCH_MS,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    hstsMaxAge: env.HSTS_MAX_AGE,
    corsOrigins: env.CORS_ORIGINS,
    redisUrl: env.REDIS_URL,
    redisPrefixBase: env.REDIS_PREFIX,
    deploymentId: env.DEPLOYMENT_ID,
    adminToken: env.ADMIN_TOKEN,
    searchByMeaning: env.SEARCH_BY_MEANING,
    searchFusion: fusionConfigOf(env),
  };
}

/** The OpenAPI 3 document of the REST paths (`GET /api/openapi.json`). */
export function buildOpenApiDocument(baseUrl = '/api') {
  const doc = generateOpenApiDocument(appRouter, {
    title: 'Aotearoa Legal API',
    description:
      'Search New Zealand legislation, case law, regulations, parliamentary debates and academic papers. ' +
      'Every query procedure is also a tRPC procedure under /trpc.',
    version: '0.1.0',
    baseUrl,
  });
  return { ...doc, paths: { ...doc.paths, '/health': healthOpenApiPath } };
}

/** Seconds a shed or unavailable request is told to wait (`Retry-After`). */
const RETRY_AFTER_SECONDS = 5;

/** The Content-Security-Policy of every response: scripts only from this origin, no inline script. */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Chakra UI (emotion) inserts <style> elements at run time: inline styles are allowed, inline scripts are not.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

const REQUEST_ID_RE = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Builds the API server (not listening): tRPC at `/trpc`, REST at `/api/*` (trpc-to-openapi),
 * `GET /api/openapi.json`, `GET /api/health`, `GET /api/metrics`, cookies, per-address rate limits by class of
 * request (platform/rate-limits.ts: API 429s in JSON, pages' as an HTML page), and the built web app from `webDist`:
 * its files, and its pages by the router's route list (`routes.json`), an unknown address answering 404 with the
 * app's not-found page. Errors never carry stack traces; 5xx from Meilisearch
 * become 503 with a readable message.
 */
export async function buildServer(opts: BuildServerOptions = {}): Promise<FastifyInstance> {
  const httpClient = opts.meili ? undefined : createNodeHttpClient();
  const meili =
    opts.meili ??
    new Meilisearch({
      host: opts.meiliUrl ?? 'http://127.0.0.1:7700',
      ...(opts.meiliKey ? { apiKey: opts.meiliKey } : {}),
      timeout: opts.meiliTimeoutMs ?? 5_000,
      httpClient,
    });
  const deps: ApiDependencies = {
    meili,
    indexes: Object.fromEntries(
      INDEX_NAMES.map((n) => [n, indexUid(n, opts.indexPrefix ?? '')]),
    ) as ApiDependencies['indexes'],
    searchCache: new TtlCache<SearchOutput>(opts.searchCacheSize ?? 1_000, opts.searchCacheTtlMs ?? 30_000),
    facetCache: new TtlCache<Facets>(opts.searchCacheSize === 0 ? 0 : 4, 60_000),
    searchFusion: opts.searchFusion ?? DEFAULT_FUSION,
  };
  const redisPrefix =
    opts.redisPrefix ??
    resolveDeployment({
      meiliUrl: meili.config.host,
      indexPrefix: opts.indexPrefix ?? '',
      redisPrefixBase: opts.redisPrefixBase,
      deploymentId: opts.deploymentId,
    }).redisPrefix;
  // The encoder loads in its worker thread in the background (about a second); start-up does not wait for it.
  if (opts.searchByMeaning) deps.sentenceEncoder = startSentenceEncoderWorker();
  if (opts.redisUrl) deps.sourceRuns = createSourceRunsReader({ redisUrl: opts.redisUrl, redisPrefix });
  // A cached answer must not outlive the index it came from: empty the caches when a rebuild swaps new indexes in
  // or a live connector upserts records.
  const indexWatch =
    (opts.searchCacheSize ?? 1_000) > 0
      ? watchIndexes(
          meili,
          Object.values(deps.indexes),
          () => {
            deps.searchCache.clear();
            deps.facetCache.clear();
          },
          opts.indexWatchMs ?? DEFAULT_INDEX_WATCH_MS,
        )
      : undefined;
  const createContext = makeCreateContext(deps);
  const started = Date.now();

  const app = Fastify({
    logger: { level: opts.logLevel ?? 'warn' },
    // No per-request logs: they cost throughput; errors are still logged, with the request id.
    logController: new LogController({ disableRequestLogging: true }),
    // Batched tRPC calls put several procedure names in the path.
    routerOptions: { maxParamLength: 5_000 },
    // A hop count n trusts the n nearest proxies (as proxy-addr does for a number).
    trustProxy:
      typeof opts.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (opts.trustProxy as number)
        : (opts.trustProxy ?? false),
    bodyLimit: opts.bodyLimit ?? 65_536,
    http: { maxHeaderSize: opts.maxHeaderSize ?? 16_384 },
    requestTimeout: 30_000,
    // A URL Fastify cannot decode (`/api/x%ZZ`) answers in the API's error shape, with its request id.
    frameworkErrors: (error, request, res) => {
      const reply = res as FastifyReply;
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 400;
      void reply
        .code(status)
        .header('X-Request-Id', request.id)
        .type('application/json; charset=utf-8')
        .send({
          message:
            error.code === 'FST_ERR_BAD_URL'
              ? 'The address is not a valid URL (a bad %-escape?)'
              : error.message,
          code: error.code === 'FST_ERR_BAD_URL' ? 'BAD_URL' : (error.code ?? 'BAD_REQUEST'),
        });
    },
    // A caller's X-Request-Id is kept when it is a plain token; otherwise a new one is made.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_RE.test(given) ? given : randomUUID();
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  // The REST paths answer GET and HEAD. trpc-to-openapi answers a HEAD with 204 without running the procedure (so
  // without validating it, and 204 even for an unknown path): a HEAD is run as the GET it stands for, and Node sends
  // the headers without the body. Other methods get 405 with Allow, not the adapter's 404.
  app.addHook('onRequest', async (request, reply) => {
    if (!isRestPath(request.url)) return;
    if (request.method === 'HEAD') request.raw.method = 'GET';
    else if (request.method !== 'GET' && request.method !== 'OPTIONS')
      return reply
        .code(405)
        .header('Allow', 'GET, HEAD')
        .type('application/json')
        .send({
          message: `Method ${request.method} not allowed: the API answers GET (and HEAD)`,
          code: 'METHOD_NOT_ALLOWED',
        });
  });
  // A query parameter the path does not take answers 400 naming it (zod alone would drop it silently, and a
  // misspelt filter would answer unfiltered).
  const openApiDocument = buildOpenApiDocument('/api');
  const checkParameters = unknownParameterCheck(openApiDocument, '/api', ['/health']);
  app.addHook('onRequest', async (request, reply) => {
    if (!isRestPath(request.url) || request.method !== 'GET') return;
    const query = request.query;
    const names = query && typeof query === 'object' ? Object.keys(query) : [];
    const pathname = request.url.split('?', 1)[0] ?? request.url;
    const found = checkParameters(pathname, names);
    if (!found) return;
    const message = unknownParametersMessage(pathname, found);
    return reply
      .code(400)
      .type('application/json; charset=utf-8')
      .send({
        message,
        code: 'BAD_REQUEST',
        data: {
          code: 'BAD_REQUEST',
          httpStatus: 400,
          issues: found.unknown.map((parameter) => ({
            parameter,
            message: 'is not a parameter of this path',
          })),
        },
      });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = status >= 500 ? 'Internal error' : error.message;
    void reply
      .code(status)
      .type('application/json')
      .send({ message, code: error.code ?? 'ERROR' });
  });

  registerSovereignModeHeaders(app);
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity:
      (opts.hstsMaxAge ?? 0) > 0 ? { maxAge: opts.hstsMaxAge ?? 0, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
  // CORS is closed unless origins are listed: no Access-Control-Allow-Origin is ever sent otherwise.
  if ((opts.corsOrigins ?? []).length > 0) {
    await app.register(cors, { origin: opts.corsOrigins, methods: ['GET', 'HEAD', 'POST'] });
  }
  // Load shedding: too many API requests in flight, or a stalled event loop, answer 503 + Retry-After at once
  // instead of queueing until everything times out.
  const maxEventLoopDelay = opts.maxEventLoopDelayMs ?? 1_000;
  if (maxEventLoopDelay > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay,
      retryAfter: RETRY_AFTER_SECONDS,
      pressureHandler: (_request, reply) => {
        void reply
          .code(503)
          .header('Retry-After', String(RETRY_AFTER_SECONDS))
          .type('application/json')
          .send({
            message: `The server is busy: try again in ${RETRY_AFTER_SECONDS} seconds`,
            code: 'OVERLOADED',
          });
      },
    });
  }
  const maxInFlight = opts.maxInFlight ?? 256;
  let inFlight = 0;
  if (maxInFlight > 0) {
    app.addHook('onRequest', async (request, reply) => {
      if (!isApiPath(request.url) || request.url.startsWith('/api/health')) return;
      if (inFlight >= maxInFlight) {
        return reply
          .code(503)
          .header('Retry-After', String(RETRY_AFTER_SECONDS))
          .type('application/json')
          .send({
            message: `The server is busy: try again in ${RETRY_AFTER_SECONDS} seconds`,
            code: 'OVERLOADED',
          });
      }
      inFlight++;
      reply.raw.once('close', () => {
        inFlight--;
      });
    });
  }
  // Every 503 tells the client when to come back.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 503 && !reply.hasHeader('Retry-After'))
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return payload;
  });
  await app.register(cookie);
  // ETags on every string/Buffer response (lookups, taxonomies, searches): a repeated GET with If-None-Match
  // answers 304 without a body. Weak, since the same JSON may go out gzip- or brotli-encoded. Registered before
  // compression so the tag is taken on the JSON itself.
  await app.register(etag, { weak: true });
  // JSON above 1 KiB goes out compressed when the client accepts it (brotli at quality 4, else gzip); the web
  // app's hashed assets are already compressed at build and served as they are (see `preCompressed` below).
  // Compressed in one synchronous step up to 4 MiB (every API answer): the REST adapter ends the reply itself, and
  // the streaming path then sent an empty body.
  await app.register(compress, {
    global: true,
    threshold: 1_024,
    syncThreshold: 4 * 1_048_576,
    encodings: ['br', 'gzip'],
  });
  if ((opts.rateLimitMax ?? DEFAULT_RATE_LIMITS.api) > 0) {
    await registerRateLimits(app, {
      api: opts.rateLimitMax ?? DEFAULT_RATE_LIMITS.api,
      search: opts.rateLimitSearch ?? DEFAULT_RATE_LIMITS.search,
      pages: opts.rateLimitPages ?? DEFAULT_RATE_LIMITS.pages,
      health: opts.rateLimitHealth ?? DEFAULT_RATE_LIMITS.health,
      allow: opts.rateLimitAllow ?? DEFAULT_RATE_LIMITS.allow,
    });
  }

  const onError = ({
    error,
    path,
    req,
  }: {
    error: { code: string; cause?: unknown; message: string };
    path?: string;
    req?: unknown;
  }) => {
    const log = (req as { log?: typeof app.log } | undefined)?.log ?? app.log;
    if (error.code === 'INTERNAL_SERVER_ERROR')
      log.error({ err: error.cause ?? error, procedure: path }, 'procedure failed');
    else if (error.code === 'SERVICE_UNAVAILABLE')
      log.warn(
        {
          failing: /not been built/.test(error.message) ? 'index' : 'meilisearch',
          procedure: path,
          reason: error.message,
        },
        error.message,
      );
  };

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: { router: appRouter, createContext, onError },
  });

  app.get('/api/openapi.json', async () => openApiDocument);
  app.get('/api/health', async (_request, reply) => {
    const { httpStatus, body } = await getHealth(deps);
    return reply.code(httpStatus).send(body);
  });
  app.get('/api/metrics', async () => ({
    uptimeSeconds: Math.round((Date.now() - started) / 1000),
    searchCache: deps.searchCache.stats(),
    facetCache: deps.facetCache.stats(),
  }));
  // trpc-to-openapi's Fastify adapter hands tRPC the reply as the request's response, and tRPC aborts the request's
  // signal when the response closes before `writableEnded`, which a Fastify reply does not have: every answered
  // REST request had its signal aborted after the answer (a DOMException, with its stack, each time). The reply
  // tells the raw response's own `writableEnded`, so only a request whose client left before the answer is aborted.
  app.decorateReply('writableEnded', {
    getter(this: FastifyReply) {
      return this.raw.writableEnded;
    },
  });
  await app.register(fastifyTRPCOpenApiPlugin, {
    basePath: '/api',
    router: appRouter,
    createContext,
    onError,
  });

  const webDist = opts.webDist;
  const indexHtml = webDist ? join(webDist, 'index.html') : undefined;
  // Decided once: a web app built after start-up is served from the next start (the fallback below needs the
  // static plugin's `sendFile`, registered only here).
  const servesWeb = Boolean(webDist && indexHtml && existsSync(indexHtml) && statSync(webDist).isDirectory());
  if (webDist && servesWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: ['index.html'],
      // `x.js.br` / `x.js.gz` made by the web build are sent for `x.js` when the client accepts them.
      preCompressed: true,
      setHeaders: (res, path) => {
        if (path.includes('/assets/')) res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  // The main page prerendered at build (apps/web/vite-plugins/prerender.ts): sent for `/` itself only; `/?category=…`
  // opens a tool, not the page that was prerendered, and gets index.html like every other client route.
  const homeHtml = webDist ? join(webDist, 'home.html') : undefined;
  // index.html with a page's route scripts named in its head (see platform/route-preloads.ts); null: send it as built.
  const pageHtml =
    servesWeb && webDist && indexHtml
      ? createPageHtml(readFileSync(indexHtml, 'utf8'), loadRoutePreloads(webDist))
      : () => null;
  if (servesWeb && homeHtml && existsSync(homeHtml)) {
    app.get('/', (request, reply) => {
      reply.type('text/html').header('Cache-Control', 'no-cache');
      if (request.url === '/') return reply.sendFile('home.html');
      const html = pageHtml('/');
      return html === null ? reply.sendFile('index.html') : reply.send(html);
    });
  }
  // The app's pages, from the router's route list the web build writes (null for an older build: every address then
  // gets the page with 200, as before the list existed).
  const pageRoutes = servesWeb && webDist ? loadPageRoutes(webDist) : null;
  const pageContext = createContext({ req: { headers: {}, ip: '' }, res: { header: () => undefined } });
  /**
   * 200 for a known page, 404 for an unknown address or a document page whose document does not exist; with the
   * page's route pattern (null when unknown, or when the build wrote no route list).
   */
  const pageStatus = async (url: string): Promise<{ status: 200 | 404; pattern: string | null }> => {
    if (!pageRoutes) return { status: 200, pattern: null };
    const match = matchPageRoute(pageRoutes, pathnameOf(url));
    if (!match) return { status: 404, pattern: null };
    const found = { status: 200, pattern: match.pattern } as const;
    if (match.pattern === '/documents/$id' && match.params.id !== undefined) {
      const id = ReaderInputSchema.shape.id.safeParse(match.params.id);
      if (!id.success) return { status: 404, pattern: null };
      try {
        if ((await resolveId(pageContext, id.data)) === null) return { status: 404, pattern: null };
      } catch {
        // Only a document the index does not hold is a 404: an unreachable index still gets the page (it says so).
      }
    }
    return found;
  };
  app.setNotFoundHandler(async (request, reply) => {
    // Every client route gets the page, whatever the Accept header says (`*/*`, `text/html` or none), 404 when the
    // router has no such page (its not-found page shows); only API paths and missing files (a last segment with an
    // extension, e.g. /assets/x.js) answer a JSON 404.
    if (
      servesWeb &&
      indexHtml &&
      existsSync(indexHtml) &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      !looksLikeFile(request.url)
    ) {
      const { status, pattern } = await pageStatus(request.url);
      reply.code(status).type('text/html').header('Cache-Control', 'no-cache');
      const html = pageHtml(pattern);
      return html === null ? reply.sendFile('index.html') : reply.send(html);
    }
    return reply
      .code(404)
      .send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });

  if (indexWatch) app.addHook('onClose', async () => indexWatch.stop());
  if (httpClient) app.addHook('onClose', async () => httpClient.destroy());
  if (deps.sourceRuns) app.addHook('onClose', async () => deps.sourceRuns?.close());
  if (deps.sentenceEncoder) app.addHook('onClose', async () => deps.sentenceEncoder?.close());
  if (opts.adminToken && opts.redisUrl)
    await registerAdminBoard(app, { redisUrl: opts.redisUrl, redisPrefix, adminToken: opts.adminToken });

  return app;
}
