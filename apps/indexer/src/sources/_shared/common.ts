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
