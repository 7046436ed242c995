import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { expectGoldenOutput } from '../_shared/golden';
import { nzBuildingCode } from '.';
import { clauseGroup, clausesOf, methodTypeOf, parseBuildingCode } from './parse';

describe('nz-building-code', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(nzBuildingCode, import.meta.dirname);
  });

  it('reads the 19 clauses, 12 AS/VM documents and 10 standards of the bundled snapshot', () => {
    const records = parseBuildingCode(DATA_DIR);
    const count = (kind: string) => records.filter((r) => r.kind === kind).length;
    expect(count('building_code_clause')).toBe(19);
    expect(count('building_method')).toBe(12);
    expect(count('standard')).toBe(10);
    // No price or page count exists in the source, so none is recorded.
    for (const r of records) {
      expect(r.fields).not.toHaveProperty('price');
      expect(r.fields).not.toHaveProperty('pages');
    }
  });

  it.each([
    ['E2/AS1', 'Acceptable Solution'],
    ['B1/VM1, B1/VM2', 'Verification Method'],
    ['B2/AS1, B2/VM1', 'Acceptable Solutions and Verification Methods'],
    ['B1 AS/VM Amendment 18', 'Acceptable Solutions and Verification Methods'],
  ])('method type of %s is %s', (code, type) => expect(methodTypeOf(code)).toBe(type));

  it('finds clause groups and clauses in codes', () => {
    expect(clauseGroup('G1–G15')).toBe('G');
    expect(clauseGroup('NZS 3604')).toBeNull();
    expect(clausesOf('B1/VM1, B1/VM2')).toEqual(['B1']);
    expect(clausesOf('B2/AS1, B2/VM1')).toEqual(['B2']);
  });
});
