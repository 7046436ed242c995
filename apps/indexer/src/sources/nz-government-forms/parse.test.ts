import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { expectGoldenOutput } from '../_shared/golden';
import { nzGovernmentForms } from '.';
import { officialUrlOf, parseGovernmentForms } from './parse';

describe('nz-government-forms', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(nzGovernmentForms, import.meta.dirname);
  });

  it('reads the 62 forms with unique ids, agencies joined to their govt.nz ids', () => {
    const records = parseGovernmentForms(DATA_DIR);
    expect(records).toHaveLength(62);
    expect(new Set(records.map((r) => r.id)).size).toBe(62);
    expect(records.filter((r) => r.category === 'inland-revenue')).toHaveLength(50);
    expect(records.filter((r) => r.category === 'ministry-of-justice')).toHaveLength(4);
    for (const r of records) expect(r.sourceUrl).toMatch(/^https?:\/\//);
  });

  it('links officially only to an official page or document', () => {
    expect(officialUrlOf({ source_url: 'https://www.scribd.com/x', source_type: 'secondary' })).toBeNull();
    expect(
      officialUrlOf({ source_url: 'http://www.ird.govt.nz/f/', source_type: 'official agency web page' }),
    ).toBe('http://www.ird.govt.nz/f/');
  });
});
