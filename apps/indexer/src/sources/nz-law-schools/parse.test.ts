import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { expectGoldenOutput } from '../_shared/golden';
import { nzLawSchools } from '.';
import { parseLawSchools } from './parse';

describe('nz-law-schools', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(nzLawSchools, import.meta.dirname);
  });

  it('reads the six law schools, each with a web address where one was read, and no ranking or fee', () => {
    const records = parseLawSchools(DATA_DIR);
    expect(records.map((r) => r.id)).toEqual([
      'law_school--auckland',
      'law_school--victoria-wellington',
      'law_school--canterbury',
      'law_school--otago',
      'law_school--waikato',
      'law_school--aut',
    ]);
    for (const r of records) {
      // AUT's only official page read is a dev. site, which is not offered as its address.
      if (r.id === 'law_school--aut') expect(r.url).toBeNull();
      else expect(r.url).toMatch(/^https?:\/\//);
      expect(r.sourceUrl).toMatch(/^https?:\/\//);
      expect(Object.keys(r.fields)).not.toContain('ranking');
      expect(JSON.stringify(r.fields)).not.toMatch(/tuition|ranking/i);
    }
    expect(records.find((r) => r.id === 'law_school--auckland')?.url).toBe('https://law.auckland.ac.nz');
    // The law school's front page, not the news or history page it was read on.
    expect(records.find((r) => r.id === 'law_school--victoria-wellington')?.url).toBe(
      'http://www.victoria.ac.nz/law',
    );
    expect(records.find((r) => r.id === 'law_school--waikato')?.url).toBe('https://www.waikato.ac.nz/law');
    expect(records.find((r) => r.id === 'law_school--otago')?.url).toBe('http://www.otago.ac.nz/law');
  });
});
