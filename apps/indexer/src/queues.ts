import { FlowProducer, Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { QUEUES } from './jobs';

/** Redis connection settings for BullMQ: `url` (redis://host:port/db) and a key `prefix` for every queue key. */
export interface RedisConfig {
  url: string;
  prefix: string;
}

/** A new ioredis connection suitable for BullMQ (workers need `maxRetriesPerRequest: null`). */
export function redisConnection(cfg: RedisConfig): Redis {
  return new Redis(cfg.url, { maxRetriesPerRequest: null, lazyConnect: false });
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
    throw new Error(`Redis is not reachable at ${url}: ${(err as Error).message}`);
  } finally {
    client.disconnect();
  }
}

/** The queues, flow producer and event streams of the indexer, on one shared connection. Close with `close()`. */
export function openQueues(cfg: RedisConfig) {
  const connection = redisConnection(cfg);
  const opts = { connection, prefix: cfg.prefix };
  const ingestSource = new Queue(QUEUES.ingestSource, opts);
  const indexSwap = new Queue(QUEUES.indexSwap, opts);
  const indexRebuild = new Queue(QUEUES.indexRebuild, opts);
  const flows = new FlowProducer(opts);
  return {
    connection,
    ingestSource,
    indexSwap,
    indexRebuild,
    flows,
    /** QueueEvents use blocking reads, so each gets its own connection. */
    events(name: (typeof QUEUES)[keyof typeof QUEUES]) {
      return new QueueEvents(name, { connection: redisConnection(cfg), prefix: cfg.prefix });
    },
    async close() {
      await Promise.all([ingestSource.close(), indexSwap.close(), indexRebuild.close(), flows.close()]);
      connection.disconnect();
    },
  };
}
export type Queues = ReturnType<typeof openQueues>;
