import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { expectGoldenOutput } from '../_shared/golden';
import { communityLawCentres } from '.';
import { helplineGroupOf, parseCommunityLaw, regionOf, serviceTypeOf, specialisationsOf } from './parse';

describe('community-law-centres', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(communityLawCentres, import.meta.dirname);
  });

  it('reads the 14 services and the 5 numbered helplines of the bundled snapshot with provenance', () => {
    const records = parseCommunityLaw(DATA_DIR);
    expect(records.filter((r) => r.kind === 'legal_service')).toHaveLength(14);
    expect(records.filter((r) => r.kind === 'helpline')).toHaveLength(5);
    for (const r of records) expect(r.sourceUrl).toMatch(/^https?:\/\//);
    // No phone number that the source did not show on an official page.
    const phones = records.filter((r) => r.kind === 'helpline').map((r) => r.fields.phone);
    expect(phones).toEqual([
      '0800 733 843 (0800 REFUGE)',
      '0508 744 633',
      '0800 456 450',
      '111',
      '0800 224 733',
    ]);
  });

  it.each([
    ['Porirua and Kāpiti (Grenada North to the Otaki River – the Porirua District Court area)', 'wellington'],
    ['South Auckland (Otara; outreach Manurewa Marae, Papakura, Pukekohe, Manukau)', 'auckland'],
    ["Hawke's Bay (based in Hastings; outreach Napier, Flaxmere, Waipukurau)", 'hawkes-bay'],
    ['Tairāwhiti (Gisborne and Wairoa offices)', 'gisborne'],
    ['Whangārei (Northland)', 'northland'],
    [undefined, null],
  ] as const)('region of %j → %s', (text, region) => {
    expect(regionOf(text)).toBe(region);
  });

  it('types services by the snapshot kind', () => {
    expect(serviceTypeOf({ kind: 'centre', name: 'x' })).toBe('community_law');
    expect(serviceTypeOf({ kind: 'service_info', name: 'Legal aid (Ministry of Justice)' })).toBe(
      'legal_aid',
    );
    expect(serviceTypeOf({ kind: 'organisation', name: 'Citizens Advice Bureau' })).toBe('advocacy');
    expect(serviceTypeOf({ kind: 'network_size', name: 'Community Law network' })).toBeNull();
  });

  it('reads specialisations and helpline groups', () => {
    expect(specialisationsOf('… Specialisations: employment, debt, immigration, tenancy, family.')).toEqual([
      'employment',
      'debt',
      'immigration',
      'tenancy',
      'family',
    ]);
    expect(helplineGroupOf({ name: 'Emergency', phone: '111', source_url: 'https://www.govt.nz/x' })).toBe(
      'emergency',
    );
    expect(
      helplineGroupOf({
        name: 'MoJ freephone',
        phone: '0800 224 733',
        source_url: 'https://justice.govt.nz/a',
      }),
    ).toBe('courts');
  });
});
