import type { Document, IndexRecord } from '@aotearoa/contracts';
import type { Meilisearch } from 'meilisearch';
import { loadCorpus } from './corpus';
import { toIndexRecords } from './enrich/chunk';
import { countCitations } from './enrich/citations';
import { DOCUMENT_INDEX_SETTINGS } from './index-settings';
import { awaitTask } from './meili-client';

/** Index holding one record per live index: which snapshot version it was built from, and when. */
export const META_INDEX = 'index_meta';
const ADD_BATCH = 2_000;

export interface IndexMeta {
  id: string;
  snapshotVersion: string;
  builtAt: string;
  documents: number;
  records: number;
  sources: Record<string, number>;
}

/** Name of the staging index a rebuild writes before it is swapped in: `${live}_build_${runId}`. */
export function stagingIndexName(liveUid: string, runId: string): string {
  return `${liveUid}_build_${runId}`.replace(/[^A-Za-z0-9_-]/g, '_');
}

/** Reads the live index's recorded build (null when the index was never built or the record is missing). */
export async function readIndexMeta(meili: Meilisearch, liveUid: string): Promise<IndexMeta | null> {
  try {
    return (await meili.index(META_INDEX).getDocument(liveUid)) as IndexMeta;
  } catch {
    return null;
  }
}

/** Creates an empty staging index with the documents settings (deleting a leftover of the same name first). */
export async function prepareStagingIndex(meili: Meilisearch, stagingUid: string): Promise<void> {
  await meili.deleteIndexIfExists(stagingUid);
  await awaitTask(meili.createIndex(stagingUid, { primaryKey: 'id' }));
  await awaitTask(meili.index(stagingUid).updateSettings(DOCUMENT_INDEX_SETTINGS));
}

/**
 * Parses one source from the bundled snapshot and adds its chunk records to the staging index.
 * Records carry citation_count 0 until `finalizeIndex` computes the counts over the whole corpus.
 * Idempotent: record ids are stable, so a retried job replaces what an earlier attempt added.
 * `onProgress(done, total)` counts records acknowledged by Meilisearch.
 * Throws when the source fails to parse or Meilisearch rejects a batch.
 */
export async function ingestSource(
  meili: Meilisearch,
  stagingUid: string,
  sourceId: string,
  dataDir: string,
  onProgress?: (done: number, total: number) => void | Promise<void>,
): Promise<{ documents: number; records: number }> {
  const { documents } = await loadCorpus(dataDir, [sourceId]);
  const records: IndexRecord[] = documents.flatMap((d) => toIndexRecords(d));
  const index = meili.index<IndexRecord>(stagingUid);
  let done = 0;
  await onProgress?.(0, records.length);
  for (let i = 0; i < records.length; i += ADD_BATCH) {
    // A run whose staging index was discarded (another source failed) is abandoned: adding documents would
    // silently re-create the index, so stop instead.
    await meili.getIndex(stagingUid).catch(() => {
      throw new Error(`Staging index ${stagingUid} no longer exists: the rebuild was abandoned`);
    });
    const batch = records.slice(i, i + ADD_BATCH);
    await awaitTask(index.addDocuments(batch, { primaryKey: 'id' }));
    done += batch.length;
    await onProgress?.(done, records.length);
  }
  return { documents: documents.length, records: records.length };
}

type CitationFields = Pick<Document, 'id' | 'type' | 'title' | 'citation' | 'content'>;

/** Reads every record of an index (id, doc_id and the fields citation counting needs), grouped per document. */
async function readCorpusBack(
  meili: Meilisearch,
  uid: string,
): Promise<Map<string, { chunkIds: string[]; doc: CitationFields }>> {
  const index = meili.index<IndexRecord>(uid);
  const byDoc = new Map<string, { chunkIds: string[]; doc: CitationFields }>();
  const limit = 5_000;
  for (let offset = 0; ; offset += limit) {
    const page = await index.getDocuments({
      offset,
      limit,
      fields: ['id', 'doc_id', 'type', 'title', 'citation', 'content'],
    });
    for (const r of page.results) {
      const entry = byDoc.get(r.doc_id);
      if (entry) {
        entry.chunkIds.push(r.id);
        entry.doc.content = `${entry.doc.content ?? ''}\n${r.content ?? ''}`;
      } else {
        byDoc.set(r.doc_id, {
          chunkIds: [r.id],
          doc: { id: r.doc_id, type: r.type, title: r.title, citation: r.citation, content: r.content },
        });
      }
    }
    if (page.results.length < limit) break;
  }
  return byDoc;
}

/**
 * Completes a rebuild: computes each document's citation_count over everything in the staging index (how many
 * other indexed documents cite it by neutral citation or Act title), writes the counts, records the build in
 * META_INDEX, and swaps the staging index in for the live one in a single Meilisearch task, so searches answer
 * from the old index until that instant. The previous live index (now under the staging name) is deleted.
 * Throws (leaving the live index untouched) if the staging index is empty.
 */
export async function finalizeIndex(
  meili: Meilisearch,
  opts: { liveUid: string; stagingUid: string; snapshotVersion: string; sources: Record<string, number> },
): Promise<IndexMeta> {
  const byDoc = await readCorpusBack(meili, opts.stagingUid);
  if (byDoc.size === 0) throw new Error(`Staging index ${opts.stagingUid} is empty: refusing to swap it in`);
  const counts = countCitations([...byDoc.values()].map((e) => e.doc));
  const updates: Array<Pick<IndexRecord, 'id' | 'citation_count'>> = [];
  for (const [docId, count] of counts) {
    if (count <= 0) continue;
    for (const id of byDoc.get(docId)?.chunkIds ?? []) updates.push({ id, citation_count: count });
  }
  const staging = meili.index<IndexRecord>(opts.stagingUid);
  for (let i = 0; i < updates.length; i += ADD_BATCH) {
    await awaitTask(staging.updateDocuments(updates.slice(i, i + ADD_BATCH), { primaryKey: 'id' }));
  }
  const records = [...byDoc.values()].reduce((n, e) => n + e.chunkIds.length, 0);
  const meta: IndexMeta = {
    id: opts.liveUid,
    snapshotVersion: opts.snapshotVersion,
    builtAt: new Date().toISOString(),
    documents: byDoc.size,
    records,
    sources: opts.sources,
  };
  const liveExists = await meili
    .getIndex(opts.liveUid)
    .then(() => true)
    .catch(() => false);
  // Swapping needs both indexes to exist: on a first build, create an empty live index to swap with.
  if (!liveExists) await awaitTask(meili.createIndex(opts.liveUid, { primaryKey: 'id' }));
  await awaitTask(meili.swapIndexes([{ indexes: [opts.liveUid, opts.stagingUid], rename: false }]));
  await meili.deleteIndexIfExists(opts.stagingUid);
  await awaitTask(meili.index(META_INDEX).addDocuments([meta], { primaryKey: 'id' }));
  return meta;
}

/**
 * Deletes staging indexes of earlier runs of `liveUid` (left by a crash mid-ingest), except `keepUid`.
 * Returns the names deleted.
 */
export async function collectOldStagingIndexes(
  meili: Meilisearch,
  liveUid: string,
  keepUid: string,
): Promise<string[]> {
  const prefix = `${liveUid}_build_`;
  const { results } = await meili.getIndexes({ limit: 1000 });
  const old = results.map((i) => i.uid).filter((uid) => uid.startsWith(prefix) && uid !== keepUid);
  for (const uid of old) await meili.deleteIndexIfExists(uid);
  return old;
}

/** Deletes a failed rebuild's staging index; the live index is never touched. */
export async function discardStagingIndex(meili: Meilisearch, stagingUid: string): Promise<void> {
  await meili.deleteIndexIfExists(stagingUid);
}
