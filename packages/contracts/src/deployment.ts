import { createHash } from 'node:crypto';

/**
 * The deployment key: the one place that derives a deployment's identity and its Redis key prefix, read by the
 * indexer (its queues, schedulers, locks and run records live there) and by the API (which reads the run records
 * and the dashboard's queues). Imported as `@aotearoa/contracts/deployment` (it hashes with `node:crypto`, so the
 * web app's entry `@aotearoa/contracts` leaves it out).
 *
 * A deployment is one Meilisearch server plus one index prefix: the indexes it builds and serves. Everything it
 * keeps in Redis (BullMQ queues, job ids, job schedulers, locks) lives under a key prefix derived from it, so two
 * deployments sharing one Redis never see each other's work.
 */
export interface Deployment {
  /** Stable key of the (Meilisearch URL, index prefix) pair: 12 hex characters of a SHA-256. */
  key: string;
  /** Namespace of every Redis key of this deployment: `<base>-<id>` (BullMQ `prefix`). */
  redisPrefix: string;
  /** `key`, or the DEPLOYMENT_ID override. */
  id: string;
  meiliUrl: string;
  indexPrefix: string;
}

/**
 * The canonical form of a Meilisearch URL: lower-case scheme and host, the default port spelled out, no trailing
 * slash, no query or fragment. `http://LOCALHOST:7700/` and `http://localhost:7700` are the same server;
 * `localhost` and `127.0.0.1` are not (name the server the same way everywhere, or set DEPLOYMENT_ID).
 * @throws TypeError when `url` is not a URL.
 */
export function normaliseMeiliUrl(url: string): string {
  const u = new URL(url);
  const port = u.port || (u.protocol === 'https:' ? '443' : '80');
  const path = u.pathname.replace(/\/+$/, '');
  return `${u.protocol}//${u.hostname.toLowerCase()}:${port}${path}`;
}

/**
 * The deployment key of a Meilisearch URL and index prefix: the first 12 hex characters of
 * SHA-256(`<normalised URL>\n<index prefix>`). Same inputs, same key, on every machine and run.
 */
export function deploymentKey(meiliUrl: string, indexPrefix: string): string {
  return createHash('sha256')
    .update(`${normaliseMeiliUrl(meiliUrl)}\n${indexPrefix}`)
    .digest('hex')
    .slice(0, 12);
}

const ID_RE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Resolves a deployment's identity and Redis namespace.
 * - `redisPrefixBase`: the namespace every deployment's keys start with (REDIS_PREFIX, default `aotearoa`).
 * - `deploymentId`: overrides the derived key in the Redis namespace (DEPLOYMENT_ID), e.g. to keep the same queues
 *   when the Meilisearch URL changes. Two deployments given the same id share queues: do not.
 * @throws Error naming DEPLOYMENT_ID when the override holds anything but letters, digits, `-`, `_` (1–64).
 */
export function resolveDeployment(opts: {
  meiliUrl: string;
  indexPrefix: string;
  redisPrefixBase?: string;
  deploymentId?: string;
}): Deployment {
  const key = deploymentKey(opts.meiliUrl, opts.indexPrefix);
  const override = opts.deploymentId?.trim();
  if (override && !ID_RE.test(override)) {
    throw new Error('DEPLOYMENT_ID may hold only letters, digits, - and _ (at most 64 characters)');
  }
  const id = override || key;
  return {
    key,
    id,
    redisPrefix: `${opts.redisPrefixBase ?? 'aotearoa'}-${id}`,
    meiliUrl: opts.meiliUrl,
    indexPrefix: opts.indexPrefix,
  };
}
