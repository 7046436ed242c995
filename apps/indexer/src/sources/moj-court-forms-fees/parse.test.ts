import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { expectGoldenOutput } from '../_shared/golden';
import { mojCourtFormsFees } from '.';
import { courtTypeOf, parseCourtFormsFees } from './parse';

describe('moj-court-forms-fees', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(mojCourtFormsFees, import.meta.dirname);
  });

  it('reads 42 fees, all historic, and the forms, with unique ids', () => {
    const records = parseCourtFormsFees(DATA_DIR);
    const fees = records.filter((r) => r.kind === 'court_fee');
    expect(fees).toHaveLength(42);
    expect(fees.every((f) => f.status === 'historic')).toBe(true);
    expect(records.filter((r) => r.kind === 'court_form').length).toBeGreaterThanOrEqual(3);
    expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
    // Fees without a date on their page carry no as-at date (the API then withholds the amount).
    const tribunal = fees.filter((f) => f.subtype === 'tribunal');
    expect(tribunal.map((f) => f.asAt)).toEqual([null, null, null]);
    expect(fees.find((f) => f.title === 'Application for leave to appeal')?.asAt).toBe('2013-07-01');
    // A note that only gives the earlier amount becomes the previous fee, not a note.
    const defence = fees.find(
      (f) => f.title === 'Filing a defence' && f.category === 'District Court (civil)',
    );
    expect(defence?.fields).toMatchObject({ amount: '75.00', previousAmount: '72.50' });
    expect(defence?.summary).toBeNull();
  });

  it('maps court names to the court tabs', () => {
    expect(courtTypeOf('District Court (civil)')).toBe('district');
    expect(courtTypeOf('District Courts')).toBe('district');
    expect(courtTypeOf('Māori Land Court')).toBe('maori-land');
    expect(courtTypeOf('Disputes Tribunal')).toBe('tribunal');
    expect(courtTypeOf('Court of Appeal')).toBe('appeal');
  });
});
