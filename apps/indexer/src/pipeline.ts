import { INDEX_NAMES, INDEXES, type IndexName, indexUid, META_INDEX } from '@aotearoa/contracts';
import type { Meilisearch } from 'meilisearch';
import { type BuiltCorpus, recordsOf } from './corpus';
import { awaitTask } from './meili-client';

/**
 * Records per `addDocuments` call (INDEX_ADD_BATCH overrides it; the benchmark's ingest timing compares sizes,
 * see infra/bench/README.md).
 */
const ADD_BATCH = positiveInt(process.env.INDEX_ADD_BATCH, 2_000);
/** Record batches enqueued in Meilisearch before the oldest is awaited (INDEX_IN_FLIGHT overrides it). */
const IN_FLIGHT = positiveInt(process.env.INDEX_IN_FLIGHT, 4);

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Uid of each index of one build (served or staging), by index name. */
export type IndexUids = Record<IndexName, string>;

/** The build record kept in META_INDEX for a deployment (id = its documents index uid). */
export interface IndexMeta {
  id: string;
  snapshotVersion: string;
  builtAt: string;
  /** Legal documents in the documents index. */
  documents: number;
  /** Chunk records in the documents index. */
  records: number;
  /** Records in the directory index. */
  directory: number;
  /** Records per source id. */
  sources: Record<string, number>;
}

/** The served index uids of a deployment whose indexes carry `prefix` (`''` by default, `test_…` in tests). */
export function servedUids(prefix: string): IndexUids {
  return Object.fromEntries(INDEX_NAMES.map((n) => [n, indexUid(n, prefix)])) as IndexUids;
}

/** Staging uids a rebuild writes before the swap: `${served}_build_${runId}` for every index. */
export function stagingUids(prefix: string, runId: string): IndexUids {
  const served = servedUids(prefix);
  return Object.fromEntries(
    INDEX_NAMES.map((n) => [n, `${served[n]}_build_${runId}`.replace(/[^A-Za-z0-9_-]/g, '_')]),
  ) as IndexUids;
}

/** Reads a deployment's recorded build (null when the indexes were never built or the record is missing). */
export async function readIndexMeta(meili: Meilisearch, prefix: string): Promise<IndexMeta | null> {
  try {
    return (await meili.index(META_INDEX).getDocument(servedUids(prefix).documents)) as IndexMeta;
  } catch {
    return null;
  }
}

/**
 * Creates the empty staging indexes of a run with their settings from INDEXES (settings before documents, so
 * documents are indexed once), deleting leftovers of the same name first.
 */
export async function prepareStagingIndexes(meili: Meilisearch, staging: IndexUids): Promise<void> {
  for (const name of INDEX_NAMES) {
    await meili.deleteIndexIfExists(staging[name]);
    await awaitTask(meili.createIndex(staging[name], { primaryKey: INDEXES[name].primaryKey }));
    await awaitTask(meili.index(staging[name]).updateSettings(INDEXES[name].settings));
  }
}

/** Adds `records` to index `uid` in batches, after checking the run was not abandoned. */
async function addInBatches(
  meili: Meilisearch,
  uid: string,
  records: object[],
  onProgress?: (done: number, total: number) => void | Promise<void>,
): Promise<void> {
  const index = meili.index(uid);
  await onProgress?.(0, records.length);
  // Up to IN_FLIGHT batches are enqueued before the oldest is awaited, so Meilisearch can auto-batch them into
  // one indexing pass instead of re-indexing after every 2,000 records (the Acts' sections are ~90,000 records).
  const inFlight: { task: ReturnType<typeof index.addDocuments>; size: number }[] = [];
  let done = 0;
  const settleOldest = async () => {
    const oldest = inFlight.shift();
    if (!oldest) return;
    await awaitTask(oldest.task);
    done += oldest.size;
    await onProgress?.(done, records.length);
  };
  for (let i = 0; i < records.length; i += ADD_BATCH) {
    // A run whose staging index was discarded (another source failed) is abandoned: adding documents would
    // silently re-create the index, so stop instead.
    await meili.getIndex(uid).catch(() => {
      throw new Error(`Staging index ${uid} no longer exists: the rebuild was abandoned`);
    });
    const batch = records.slice(i, i + ADD_BATCH);
    inFlight.push({ task: index.addDocuments(batch, { primaryKey: 'id' }), size: batch.length });
    if (inFlight.length >= IN_FLIGHT) await settleOldest();
  }
  while (inFlight.length > 0) await settleOldest();
}

/**
 * Writes one source's share of a built corpus (`buildCorpus`, corpus.ts) into the run's staging index of the
 * source's kind: its documents chunked into index records (`recordsOf`), carrying what the corpus-wide stage gave
 * them (merged duplicates, citation counts, each citing document's `cites` and `cite_refs`); directory records as
 * they are. Idempotent: record ids are stable, so a retried job replaces what an earlier attempt added.
 * `onProgress(done, total)` counts records acknowledged by Meilisearch.
 * @returns `documents` (records the source parsed) and `records` (index records written).
 * @throws the source's own error when it failed to load (parse or sanity checks), or when Meilisearch rejects a
 * batch.
 */
export async function ingestSource(
  meili: Meilisearch,
  staging: IndexUids,
  corpus: BuiltCorpus,
  sourceId: string,
  onProgress?: (done: number, total: number) => void | Promise<void>,
): Promise<{ documents: number; records: number }> {
  const failure = corpus.failures.get(sourceId);
  if (failure) throw failure;
  const share = corpus.shares.get(sourceId);
  if (!share) throw new Error(`${sourceId}: not a source of this corpus`);
  const chunks = recordsOf(corpus, share);
  const total = chunks.length + share.directory.length;
  const progress = (offset: number) => (done: number) => onProgress?.(offset + done, total);
  if (chunks.length > 0) await addInBatches(meili, staging.documents, chunks, progress(0));
  if (share.directory.length > 0)
    await addInBatches(meili, staging.directory, share.directory, progress(chunks.length));
  if (total === 0) await onProgress?.(0, 0);
  return { documents: share.parsed, records: total };
}

/**
 * The number of legal documents in a documents index: its records grouped by the distinct attribute (`doc_id`),
 * counted exactly by a placeholder search with page-based pagination.
 */
async function countDocuments(meili: Meilisearch, uid: string): Promise<number> {
  const res = await meili.index(uid).search('', { hitsPerPage: 1, page: 1, attributesToRetrieve: ['id'] });
  return res.totalHits ?? 0;
}

/**
 * Completes a rebuild once every source is in the staging indexes, each record as the corpus stage made it: swaps
 * every staging index in for its served one in a single Meilisearch task (searches answer from the old indexes until
 * that instant), deletes the old indexes, and records the build in META_INDEX. Reads nothing back but counts.
 * @throws (leaving the served indexes untouched) if the staging documents index is empty.
 */
export async function finalizeIndexes(
  meili: Meilisearch,
  opts: { prefix: string; staging: IndexUids; snapshotVersion: string; sources: Record<string, number> },
): Promise<IndexMeta> {
  const records = (await meili.index(opts.staging.documents).getStats()).numberOfDocuments;
  if (records === 0) {
    throw new Error(`Staging index ${opts.staging.documents} is empty: refusing to swap it in`);
  }
  const directoryStats = await meili.index(opts.staging.directory).getStats();
  const served = servedUids(opts.prefix);
  const meta: IndexMeta = {
    id: served.documents,
    snapshotVersion: opts.snapshotVersion,
    builtAt: new Date().toISOString(),
    documents: await countDocuments(meili, opts.staging.documents),
    records,
    directory: directoryStats.numberOfDocuments,
    sources: opts.sources,
  };
  for (const name of INDEX_NAMES) {
    const exists = await meili
      .getIndex(served[name])
      .then(() => true)
      .catch(() => false);
    // Swapping needs both indexes to exist: on a first build, create an empty served index to swap with.
    if (!exists) await awaitTask(meili.createIndex(served[name], { primaryKey: INDEXES[name].primaryKey }));
  }
  await awaitTask(
    meili.swapIndexes(
      INDEX_NAMES.map((name) => ({ indexes: [served[name], opts.staging[name]], rename: false })),
    ),
  );
  for (const name of INDEX_NAMES) await meili.deleteIndexIfExists(opts.staging[name]);
  await awaitTask(meili.index(META_INDEX).addDocuments([meta], { primaryKey: 'id' }));
  return meta;
}

/**
 * Deletes staging indexes of earlier runs of this deployment (left by a crash mid-ingest), except those of
 * `keep`. Returns the uids deleted.
 */
export async function collectOldStagingIndexes(
  meili: Meilisearch,
  prefix: string,
  keep: IndexUids,
): Promise<string[]> {
  const prefixes = Object.values(servedUids(prefix)).map((uid) => `${uid}_build_`);
  const keepSet = new Set(Object.values(keep));
  const { results } = await meili.getIndexes({ limit: 1000 });
  const old = results
    .map((i) => i.uid)
    .filter((uid) => prefixes.some((p) => uid.startsWith(p)) && !keepSet.has(uid));
  for (const uid of old) await meili.deleteIndexIfExists(uid);
  return old;
}

/** Deletes a failed rebuild's staging indexes; the served indexes are never touched. */
export async function discardStagingIndexes(meili: Meilisearch, staging: IndexUids): Promise<void> {
  for (const uid of Object.values(staging)) await meili.deleteIndexIfExists(uid);
}
