import type { Helpline, LegalService } from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { pickContacts } from './legal-help';

const prov = { source: 'snapshot', sourceUrl: 'https://example.org/page', retrievedAt: '2026-11-22' };
const service = (name: string, type: LegalService['type'], region: LegalService['region']): LegalService => ({
  ...prov,
  id: name,
  name,
  type,
  location: null,
  region,
  description: null,
  services: [],
  specializations: [],
  eligibility: null,
  contact: { phone: null, email: null, address: null, website: `${name}.example.org` },
  hours: null,
  languages: [],
  asAt: null,
});
const line = (name: string, group: Helpline['group']): Helpline => ({
  ...prov,
  id: name,
  name,
  phone: '0800',
  hours: null,
  group,
  notes: null,
  asAt: null,
});

describe('pickContacts', () => {
  it('takes the national Community Law service, legal aid, and the emergency and family violence lines', () => {
    const got = pickContacts(
      [
        service('local', 'community_law', 'otago'),
        service('national', 'community_law', null),
        service('aid', 'legal_aid', null),
      ],
      [line('111', 'emergency'), line('refuge', 'family_violence'), line('forms', 'courts')],
    );
    expect(got.communityLaw?.name).toBe('national');
    expect(got.communityLaw?.website).toBe('national.example.org');
    expect(got.legalAid?.name).toBe('aid');
    expect(got.familyViolenceLines.map((c) => c.name)).toEqual(['111', 'refuge']);
  });

  it('gives nothing while the API has not answered', () => {
    expect(pickContacts([], [])).toEqual({ communityLaw: null, legalAid: null, familyViolenceLines: [] });
  });
});
