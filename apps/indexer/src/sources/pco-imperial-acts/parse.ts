import type { Document } from '@aotearoa/contracts';
import { clean, makeDocument, nzDate } from '../_shared/common';
import { readWwlFolder, type WwlRecord } from '../_shared/worldwidelaw';

interface ImperialRecord extends WwlRecord {
  year: number;
  number: string;
  version_date?: string | null;
}

/**
 * The Imperial Acts in force in New Zealand (legislation.govt.nz text). Id `act-imperial-<year>-<number>`; these
 * Acts pre-date 1800, so the date check allows them. `date_enacted` is year-only (`YYYY-01-01`, flagged).
 */
export function parseImperialActs(dataDir: string): Document[] {
  return readWwlFolder(dataDir, 'Legislation').map((raw) => {
    const r = raw as ImperialRecord;
    return makeDocument({
      id: `act-imperial-${r.year}-${String(r.number).toLowerCase()}`,
      title: clean(r.title),
      type: 'legislation',
      // Imperial Acts are cited by regnal year and chapter, which this source does not give: no number is made up
      // (legislation.govt.nz's address number is kept as `pco_number` only).
      citation: null,
      date_enacted: `${String(r.year).padStart(4, '0')}-01-01`,
      content: r.text,
      metadata: {
        official_url: r.url,
        pco_number: String(r.number),
        date_precision: 'year',
        imperial: true,
        ...(r.version_date ? { reprint_date: r.version_date } : {}),
      },
      source: 'Parliamentary Counsel Office (legislation.govt.nz)',
      sourceUrl: r.url,
      retrievedAt: nzDate(r._fetched_at) ?? '2026-03-13',
    });
  });
}
