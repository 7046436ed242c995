import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root (three levels above this file: apps/api/src). */
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const port = (name: string, dflt: number) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int({ message: `${name} must be a whole number` })
    .min(0, { message: `${name} must be at least 0` })
    .max(65_535, { message: `${name} must be at most 65535` })
    .default(dflt);

/** An optional comma-separated list, as its trimmed non-empty items ([] when unset). */
const commaList = () =>
  z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );

/** An optional non-negative number of the search's fusion (`fusionConfigOf`). */
const fusionValue = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .min(0, { message: `${name} must be at least 0` })
    .optional();

/** A rate limit: requests per minute per client address, a whole number from 0 (0: see each variable). */
const perMinute = (name: string, dflt: number) =>
  z.coerce
    .number({ message: `${name} must be a number (requests per minute)` })
    .int({ message: `${name} must be a whole number` })
    .min(0, { message: `${name} must be at least 0` })
    .max(1_000_000, { message: `${name} must be at most 1000000` })
    .default(dflt);

/**
 * The API's environment, read and validated in one place.
 * - PORT (default 8080), HOST (default 127.0.0.1): where the server listens.
 * - MEILI_URL (default http://127.0.0.1:7700), MEILI_MASTER_KEY (optional), MEILI_INDEX_PREFIX (default empty: indexes `documents`, `directory`).
 * - MEILI_TIMEOUT_MS: per-request timeout to Meilisearch, milliseconds (default 5000).
 * - WEB_DIST: folder of the built web app (default apps/web/dist under the repository root); served when it exists.
 * - Rate limits, per client address and minute, one budget per class of request (files of the web build are never
 *   limited): RATE_LIMIT_MAX API requests other than searches and health checks (default 1200; 0 turns every rate
 *   limit off), RATE_LIMIT_SEARCH searches (default 600), RATE_LIMIT_PAGES page loads (default 300; over it an HTML
 *   429 page), RATE_LIMIT_HEALTH health checks (default 120); 0 leaves that class unlimited. RATE_LIMIT_ALLOW:
 *   comma-separated client addresses never limited (e.g. `127.0.0.1,::1` for a load test from the same machine).
 * - SEARCH_CACHE_SIZE (default 1000 entries; 0 turns the cache off) and SEARCH_CACHE_TTL_MS (default 30000).
 * - INDEX_WATCH_MS (default 2000; 0 = off): how often the caches are checked against the indexes' versions and
 *   emptied when a swap or an incremental ingest changed them.
 * - LOG_LEVEL (default warn). (SUPPORT_EMAIL is read by the web app's build, not the API.)
 * - TRUST_PROXY: `false` (default), `true`, a hop count, or comma-separated proxy addresses/CIDRs, so the rate limit
 *   sees the real client address behind a reverse proxy.
 * - HSTS_MAX_AGE: seconds of Strict-Transport-Security (default 0 = no header; set it when served over TLS).
 * - CORS_ORIGINS: comma-separated origins allowed to call the API from a browser (default none: CORS closed).
 * - REDIS_URL (default redis://127.0.0.1:6379), REDIS_PREFIX (default `aotearoa`), DEPLOYMENT_ID (optional): where
 *   the indexer worker records its live connectors' runs (read by `GET /api/sources`), keyed as the indexer keys it.
 * - ADMIN_TOKEN: serves the queue dashboard at /admin/queues behind this token (at least 16 characters); unset
 *   (default): no dashboard.
 * - SEARCH_BY_MEANING: `true` (default) or `false`. When true, a described situation is also matched by meaning
 *   (sentence vectors of the Acts; a worker thread encodes the query) and the two rankings are blended.
 * - SEARCH_RRF_K, SEARCH_RRF_ADMITTED, SEARCH_AUTHORITY_WEIGHT, SEARCH_CITED_WEIGHT, SEARCH_TYPED_WEIGHT,
 *   SEARCH_PHRASE_WEIGHT, SEARCH_TITLE_WORD_WEIGHT, SEARCH_WORDS_FIRST_BONUS (optional, non-negative numbers): the
 *   first page's fusion weights, for measuring (defaults: `DEFAULT_FUSION`, domains/search/fuse/config.ts).
 */
export const EnvSchema = z.object({
  PORT: port('PORT', 8080),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  MEILI_URL: z
    .url({ message: 'MEILI_URL must be a URL such as http://127.0.0.1:7700' })
    .default('http://127.0.0.1:7700'),
  MEILI_MASTER_KEY: z.string().optional(),
  MEILI_INDEX_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{0,200}$/, { message: 'MEILI_INDEX_PREFIX may hold only letters, digits, - and _' })
    .default(''),
  MEILI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  WEB_DIST: z
    .string()
    .default(resolve(REPO_ROOT, 'apps/web/dist'))
    .transform((p) => resolve(REPO_ROOT, p)),
  RATE_LIMIT_MAX: perMinute('RATE_LIMIT_MAX', 1_200),
  RATE_LIMIT_SEARCH: perMinute('RATE_LIMIT_SEARCH', 600),
  RATE_LIMIT_PAGES: perMinute('RATE_LIMIT_PAGES', 300),
  RATE_LIMIT_HEALTH: perMinute('RATE_LIMIT_HEALTH', 120),
  RATE_LIMIT_ALLOW: commaList().pipe(
    z.array(
      z.union([z.ipv4(), z.ipv6()], {
        message: 'RATE_LIMIT_ALLOW must list IP addresses separated by commas, e.g. 127.0.0.1,::1',
      }),
    ),
  ),
  SEARCH_CACHE_SIZE: z.coerce.number().int().min(0).max(1_000_000).default(1_000),
  SEARCH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  INDEX_WATCH_MS: z.coerce.number().int().min(0).max(3_600_000).default(2_000),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('warn'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v): boolean | number | string[] => {
      if (v === undefined || v === 'false') return false;
      if (v === 'true') return true;
      if (/^\d+$/.test(v)) return Number(v);
      return v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    }),
  HSTS_MAX_AGE: z.coerce.number().int().min(0).max(63_072_000).default(0),
  CORS_ORIGINS: commaList(),
  REDIS_URL: z.string().trim().min(1).default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_:.-]{1,100}$/, {
      message: 'REDIS_PREFIX may hold only letters, digits, -, _, : and . (1–100)',
    })
    .default('aotearoa'),
  DEPLOYMENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'DEPLOYMENT_ID may hold only letters, digits, - and _' })
    .optional(),
  SEARCH_BY_MEANING: z
    .enum(['true', 'false'], { message: 'SEARCH_BY_MEANING must be true or false' })
    .default('true')
    .transform((v) => v === 'true'),
  SEARCH_RRF_K: fusionValue('SEARCH_RRF_K'),
  SEARCH_RRF_ADMITTED: fusionValue('SEARCH_RRF_ADMITTED'),
  SEARCH_AUTHORITY_WEIGHT: fusionValue('SEARCH_AUTHORITY_WEIGHT'),
  SEARCH_CITED_WEIGHT: fusionValue('SEARCH_CITED_WEIGHT'),
  SEARCH_TYPED_WEIGHT: fusionValue('SEARCH_TYPED_WEIGHT'),
  SEARCH_PHRASE_WEIGHT: fusionValue('SEARCH_PHRASE_WEIGHT'),
  SEARCH_TITLE_WORD_WEIGHT: fusionValue('SEARCH_TITLE_WORD_WEIGHT'),
  SEARCH_WORDS_FIRST_BONUS: fusionValue('SEARCH_WORDS_FIRST_BONUS'),
  ADMIN_TOKEN: z.string().min(16, { message: 'ADMIN_TOKEN must be at least 16 characters' }).optional(),
});
export type Env = z.infer<typeof EnvSchema>;

/**
 * Reads and validates the environment (empty strings count as unset).
 * @throws Error with one line per invalid variable, naming it.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.shape)) {
    const v = source[key];
    if (v !== undefined && v.trim() !== '') cleaned[key] = v;
  }
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
