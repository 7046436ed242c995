import { type Job, Worker } from 'bullmq';
import type { Meilisearch } from 'meilisearch';
import {
  IndexRebuildPayload,
  IndexSwapPayload,
  IngestSourcePayload,
  type IngestSourceResult,
  QUEUES,
  REBUILD_SCHEDULER_ID,
} from './jobs';
import { discardStagingIndexes, finalizeIndexes, ingestSource } from './pipeline';
import { type Queues, type RedisConfig, redisConnection } from './queues';
import { isIndexStale, startRebuild } from './rebuild';

export interface WorkerDeps {
  meili: Meilisearch;
  redis: RedisConfig;
  queues: Queues;
  /** Prefix of the deployment's index uids (`''` by default). */
  indexPrefix: string;
  dataDir: string;
  concurrency?: number;
}

/**
 * Starts the indexer's workers, one per queue:
 * - ingest-source: parses a source from the bundled snapshot into the run's staging index (progress = records).
 * - index-swap: computes citation counts and swaps the staging index in; on its final failure the staging
 *   index is discarded.
 * - index-rebuild: the scheduled check; starts a rebuild when the live index is missing or stale (or forced).
 * Returns the workers; close them with `Promise.all(workers.map(w => w.close()))`.
 */
export function startWorkers(deps: WorkerDeps): Worker[] {
  const connection = () => ({ connection: redisConnection(deps.redis), prefix: deps.redis.prefix });

  const ingest = new Worker(
    QUEUES.ingestSource,
    async (job: Job): Promise<IngestSourceResult> => {
      const p = IngestSourcePayload.parse(job.data);
      const res = await ingestSource(deps.meili, p.staging, p.sourceId, p.dataDir, (done, total) =>
        job.updateProgress({ done, total }),
      );
      return { sourceId: p.sourceId, ...res };
    },
    // Parsing and stemming the Acts' full text keeps the event loop busy for tens of seconds at a time; a long
    // lock keeps BullMQ from declaring such a job stalled while it still runs.
    { ...connection(), concurrency: deps.concurrency ?? 2, lockDuration: 300_000 },
  );
  // A source that failed for good fails the run's parent (failParentOnFailure): drop the staging index.
  ingest.on('failed', (job) => {
    if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) {
      const p = IngestSourcePayload.safeParse(job.data);
      if (p.success) void discardStagingIndexes(deps.meili, p.data.staging).catch(() => {});
    }
  });

  const swap = new Worker(
    QUEUES.indexSwap,
    async (job: Job) => {
      const p = IndexSwapPayload.parse(job.data);
      const children = (await job.getChildrenValues()) as Record<string, IngestSourceResult>;
      const sources: Record<string, number> = {};
      for (const r of Object.values(children)) sources[r.sourceId] = r.documents;
      return finalizeIndexes(deps.meili, {
        prefix: p.prefix,
        staging: p.staging,
        snapshotVersion: p.snapshotVersion,
        sources,
      });
    },
    { ...connection(), concurrency: 1 },
  );
  swap.on('failed', (job) => {
    if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) {
      const p = IndexSwapPayload.safeParse(job.data);
      if (p.success) void discardStagingIndexes(deps.meili, p.data.staging).catch(() => {});
    }
  });

  const rebuild = new Worker(
    QUEUES.indexRebuild,
    async (job: Job) => {
      const p = IndexRebuildPayload.parse(job.data ?? {});
      if (!p.force && !(await isIndexStale(deps.meili, deps.indexPrefix, deps.dataDir)))
        return { skipped: true };
      const plan = await startRebuild(deps.meili, deps.queues, {
        prefix: deps.indexPrefix,
        dataDir: deps.dataDir,
      });
      return { skipped: false, runId: plan.runId };
    },
    { ...connection(), concurrency: 1 },
  );

  for (const w of [ingest, swap, rebuild])
    w.on('error', (err) => console.error(`[worker ${w.name}]`, err.message));
  return [ingest, swap, rebuild];
}

/** Registers (or updates) the periodic rebuild job scheduler: every `everyHours` hours. */
export async function scheduleRebuilds(queues: Queues, everyHours: number): Promise<void> {
  await queues.indexRebuild.upsertJobScheduler(
    REBUILD_SCHEDULER_ID,
    { every: everyHours * 3_600_000 },
    { name: 'rebuild', data: { force: false } },
  );
}
