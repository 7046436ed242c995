import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { readCsv, writtenDate } from '../_shared/common';
import { headingDate, parseJdo } from './parse';

/**
 * Judgment dates over the real JDO records: calendar dates in New Zealand time from the most authoritative field.
 * Before the fix, the date printed in the case name won over JDO's `judgment_date` (a typo such as "9 February
 * 2016" for a 2017 judgment), and a record without a printed date had its JDO date converted from UTC to Auckland
 * time, one day late.
 */
describe('jdo-judgments dates (real bundled data)', () => {
  const docs = parseJdo(DATA_DIR);
  const byId = new Map(docs.map((d) => [d.id, d]));

  it('reads JDO’s judgment_date as the date written, never shifted by a time zone', () => {
    // 2017-05-02T13:00:01Z with no printed date: 2 May, not 3 May.
    expect(byId.get('nzsc-2017-55')?.date_published).toBe('2017-05-02');
    expect(byId.get('nzca-2017-123')?.date_published).toBe('2017-04-12');
  });

  it('does not let a typo in the case name win over JDO’s date, and notes the disagreement', () => {
    const weil = byId.get('nzhc-2017-117'); // printed "[9 February 2016]" on a 2017 judgment
    expect(weil?.date_published).toBe('2017-02-09');
    expect(weil?.metadata.date_note).toMatch(/9 February 2016/);
    expect(byId.get('nzhc-2017-1850')?.date_published).toBe('2017-08-02'); // printed 2018
  });

  it('takes the printed date only where JDO’s field is out of step with the neighbouring judgment numbers', () => {
    // JDO 14 November; printed 17 November, as are [2017] NZHC 2829 and 2831.
    expect(byId.get('nzhc-2017-2830')?.date_published).toBe('2017-11-17');
  });

  it('gives every record one of its own two dates (no date a day after both)', () => {
    const rows = readCsv(DATA_DIR, 'jdo-openlawnz', 'jdo-judgments-metadata.csv');
    const byDoc = new Map(rows.map((r) => [r.document_name ?? '', r]));
    let checked = 0;
    for (const d of docs) {
      const row = byDoc.get(String(d.metadata.jdo_document ?? ''));
      if (!row || !d.date_published) continue;
      const allowed = [writtenDate(row.judgment_date), headingDate(row.case_name_raw ?? '')];
      expect(allowed, d.id).toContain(d.date_published);
      checked++;
    }
    expect(checked).toBeGreaterThan(2500);
  });
});
