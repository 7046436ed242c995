import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { expectGoldenOutput } from '../_shared/golden';
import { legalGrantsScholarships } from '.';
import { closingDateOf, grantCategoryOf, grantTypeOf, parseGrants } from './parse';

describe('legal-grants-scholarships', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(legalGrantsScholarships, import.meta.dirname);
  });

  it('reads the 15 items with their dated closing dates only where the source gives a full date', () => {
    const records = parseGrants(DATA_DIR);
    expect(records).toHaveLength(15);
    expect(Object.fromEntries(records.filter((r) => r.date).map((r) => [r.title, r.date]))).toEqual({
      'Borrin Foundation Te Pae Tawhiti Postgraduate Scholarship': '2024-09-09',
      'Borrin Foundation Justice Fellowship': '2024-04-02',
      'Whakaeke Pōneke – MinterEllisonRuddWatts First in Whānau Award': '2024-07-31',
      'Smith and Partners Law Scholarships': '2023-05-19',
    });
    for (const r of records) expect(r.sourceUrl).toMatch(/^https?:\/\//);
  });

  it.each([
    ['Closing date 31 July 2024', '2024-07-31'],
    [
      'Inaugural round opened 1 Mar 2023, closed 3 Apr 2023; later round closed 9 Sept 2024; next round opens August 2025',
      '2024-09-09',
    ],
    ['Applications close 5pm 1 September each year (NZLF page); Otago page says 30 September', null],
    ['Applications close 30 November each year', null],
    [undefined, null],
  ] as const)('closing date of %j → %s', (pattern, date) => {
    expect(closingDateOf(pattern)).toBe(date);
  });

  it('types and groups grants by documented rules', () => {
    expect(grantTypeOf('Cleary Memorial Prize')).toBe('award');
    expect(grantTypeOf('Borrin Foundation Justice Fellowship')).toBe('research_funding');
    expect(grantTypeOf('Borrin Foundation grants for projects')).toBe('grant');
    expect(grantTypeOf('Loman Friedlander Award')).toBe('award');
    expect(grantCategoryOf('Loman Friedlander Award', 'any tertiary student; best paper')).toBe('student');
    expect(grantCategoryOf('Cleary Memorial Prize', 'Barrister and/or solicitor of the High Court')).toBe(
      'firm',
    );
    expect(
      grantCategoryOf('Borrin Foundation Justice Fellowship', "At least 10 years' experience in law"),
    ).toBe('researcher');
    expect(grantCategoryOf('Borrin Foundation grants for projects', undefined)).toBe('community');
  });
});
