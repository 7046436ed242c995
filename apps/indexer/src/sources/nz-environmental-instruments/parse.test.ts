import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { expectGoldenOutput } from '../_shared/golden';
import { nzEnvironmentalInstruments } from '.';
import { areasOf, parseEnvironmentalInstruments } from './parse';

describe('nz-environmental-instruments', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(nzEnvironmentalInstruments, import.meta.dirname);
  });

  it('reads 9 NPSs, 2 NESs and 6 regional plans (twice: rule and council plan), with unique ids', () => {
    const records = parseEnvironmentalInstruments(DATA_DIR);
    const national = records.filter((r) => r.category === 'national-laws');
    expect(national.filter((r) => r.subtype === 'National Policy Statement')).toHaveLength(9);
    expect(national.filter((r) => r.subtype === 'National Environmental Standard')).toHaveLength(2);
    expect(records.filter((r) => r.category === 'regional-rules')).toHaveLength(6);
    expect(records.filter((r) => r.category === 'regional-plans')).toHaveLength(6);
    expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
    expect(records.filter((r) => r.region === null && r.category !== 'national-laws')).toEqual([]);
    // A status is kept with the date it is as at; the NPS list is "in force as of July 2024".
    expect(national.find((r) => r.title.startsWith('New Zealand Coastal'))?.asAt).toBe('2024-07');
  });

  it('names areas only from the instrument’s own words', () => {
    expect(areasOf('Canterbury Land & Water Regional Plan')).toEqual(['Freshwater', 'Land']);
    expect(areasOf('National Policy Statement on Urban Development 2020')).toEqual(['Urban development']);
  });
});
