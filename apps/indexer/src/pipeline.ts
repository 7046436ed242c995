import {
  type Document,
  INDEX_NAMES,
  INDEXES,
  type IndexName,
  type IndexRecord,
  indexUid,
  META_INDEX,
} from '@aotearoa/contracts';
import type { Meilisearch } from 'meilisearch';
import { loadCorpus } from './corpus';
import { toIndexRecords } from './enrich/chunk';
import { citationEdges } from './enrich/citations';
import { awaitTask } from './meili-client';

const ADD_BATCH = 2_000;
/** Record batches enqueued in Meilisearch before the oldest is awaited. */
const IN_FLIGHT = 4;

/** Uid of each index of one build (live or staging), by index name. */
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

/** The live index uids of a deployment whose indexes carry `prefix` (`''` by default, `test_…` in tests). */
export function liveUids(prefix: string): IndexUids {
  return Object.fromEntries(INDEX_NAMES.map((n) => [n, indexUid(n, prefix)])) as IndexUids;
}

/** Staging uids a rebuild writes before the swap: `${live}_build_${runId}` for every index. */
export function stagingUids(prefix: string, runId: string): IndexUids {
  const live = liveUids(prefix);
  return Object.fromEntries(
    INDEX_NAMES.map((n) => [n, `${live[n]}_build_${runId}`.replace(/[^A-Za-z0-9_-]/g, '_')]),
  ) as IndexUids;
}

/** Reads a deployment's recorded build (null when the indexes were never built or the record is missing). */
export async function readIndexMeta(meili: Meilisearch, prefix: string): Promise<IndexMeta | null> {
  try {
    return (await meili.index(META_INDEX).getDocument(liveUids(prefix).documents)) as IndexMeta;
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
 * Parses one source and adds its records to the run's staging index of the source's kind (documents are chunked
 * into index records; directory records go in as they are). Document records carry citation_count 0 until
 * `finalizeIndexes` computes the counts over the whole corpus. Idempotent: record ids are stable, so a retried job
 * replaces what an earlier attempt added. `onProgress(done, total)` counts records acknowledged by Meilisearch.
 * @returns `documents` (records the source parsed) and `records` (index records written).
 * @throws when the source fails to parse or its sanity checks, or Meilisearch rejects a batch.
 */
export async function ingestSource(
  meili: Meilisearch,
  staging: IndexUids,
  sourceId: string,
  dataDir: string,
  onProgress?: (done: number, total: number) => void | Promise<void>,
): Promise<{ documents: number; records: number }> {
  const { documents, directory } = await loadCorpus(dataDir, [sourceId]);
  const chunks: IndexRecord[] = documents.flatMap((d) => toIndexRecords(d));
  const total = chunks.length + directory.length;
  const progress = (offset: number) => (done: number) => onProgress?.(offset + done, total);
  if (chunks.length > 0) await addInBatches(meili, staging.documents, chunks, progress(0));
  if (directory.length > 0) await addInBatches(meili, staging.directory, directory, progress(chunks.length));
  if (total === 0) await onProgress?.(0, 0);
  return { documents: documents.length + directory.length, records: total };
}

type CitationFields = Pick<Document, 'id' | 'type' | 'title' | 'citation' | 'content'>;

/** Reads every record of a documents index (the fields citation counting needs), grouped per document. */
async function readCorpusBack(
  meili: Meilisearch,
  uid: string,
): Promise<Map<string, { chunkIds: string[]; doc: CitationFields }>> {
  const index = meili.index<IndexRecord>(uid);
  const byDoc = new Map<string, { chunkIds: string[]; doc: CitationFields }>();
  const limit = 5_000;
  for (let offset = 0; ; offset += limit) {
    const page = await index.getDocuments<IndexRecord & { section_text?: string | null }>({
      offset,
      limit,
      fields: ['id', 'doc_id', 'type', 'title', 'citation', 'content', 'section_text'],
    });
    for (const r of page.results) {
      // Sections of Acts keep their text in `section_text`; judgments and the rest in `content`.
      const text = [r.content, r.section_text].filter(Boolean).join('\n');
      const entry = byDoc.get(r.doc_id);
      if (entry) {
        entry.chunkIds.push(r.id);
        entry.doc.content = `${entry.doc.content ?? ''}\n${text}`;
      } else {
        byDoc.set(r.doc_id, {
          chunkIds: [r.id],
          doc: { id: r.doc_id, type: r.type, title: r.title, citation: r.citation, content: text },
        });
      }
    }
    if (page.results.length < limit) break;
  }
  return byDoc;
}

/**
 * Completes a rebuild: builds the citator over everything in the staging documents index (which other indexed
 * documents each one cites, by neutral citation or Act title), writes each document's `citation_count` (how many
 * documents cite it) and, on the citing document's first record, `cites` (the ids it cites), then swaps
 * every staging index in for its live one in a single Meilisearch task (searches answer from the old indexes until
 * that instant), deletes the old indexes, and records the build in META_INDEX.
 * @throws (leaving the live indexes untouched) if the staging documents index is empty.
 */
export async function finalizeIndexes(
  meili: Meilisearch,
  opts: { prefix: string; staging: IndexUids; snapshotVersion: string; sources: Record<string, number> },
): Promise<IndexMeta> {
  const byDoc = await readCorpusBack(meili, opts.staging.documents);
  if (byDoc.size === 0) {
    throw new Error(`Staging index ${opts.staging.documents} is empty: refusing to swap it in`);
  }
  const edges = citationEdges([...byDoc.values()].map((e) => e.doc));
  const counts = new Map<string, number>();
  for (const cited of edges.values()) for (const id of cited) counts.set(id, (counts.get(id) ?? 0) + 1);
  const byRecord = new Map<
    string,
    Pick<IndexRecord, 'id'> & Partial<Pick<IndexRecord, 'citation_count' | 'cites'>>
  >();
  const update = (id: string, fields: Partial<Pick<IndexRecord, 'citation_count' | 'cites'>>) =>
    byRecord.set(id, { ...(byRecord.get(id) ?? { id }), ...fields });
  // Every record of a cited document carries its count (ranking and the "most cited" sort see any chunk).
  for (const [docId, count] of counts) {
    for (const id of byDoc.get(docId)?.chunkIds ?? []) update(id, { citation_count: count });
  }
  // The citing document's first record carries what it cites: "cited by X" is the filter `cites = X`.
  for (const [docId, cited] of edges) {
    const chunkIds = byDoc.get(docId)?.chunkIds ?? [];
    const first = chunkIds.find((id) => id === `${docId}--0`) ?? chunkIds[0];
    if (first) update(first, { cites: [...cited].sort() });
  }
  const updates = [...byRecord.values()];
  const staging = meili.index<IndexRecord>(opts.staging.documents);
  for (let i = 0; i < updates.length; i += ADD_BATCH) {
    await awaitTask(staging.updateDocuments(updates.slice(i, i + ADD_BATCH), { primaryKey: 'id' }));
  }
  const directoryStats = await meili.index(opts.staging.directory).getStats();
  const live = liveUids(opts.prefix);
  const meta: IndexMeta = {
    id: live.documents,
    snapshotVersion: opts.snapshotVersion,
    builtAt: new Date().toISOString(),
    documents: byDoc.size,
    records: [...byDoc.values()].reduce((n, e) => n + e.chunkIds.length, 0),
    directory: directoryStats.numberOfDocuments,
    sources: opts.sources,
  };
  for (const name of INDEX_NAMES) {
    const exists = await meili
      .getIndex(live[name])
      .then(() => true)
      .catch(() => false);
    // Swapping needs both indexes to exist: on a first build, create an empty live index to swap with.
    if (!exists) await awaitTask(meili.createIndex(live[name], { primaryKey: INDEXES[name].primaryKey }));
  }
  await awaitTask(
    meili.swapIndexes(
      INDEX_NAMES.map((name) => ({ indexes: [live[name], opts.staging[name]], rename: false })),
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
  const prefixes = Object.values(liveUids(prefix)).map((uid) => `${uid}_build_`);
  const keepSet = new Set(Object.values(keep));
  const { results } = await meili.getIndexes({ limit: 1000 });
  const old = results
    .map((i) => i.uid)
    .filter((uid) => prefixes.some((p) => uid.startsWith(p)) && !keepSet.has(uid));
  for (const uid of old) await meili.deleteIndexIfExists(uid);
  return old;
}

/** Deletes a failed rebuild's staging indexes; the live indexes are never touched. */
export async function discardStagingIndexes(meili: Meilisearch, staging: IndexUids): Promise<void> {
  for (const uid of Object.values(staging)) await meili.deleteIndexIfExists(uid);
}
