import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { expectGoldenOutput } from '../_shared/golden';
import { waitangiTribunalMaoriLandCourt } from '.';
import { isoPrefix, parseMaoriCourts, parseTribunalRecords, yearOf } from './parse';

describe('waitangi-tribunal-maori-land-court', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(waitangiTribunalMaoriLandCourt, import.meta.dirname);
  });

  it('builds the two courts, two offices and the Tribunal, each fact with its page and no fee example', () => {
    const courts = parseMaoriCourts(DATA_DIR);
    expect(courts.map((c) => c.title)).toEqual([
      'Māori Land Court',
      'Māori Appellate Court',
      'Office of the Chief Registrar, Māori Land Court and Māori Appellate Court',
      'Auckland Information Office (Tāmaki Makaurau)',
      'Waitangi Tribunal',
    ]);
    const mlc = courts[0];
    expect(mlc?.fields.jurisdiction).toHaveLength(4);
    const facts = mlc?.fields.facts as Array<{ text: string; sourceUrl: string }>;
    for (const f of facts) expect(f.sourceUrl).toMatch(/^https:\/\//);
    expect(JSON.stringify(courts)).not.toContain('Fee: $');
    expect(mlc?.fields.contactInfo).toEqual({
      phone: '04 914 3102',
      email: 'mlc.chief-registrars.office@justice.govt.nz',
      address: 'L7, Fujitsu Tower, 141 The Terrace, Wellington',
    });
  });

  it('reads the 30 inquiries, reports and claims with Wai numbers, dates only where the source gives a day', () => {
    const records = parseTribunalRecords(DATA_DIR);
    expect(records).toHaveLength(30);
    const counts = records.reduce<Record<string, number>>((m, r) => {
      m[r.category ?? ''] = (m[r.category ?? ''] ?? 0) + 1;
      return m;
    }, {});
    expect(counts).toEqual({ inquiry: 7, report: 21, claim: 2 });
    const kahu = records.find((r) => r.title === 'Ngāti Kahu Remedies Report');
    expect(kahu).toMatchObject({ date: null, year: 2013, tags: ['Wai 45', 'Muriwhenua', 'report'] });
  });

  it.each([
    ['2009-04-09', '2009-04-09'],
    ['2015-09-11 (pre-publication)', '2015-09-11'],
    ['March 2013', null],
    [undefined, null],
  ] as const)('isoPrefix(%j) → %j', (text, iso) => expect(isoPrefix(text)).toBe(iso));

  it('takes the year from the date, else from the report year text', () => {
    expect(yearOf('June 2017')).toBe(2017);
    expect(yearOf(undefined, '2018 onwards (volumes released progressively)')).toBe(2018);
    expect(yearOf(undefined, undefined)).toBeNull();
  });
});
