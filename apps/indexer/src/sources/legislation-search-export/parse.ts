import type { Document } from '@aotearoa/contracts';
import { parse as parseCsv } from 'csv-parse/sync';
import { isoDate, makeDocument, readData } from '../_shared/common';

/** Folder and file of the snapshot under `data/` (see its PROVENANCE.md). */
export const FOLDER = 'legislation-worklist-nz';
export const FILE = 'legislation-api-search-export-sample.csv';
/** The export file in its public repository, at the commit copied. */
const SOURCE_URL =
  'https://github.com/edithatogo/nz-legislation/blob/e6551e47acf5056a985714cd362ac9560f03e2c5/test_export.csv';
const SOURCE = 'Parliamentary Counsel Office (legislation.govt.nz API search export)';

/** Row types of the export this source keeps, and what they are called. Acts are held from the Acts sources. */
const KINDS: Readonly<Record<string, { kind: string; type: Document['type'] }>> = {
  bill: { kind: 'bill', type: 'bill' },
  amendment_paper: { kind: 'amendment_paper', type: 'bill' },
  secondary_legislation: { kind: 'secondary_legislation', type: 'regulation' },
};

/** `# Timestamp: …` of the export's metadata lines: when the search was run (its retrieved-at date). */
function exportedOn(text: string): string {
  const m = /^# Timestamp:\s*(\d{4}-\d{2}-\d{2})/m.exec(text);
  if (!m?.[1]) throw new Error(`${FOLDER}/${FILE}: no "# Timestamp:" line`);
  return m[1];
}

/**
 * `legislation-search-export`: the bills, amendment papers and secondary legislation of one real search of the
 * legislation.govt.nz API (query "health", run 2026-03-08; 20 rows of `work_id,title,type,status,date,url,publisher`
 * followed by `#` metadata lines). Each row becomes a dated record with its official address and no text; Acts are
 * skipped (the Acts sources hold them). `status` is kept only as the export gives it (`in_force`, `not_in_force`,
 * empty for bills), dated by the search. Throws when the file or its timestamp line is missing.
 */
export function parseSearchExport(dataDir: string): Document[] {
  const text = readData(dataDir, FOLDER, FILE);
  const retrievedAt = exportedOn(text);
  const csv = text
    .split('\n')
    .filter((l) => !l.startsWith('#'))
    .join('\n');
  const rows = parseCsv(csv, { columns: true, skip_empty_lines: true, bom: true }) as Record<
    string,
    string
  >[];
  const out: Document[] = [];
  for (const r of rows) {
    const kind = KINDS[r.type ?? ''];
    if (!kind || !r.work_id || !r.title || !r.url) continue;
    const date = isoDate(r.date);
    out.push(
      makeDocument({
        id: `legapi-${r.work_id.replace(/_/g, '-')}`,
        title: r.title.trim(),
        type: kind.type,
        date_published: date,
        is_current: r.status !== 'not_in_force',
        metadata: {
          kind: kind.kind,
          work_id: r.work_id,
          official_url: r.url,
          ...(r.status ? { legislation_status: { state: r.status, as_at: retrievedAt } } : {}),
          ...(date ? { version_date: date } : {}),
          snapshot_note: `One row of a legislation.govt.nz API search (query "health") run ${retrievedAt}: title, type, date and address only; no text.`,
        },
        source: SOURCE,
        sourceUrl: SOURCE_URL,
        retrievedAt,
      }),
    );
  }
  return out;
}
