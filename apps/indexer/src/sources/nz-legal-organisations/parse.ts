import type { DirectoryRecord } from '@aotearoa/contracts';
import { clean, readJsonl } from '../_shared/common';
import { publicNote } from '../_shared/compiler-notes';
import { makeDirectoryRecord } from '../_shared/directory-record';

/** Folder of the snapshot under `data/` (see its PROVENANCE.md). */
export const FOLDER = 'nz-legal-organisations';
/** Date the snapshot was compiled (PROVENANCE.md). */
export const RETRIEVED_AT = '2026-11-22';

interface RawOrganisation {
  id: string;
  name: string;
  type: string;
  subtype?: string;
  institution?: string;
  location?: string;
  established?: string;
  website?: string;
  focus_areas?: string[];
  notes?: string;
  source_type?: string;
  source_url: string;
}

const CITIES = ['Auckland', 'Wellington', 'Christchurch', 'Dunedin', 'Hamilton'] as const;
/** University → the city of its law faculty (for centres whose source names only the institution). */
const UNIVERSITY_CITY: Array<[RegExp, (typeof CITIES)[number]]> = [
  [/University of Auckland|Auckland Law School/, 'Auckland'],
  [/Victoria University of Wellington/, 'Wellington'],
  [/University of Canterbury/, 'Christchurch'],
  [/University of Otago/, 'Dunedin'],
  [/University of Waikato/, 'Hamilton'],
];

/**
 * City of an organisation for the location filter: the first of the five law-school cities named in its location,
 * else (research centres) the city of the university named as its institution; null otherwise. 'Otago' alone is a
 * region, not a city, and gives null.
 */
export function cityOf(location: string | undefined, institution: string | undefined): string | null {
  let best: { city: string; at: number } | null = null;
  for (const city of CITIES) {
    const at = (location ?? '').indexOf(city);
    if (at >= 0 && (best === null || at < best.at)) best = { city, at };
  }
  if (best) return best.city;
  for (const [re, city] of UNIVERSITY_CITY) if (re.test(institution ?? '')) return city;
  return null;
}

/** A research centre's type: `research_group` when the source calls it a research group, else `research_centre`. */
export function centreTypeOf(subtype: string | undefined): 'research_centre' | 'research_group' {
  return /research group/i.test(subtype ?? '') ? 'research_group' : 'research_centre';
}

/**
 * The 44 organisations of `data/nz-legal-organisations/` as directory records of kind `legal_organisation`:
 * `category` is the snapshot's type (`research_centre`, `professional_body`, …), `subtype` the research centre's
 * type (null for other organisations), `region` the city (see `cityOf`). `fields` holds every fact as read.
 */
export function parseOrganisations(dataDir: string): DirectoryRecord[] {
  return readJsonl<RawOrganisation>(dataDir, FOLDER, 'organisations.jsonl').map((r) => {
    const name = clean(r.name);
    const focusAreas = (r.focus_areas ?? []).map(clean).filter(Boolean);
    const isCentre = r.type === 'research_centre';
    return makeDirectoryRecord({
      id: `legal_organisation--${r.id}`,
      kind: 'legal_organisation',
      title: name,
      summary: publicNote(r.notes),
      text: [r.institution, r.location, r.subtype].filter(Boolean).join(' · ') || null,
      category: r.type,
      subtype: isCentre ? centreTypeOf(r.subtype) : null,
      region: cityOf(r.location, isCentre ? r.institution : undefined),
      tags: focusAreas,
      url: r.website ?? null,
      source: 'NZ legal research centres and organisations (compiled from public pages)',
      sourceUrl: r.source_url,
      retrievedAt: RETRIEVED_AT,
      fields: {
        name,
        type: r.type,
        subtype: r.subtype ?? null,
        institution: r.institution ?? null,
        location: r.location ?? null,
        established: r.established ?? null,
        website: r.website ?? null,
        description: publicNote(r.notes),
        focusAreas,
        sourceType: r.source_type ?? null,
      },
    });
  });
}
