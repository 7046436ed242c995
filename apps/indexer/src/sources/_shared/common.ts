import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Document } from '@aotearoa/contracts';
import { parse as parseCsv } from 'csv-parse/sync';
import { decodeHTML } from 'entities';
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

/** Normalised title key: curly quotes straightened, macrons folded, whitespace collapsed, lower case. */
export function titleKey(title: string): string {
  return clean(title)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[‘’ʼ]/g, "'")
    .replace(/[—–]/g, '-')
    .toLowerCase();
}

/**
 * Decodes the Office XML escapes (`_xHHHH_`) that spreadsheet exports leave in text: `_x001e_` is Word's
 * non-breaking hyphen (`ATTORNEY_x001e_GENERAL` → `ATTORNEY-GENERAL`); the control characters `_x000b_` (line
 * break), `_x000d_` (carriage return) and any other escape become a space.
 */
export function decodeOfficeEscapes(s: string): string {
  return s.replace(/_x([0-9a-fA-F]{4})_/g, (_m, hex: string) => {
    const code = Number.parseInt(hex, 16);
    if (code === 0x1e) return '-';
    return code < 0x20 ? ' ' : String.fromCharCode(code);
  });
}

/** Decodes the HTML entities of scraped text (`&amp;`, `&#039;`, `&rsquo;`…), with the `entities` package. */
export function decodeEntities(s: string): string {
  return decodeHTML(s);
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

/** The time zone every calendar date in the index is in: dates are New Zealand calendar dates. */
export const NZ_ZONE = 'Pacific/Auckland';

/**
 * New Zealand calendar date (`YYYY-MM-DD`) of an instant: an ISO timestamp with `Z` or an offset
 * (`2026-05-27T12:00:00+00:00` → `2026-05-28`, midnight in Auckland). A bare date (`2026-05-27`) is already a
 * calendar date and is returned as written. Use it for true instants (fetch times, the Bills API's stage times).
 * Null when unparsable.
 */
export function nzDate(value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return DateTime.fromISO(v).isValid ? v : null;
  const dt = DateTime.fromISO(v, { setZone: true });
  return dt.isValid ? dt.setZone(NZ_ZONE).toISODate() : null;
}

/**
 * ISO date of a source date field: a bare date as written, an instant (with `Z` or an offset) as its New Zealand
 * calendar date — the same as `nzDate`. Kept under this name for the sources that call it; for "timestamps" that
 * are local dates labelled UTC use `writtenDate`.
 */
export const isoDate = (value: string | null | undefined): string | null => nzDate(value);

/**
 * The calendar date a value was written with: its leading `YYYY-MM-DD`, with no time-zone conversion. Use it for
 * sources whose "timestamps" are local calendar dates labelled UTC — Judicial Decisions Online's
 * `judgment_date` (`2020-03-06T13:00:01Z` for a judgment of 6 March 2020) and the Bills API summaries'
 * `lastStageDate` (the stage's New Zealand date written as `…T00:00:00Z`) — where converting would move the date
 * by a day. Null when the value does not start with a valid date.
 */
export function writtenDate(value: string | null | undefined): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(value?.trim() ?? '');
  if (!m?.[1]) return null;
  return DateTime.fromISO(m[1]).isValid ? m[1] : null;
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
