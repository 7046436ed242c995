import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR } from '../data-dir';

/**
 * Acronyms of the New Zealand law-report series (NZLR, NZELR, ERNZ, CRNZ, …) from OpenLaw NZ's list
 * (`data/openlawnz-parsers/lawReports.json`), longest first so `NZRMA` is tried before `RMA`.
 * Throws when the list is missing or empty: the citator cannot recognise report citations without it.
 */
export function loadLawReportSeries(dataDir: string = DATA_DIR): string[] {
  const raw = JSON.parse(readFileSync(join(dataDir, 'openlawnz-parsers', 'lawReports.json'), 'utf8')) as {
    acronym?: unknown;
  }[];
  const acronyms = [
    ...new Set(raw.map((r) => (typeof r.acronym === 'string' ? r.acronym.trim() : '')).filter(Boolean)),
  ];
  if (acronyms.length === 0) throw new Error('openlawnz-parsers/lawReports.json lists no law-report series');
  return acronyms.sort((a, b) => b.length - a.length || a.localeCompare(b));
}

let bundled: string[] | undefined;
/** The series of the bundled list, read once. */
export function bundledLawReportSeries(): string[] {
  bundled ??= loadLawReportSeries();
  return bundled;
}
