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
import { expectedCitationCounts, loadCorpus } from './corpus';
import { dateFields, toIndexRecords } from './enrich/chunk';
import { buildCitator, type CitationDoc, otherTitlesOf, reportCitationsIn } from './enrich/citations';
import { type DuplicateMerge, duplicateGroups, planDuplicateMerges } from './enrich/duplicates';
import { crowdedFamilies, vectorsOf } from './enrich/vectors-of';
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
 * into index records; directory records go in as they are). Document records carry the citation counts of the
 * parsed corpus (`expectedCitationCounts`), which `finalizeIndexes` checks against the citator over what was
 * indexed. Idempotent: record ids are stable, so a retried job replaces what an earlier attempt added.
 * `onProgress(done, total)` counts records acknowledged by Meilisearch.
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
  const crowded = crowdedFamilies(documents);
  const counts = await expectedCitationCounts(dataDir);
  const chunks: IndexRecord[] = documents.flatMap((d) =>
    toIndexRecords({ ...d, citation_count: counts.get(d.id) ?? 0 }, vectorsOf(d, dataDir, crowded)),
  );
  const total = chunks.length + directory.length;
  const progress = (offset: number) => (done: number) => onProgress?.(offset + done, total);
  if (chunks.length > 0) await addInBatches(meili, staging.documents, chunks, progress(0));
  if (directory.length > 0) await addInBatches(meili, staging.directory, directory, progress(chunks.length));
  if (total === 0) await onProgress?.(0, 0);
  return { documents: documents.length + directory.length, records: total };
}

type CorpusEntry = {
  chunkIds: string[];
  /** Each chunk's `citation_count` as indexed, in the order of `chunkIds`. */
  chunkCounts: number[];
  doc: CitationDoc & Pick<Document, 'date_published'>;
};

/** Reads every record of a documents index (the fields the citator and duplicate merging need), per document. */
async function readCorpusBack(meili: Meilisearch, uid: string): Promise<Map<string, CorpusEntry>> {
  const index = meili.index<IndexRecord>(uid);
  const byDoc = new Map<string, CorpusEntry>();
  const limit = 5_000;
  for (let offset = 0; ; offset += limit) {
    const page = await index.getDocuments<IndexRecord & { section_text?: string | null }>({
      offset,
      limit,
      fields: [
        'id',
        'doc_id',
        'citation_count',
        'type',
        'title',
        'citation',
        'date_published',
        'content',
        'section_text',
        // Nested: only the record's own report citations and an Act's other titles, not all its metadata.
        'metadata.parallel_citations' as 'metadata',
        'metadata.alternative_titles' as 'metadata',
        'metadata.former_titles' as 'metadata',
      ],
    });
    for (const r of page.results) {
      // Sections of Acts keep their text in `section_text`; judgments and the rest in `content`.
      const text = [r.content, r.section_text].filter(Boolean).join('\n');
      const entry = byDoc.get(r.doc_id);
      if (entry) {
        entry.chunkIds.push(r.id);
        entry.chunkCounts.push(r.citation_count ?? 0);
        entry.doc.content = `${entry.doc.content ?? ''}\n${text}`;
      } else {
        const parallel = r.metadata?.parallel_citations;
        byDoc.set(r.doc_id, {
          chunkIds: [r.id],
          chunkCounts: [r.citation_count ?? 0],
          doc: {
            id: r.doc_id,
            type: r.type,
            title: r.title,
            citation: r.citation,
            date_published: r.date_published,
            content: text,
            reports: typeof parallel === 'string' ? reportCitationsIn(parallel) : [],
            otherTitles: otherTitlesOf(r.metadata),
          },
        });
      }
    }
    if (page.results.length < limit) break;
  }
  return byDoc;
}

/** Fields a merge may change on every record of the kept document (document-level fields). */
const MERGED_FIELDS = ['court', 'date_published', 'summary', 'pdfUrl', 'legal_area'] as const;

/**
 * Merges duplicate judgments in the staging documents index (see enrich/duplicates.ts): every record of the kept
 * document gets the merged document-level fields and metadata (both provenances, merged ids, every notice), the
 * other records are deleted, and their documents leave `byDoc`. Returns the merges made.
 */
async function mergeDuplicateRecords(
  meili: Meilisearch,
  uid: string,
  byDoc: Map<string, CorpusEntry>,
): Promise<DuplicateMerge[]> {
  const candidates = duplicateGroups([...byDoc.values()].map((e) => e.doc)).flat();
  if (candidates.length === 0) return [];
  const index = meili.index<IndexRecord>(uid);
  const records = (
    await index.getDocuments<IndexRecord>({
      filter: inClause(
        'doc_id',
        candidates.map((d) => d.id),
      ),
      limit: 10_000,
    })
  ).results;
  const docs = new Map<string, { head: IndexRecord; records: IndexRecord[] }>();
  for (const r of records.sort((a, b) => a.chunk_index - b.chunk_index)) {
    const e = docs.get(r.doc_id);
    if (e) e.records.push(r);
    else docs.set(r.doc_id, { head: r, records: [r] });
  }
  const full: Document[] = [...docs.values()].map(({ head, records: rs }) => {
    const {
      doc_id,
      chunk_index: _c,
      chunk_heading: _h,
      year: _y,
      date_ts: _d,
      title_sort: _t,
      ...rest
    } = head;
    const fields = Object.fromEntries(
      Object.entries(rest).filter(([k]) => !k.startsWith('section_') && !k.startsWith('stem_')),
    ) as unknown as Document;
    return {
      ...fields,
      id: doc_id,
      content: rs
        .map((r) => r.content ?? '')
        .filter(Boolean)
        .join('\n'),
    };
  });
  const merges = planDuplicateMerges(full);
  for (const m of merges) {
    const kept = docs.get(m.keep);
    if (!kept) continue;
    const before = kept.head.metadata as Record<string, unknown>;
    const changed = Object.fromEntries(
      Object.entries(m.document.metadata).filter(([k, v]) => JSON.stringify(before[k]) !== JSON.stringify(v)),
    );
    const updates = kept.records.map((r) => ({
      id: r.id,
      ...Object.fromEntries(MERGED_FIELDS.map((k) => [k, m.document[k]])),
      ...dateFields(m.document),
      metadata: { ...r.metadata, ...changed },
    }));
    await awaitTask(index.updateDocuments(updates, { primaryKey: 'id' }));
    const dropIds = m.drop.flatMap((id) => docs.get(id)?.records.map((r) => r.id) ?? []);
    if (dropIds.length) await awaitTask(index.deleteDocuments(dropIds));
    for (const id of m.drop) byDoc.delete(id);
  }
  return merges;
}

/** `attr IN ["a", "b"]` with each value quoted. */
function inClause(attr: string, values: string[]): string {
  return `${attr} IN [${values.map((v) => JSON.stringify(v)).join(', ')}]`;
}

/**
 * Completes a rebuild: merges duplicate judgments (the same judgment from two sources, or listed twice by one:
 * one document with both provenances), builds the citator over everything in the staging documents index (which
 * other indexed documents each one cites — by neutral citation, law-report citation or Act title — with the
 * pinpoints its text gives), writes each document's `citation_count` (how many distinct documents cite it) to
 * those of its records that do not already carry it and, on the citing document's first record, `cites` (the ids
 * it cites) and `cite_refs` (each citation with its pinpoints, and cases cited that are not held here), then swaps
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
  await mergeDuplicateRecords(meili, opts.staging.documents, byDoc);
  const { edges, refs } = buildCitator([...byDoc.values()].map((e) => e.doc));
  const counts = new Map<string, number>();
  for (const cited of edges.values()) for (const id of cited) counts.set(id, (counts.get(id) ?? 0) + 1);
  const byRecord = new Map<
    string,
    Pick<IndexRecord, 'id'> & Partial<Pick<IndexRecord, 'citation_count' | 'cites' | 'cite_refs'>>
  >();
  const update = (id: string, fields: Partial<Pick<IndexRecord, 'citation_count' | 'cites' | 'cite_refs'>>) =>
    byRecord.set(id, { ...(byRecord.get(id) ?? { id }), ...fields });
  // Every record of a document carries its count (ranking and the "most cited" sort see any chunk). The source
  // jobs added the records with the counts of the parsed snapshot (`expectedCitationCounts`): only those the
  // citator over what was indexed counts otherwise are written again.
  for (const [docId, entry] of byDoc) {
    const count = counts.get(docId) ?? 0;
    entry.chunkIds.forEach((id, i) => {
      if (entry.chunkCounts[i] !== count) update(id, { citation_count: count });
    });
  }
  // The citing document's first record carries what it cites: "cited by X" is the filter `cites = X`.
  for (const [docId, list] of refs) {
    const chunkIds = byDoc.get(docId)?.chunkIds ?? [];
    const first = chunkIds.find((id) => id === `${docId}--0`) ?? chunkIds[0];
    if (first) update(first, { cites: [...(edges.get(docId) ?? [])].sort(), cite_refs: list });
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
