import { QUEUES } from '@aotearoa/contracts';
import { deploymentKey } from '@aotearoa/contracts/deployment';
import type { Meilisearch } from 'meilisearch';
import { buildCorpus } from './corpus';
import { IndexSwapPayload, type IngestSourcePayload, jobIds, RETRY_OPTIONS } from './jobs';
import {
  collectOldStagingIndexes,
  discardStagingIndexes,
  finalizeIndexes,
  type IndexUids,
  ingestSource,
  prepareStagingIndexes,
  readIndexMeta,
  servedUids,
  stagingUids,
} from './pipeline';
import { type Queues, withLock } from './queues';
import { snapshotVersion } from './snapshot-version';
import { SOURCES } from './sources';

export interface RebuildPlan {
  runId: string;
  prefix: string;
  staging: IndexUids;
  snapshotVersion: string;
  sourceIds: string[];
  swapJobId: string;
  sourceJobIds: Record<string, string>;
  /** True when this is a run that was already under way (see `startRebuild`), not a new one. */
  resumed: boolean;
}

/**
 * True when the deployment's live documents index is missing or empty, or was built from another snapshot version
 * than the bundled one.
 */
export async function isIndexStale(meili: Meilisearch, prefix: string, dataDir: string): Promise<boolean> {
  const meta = await readIndexMeta(meili, prefix);
  if (!meta) return true;
  const live = await meili
    .index(servedUids(prefix).documents)
    .getStats()
    .catch(() => null);
  if (!live || live.numberOfDocuments === 0) return true;
  return meta.snapshotVersion !== snapshotVersion(dataDir);
}

/** Swap-job states of a run that has not finished (its children may still be running). */
const UNFINISHED = ['waiting-children', 'waiting', 'active', 'delayed', 'prioritized', 'wait'] as const;

/**
 * The unfinished rebuild of this deployment (its `index-swap` job has not completed or failed), or null.
 * Queues are scoped to one deployment, so any unfinished swap job is this deployment's.
 */
export async function activeRebuild(queues: Queues): Promise<RebuildPlan | null> {
  const jobs = await queues.indexSwap.getJobs([...UNFINISHED], 0, 20);
  const plans = jobs
    .map((job) => ({ job, payload: IndexSwapPayload.safeParse(job.data) }))
    .filter((j) => j.payload.success && j.job.id)
    .sort((a, b) => b.job.timestamp - a.job.timestamp);
  const newest = plans[0];
  if (!newest?.payload.success || !newest.job.id) return null;
  const p = newest.payload.data;
  return {
    runId: p.runId,
    prefix: p.prefix,
    staging: p.staging,
    snapshotVersion: p.snapshotVersion,
    sourceIds: p.sourceIds,
    swapJobId: newest.job.id,
    sourceJobIds: Object.fromEntries(p.sourceIds.map((id) => [id, jobIds.ingestSource(p.runId, id)])),
    resumed: true,
  };
}

/**
 * Starts a full rebuild as a BullMQ flow: creates fresh staging indexes with their settings, then
 * enqueues one `ingest-source` job per source under an `index-swap` parent. Returns the plan (job ids, staging
 * index). The served index keeps answering searches until the swap job succeeds; if any source fails after its
 * retries, the parent fails and the served index is never touched.
 *
 * One rebuild at a time per deployment: under the deployment's `rebuild` lock, an unfinished run (e.g. one whose
 * worker was killed and will resume, or one the scheduler started) is returned with `resumed: true` instead of
 * starting another, so a second start never discards the staging indexes of a run still in progress.
 */
export async function startRebuild(
  meili: Meilisearch,
  queues: Queues,
  opts: { prefix: string; dataDir: string; sourceIds?: string[]; runId?: string },
): Promise<RebuildPlan> {
  return withLock(queues.connection, queues.prefix, 'rebuild', async () => {
    const running = await activeRebuild(queues);
    if (running) return running;
    return enqueueRebuild(meili, queues, opts);
  });
}

async function enqueueRebuild(
  meili: Meilisearch,
  queues: Queues,
  opts: { prefix: string; dataDir: string; sourceIds?: string[]; runId?: string },
): Promise<RebuildPlan> {
  const version = snapshotVersion(opts.dataDir);
  const runId = opts.runId ?? `${version}-${Date.now().toString(36)}`;
  const staging = stagingUids(opts.prefix, runId);
  const sourceIds = opts.sourceIds ?? SOURCES.map((s) => s.id);
  const target = deploymentKey(meili.config.host, opts.prefix);
  await collectOldStagingIndexes(meili, opts.prefix, staging);
  await prepareStagingIndexes(meili, staging);
  const swap: IndexSwapPayload = {
    runId,
    target,
    sourceIds,
    prefix: opts.prefix,
    staging,
    snapshotVersion: version,
  };
  const sourceJobIds: Record<string, string> = {};
  const children = sourceIds.map((sourceId) => {
    const data: IngestSourcePayload = { runId, target, staging, sourceId, dataDir: opts.dataDir, sourceIds };
    const jobId = jobIds.ingestSource(runId, sourceId);
    sourceJobIds[sourceId] = jobId;
    return {
      name: sourceId,
      queueName: QUEUES.ingestSource,
      data,
      opts: { jobId, ...RETRY_OPTIONS, failParentOnFailure: true, removeOnComplete: 500, removeOnFail: 500 },
    };
  });
  const swapJobId = jobIds.indexSwap(runId);
  await queues.flows.add({
    name: 'swap',
    queueName: QUEUES.indexSwap,
    data: swap,
    opts: { jobId: swapJobId, ...RETRY_OPTIONS, removeOnComplete: 100, removeOnFail: 100 },
    children,
  });
  return {
    runId,
    prefix: opts.prefix,
    staging,
    snapshotVersion: version,
    sourceIds,
    swapJobId,
    sourceJobIds,
    resumed: false,
  };
}

/**
 * Rebuilds the index in this process without queues (same steps as the flow: the corpus built once, each source's
 * share written in turn, then the swap): used by tests and by the end-to-end harness. Throws on the first failing
 * source after discarding the staging index; the served index is untouched in that case.
 */
export async function rebuildIndexDirect(
  meili: Meilisearch,
  opts: { prefix: string; dataDir: string; sourceIds?: string[] },
) {
  const version = snapshotVersion(opts.dataDir);
  const runId = `${version}-${Date.now().toString(36)}`;
  const staging = stagingUids(opts.prefix, runId);
  const sourceIds = opts.sourceIds ?? SOURCES.map((s) => s.id);
  await prepareStagingIndexes(meili, staging);
  const sources: Record<string, number> = {};
  try {
    const corpus = await buildCorpus(opts.dataDir, { sourceIds });
    for (const id of sourceIds) {
      sources[id] = (await ingestSource(meili, staging, corpus, id)).documents;
    }
    return await finalizeIndexes(meili, {
      prefix: opts.prefix,
      staging,
      snapshotVersion: version,
      sources,
    });
  } catch (err) {
    await discardStagingIndexes(meili, staging);
    throw err;
  }
}
