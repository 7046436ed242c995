import { randomUUID } from 'node:crypto';
import { QUEUES } from '@aotearoa/contracts';
import { FlowProducer, Queue } from 'bullmq';
import { Redis } from 'ioredis';

/** Redis connection settings for BullMQ: `url` (redis://host:port/db) and a key `prefix` for every queue key. */
export interface RedisConfig {
  url: string;
  prefix: string;
}

/**
 * A new ioredis connection suitable for BullMQ (workers need `maxRetriesPerRequest: null`): while Redis is away,
 * commands wait in the offline queue and the client reconnects with a backoff growing to 2 s, for ever.
 */
export function redisConnection(cfg: RedisConfig): Redis {
  return new Redis(cfg.url, {
    maxRetriesPerRequest: null,
    lazyConnect: false,
    retryStrategy: (times) => Math.min(100 * 2 ** Math.min(times, 5), 2_000),
  });
}

/**
 * Disconnects the ioredis connection a BullMQ worker, queue or event stream was given, once that is closed. BullMQ
 * leaves a connection passed to it open (it may be shared) and stops listening to its errors, so the connection
 * would go on reconnecting for ever (to a Redis that is gone) and report each failure as an unhandled error. Does
 * nothing for connection options, which BullMQ owns and closes itself.
 */
export function disconnectGiven(closed: { opts: { connection?: unknown } }): void {
  const connection = closed.opts.connection;
  if (connection instanceof Redis) connection.disconnect();
}

/** A Redis URL fit for logs: the password, if any, replaced by `***`. */
export function redactRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(invalid REDIS_URL)';
  }
}

/**
 * Checks Redis answers PING within `timeoutMs`; throws `Redis is not reachable at <url>: <reason>` otherwise.
 */
export async function assertRedisReachable(url: string, timeoutMs = 3_000): Promise<void> {
  const client = new Redis(url, {
    maxRetriesPerRequest: 1,
    lazyConnect: true,
    connectTimeout: timeoutMs,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
  } catch (err) {
    throw new Error(`Redis is not reachable at ${redactRedisUrl(url)}: ${(err as Error).message}`);
  } finally {
    client.disconnect();
  }
}

/**
 * A short Redis lock under the deployment's namespace (`<prefix>:lock:<name>`), taken with SET NX PX so that one
 * holder at a time runs `fn`. Waits (polling every 100 ms) up to `waitMs` for the lock, then throws naming it.
 * The lock expires after `ttlMs` even if its holder dies.
 */
export async function withLock<T>(
  connection: Redis,
  prefix: string,
  name: string,
  fn: () => Promise<T>,
  { ttlMs = 60_000, waitMs = 60_000 } = {},
): Promise<T> {
  const key = `${prefix}:lock:${name}`;
  const token = randomUUID();
  const deadline = Date.now() + waitMs;
  while ((await connection.set(key, token, 'PX', ttlMs, 'NX')) !== 'OK') {
    if (Date.now() > deadline) throw new Error(`Could not take the Redis lock ${key} within ${waitMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
  try {
    return await fn();
  } finally {
    // Release only our own lock (it may have expired and been taken by another holder).
    await connection
      .eval(
        "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0",
        1,
        key,
        token,
      )
      .catch(() => {});
  }
}

/**
 * The queues and flow producer of one deployment (`cfg.prefix`, see deployment.ts), on one shared
 * connection. While Redis is down, commands wait (ioredis reconnects with backoff) and connection errors go to
 * `onError` instead of crashing the process. Close with `close()`.
 */
export function openQueues(cfg: RedisConfig, onError: (err: Error) => void = () => {}) {
  const connection = redisConnection(cfg);
  // Without a listener, a connection error (Redis restarting) would be thrown as an unhandled 'error' event.
  connection.on('error', onError);
  const opts = { connection, prefix: cfg.prefix };
  const ingestSource = new Queue(QUEUES.ingestSource, opts);
  const indexSwap = new Queue(QUEUES.indexSwap, opts);
  const indexRebuild = new Queue(QUEUES.indexRebuild, opts);
  const flows = new FlowProducer(opts);
  for (const queue of [ingestSource, indexSwap, indexRebuild]) queue.on('error', onError);
  flows.on('error', onError);
  return {
    /** Redis key namespace of this deployment. */
    prefix: cfg.prefix,
    connection,
    ingestSource,
    indexSwap,
    indexRebuild,
    flows,
    async close() {
      await Promise.all([ingestSource.close(), indexSwap.close(), indexRebuild.close(), flows.close()]);
      connection.disconnect();
    },
  };
}
export type Queues = ReturnType<typeof openQueues>;
