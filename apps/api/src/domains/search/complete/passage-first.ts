/**
 * A passage of law's first page: the Acts and regulations that hold it word for word come first (`exactFirst`).
 */
import { firstRecordId, type SearchHit } from '@aotearoa/contracts';
import { sendGroup } from '../execute/execute';
import type { RawHit, SearchPorts } from '../execute/ports';
import { buildFetchRecordsQuery } from '../plan/follow-up';
import { mapHit } from '../present/map-hit';
import { exactFirst } from './passage';

/**
 * The words' `documents` with the documents of the `exact` section hits (those that hold the passage, best first,
 * `exactPassageHits`) first, each once, `limit` in all; a document not among `documents` is fetched by its first
 * record's id (one multi-search, none when all are there). Rejects when that fetch fails.
 */
export async function passageFirst(
  ports: SearchPorts,
  index: string,
  documents: readonly SearchHit[],
  exact: readonly RawHit[],
  stems: ReadonlySet<string>,
  limit: number,
): Promise<SearchHit[]> {
  const ids = [...new Set(exact.map((h) => firstRecordId(String(h.doc_id))))];
  const onPage = new Map(documents.map((doc) => [firstRecordId(doc.id), doc]));
  const missing = ids.filter((id) => !onPage.has(id));
  const fetched = new Map<string, SearchHit>();
  if (missing.length > 0) {
    const { records } = await sendGroup(ports, { records: buildFetchRecordsQuery(index, missing) });
    for (const h of records.hits) fetched.set(String(h.id), mapHit(h, stems));
  }
  return exactFirst(
    documents.map((doc) => ({ id: firstRecordId(doc.id), doc })),
    ids.flatMap((id) => {
      const doc = onPage.get(id) ?? fetched.get(id);
      return doc ? [{ id, doc }] : [];
    }),
    limit,
  ).map((x) => x.doc);
}
