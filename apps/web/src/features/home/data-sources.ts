import readme from '../../../../../data/README.md?raw';

/** One bundled dataset as listed in the data README: folder, content, records, licence, snapshot date. */
export interface DataSource {
  folder: string;
  what: string;
  records: string;
  licence: string;
  snapshot: string;
}

const plain = (s: string) => s.replace(/\*\*/g, '').replace(/`/g, '').trim();

/**
 * Parses the table of the bundled data README (read at build time) into one row per dataset folder. The
 * README summarises each folder's PROVENANCE.md (licence, counts, snapshot dates).
 */
export function parseDataReadme(text: string): DataSource[] {
  const rows: DataSource[] = [];
  for (const line of text.split('\n')) {
    if (!/^\|\s*`[^`]+\/`\s*\|/.test(line)) continue;
    const cells = line.split(' | ').map((c) => c.replace(/^\|\s*/, '').replace(/\s*\|$/, ''));
    if (cells.length < 5) continue;
    const [folder = '', what = '', records = '', licence = '', snapshot = ''] = cells.map(plain);
    rows.push({ folder: folder.replace(/\/$/, ''), what, records, licence, snapshot });
  }
  return rows;
}

export const DATA_SOURCES: readonly DataSource[] = parseDataReadme(readme);
