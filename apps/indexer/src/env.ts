import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Deployment, resolveDeployment } from '@aotearoa/contracts/deployment';
import { z } from 'zod';

/** Where `npm start` keeps the local Meilisearch's generated master key. */
const LOCAL_KEY_FILE = join(
  resolve(dirname(fileURLToPath(import.meta.url)), '../../..'),
  '.meili/master-key',
);

/**
 * The indexer's environment, read and validated in one place.
 * - MEILI_URL / MEILI_MASTER_KEY: the Meilisearch server the index is built in. Without MEILI_MASTER_KEY, the key
 *   `npm start` generated for its local Meilisearch (.meili/master-key) is used, so `pnpm ingest` just works.
 * - MEILI_INDEX_PREFIX: prefix of the deployment's index uids (default none: `documents`, `directory`); two
 *   deployments on one Meilisearch use different prefixes.
 * - REDIS_URL: Redis for the BullMQ queues. REDIS_PREFIX: namespace of every Redis key (default `aotearoa`; tests
 *   use their own). The deployment's keys live under `<REDIS_PREFIX>-<deployment id>`, the id derived from
 *   MEILI_URL + MEILI_INDEX_PREFIX (see deployment.ts) unless DEPLOYMENT_ID overrides it.
 * - REBUILD_EVERY_HOURS: how often the job scheduler rebuilds from the bundled snapshot.
 * - WORKER_CONCURRENCY: ingest jobs run at once; WORKER_LOCK_MS: BullMQ job lock, and how often stalled jobs (a
 *   worker killed mid-job) are looked for and put back in the queue (default 30000). WORKER_INGEST_LOCK_MS: the lock
 *   of an ingest job (default 300000), which must outlast the longest parse; a killed worker's ingest job is resumed
 *   by the next worker once it expires.
 * - LOG_LEVEL: pino level of the worker's structured logs (default info).
 */
const EnvSchema = z.object({
  MEILI_URL: z.url().default('http://127.0.0.1:7700'),
  MEILI_MASTER_KEY: z.string().optional(),
  MEILI_INDEX_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]*$/, { message: 'MEILI_INDEX_PREFIX may hold only letters, digits, - and _' })
    .default(''),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_:.-]{1,100}$/, {
      message: 'REDIS_PREFIX may hold only letters, digits, -, _, : and . (1–100)',
    })
    .default('aotearoa'),
  DEPLOYMENT_ID: z.string().optional(),
  REBUILD_EVERY_HOURS: z.coerce.number().positive().default(24),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(2),
  WORKER_LOCK_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  WORKER_INGEST_LOCK_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(300_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type IndexerEnv = z.infer<typeof EnvSchema>;

/** Parses process.env (empty strings count as unset); throws a readable error naming each bad variable. */
export function readEnv(env: NodeJS.ProcessEnv = process.env): IndexerEnv {
  const source = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''),
  );
  const withKey =
    source.MEILI_MASTER_KEY === undefined && existsSync(LOCAL_KEY_FILE)
      ? { ...source, MEILI_MASTER_KEY: readFileSync(LOCAL_KEY_FILE, 'utf8').trim() }
      : source;
  const parsed = EnvSchema.safeParse(withKey);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid indexer environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The deployment the environment describes (its Redis namespace derived from MEILI_URL + MEILI_INDEX_PREFIX). */
export function deploymentOf(env: IndexerEnv): Deployment {
  return resolveDeployment({
    meiliUrl: env.MEILI_URL,
    indexPrefix: env.MEILI_INDEX_PREFIX,
    redisPrefixBase: env.REDIS_PREFIX,
    deploymentId: env.DEPLOYMENT_ID,
  });
}
