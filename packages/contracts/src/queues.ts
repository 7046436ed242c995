/**
 * The indexer's BullMQ queues and job scheduler ids: the one list, read by the indexer (which runs them) and by the
 * API (which reads the connectors' next runs and shows the queues on its admin dashboard). Every name lives under
 * the deployment's Redis key prefix (`deployment.ts`).
 *
 * A rebuild is a BullMQ flow: one `ingest-source` job per source (children) and one `index-swap` job (parent) that
 * runs only after every child succeeded; `index-rebuild` holds the periodic rebuild's job scheduler;
 * `source-connector` runs the connectors (one job per run, named after the source).
 */
export const QUEUES = {
  ingestSource: 'ingest-source',
  indexSwap: 'index-swap',
  indexRebuild: 'index-rebuild',
  connectorRun: 'source-connector',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Every queue of a deployment. */
export const QUEUE_NAMES: readonly QueueName[] = Object.values(QUEUES);

/** The job scheduler that periodically rebuilds from the bundled snapshot (skipped when already current). */
export const REBUILD_SCHEDULER_ID = 'rebuild-bundled-snapshot';

/** Prefix of the job scheduler id of each source's connector (`live:<source id>`). */
export const CONNECTOR_SCHEDULER_PREFIX = 'live:';

/** The job scheduler id of a source's connector on the `source-connector` queue. */
export function connectorSchedulerId(sourceId: string): string {
  return `${CONNECTOR_SCHEDULER_PREFIX}${sourceId}`;
}

/** The Redis key (a sorted set: scheduler id → next run, ms) where BullMQ keeps a queue's job schedulers. */
export function schedulerSetKey(redisPrefix: string, queue: QueueName): string {
  return `${redisPrefix}:${queue}:repeat`;
}
