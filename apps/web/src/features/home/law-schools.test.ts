import { describe, expect, it } from 'vitest';
import { footerLawSchools, type LawSchool, toLawSchool } from './law-schools';

const record = {
  id: 'law_school--otago',
  name: 'Faculty of Law, University of Otago',
  university: 'University of Otago',
  city: 'Dunedin',
  website: 'www.otago.ac.nz/law',
  foundingYear: { value: '1873', sourceUrl: 'https://example.org/a', sourceType: null, asAt: null },
  nameMaori: null,
  degrees: [],
  degreeLengths: [],
  address: null,
  library: null,
  source: 'NZ university law schools',
  sourceUrl: 'https://example.org/b',
  retrievedAt: '2026-11-22',
};

describe('law schools from the API', () => {
  it('maps a record: founding year value, web address with a scheme, provenance page', () => {
    expect(toLawSchool(record)).toEqual({
      id: 'law_school--otago',
      name: 'Faculty of Law, University of Otago',
      university: 'University of Otago',
      city: 'Dunedin',
      foundingYear: '1873',
      url: 'https://www.otago.ac.nz/law',
      sourceUrl: 'https://example.org/b',
    });
  });

  it('footer keeps its order and drops schools without a web address', () => {
    const s = (id: string, url: string | null): LawSchool => ({
      id,
      name: id,
      university: id,
      city: '',
      foundingYear: null,
      url,
      sourceUrl: 'https://example.org',
    });
    const got = footerLawSchools([
      s('law_school--waikato', 'https://w'),
      s('law_school--auckland', 'https://a'),
      s('law_school--otago', null),
      s('law_school--aut', 'https://aut'),
    ]);
    expect(got.map((x) => x.id)).toEqual(['law_school--auckland', 'law_school--waikato']);
  });
});
