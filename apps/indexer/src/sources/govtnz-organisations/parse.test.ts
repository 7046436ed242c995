import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { expectGoldenOutput } from '../_shared/golden';
import { govtnzOrganisations } from '.';
import { judicialTypeOf, parseOrganisations, shortNameOf } from './parse';

describe('govtnz-organisations', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(govtnzOrganisations, import.meta.dirname);
  });

  it('reads the 306 non-council organisations of the 384, each dated by its last_modified', () => {
    const records = parseOrganisations(DATA_DIR);
    expect(records).toHaveLength(384 - 78);
    expect(records.some((r) => /District Council|City Council/.test(r.title))).toBe(false);
    const ird = records.find((r) => r.id === 'government_organisation--inland-revenue');
    expect(ird?.fields.teReoName).toBe('Te Tari Taake');
    expect(ird?.fields.keyForms).toHaveLength(50);
    expect(ird?.asAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const moj = records.find((r) => r.id === 'government_organisation--ministry-of-justice');
    expect(moj?.fields.ministers).toContain('Minister of Justice');
  });

  it('reads short names and court or tribunal types from names', () => {
    expect(shortNameOf('Accident Compensation Corporation (ACC)')).toBe('ACC');
    expect(shortNameOf('Inland Revenue')).toBeNull();
    expect(judicialTypeOf('Māori Land Court')).toBe('court');
    expect(judicialTypeOf('Waitangi Tribunal')).toBe('tribunal');
    expect(judicialTypeOf('Inland Revenue')).toBeNull();
  });
});
