import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { expectGoldenOutput } from '../_shared/golden';
import { nzLegalOrganisations } from '.';
import { centreTypeOf, cityOf, parseOrganisations } from './parse';

describe('nz-legal-organisations', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(nzLegalOrganisations, import.meta.dirname);
  });

  it('reads 16 research centres and 28 other organisations with provenance', () => {
    const records = parseOrganisations(DATA_DIR);
    expect(records.filter((r) => r.category === 'research_centre')).toHaveLength(16);
    expect(records.filter((r) => r.category !== 'research_centre')).toHaveLength(28);
    for (const r of records) expect(r.sourceUrl).toMatch(/^https?:\/\//);
  });

  it.each([
    ['Wellington (Auckland launch 8 August 2012)', undefined, 'Wellington'],
    [undefined, 'Te Piringa – Faculty of Law, University of Waikato', 'Hamilton'],
    [undefined, 'Faculty of Law, Te Herenga Waka—Victoria University of Wellington', 'Wellington'],
    ['Otago', undefined, null],
    [undefined, undefined, null],
  ] as const)('city of (%j, %j) → %s', (location, institution, city) => {
    expect(cityOf(location, institution)).toBe(city);
  });

  it('tells research groups from centres', () => {
    expect(centreTypeOf('research group')).toBe('research_group');
    expect(centreTypeOf(undefined)).toBe('research_centre');
  });
});
