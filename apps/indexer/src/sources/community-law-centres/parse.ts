import type { DirectoryRecord, HelplineGroup, ServiceRegion, ServiceType } from '@aotearoa/contracts';
import { clean, readJsonl, slug } from '../_shared/common';
import { publicNote } from '../_shared/compiler-notes';
import { makeDirectoryRecord } from '../_shared/directory-record';

/** Folder of the snapshot under `data/` (see its PROVENANCE.md). */
export const FOLDER = 'community-law-centres';
/** Date the snapshot was compiled (PROVENANCE.md). */
export const RETRIEVED_AT = '2026-11-22';
const SOURCE = 'Community Law Centres and official helplines (compiled from public pages)';

interface RawEntry {
  kind: string;
  name: string;
  region?: string;
  website?: string;
  phone?: string;
  hours?: string;
  address?: string;
  postal_address?: string;
  notes?: string;
  as_at?: string;
  source_url: string;
  source_type?: string;
}

/** `communitylaw.org.nz` → `https://communitylaw.org.nz`; addresses with a scheme are returned unchanged. */
export function withScheme(url: string): string {
  return /^https?:\/\//.test(url) ? url : `https://${url}`;
}

/** Region words of the specification's filter values, matched against the area a source describes. */
const REGION_WORDS: Array<[ServiceRegion, RegExp]> = [
  ['auckland', /Auckland|Waitākere|Waitakere|North Shore|Rodney|Otara|Manukau/i],
  ['wellington', /Wellington|Hutt|Porirua|Kāpiti|Kapiti/i],
  ['canterbury', /Canterbury|Christchurch/i],
  ['waikato', /Waikato|Hamilton/i],
  ['bay-of-plenty', /Bay of Plenty|Tauranga|Rotorua/i],
  ['otago', /Otago|Dunedin/i],
  ['manawatu', /Manawat[uū]|Palmerston North|Feilding/i],
  ['hawkes-bay', /Hawke'?s Bay|Hastings|Napier/i],
  ['northland', /Northland|Whang[aā]rei/i],
  ['taranaki', /Taranaki|New Plymouth/i],
  ['southland', /Southland|Invercargill/i],
  ['gisborne', /Tair[aā]whiti|Gisborne/i],
];

/**
 * The filter region of an area description: the region whose words occur first in `text` (e.g. 'Porirua and
 * Kāpiti …' → `wellington`), or null (a national service).
 */
export function regionOf(text: string | undefined): ServiceRegion | null {
  if (!text) return null;
  let best: { region: ServiceRegion; at: number } | null = null;
  for (const [region, re] of REGION_WORDS) {
    const m = re.exec(text);
    if (m && (best === null || m.index < best.at)) best = { region, at: m.index };
  }
  return best?.region ?? null;
}

/**
 * The specification's service type of an entry, by the snapshot's `kind`: Community Law Centres, their national body and a
 * related community law service → `community_law`; the Ministry of Justice legal aid service → `legal_aid`; the
 * Citizens Advice Bureau (free information, advice and advocacy) → `advocacy`. Other kinds are not services.
 */
export function serviceTypeOf(e: Pick<RawEntry, 'kind' | 'name'>): ServiceType | null {
  if (e.kind === 'centre' || e.kind === 'national_body' || e.kind === 'related_service')
    return 'community_law';
  if (e.kind === 'service_info' && /legal aid/i.test(e.name)) return 'legal_aid';
  if (e.kind === 'organisation') return 'advocacy';
  return null;
}

/** The areas of law a centre's notes list after 'Specialisations:' (e.g. 'employment, debt, …'). */
export function specialisationsOf(notes: string | undefined): string[] {
  const m = /Speciali[sz]ations?:\s*([^.]+)/i.exec(notes ?? '');
  return m?.[1] ? m[1].split(/,\s*/).map(clean).filter(Boolean) : [];
}

/**
 * Group of a helpline in the Emergency Legal Help box: the emergency number (111), a Ministry of Justice line
 * (justice.govt.nz) → `courts`, otherwise the family violence lines read on govt.nz.
 */
export function helplineGroupOf(e: Pick<RawEntry, 'name' | 'phone' | 'source_url'>): HelplineGroup {
  if (e.phone?.trim() === '111' || /^emergency$/i.test(e.name)) return 'emergency';
  if (/justice\.govt\.nz/.test(e.source_url)) return 'courts';
  return 'family_violence';
}

/**
 * What a card may say about an entry: the public part of its compiled note (`publicNote`: the compiler's "NOT
 * confirmed", "not shown on page read", "may be stale" left out) without the 'Specialisations: …' sentence, which
 * the card shows once from `specializations`. Null when nothing public remains.
 */
export function descriptionOf(notes: string | undefined): string | null {
  const withoutSpecialisations = notes?.replace(/\s*Speciali[sz]ations?:\s*[^.]+\.?/i, ' ');
  return publicNote(withoutSpecialisations);
}

/** An ISO date when `v` is one (`2014-09-10`), else null (`2013-12`, 'page banner Dec 2024' stay in `fields`). */
function isoOrNull(v: string | undefined): string | null {
  return v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null;
}

/**
 * The services (kind `legal_service`, `fields` = contracts `LegalServiceSchema` without provenance) and helplines
 * (kind `helpline`, `fields` = `HelplineSchema`) of `data/community-law-centres/`: every fact as read on the page
 * named in `source_url`. The network-size note is not a service and is left out; so are helplines without a number.
 * A note's compiler's remarks are never carried (`descriptionOf`).
 */
export function parseCommunityLaw(dataDir: string): DirectoryRecord[] {
  const entries = [
    ...readJsonl<RawEntry>(dataDir, FOLDER, 'community-law-centres.jsonl'),
    ...readJsonl<RawEntry>(dataDir, FOLDER, 'helplines-official.jsonl'),
  ];
  const out: DirectoryRecord[] = [];
  for (const e of entries) {
    const name = clean(e.name);
    const notes = descriptionOf(e.notes);
    if (e.kind === 'helpline') {
      if (!e.phone) continue;
      const group = helplineGroupOf(e);
      out.push(
        makeDirectoryRecord({
          id: `helpline--${slug(name)}`,
          kind: 'helpline',
          title: name,
          summary: notes,
          text: [e.phone, e.hours].filter(Boolean).join(' · ') || null,
          category: group,
          asAt: isoOrNull(e.as_at),
          source: SOURCE,
          sourceUrl: e.source_url,
          retrievedAt: RETRIEVED_AT,
          fields: {
            name,
            phone: clean(e.phone),
            hours: e.hours ? clean(e.hours) : null,
            group,
            notes,
            asAt: e.as_at ?? null,
          },
        }),
      );
      continue;
    }
    const type = serviceTypeOf(e);
    if (type === null) continue;
    const location = e.region ? clean(e.region) : null;
    const region = regionOf(location ?? undefined);
    const specializations = specialisationsOf(e.notes);
    const website = e.website ? withScheme(e.website) : null;
    out.push(
      makeDirectoryRecord({
        id: `legal_service--${slug(name)}`,
        kind: 'legal_service',
        title: name,
        summary: notes,
        text: location,
        category: type,
        region,
        tags: specializations,
        url: website,
        asAt: isoOrNull(e.as_at),
        source: SOURCE,
        sourceUrl: e.source_url,
        retrievedAt: RETRIEVED_AT,
        fields: {
          name,
          type,
          location,
          region,
          description: notes,
          services: [],
          specializations,
          eligibility: null,
          contact: {
            phone: e.phone ? clean(e.phone) : null,
            email: null,
            address: e.address ?? e.postal_address ?? null,
            website,
          },
          hours: e.hours ?? null,
          languages: [],
          asAt: e.as_at ?? null,
          sourceType: e.source_type ?? null,
        },
      }),
    );
  }
  return out;
}
