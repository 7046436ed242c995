import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QUEUES, type SourceCatalogueEntry, type SourceRunRecord } from '@aotearoa/contracts';
import { type Job, Queue, QueueEvents, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Meilisearch } from 'meilisearch';
import type { HttpClient } from '../connectors/http';
import type { Logger } from '../log';
import { disconnectGiven, type RedisConfig, redisConnection } from '../queues';
import type { Source, SourceSchedule } from '../sources/_shared/define-source';
import { JDO_LIVE_SOURCE } from '../sources/jdo-judgments/live';
import { FEED_LIVE_SOURCE } from '../sources/legislation-atom-feed/live';
import { FEEDS_LIVE_SOURCE } from '../sources/nz-legal-news/live';
import { BILLS_LIVE_SOURCE } from '../sources/parliament/live';
import { BatchRejectedError, checkBatch, upsertBatch } from './ingest';
import { catalogueEntry, publishCatalogue, readRunRecord, recordRun } from './runs';
import { scheduleConnectors } from './schedule';

/** What a connector run needs. */
export interface ConnectorDeps {
  meili: Meilisearch;
  /** Index prefix of the deployment whose served indexes are updated. */
  indexPrefix: string;
  /** Redis client for run records, and the deployment's key prefix. */
  redis: Redis;
  redisPrefix: string;
  http: HttpClient;
  /** Whether sovereign mode is on now (checked before every run). */
  sovereign: () => boolean;
  env?: Record<string, string | undefined>;
  /** Where fetch folders are made (default the OS temp folder); each is deleted after its run. */
  workDir?: string;
  logger?: Logger;
  now?: () => Date;
}

/**
 * Runs one source's live connector once: `fetch` into a fresh folder, `parseFetched`, the batch checks, then an
 * upsert into the served index; and records the outcome (`recordRun`). Never throws for the source's own failures:
 * a host that cannot be reached, an HTTP error, a parse error or a rejected batch is recorded (`failed` /
 * `rejected`, with the reason) and logged once, and the last good data stays in the index. In sovereign mode
 * nothing is fetched and the run is recorded as `skipped`.
 * @returns the source's run record after this run.
 */
export async function runConnector(source: Source, deps: ConnectorDeps): Promise<SourceRunRecord> {
  const now = deps.now ?? (() => new Date());
  const startedAt = now();
  const log = deps.logger?.child({ source: source.id });
  if (!source.fetch || !source.parseFetched)
    throw new Error(`source ${source.id} has no live connector (fetch and parseFetched)`);
  if (deps.sovereign()) {
    return recordRun(deps.redis, deps.redisPrefix, source.id, {
      outcome: 'skipped',
      startedAt,
      finishedAt: now(),
      error: 'Sovereign mode is on: the connector did not run.',
    });
  }
  const outDir = mkdtempSync(join(deps.workDir ?? tmpdir(), `live-${source.id}-`));
  const controller = new AbortController();
  try {
    await source.fetch({
      outDir,
      signal: controller.signal,
      http: deps.http,
      env: deps.env ?? process.env,
      now: startedAt,
    });
    const batch = await source.parseFetched(outDir);
    const previous = (await readRunRecord(deps.redis, deps.redisPrefix, source.id)).records;
    checkBatch(source, batch, previous);
    const change = await upsertBatch(deps.meili, deps.indexPrefix, batch);
    log?.info({ ...change, records: batch.records.length }, `live source ${source.id} updated`);
    return await recordRun(deps.redis, deps.redisPrefix, source.id, {
      outcome: 'succeeded',
      startedAt,
      finishedAt: now(),
      records: batch.records.length,
      change,
    });
  } catch (err) {
    const rejected = err instanceof BatchRejectedError;
    const message = (err as Error).message || String(err);
    log?.warn(
      { reason: message, rejected },
      `live source ${source.id} ${rejected ? 'batch rejected' : 'failed'}: ${message}`,
    );
    return recordRun(deps.redis, deps.redisPrefix, source.id, {
      outcome: rejected ? 'rejected' : 'failed',
      startedAt,
      finishedAt: now(),
      error: message,
    });
  } finally {
    controller.abort();
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The connector queue of a deployment (jobs named after sources; schedulers `live:<id>`). */
export function openLiveQueue(cfg: RedisConfig, onError: (err: Error) => void = () => {}): Queue {
  const connection = redisConnection(cfg);
  connection.on('error', onError);
  const queue = new Queue(QUEUES.connectorRun, { connection, prefix: cfg.prefix });
  queue.on('error', onError);
  return queue;
}

/** Official site of each live source (linked from `GET /api/sources`). */
const HOMEPAGES: Record<string, string> = {
  parliament: 'https://bills.parliament.nz',
  'jdo-judgments': 'https://forms.justice.govt.nz/search/jdo/',
  'nz-legal-news': 'https://www.legislation.govt.nz/',
  'legislation-atom-feed': 'https://www.legislation.govt.nz/',
};
/** `source` names each live connector's records carry (the web matches a panel's records to sources by them). */
const RECORD_SOURCES: Record<string, string[]> = {
  parliament: [BILLS_LIVE_SOURCE],
  'jdo-judgments': [JDO_LIVE_SOURCE],
  'nz-legal-news': [FEEDS_LIVE_SOURCE],
  'legislation-atom-feed': [FEED_LIVE_SOURCE],
};

/**
 * Starts live sources for a deployment: registers the connector schedulers (`scheduleConnectors`), publishes the
 * registry for the API, and starts the worker that runs each scheduled job through `runConnector` (one at a time).
 * A full rebuild swaps in indexes built from the bundled snapshot, without the records connectors had added: when an
 * `index-swap` job completes, every scheduled connector is run once more, so the live data is back within minutes
 * instead of at the next period.
 * @returns the worker, the queue and the swap listener (`close()` closes all three).
 */
export async function startLiveSources(
  sources: Source[],
  deps: ConnectorDeps & { redisConfig: RedisConfig },
): Promise<{
  worker: Worker;
  queue: Queue;
  scheduled: Map<string, SourceSchedule>;
  close: () => Promise<void>;
}> {
  const queue = openLiveQueue(deps.redisConfig, (err) =>
    deps.logger?.warn({ reason: err.message }, err.message),
  );
  const scheduled = await scheduleConnectors(queue, sources, {
    env: deps.env ?? process.env,
    sovereign: deps.sovereign(),
  });
  const entries: SourceCatalogueEntry[] = sources.map((s) =>
    catalogueEntry(s, scheduled.get(s.id) ?? null, RECORD_SOURCES[s.id] ?? [], HOMEPAGES[s.id] ?? null),
  );
  await publishCatalogue(deps.redis, deps.redisPrefix, entries);
  const byId = new Map(sources.map((s) => [s.id, s]));
  const worker = new Worker(
    QUEUES.connectorRun,
    async (job: Job<{ sourceId: string }>) => {
      const source = byId.get(job.data.sourceId);
      if (!source) return { skipped: `unknown source ${job.data.sourceId}` };
      const record = await runConnector(source, deps);
      return { outcome: record.lastOutcome };
    },
    { connection: redisConnection(deps.redisConfig), prefix: deps.redisConfig.prefix, concurrency: 1 },
  );
  worker.on('error', (err) =>
    deps.logger?.warn({ queue: QUEUES.connectorRun, reason: err.message }, err.message),
  );
  const swaps = new QueueEvents(QUEUES.indexSwap, {
    connection: redisConnection(deps.redisConfig),
    prefix: deps.redisConfig.prefix,
  });
  swaps.on('error', (err) =>
    deps.logger?.warn({ queue: QUEUES.indexSwap, reason: err.message }, err.message),
  );
  swaps.on('completed', ({ jobId }) => {
    for (const id of scheduled.keys()) {
      void queue
        .add(
          id,
          { sourceId: id },
          { jobId: `after-swap__${jobId}__${id}`, attempts: 1, removeOnComplete: 50, removeOnFail: 50 },
        )
        .catch(() => {});
    }
  });
  return {
    worker,
    queue,
    scheduled,
    close: async () => {
      await swaps.close().catch(() => {});
      await worker.close();
      await queue.close();
      for (const closed of [swaps, worker, queue]) disconnectGiven(closed);
    },
  };
}
