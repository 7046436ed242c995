import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { expectGoldenOutput } from '../_shared/golden';
import { nzCouncils } from '.';
import { councilTypeOf, parseCouncils, regionOf } from './parse';

describe('nz-councils', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(nzCouncils, import.meta.dirname);
  });

  it('reads the 78 local authorities with a dated population and directory contacts', () => {
    const records = parseCouncils(DATA_DIR);
    expect(records).toHaveLength(78);
    expect(records.filter((r) => r.subtype === 'Regional Council')).toHaveLength(11);
    expect(records.filter((r) => r.subtype === 'Unitary Authority')).toHaveLength(5);
    const akl = records.find((r) => r.id === 'council--auckland-council');
    expect(akl?.fields.population).toEqual({
      value: 1_569_950,
      year: 2015,
      source: 'Stats NZ estimated resident population at 30 June 2015',
    });
    for (const r of records) {
      expect(r.fields).not.toHaveProperty('mayor');
      expect(r.asAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('names the kinds of plan held for a council, under its legal or its directory name', () => {
    const byTitle = new Map(parseCouncils(DATA_DIR).map((r) => [r.title, r.fields.documentTypes]));
    // The regional plans snapshot names councils as the directory does ("Environment Canterbury"), Horizons with
    // its region in brackets.
    expect(byTitle.get('Canterbury Regional Council')).toContain('Regional plan');
    expect(byTitle.get('Manawatu–Wanganui Regional Council')).toContain('Regional plan');
    expect(byTitle.get('Auckland Council')).toContain('Regional plan');
    expect(byTitle.get('Northland Regional Council')).not.toContain('Regional plan');
  });

  it('maps types and regions by the documented rules', () => {
    expect(councilTypeOf({ council_type: 'district council', unitary_authority: true })).toBe(
      'Unitary Authority',
    );
    expect(councilTypeOf({ council_type: 'city council' })).toBe('City Council');
    expect(councilTypeOf({ council_type: 'other territorial authority' })).toBe('Territorial Authority');
    expect(regionOf({ region: 'Manawatu–Wanganui' }).region).toBe('Manawatū-Whanganui');
    expect(regionOf({ region: null, constituting_order_region: 'Canterbury' })).toEqual({
      region: 'Canterbury',
      basis: 'Region of its 1989 reorganisation order',
    });
    expect(regionOf({ region: null, constituting_order_region: 'Nelson–Marlborough' }).region).toBeNull();
  });
});
