import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Document } from '@aotearoa/contracts';
import { parse as parseCsv } from 'csv-parse/sync';
import { DateTime } from 'luxon';

/** Reads a UTF-8 file under the data folder. Throws (with the path) when it is missing. */
export function readData(dataDir: string, ...parts: string[]): string {
  const path = join(dataDir, ...parts);
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    throw new Error(`cannot read bundled data file ${parts.join('/')}: ${(err as Error).message}`);
  }
}

/** Parses a CSV file with a header row into objects keyed by column name (csv-parse, sync API). */
export function readCsv(dataDir: string, ...parts: string[]): Record<string, string>[] {
  return parseCsv(readData(dataDir, ...parts), {
    columns: true,
    skip_empty_lines: true,
    bom: true,
  }) as Record<string, string>[];
}

/** Parses a JSON Lines file (one JSON object per non-empty line). */
export function readJsonl<T = Record<string, unknown>>(dataDir: string, ...parts: string[]): T[] {
  return readData(dataDir, ...parts)
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l, i) => {
      try {
        return JSON.parse(l) as T;
      } catch {
        throw new Error(`${parts.join('/')} line ${i + 1} is not valid JSON`);
      }
    });
}

/** Reads and parses a JSON file. */
export function readJson<T = unknown>(dataDir: string, ...parts: string[]): T {
  return JSON.parse(readData(dataDir, ...parts)) as T;
}

/** Lower-case id segment: macrons folded, anything outside [a-z0-9] collapsed to `-`. */
export function slug(s: string, max = 80): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}

/** Collapses runs of whitespace (incl. non-breaking spaces) to one space and trims. */
export function clean(s: string | null | undefined): string {
  return (s ?? '').replace(/[\s\u00a0\ufeff]+/g, ' ').trim();
}

/** Decodes the few HTML entities that appear in the scraped titles (`&amp;` etc.). */
export function decodeEntities(s: string): string {
  return s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/**
 * Parses a printed date such as `10 July 2014` or `26 November 2018` (luxon, en locale) to ISO `YYYY-MM-DD`.
 * Returns null when the text is not such a date.
 */
export function parsePrintedDate(text: string): string | null {
  const t = clean(text);
  for (const fmt of ['d LLLL yyyy', 'd LLL yyyy']) {
    const dt = DateTime.fromFormat(t, fmt, { locale: 'en', zone: 'utc' });
    if (dt.isValid) return dt.toISODate();
  }
  return null;
}

/** ISO date (`YYYY-MM-DD`) of an ISO timestamp or date; null when unparsable. */
export function isoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const dt = DateTime.fromISO(value.trim(), { zone: 'utc' });
  return dt.isValid ? dt.toISODate() : null;
}

/** A Document with every optional field at its empty value, overridden by `fields`. */
export function makeDocument(
  fields: Pick<Document, 'id' | 'title' | 'type' | 'source' | 'sourceUrl' | 'retrievedAt'> &
    Partial<Document>,
): Document {
  return {
    court: null,
    citation: null,
    date_enacted: null,
    date_published: null,
    legal_area: [],
    summary: null,
    content: null,
    author: null,
    university: null,
    sections_count: 0,
    citation_count: 0,
    is_current: true,
    pdfUrl: null,
    metadata: {},
    ...fields,
  };
}

const ID_RE = /^[A-Za-z0-9_-]+$/;

/**
 * Sanity check run by every source on its parse: each document needs an id of letters, digits, `-`, `_`, a title,
 * provenance (`source`, an http(s) `sourceUrl`, an ISO `retrievedAt`), and dates that are ISO and neither before
 * 1800 (Imperial Acts excepted via `minYear`) nor in the future. Ids must be unique within the source.
 * Throws an Error naming the source, the record and the field.
 */
export function assertSane(
  sourceId: string,
  docs: Document[],
  opts: { minYear?: number; minCount?: number } = {},
) {
  const minYear = opts.minYear ?? 1800;
  const today = DateTime.utc().toISODate() ?? '9999-12-31';
  if (docs.length < (opts.minCount ?? 1)) {
    throw new Error(`${sourceId}: parsed ${docs.length} documents, expected at least ${opts.minCount ?? 1}`);
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
