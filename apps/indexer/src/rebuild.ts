import type { Meilisearch } from 'meilisearch';
import { type IndexSwapPayload, type IngestSourcePayload, jobIds, QUEUES, RETRY_OPTIONS } from './jobs';
import {
  collectOldStagingIndexes,
  discardStagingIndex,
  finalizeIndex,
  ingestSource,
  prepareStagingIndex,
  readIndexMeta,
  stagingIndexName,
} from './pipeline';
import type { Queues } from './queues';
import { snapshotVersion } from './snapshot-version';
import { SOURCES } from './sources';

export interface RebuildPlan {
  runId: string;
  liveUid: string;
  stagingUid: string;
  snapshotVersion: string;
  sourceIds: string[];
  swapJobId: string;
  sourceJobIds: Record<string, string>;
}

/**
 * True when the live index is missing or was built from another snapshot version than the bundled one.
 */
export async function isIndexStale(meili: Meilisearch, liveUid: string, dataDir: string): Promise<boolean> {
  const meta = await readIndexMeta(meili, liveUid);
  if (!meta) return true;
  const live = await meili
    .index(liveUid)
    .getStats()
    .catch(() => null);
  if (!live || live.numberOfDocuments === 0) return true;
  return meta.snapshotVersion !== snapshotVersion(dataDir);
}

/**
 * Starts a full rebuild as a BullMQ flow: creates a fresh staging index with the documents settings, then
 * enqueues one `ingest-source` job per source under an `index-swap` parent. Returns the plan (job ids, staging
 * index). The live index keeps answering searches until the swap job succeeds; if any source fails after its
 * retries, the parent fails and the live index is never touched.
 */
export async function startRebuild(
  meili: Meilisearch,
  queues: Queues,
  opts: { liveUid: string; dataDir: string; sourceIds?: string[]; runId?: string },
): Promise<RebuildPlan> {
  const version = snapshotVersion(opts.dataDir);
  const runId = opts.runId ?? `${version}-${Date.now().toString(36)}`;
  const stagingUid = stagingIndexName(opts.liveUid, runId);
  const sourceIds = opts.sourceIds ?? SOURCES.map((s) => s.id);
  await collectOldStagingIndexes(meili, opts.liveUid, stagingUid);
  await prepareStagingIndex(meili, stagingUid);
  const swap: IndexSwapPayload = { runId, liveUid: opts.liveUid, stagingUid, snapshotVersion: version };
  const sourceJobIds: Record<string, string> = {};
  const children = sourceIds.map((sourceId) => {
    const data: IngestSourcePayload = { runId, stagingUid, sourceId, dataDir: opts.dataDir };
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
    liveUid: opts.liveUid,
    stagingUid,
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
  opts: { liveUid: string; dataDir: string; sourceIds?: string[] },
) {
  const version = snapshotVersion(opts.dataDir);
  const runId = `${version}-${Date.now().toString(36)}`;
  const stagingUid = stagingIndexName(opts.liveUid, runId);
  const sourceIds = opts.sourceIds ?? SOURCES.map((s) => s.id);
  await prepareStagingIndex(meili, stagingUid);
  const sources: Record<string, number> = {};
  try {
    for (const id of sourceIds) {
      sources[id] = (await ingestSource(meili, stagingUid, id, opts.dataDir)).documents;
    }
    return await finalizeIndex(meili, {
      liveUid: opts.liveUid,
      stagingUid,
      snapshotVersion: version,
      sources,
    });
  } catch (err) {
    await discardStagingIndex(meili, stagingUid);
    throw err;
  }
}
