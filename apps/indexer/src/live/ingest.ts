import type { IndexRecord, SourceChange } from '@aotearoa/contracts';
import type { Meilisearch } from 'meilisearch';
import { toIndexRecords } from '../enrich/chunk';
import { awaitTask } from '../meili-client';
import { liveUids } from '../pipeline';
import type { FetchedRecords, Source } from '../sources/_shared/define-source';
import { assertSane, assertSaneDirectory } from '../sources/_shared/sanity';

/** Default largest share of a source's last good batch a new batch may lose before it is rejected. */
export const DEFAULT_MAX_DROP_SHARE = 0.2;

/** A live batch failed its checks: it was not applied (recorded as `rejected`). */
export class BatchRejectedError extends Error {
  override name = 'BatchRejectedError';
}

/**
 * Checks a live batch before it may touch the live index: every record passes the source's own record checks
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

/**
 * Upserts a checked live batch into the deployment's LIVE indexes (no staging, no swap: searches see each record as
 * soon as Meilisearch has indexed it). Documents are chunked like a rebuild does and replace their earlier records
 * by stable id; chunks a shorter new version no longer has are deleted; the citation counts a rebuild computed are
 * kept. Directory records replace theirs by id. Never deletes a document (connectors read partial listings).
 * @returns how many documents/records were added (new ids) and changed (ids already held); `removed` is 0.
 * @throws Meilisearch errors (the run is then recorded as failed; what was already upserted stays, being valid).
 */
export async function upsertLive(
  meili: Meilisearch,
  indexPrefix: string,
  batch: FetchedRecords,
): Promise<SourceChange> {
  const live = liveUids(indexPrefix);
  if (batch.index === 'directory') {
    // `id` is not a filterable attribute of the directory index: fetch the batch's ids directly.
    const ids = batch.records.map((r) => r.id);
    const known = new Set<string>();
    for (let i = 0; i < ids.length; i += 100) {
      const page = await meili.index(live.directory).getDocuments({
        ids: ids.slice(i, i + 100),
        fields: ['id'],
        limit: 100,
      });
      for (const r of page.results) known.add(String(r.id));
    }
    await awaitTask(meili.index(live.directory).addDocuments(batch.records, { primaryKey: 'id' }));
    const changed = batch.records.filter((r) => known.has(r.id)).length;
    return { added: batch.records.length - changed, changed, removed: 0 };
  }
  const docIds = batch.records.map((d) => d.id);
  const before = await existingRecords(meili, live.documents, docIds);
  const kept = new Map(before.map((r) => [r.id, r]));
  const records = batch.records
    .flatMap((d) => toIndexRecords(d))
    .map((r) => {
      const old = kept.get(r.id);
      return old
        ? { ...r, citation_count: old.citation_count, ...(old.cites ? { cites: old.cites } : {}) }
        : r;
    });
  for (let i = 0; i < records.length; i += 2_000) {
    await awaitTask(
      meili.index(live.documents).addDocuments(records.slice(i, i + 2_000), { primaryKey: 'id' }),
    );
  }
  const fresh = new Set(records.map((r) => r.id));
  const stale = before.filter((r) => !fresh.has(r.id)).map((r) => r.id);
  if (stale.length) await awaitTask(meili.index(live.documents).deleteDocuments(stale));
  const held = new Set(before.map((r) => r.doc_id));
  const changed = docIds.filter((id) => held.has(id)).length;
  return { added: docIds.length - changed, changed, removed: 0 };
}
