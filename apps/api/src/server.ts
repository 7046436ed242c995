import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type Facets, INDEX_NAMES, indexUid, type SearchOutput } from '@aotearoa/contracts';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyError, type FastifyInstance, LogController } from 'fastify';
import { Meilisearch } from 'meilisearch';
import { fastifyTRPCOpenApiPlugin, generateOpenApiDocument } from 'trpc-to-openapi';
import { type ApiServices, makeCreateContext } from './context';
import type { Env } from './env';
import { registerOfflineModeHeaders } from './offline-mode';
import { getHealth, healthOpenApiPath } from './platform/health';
import { createNodeHttpClient } from './platform/http-client';
import { TtlCache } from './platform/ttl-cache';
import { appRouter } from './router';

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
  /** Folder of the built web app; served with SPA fallback when it holds index.html. */
  webDist?: string;
  /** Requests per minute per client address (default 600; 0 = off). */
  rateLimitMax?: number;
  /** Search response cache: entries (default 1000; 0 = off) and time-to-live in ms (default 30000). */
  searchCacheSize?: number;
  searchCacheTtlMs?: number;
  logLevel?: Env['LOG_LEVEL'];
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
    searchCacheSize: env.SEARCH_CACHE_SIZE,
    searchCacheTtlMs: env.SEARCH_CACHE_TTL_MS,
    logLevel: env.LOG_LEVEL,
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

const isApiPath = (url: string) =>
  url === '/api' ||
  url.startsWith('/api/') ||
  url.startsWith('/api?') ||
  url === '/trpc' ||
  url.startsWith('/trpc/');

/**
 * Builds the API server (not listening): tRPC at `/trpc`, REST at `/api/*` (trpc-to-openapi),
 * `GET /api/openapi.json`, `GET /api/health`, `GET /api/metrics`, cookies, per-address rate limiting (429 JSON),
 * and the built web app from `webDist` with SPA fallback. Errors never carry stack traces; 5xx from Meilisearch
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
  const services: ApiServices = {
    meili,
    indexes: Object.fromEntries(
      INDEX_NAMES.map((n) => [n, indexUid(n, opts.indexPrefix ?? '')]),
    ) as ApiServices['indexes'],
    searchCache: new TtlCache<SearchOutput>(opts.searchCacheSize ?? 1_000, opts.searchCacheTtlMs ?? 30_000),
    facetCache: new TtlCache<Facets>(opts.searchCacheSize === 0 ? 0 : 4, 60_000),
  };
  const createContext = makeCreateContext(services);
  const started = Date.now();

  const app = Fastify({
    logger: { level: opts.logLevel ?? 'warn' },
    // No per-request logs: they cost throughput; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    // Batched tRPC calls put several procedure names in the path.
    routerOptions: { maxParamLength: 5_000 },
    trustProxy: false,
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

  registerOfflineModeHeaders(app);
  await app.register(cookie);
  if ((opts.rateLimitMax ?? 600) > 0) {
    const max = opts.rateLimitMax ?? 600;
    await app.register(rateLimit, {
      max,
      timeWindow: 60_000,
      keyGenerator: (request) => request.ip,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        code: 'TOO_MANY_REQUESTS',
        message: `Too many requests: at most ${max} per minute from one address; try again in ${context.after}`,
      }),
    });
  }

  const onError = ({ error }: { error: { code: string; cause?: unknown; message: string } }) => {
    if (error.code === 'INTERNAL_SERVER_ERROR')
      app.log.error({ err: error.cause ?? error }, 'procedure failed');
  };

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: { router: appRouter, createContext, onError },
  });

  const openApiDocument = buildOpenApiDocument('/api');
  app.get('/api/openapi.json', async () => openApiDocument);
  app.get('/api/health', async (_request, reply) => {
    const { httpStatus, body } = await getHealth(services);
    return reply.code(httpStatus).send(body);
  });
  app.get('/api/metrics', async () => ({
    uptimeSeconds: Math.round((Date.now() - started) / 1000),
    searchCache: services.searchCache.stats(),
    facetCache: services.facetCache.stats(),
  }));
  await app.register(fastifyTRPCOpenApiPlugin, {
    basePath: '/api',
    router: appRouter,
    createContext,
    onError,
  });

  const webDist = opts.webDist;
  const indexHtml = webDist ? join(webDist, 'index.html') : undefined;
  if (webDist && indexHtml && existsSync(indexHtml) && statSync(webDist).isDirectory()) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: ['index.html'],
      setHeaders: (res, path) => {
        if (path.includes('/assets/')) res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const accept = request.headers.accept ?? '';
    if (
      indexHtml &&
      existsSync(indexHtml) &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      accept.includes('text/html')
    ) {
      return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });

  if (httpClient) app.addHook('onClose', async () => httpClient.destroy());

  return app;
}
