import { type DirectoryRecord, DirectoryRecordSchema, type Document } from '@aotearoa/contracts';
import { DateTime } from 'luxon';

/** Checks a source's parsed batch must pass before it may touch an index. */
export interface SanityRules {
  /**
   * Fewest records a healthy parse yields. A batch below it (a changed page layout, a truncated download) is
   * rejected, so a failing source never empties the served index.
   */
  minCount: number;
  /** Earliest plausible year of a date (default 1800; Imperial Acts need less). */
  minYear?: number;
}

const ID_RE = /^[A-Za-z0-9_-]+$/;

/**
 * Sanity check run by every source on its parse: each document needs an id of letters, digits, `-`, `_`, a title,
 * provenance (`source`, an http(s) `sourceUrl`, an ISO `retrievedAt`), and dates that are ISO and neither before
 * 1800 (Imperial Acts excepted via `minYear`) nor in the future. Ids must be unique within the source.
 * Throws an Error naming the source, the record and the field.
 */
export function assertSane(sourceId: string, docs: Document[], opts: SanityRules) {
  const minYear = opts.minYear ?? 1800;
  const today = DateTime.utc().toISODate() ?? '9999-12-31';
  if (docs.length < opts.minCount) {
    throw new Error(`${sourceId}: parsed ${docs.length} documents, expected at least ${opts.minCount}`);
  }
  const seen = new Set<string>();
  for (const d of docs) {
    const where = `${sourceId}: record ${d.id || '(no id)'}`;
    if (!ID_RE.test(d.id)) throw new Error(`${where}: id must match ${ID_RE}`);
    if (seen.has(d.id)) throw new Error(`${where}: duplicate id`);
    seen.add(d.id);
    if (!d.title.trim()) throw new Error(`${where}: missing title`);
    if (!d.source.trim()) throw new Error(`${where}: missing source`);
    if (!/^https?:\/\//.test(d.sourceUrl)) throw new Error(`${where}: sourceUrl is not an http(s) URL`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(d.retrievedAt))
      throw new Error(`${where}: retrievedAt must be an ISO date`);
    for (const key of ['date_enacted', 'date_published'] as const) {
      const v = d[key];
      if (v === null) continue;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) throw new Error(`${where}: ${key} '${v}' is not an ISO date`);
      const year = Number(v.slice(0, 4));
      if (year < minYear) throw new Error(`${where}: ${key} ${v} is before ${minYear}`);
      if (v > today) throw new Error(`${where}: ${key} ${v} is in the future`);
    }
  }
}

/**
 * Sanity check of a directory source's batch: at least `minCount` records, each valid against
 * DirectoryRecordSchema (provenance with an http(s) `sourceUrl`, ISO `retrievedAt`), unique ids, and ISO dates
 * not before `minYear`. Throws an Error naming the source, the record and the field.
 */
export function assertSaneDirectory(sourceId: string, records: DirectoryRecord[], opts: SanityRules) {
  if (records.length < opts.minCount) {
    throw new Error(`${sourceId}: parsed ${records.length} records, expected at least ${opts.minCount}`);
  }
  const minYear = opts.minYear ?? 1800;
  const seen = new Set<string>();
  for (const r of records) {
    const where = `${sourceId}: record ${r.id || '(no id)'}`;
    const parsed = DirectoryRecordSchema.safeParse(r);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`${where}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`);
    }
    if (seen.has(r.id)) throw new Error(`${where}: duplicate id`);
    seen.add(r.id);
    if (!/^https?:\/\//.test(r.sourceUrl)) throw new Error(`${where}: sourceUrl is not an http(s) URL`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(r.retrievedAt))
      throw new Error(`${where}: retrievedAt must be an ISO date`);
    if (r.date !== null) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(r.date))
        throw new Error(`${where}: date '${r.date}' is not an ISO date`);
      if (Number(r.date.slice(0, 4)) < minYear)
        throw new Error(`${where}: date ${r.date} is before ${minYear}`);
    }
  }
}
