import { QUEUES, REBUILD_SCHEDULER_ID } from '@aotearoa/contracts';
import { deploymentKey } from '@aotearoa/contracts/deployment';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import { type Meilisearch, MeilisearchApiError } from 'meilisearch';
import { IndexRebuildPayload, IndexSwapPayload, IngestSourcePayload, type IngestSourceResult } from './jobs';
import { createLogger, type Logger } from './log';
import { discardStagingIndexes, finalizeIndexes, ingestSource } from './pipeline';
import { disconnectGiven, type Queues, type RedisConfig, redisConnection } from './queues';
import { isIndexStale, startRebuild } from './rebuild';
import { corpusOfRun, forgetRun, releaseSource } from './run-corpus';
import { SOURCES } from './sources';

export interface WorkerDeps {
  meili: Meilisearch;
  redis: RedisConfig;
  queues: Queues;
  /** Prefix of the deployment's index uids (`''` by default). */
  indexPrefix: string;
  dataDir: string;
  concurrency?: number;
  /**
   * BullMQ job lock in ms (default 30000). A job whose worker died (SIGKILL, power loss) is found stalled within
   * about twice this and put back in its queue, where the next worker resumes it.
   */
  lockMs?: number;
  /**
   * Lock of an ingest-source job in ms (default 300000): building the run's corpus (the first job of a run) keeps the
   * event loop busy for tens of seconds, so its lock must outlast that; a killed worker's ingest job is resumed once
   * it expires.
   */
  ingestLockMs?: number;
  /** Structured logger (default: pino at LOG_LEVEL, else info). */
  logger?: Logger;
}

/** Thrown (unrecoverable) for a job addressed to another deployment's Meilisearch (see jobs.ts `target`). */
function foreignJobError(jobTarget: string, own: string, host: string, prefix: string) {
  return new UnrecoverableError(
    `This job belongs to deployment ${jobTarget}, but this worker serves deployment ${own} ` +
      `(Meilisearch ${host}, index prefix '${prefix}'): two deployments share one Redis namespace. ` +
      'Give each its own DEPLOYMENT_ID (or leave it unset so it is derived from MEILI_URL and MEILI_INDEX_PREFIX).',
  );
}

/**
 * Starts the indexer's workers, one per queue:
 * - ingest-source: writes one source's share of the run's corpus into the run's staging indexes (progress =
 *   records); the first job of a run in this process builds the corpus (run-corpus.ts), the others share it.
 * - index-swap: swaps the staging indexes in; on its final failure the staging indexes are discarded.
 * - index-rebuild: the scheduled check; starts a rebuild when the served index is missing or stale (or forced).
 * Jobs of another deployment (another Meilisearch or index prefix) are refused. Every job start, success and failure
 * is logged with its queue, job id, run and source. Close them with `closeWorkers(workers)`.
 */
export function startWorkers(deps: WorkerDeps): Worker[] {
  const log = (deps.logger ?? createLogger()).child({ deployment: deps.redis.prefix });
  const host = deps.meili.config.host;
  const own = deploymentKey(host, deps.indexPrefix);
  const lockMs = deps.lockMs ?? 30_000;
  const connection = () => ({
    connection: redisConnection(deps.redis),
    prefix: deps.redis.prefix,
    lockDuration: lockMs,
    stalledInterval: lockMs,
    // A job may be picked up after a worker death twice before it counts as failing by itself.
    maxStalledCount: 2,
  });
  const checkTarget = (target: string) => {
    if (target !== own) throw foreignJobError(target, own, host, deps.indexPrefix);
  };

  const ingest = new Worker(
    QUEUES.ingestSource,
    async (job: Job): Promise<IngestSourceResult> => {
      const p = IngestSourcePayload.parse(job.data);
      checkTarget(p.target);
      log.info(
        {
          queue: QUEUES.ingestSource,
          jobId: job.id,
          runId: p.runId,
          source: p.sourceId,
          attempt: job.attemptsMade + 1,
        },
        `ingesting source ${p.sourceId}`,
      );
      const started = Date.now();
      // A run whose staging indexes were dropped (another source failed for good) is over: build no corpus for it.
      await deps.meili.getIndex(p.staging.documents).catch((err: unknown) => {
        if (err instanceof MeilisearchApiError && err.cause?.code === 'index_not_found')
          throw new UnrecoverableError(
            `Staging index ${p.staging.documents} no longer exists: the rebuild was abandoned`,
          );
        throw err;
      });
      const sourceIds = p.sourceIds ?? SOURCES.map((s) => s.id);
      let corpus = await corpusOfRun(p.runId, p.dataDir, sourceIds);
      if (!corpus.shares.has(p.sourceId) && !corpus.failures.has(p.sourceId)) {
        // Its share was let go (written by an attempt that did not report back): build the corpus again.
        forgetRun(p.runId);
        corpus = await corpusOfRun(p.runId, p.dataDir, sourceIds);
      }
      const res = await ingestSource(deps.meili, p.staging, corpus, p.sourceId, (done, total) =>
        job.updateProgress({ done, total }),
      );
      await releaseSource(p.runId, p.sourceId);
      log.info(
        {
          queue: QUEUES.ingestSource,
          jobId: job.id,
          runId: p.runId,
          source: p.sourceId,
          ...res,
          ms: Date.now() - started,
        },
        `source ${p.sourceId} ingested`,
      );
      return { sourceId: p.sourceId, ...res };
    },
    // Building the corpus and stemming the Acts' full text keep the event loop busy for tens of seconds at a time; a
    // long lock keeps BullMQ from declaring such a job stalled while it still runs.
    { ...connection(), concurrency: deps.concurrency ?? 2, lockDuration: deps.ingestLockMs ?? 300_000 },
  );
  // A source that failed for good fails the run's parent (failParentOnFailure): drop the staging index.
  ingest.on('failed', (job, err) => {
    if (!job) return;
    const p = IngestSourcePayload.safeParse(job.data);
    const final = job.attemptsMade >= (job.opts.attempts ?? 1) || err instanceof UnrecoverableError;
    const source = p.success ? p.data.sourceId : job.name;
    log[final ? 'error' : 'warn'](
      {
        queue: QUEUES.ingestSource,
        jobId: job.id,
        runId: p.success ? p.data.runId : undefined,
        source,
        attempt: job.attemptsMade,
        attempts: job.opts.attempts ?? 1,
        reason: err?.message ?? job.failedReason,
      },
      final
        ? `source ${source} failed for good: ${err?.message ?? job.failedReason}; the served index is untouched`
        : `source ${source} failed (attempt ${job.attemptsMade}), retrying: ${err?.message ?? job.failedReason}`,
    );
    if (final && p.success) forgetRun(p.data.runId);
    if (final && p.success && p.data.target === own)
      void discardStagingIndexes(deps.meili, p.data.staging).catch(() => {});
  });

  const swap = new Worker(
    QUEUES.indexSwap,
    async (job: Job) => {
      const p = IndexSwapPayload.parse(job.data);
      checkTarget(p.target);
      const children = (await job.getChildrenValues()) as Record<string, IngestSourceResult>;
      const sources: Record<string, number> = {};
      for (const r of Object.values(children)) sources[r.sourceId] = r.documents;
      forgetRun(p.runId);
      const meta = await finalizeIndexes(deps.meili, {
        prefix: p.prefix,
        staging: p.staging,
        snapshotVersion: p.snapshotVersion,
        sources,
      });
      log.info(
        {
          queue: QUEUES.indexSwap,
          jobId: job.id,
          runId: p.runId,
          documents: meta.documents,
          records: meta.records,
        },
        'new indexes are live',
      );
      return meta;
    },
    { ...connection(), concurrency: 1 },
  );
  swap.on('failed', (job, err) => {
    if (!job) return;
    const p = IndexSwapPayload.safeParse(job.data);
    const final = job.attemptsMade >= (job.opts.attempts ?? 1) || err instanceof UnrecoverableError;
    log[final ? 'error' : 'warn'](
      {
        queue: QUEUES.indexSwap,
        jobId: job.id,
        runId: p.success ? p.data.runId : undefined,
        reason: err?.message,
      },
      `index swap failed${final ? '' : ', retrying'}: ${err?.message ?? job.failedReason}; the served index is untouched`,
    );
    if (final && p.success && p.data.target === own)
      void discardStagingIndexes(deps.meili, p.data.staging).catch(() => {});
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
      log.info(
        { queue: QUEUES.indexRebuild, jobId: job.id, runId: plan.runId, resumed: plan.resumed },
        plan.resumed ? 'a rebuild is already under way' : 'rebuild started',
      );
      return { skipped: false, runId: plan.runId };
    },
    { ...connection(), concurrency: 1 },
  );

  for (const w of [ingest, swap, rebuild])
    w.on('error', (err) =>
      log.warn({ queue: w.name, reason: err.message }, `worker ${w.name}: ${err.message}`),
    );
  return [ingest, swap, rebuild];
}

/**
 * Closes workers the BullMQ way (`close()`: take no new job, let running ones finish) and, when running jobs do not
 * finish within `graceMs` (default 7000), closes them without waiting: those jobs keep their lock until it expires
 * and are then resumed by the next worker (stalled-job recovery), so nothing is lost. Then disconnects the Redis
 * connection each was given (`disconnectGiven`).
 * @returns whether the close had to be forced.
 */
export async function closeWorkers(workers: Worker[], graceMs = 7_000): Promise<{ forced: boolean }> {
  let timer: NodeJS.Timeout | undefined;
  const graceful = Promise.all(workers.map((w) => w.close())).then(() => false);
  const timeout = new Promise<boolean>((res) => {
    timer = setTimeout(() => res(true), graceMs);
  });
  const forced = await Promise.race([graceful, timeout]);
  clearTimeout(timer);
  if (forced) await Promise.all(workers.map((w) => w.close(true).catch(() => {})));
  for (const w of workers) disconnectGiven(w);
  return { forced };
}

/** Registers (or updates) the periodic rebuild job scheduler: every `everyHours` hours. */
export async function scheduleRebuilds(queues: Queues, everyHours: number): Promise<void> {
  await queues.indexRebuild.upsertJobScheduler(
    REBUILD_SCHEDULER_ID,
    { every: everyHours * 3_600_000 },
    { name: 'rebuild', data: { force: false } },
  );
}
