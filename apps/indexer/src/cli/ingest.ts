/**
 * `pnpm ingest` — rebuilds the search index from the bundled snapshot in data/ through the BullMQ queues.
 *
 * Shows a progress bar per source on a terminal (records added to the staging index), or one line per finished source
 * when written to a log or a pipe, then the swap. Exits 0 when the new
 * index is live; exits 1 naming every source that failed (the served index is left untouched), or 2 when
 * Meilisearch or Redis cannot be reached (a transient failure: `npm start` retries it). If no indexer worker of this
 * deployment is running, this process runs the workers itself. When a rebuild of this deployment is already under
 * way (e.g. a worker killed mid-ingest, resumed), it follows that run instead of starting another.
 *
 * Flags: --if-stale (do nothing when the served index was built from the same snapshot), --sources a,b (only
 * these sources; for trying a parser), --quiet (no bars).
 */
import { parseArgs } from 'node:util';
import { Job } from 'bullmq';
import { DATA_DIR } from '../corpus';
import { deploymentOf, readEnv } from '../env';
import { createLogger } from '../log';
import { createMeili } from '../meili-client';
import type { IndexMeta } from '../pipeline';
import { assertRedisReachable, openQueues } from '../queues';
import { isIndexStale, startRebuild } from '../rebuild';
import { sourceById } from '../sources';
import { closeWorkers, startWorkers } from '../worker';
import { createIngestProgress } from './progress';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'if-stale': { type: 'boolean', default: false },
      sources: { type: 'string' },
      quiet: { type: 'boolean', default: false },
    },
  });
  const env = readEnv();
  const meili = createMeili(env.MEILI_URL, env.MEILI_MASTER_KEY);
  try {
    await meili.health();
  } catch (err) {
    console.error(`Meilisearch is not reachable at ${env.MEILI_URL}: ${(err as Error).message}`);
    return 2;
  }
  try {
    await assertRedisReachable(env.REDIS_URL);
  } catch (err) {
    console.error((err as Error).message);
    return 2;
  }
  const sourceIds = values.sources?.split(',').map((s) => s.trim());
  for (const id of sourceIds ?? []) {
    if (!sourceById(id)) {
      console.error(`Unknown source '${id}'`);
      return 2;
    }
  }
  if (values['if-stale'] && !(await isIndexStale(meili, env.MEILI_INDEX_PREFIX, DATA_DIR))) {
    console.log('The search indexes are current with the bundled snapshot; nothing to do.');
    return 0;
  }

  const deployment = deploymentOf(env);
  const redis = { url: env.REDIS_URL, prefix: deployment.redisPrefix };
  const queues = openQueues(redis, (err) => console.error(`Redis: ${err.message}`));
  const workers =
    (await queues.ingestSource.getWorkers()).length === 0
      ? startWorkers({
          meili,
          redis,
          queues,
          indexPrefix: env.MEILI_INDEX_PREFIX,
          dataDir: DATA_DIR,
          concurrency: env.WORKER_CONCURRENCY,
          lockMs: env.WORKER_LOCK_MS,
          logger: createLogger(values.quiet ? 'warn' : 'error'),
        })
      : [];
  try {
    const plan = await startRebuild(meili, queues, {
      prefix: env.MEILI_INDEX_PREFIX,
      dataDir: DATA_DIR,
      sourceIds,
    });
    console.log(
      plan.resumed
        ? `A rebuild of this deployment is already under way (run ${plan.runId}); following it`
        : `Rebuilding the search indexes from snapshot ${plan.snapshotVersion} (${plan.sourceIds.length} sources)`,
    );
    const progress = createIngestProgress(plan.sourceIds, {
      interactive: Boolean(process.stdout.isTTY),
      quiet: values.quiet,
    });
    const failed = new Map<string, string>();
    const finished = new Set<string>();
    let swapState = 'waiting-children';
    while (true) {
      for (const id of plan.sourceIds) {
        if (finished.has(id)) continue;
        const job = await Job.fromId(queues.ingestSource, plan.sourceJobIds[id] ?? '');
        if (!job) continue;
        const state = await job.getState();
        const jobProgress = job.progress as { done?: number; total?: number } | number;
        if (typeof jobProgress === 'object' && jobProgress.total !== undefined) {
          progress.update(id, jobProgress.done ?? 0, jobProgress.total, state);
        } else {
          progress.update(
            id,
            0,
            1,
            job.attemptsMade > 0 ? `retrying (attempt ${job.attemptsMade + 1})` : state,
          );
        }
        if (state === 'completed') {
          progress.done(id, (job.returnvalue as { records?: number } | undefined)?.records ?? 0);
          finished.add(id);
        } else if (state === 'failed') {
          failed.set(id, job.failedReason ?? 'unknown error');
          progress.failed(id, job.failedReason ?? 'unknown error');
          finished.add(id);
        }
      }
      const swapJob = await Job.fromId(queues.indexSwap, plan.swapJobId);
      swapState = swapJob ? await swapJob.getState() : 'unknown';
      if (swapState === 'completed' || swapState === 'failed' || failed.size > 0) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    progress.stop();
    if (failed.size > 0 || swapState === 'failed') {
      for (const [id, reason] of failed) console.error(`Source '${id}' failed: ${reason}`);
      if (failed.size === 0) {
        const swapJob = await Job.fromId(queues.indexSwap, plan.swapJobId);
        console.error(`Swapping the new index in failed: ${swapJob?.failedReason ?? 'unknown error'}`);
      }
      console.error('The live search indexes were left untouched.');
      return 1;
    }
    const swapJob = await Job.fromId(queues.indexSwap, plan.swapJobId);
    const meta = swapJob?.returnvalue as Partial<IndexMeta> | undefined;
    console.log(
      `The new indexes are live: ${meta?.documents ?? '?'} documents in ${meta?.records ?? '?'} records, ` +
        `${meta?.directory ?? '?'} directory records.`,
    );
    return 0;
  } finally {
    await closeWorkers(workers);
    await queues.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`Ingest failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
