import { type IndexRecord, MAX_TOTAL_HITS, type SourceChange } from '@aotearoa/contracts';
import type { Meilisearch } from 'meilisearch';
import { enrichDocument } from '../corpus';
import { toIndexRecords } from '../enrich/chunk';
import {
  buildCitator,
  type CitationDoc,
  citationDocOf,
  findCaseReferences,
  otherTitlesOf,
  reportCitationsIn,
} from '../enrich/citations';
import { citatorText } from '../enrich/corpus-wide';
import { awaitTask } from '../meili-client';
import type { CitatorFields, SourceDocument } from '../model/source-document';
import { servedUids } from '../pipeline';
import type { FetchedRecords, Source } from '../sources/_shared/define-source';
import { assertSane, assertSaneDirectory } from '../sources/_shared/sanity';

/** Default largest share of a source's last good batch a new batch may lose before it is rejected. */
export const DEFAULT_MAX_DROP_SHARE = 0.2;

/** A live batch failed its checks: it was not applied (recorded as `rejected`). */
export class BatchRejectedError extends Error {
  override name = 'BatchRejectedError';
}

/**
 * Checks a live batch before it may touch the served index: every record passes the source's own record checks
 * (`sanity`: ids, titles, provenance, dates), the batch holds at least `liveSanity.minCount` records (default 1),
 * and it is not smaller than `(1 - maxDropShare)` of the source's last successful batch (`previous`, default share
 * 0.2): a connector that suddenly yields far fewer records (a changed API, a truncated answer) would otherwise
 * shrink the source.
 * @throws BatchRejectedError naming the source and the failed check.
 */
export function checkBatch(source: Source, batch: FetchedRecords, previous: number | null): void {
  const minCount = source.liveSanity?.minCount ?? 1;
  const share = source.liveSanity?.maxDropShare ?? DEFAULT_MAX_DROP_SHARE;
  try {
    const rules = { ...source.sanity, minCount };
    if (batch.index === 'documents') assertSane(source.id, batch.records, rules);
    else assertSaneDirectory(source.id, batch.records, rules);
  } catch (err) {
    throw new BatchRejectedError((err as Error).message);
  }
  const n = batch.records.length;
  if (previous !== null && previous > 0 && n < previous * (1 - share)) {
    throw new BatchRejectedError(
      `${source.id}: the batch holds ${n} records, ${previous - n} fewer than the last good batch (${previous}); ` +
        `more than ${Math.round(share * 100)}% would be dropped, so it was not applied`,
    );
  }
}

/** Index records of `docIds` already in index `uid` (id, doc_id and the citator fields a rebuild computed). */
async function existingRecords(meili: Meilisearch, uid: string, docIds: string[]) {
  const out: Pick<IndexRecord, 'id' | 'doc_id' | 'citation_count' | 'cites'>[] = [];
  for (let i = 0; i < docIds.length; i += 100) {
    const ids = docIds.slice(i, i + 100).map((id) => JSON.stringify(id));
    for (let offset = 0; ; offset += 1000) {
      const page = await meili.index<IndexRecord>(uid).getDocuments({
        filter: `doc_id IN [${ids.join(', ')}]`,
        fields: ['id', 'doc_id', 'citation_count', 'cites'],
        limit: 1000,
        offset,
      });
      out.push(...page.results);
      if (page.results.length < 1000) break;
    }
  }
  return out;
}

/** A document of the served index as the citator reads it when it is cited, not citing (no text). */
type CitedTarget = CitationDoc & { content: null };

/**
 * What a live batch may cite in the served index: every Act and regulation (by title and other titles), and the
 * judgments whose neutral citations the batch's texts print. One record per document (the index's distinct
 * attribute groups a document's records).
 */
async function citedTargets(meili: Meilisearch, uid: string, docs: SourceDocument[]): Promise<CitedTarget[]> {
  const index = meili.index<IndexRecord>(uid);
  const fields = ['doc_id', 'type', 'title', 'citation'];
  const toTarget = (r: IndexRecord): CitedTarget => ({
    id: r.doc_id,
    type: r.type,
    title: r.title,
    citation: r.citation,
    content: null,
    reports:
      typeof r.metadata?.parallel_citations === 'string'
        ? reportCitationsIn(r.metadata.parallel_citations)
        : [],
    otherTitles: otherTitlesOf(r.metadata),
  });
  const acts = await index.search('', {
    filter: 'type IN ["legislation", "regulation"]',
    limit: MAX_TOTAL_HITS,
    attributesToRetrieve: [...fields, 'metadata.alternative_titles', 'metadata.former_titles'],
  });
  const neutral = [
    ...new Set(
      docs.flatMap((d) =>
        findCaseReferences(`${d.title}\n${citatorText(d).content ?? ''}`).flatMap((c) =>
          c.neutral ? [c.neutral] : [],
        ),
      ),
    ),
  ];
  const cases: IndexRecord[] = [];
  for (let i = 0; i < neutral.length; i += 100) {
    const list = neutral.slice(i, i + 100).map((c) => JSON.stringify(c));
    const page = await index.search('', {
      filter: `type = "case_law" AND citation IN [${list.join(', ')}]`,
      limit: 1_000,
      attributesToRetrieve: [...fields, 'metadata.parallel_citations'],
    });
    cases.push(...page.hits);
  }
  return [...acts.hits, ...cases].map(toTarget);
}

/**
 * The citator over a live batch (the corpus-wide stage for what a connector brings): what each document of `docs`
 * cites among itself and `targets` (what the served index holds), and by how much each cited document's count
 * changes: +1 for each batch document that now cites it and did not (`citedBefore`: what each batch document's
 * records in the index said it cited), −1 for each that no longer does. Documents of the index citing a new
 * document of the batch are counted at the next rebuild (finding them would read every text). Pure.
 */
export function batchCitator(
  docs: SourceDocument[],
  targets: CitedTarget[],
  citedBefore: ReadonlyMap<string, readonly string[]>,
): { citator: Map<string, CitatorFields>; delta: Map<string, number> } {
  const own = new Set(docs.map((d) => d.id));
  const { edges, refs } = buildCitator([
    ...docs.map((d) => citationDocOf(citatorText(d))),
    ...targets.filter((t) => !own.has(t.id)),
  ]);
  const citator = new Map<string, CitatorFields>();
  const delta = new Map<string, number>();
  const add = (id: string, n: number) => delta.set(id, (delta.get(id) ?? 0) + n);
  for (const d of docs) {
    const now = edges.get(d.id) ?? new Set<string>();
    const before = new Set(citedBefore.get(d.id) ?? []);
    for (const id of now) if (!before.has(id)) add(id, 1);
    for (const id of before) if (!now.has(id)) add(id, -1);
    const list = refs.get(d.id);
    if (list) citator.set(d.id, { cites: [...now].sort(), cite_refs: list });
  }
  for (const [id, n] of delta) if (n === 0) delta.delete(id);
  return { citator, delta };
}

/**
 * Upserts a checked live batch into the deployment's served indexes (no staging, no swap: searches see each record as
 * soon as Meilisearch has indexed it). Documents go through the same stages as a rebuild's: each enriched on its own
 * (`enrichDocument`), the citator run over the batch against what the served index holds (`batchCitator`), then
 * chunked; they replace their earlier records by stable id, and chunks a shorter new version no longer has are
 * deleted. A batch document keeps the count of citing documents the index gave it, changed by what the batch itself
 * now cites; the records of the documents the batch cites (or no longer cites) get their new counts.
 * Directory records replace theirs by id. Never deletes a document (connectors read partial listings).
 * @returns how many documents/records were added (new ids) and changed (ids already held); `removed` is 0.
 * @throws Meilisearch errors (the run is then recorded as failed; what was already upserted stays, being valid).
 */
export async function upsertBatch(
  meili: Meilisearch,
  indexPrefix: string,
  batch: FetchedRecords,
): Promise<SourceChange> {
  const served = servedUids(indexPrefix);
  if (batch.index === 'directory') {
    // `id` is not a filterable attribute of the directory index: fetch the batch's ids directly.
    const ids = batch.records.map((r) => r.id);
    const known = new Set<string>();
    for (let i = 0; i < ids.length; i += 100) {
      const page = await meili.index(served.directory).getDocuments({
        ids: ids.slice(i, i + 100),
        fields: ['id'],
        limit: 100,
      });
      for (const r of page.results) known.add(String(r.id));
    }
    await awaitTask(meili.index(served.directory).addDocuments(batch.records, { primaryKey: 'id' }));
    const changed = batch.records.filter((r) => known.has(r.id)).length;
    return { added: batch.records.length - changed, changed, removed: 0 };
  }
  const docs = batch.records.map((d) => enrichDocument(d));
  const docIds = docs.map((d) => d.id);
  const before = await existingRecords(meili, served.documents, docIds);
  const countBefore = new Map(before.map((r) => [r.doc_id, r.citation_count ?? 0]));
  const citedBefore = new Map<string, string[]>();
  for (const r of before) if (r.cites?.length) citedBefore.set(r.doc_id, r.cites);
  const targets = await citedTargets(meili, served.documents, docs);
  const { citator, delta } = batchCitator(docs, targets, citedBefore);
  const own = new Set(docIds);
  const records = docs.flatMap((d) => {
    const fields = citator.get(d.id);
    const count = Math.max(0, (countBefore.get(d.id) ?? 0) + (delta.get(d.id) ?? 0));
    return toIndexRecords({ ...d, citation_count: count, ...(fields ? { citator: fields } : {}) });
  });
  for (let i = 0; i < records.length; i += 2_000) {
    await awaitTask(
      meili.index(served.documents).addDocuments(records.slice(i, i + 2_000), { primaryKey: 'id' }),
    );
  }
  const fresh = new Set(records.map((r) => r.id));
  const stale = before.filter((r) => !fresh.has(r.id)).map((r) => r.id);
  if (stale.length) await awaitTask(meili.index(served.documents).deleteDocuments(stale));
  // The documents the batch cites (or no longer cites), outside it: every record of each gets its new count.
  const touched = [...delta.keys()].filter((id) => !own.has(id));
  const updates = (await existingRecords(meili, served.documents, touched)).map((r) => ({
    id: r.id,
    citation_count: Math.max(0, (r.citation_count ?? 0) + (delta.get(r.doc_id) ?? 0)),
  }));
  for (let i = 0; i < updates.length; i += 2_000) {
    await awaitTask(
      meili.index(served.documents).updateDocuments(updates.slice(i, i + 2_000), { primaryKey: 'id' }),
    );
  }
  const held = new Set(before.map((r) => r.doc_id));
  const changed = docIds.filter((id) => held.has(id)).length;
  return { added: docIds.length - changed, changed, removed: 0 };
}
