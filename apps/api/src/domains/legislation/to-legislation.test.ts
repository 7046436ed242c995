import { describe, expect, it } from 'vitest';
import { statusSearch } from './nz-legislation';
import { statusOf, toLegislationUpdate } from './to-legislation';

const base = {
  id: 'x--0',
  doc_id: 'x',
  title: 'Example Act 2000',
  type: 'legislation',
  source: 'Parliamentary Counsel Office (legislation.govt.nz)',
  sourceUrl: 'https://www.legislation.govt.nz/act/public/2000/0001/latest/whole.html',
  retrievedAt: '2026-01-31',
};

describe('legislation status', () => {
  it('never says a bare "Current": in force carries its as-at date and source', () => {
    const s = statusOf({
      ...base,
      metadata: {
        legal_status: {
          state: 'in_force',
          as_at: '2025-12-01',
          repealed_by: null,
          evidence: null,
          source: 'legislation.govt.nz (official version cover)',
          source_url: base.sourceUrl,
        },
      },
    });
    expect(s.label).toBe(
      'In force as at 1 December 2025 — source: legislation.govt.nz (official version cover)',
    );
    expect(s.asAt).toBe('2025-12-01');
  });

  it('says a record without a dated status is not recorded, and dates a bill by its stage', () => {
    expect(statusOf({ ...base, metadata: {} }).label).toMatch(/^Status not recorded by /);
    const bill = statusOf({
      ...base,
      type: 'bill',
      metadata: { kind: 'bill', bill_status: 'Select Committee', status_as_at: '2026-06-13' },
    });
    expect(bill.label).toBe(`Bill — Select Committee as at 13 June 2026 (${base.source})`);
  });

  it('marks Acts known only by year in the updates list', () => {
    const u = toLegislationUpdate({
      ...base,
      date_enacted: '2000-01-01',
      metadata: { date_precision: 'year' },
    });
    expect(u.yearOnly).toBe(true);
    expect(u.category).toBe('Act');
  });

  it('links an update to its official page only, never to the copy it was read from', () => {
    const copy = toLegislationUpdate({
      ...base,
      type: 'bill',
      sourceUrl: 'https://github.com/edithatogo/corpus-nz-hansard',
      metadata: { kind: 'bill' },
    });
    expect(copy.url).toBeNull();
    const own = toLegislationUpdate({
      ...base,
      type: 'bill',
      metadata: {
        kind: 'bill',
        official_url: 'https://www.legislation.govt.nz/bill/government/2026/0322/latest/',
      },
    });
    expect(own.url).toBe('https://www.legislation.govt.nz/bill/government/2026/0322/latest/');
  });

  it('maps each Act status filter value to index clauses', () => {
    expect(statusSearch('Current').filter).toContain('is_current = true');
    expect(statusSearch('Repealed').filter).toContain('metadata.legal_status.state = "repealed"');
    expect(statusSearch('Repealed').phrase).toBeUndefined();
    expect(statusSearch('Amended')).toMatchObject({ phrase: 'amendment act', attributes: ['title'] });
    expect(statusSearch('Bill').filter).toEqual(['type = "bill"']);
    expect(statusSearch(undefined).filter).toEqual(['type IN ["legislation", "bill"]']);
  });
});
