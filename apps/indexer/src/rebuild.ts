import type { Meilisearch } from 'meilisearch';
import { type IndexSwapPayload, type IngestSourcePayload, jobIds, QUEUES, RETRY_OPTIONS } from './jobs';
import {
  collectOldStagingIndexes,
  discardStagingIndexes,
  finalizeIndexes,
  type IndexUids,
  ingestSource,
  liveUids,
  prepareStagingIndexes,
  readIndexMeta,
  stagingUids,
} from './pipeline';
import type { Queues } from './queues';
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
}

/**
 * True when the deployment's live documents index is missing or empty, or was built from another snapshot version
 * than the bundled one.
 */
export async function isIndexStale(meili: Meilisearch, prefix: string, dataDir: string): Promise<boolean> {
  const meta = await readIndexMeta(meili, prefix);
  if (!meta) return true;
  const live = await meili
    .index(liveUids(prefix).documents)
    .getStats()
    .catch(() => null);
  if (!live || live.numberOfDocuments === 0) return true;
  return meta.snapshotVersion !== snapshotVersion(dataDir);
}

/**
 * Starts a full rebuild as a BullMQ flow: creates fresh staging indexes with their settings, then
 * enqueues one `ingest-source` job per source under an `index-swap` parent. Returns the plan (job ids, staging
 * index). The live index keeps answering searches until the swap job succeeds; if any source fails after its
 * retries, the parent fails and the live index is never touched.
 */
export async function startRebuild(
  meili: Meilisearch,
  queues: Queues,
  opts: { prefix: string; dataDir: string; sourceIds?: string[]; runId?: string },
): Promise<RebuildPlan> {
  const version = snapshotVersion(opts.dataDir);
  const runId = opts.runId ?? `${version}-${Date.now().toString(36)}`;
  const staging = stagingUids(opts.prefix, runId);
  const sourceIds = opts.sourceIds ?? SOURCES.map((s) => s.id);
  await collectOldStagingIndexes(meili, opts.prefix, staging);
  await prepareStagingIndexes(meili, staging);
  const swap: IndexSwapPayload = { runId, prefix: opts.prefix, staging, snapshotVersion: version };
  const sourceJobIds: Record<string, string> = {};
  const children = sourceIds.map((sourceId) => {
    const data: IngestSourcePayload = { runId, staging, sourceId, dataDir: opts.dataDir };
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
  };
}

/**
 * Rebuilds the index in this process without queues (same steps as the flow, one source after another):
 * used by tests and by the end-to-end harness. Throws on the first failing source after discarding the
 * staging index; the live index is untouched in that case.
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
    for (const id of sourceIds) {
      sources[id] = (await ingestSource(meili, staging, id, opts.dataDir)).documents;
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
