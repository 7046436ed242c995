import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type DirectoryRecord, NZ_REGIONS } from '@aotearoa/contracts';
import { clean, readCsv, readJsonl } from '../_shared/common';
import { makeDirectoryRecord } from '../_shared/directory-record';

/** Folders of the snapshot under `data/` (see their PROVENANCE.md). */
export const FOLDER = 'nz-councils-facts';
const DIRECTORY_FOLDER = 'govtnz-organisations';
/** Commit date of the www.govt.nz directory scrape the contacts come from (its PROVENANCE.md). */
export const RETRIEVED_AT = '2025-07-02';
const SOURCE =
  'NZ local authorities: LGA 2002 Schedule 2, Stats NZ population estimates, www.govt.nz directory';
const SOURCE_URL = 'https://github.com/marcus-crane/datasette-www-nz-govt';
/** Year of the population estimates used (Stats NZ ERP at 30 June 2015, the newest the snapshot holds). */
export const POPULATION_YEAR = 2015;
const POPULATION_SOURCE = 'Stats NZ estimated resident population at 30 June 2015';

/** The sixteen current regions as the contracts spell them; the snapshot's spellings map onto them. */
const REGION_NAMES: Readonly<Record<string, string>> = {
  'Manawatu–Wanganui': 'Manawatū-Whanganui',
  'Manawatu-Wanganui': 'Manawatū-Whanganui',
};
const CURRENT_REGIONS: ReadonlySet<string> = new Set(NZ_REGIONS);

interface AuthorityRow {
  legal_name: string;
  council_type: string;
  unitary_authority?: boolean;
  region?: string | null;
  constituting_order_region?: string | null;
  estimated_resident_population_2015?: number | null;
  govtnz_id: string;
  govtnz_name?: string | null;
  govtnz_last_modified?: string | null;
  website?: string | null;
  constituted_by?: string | null;
}

/**
 * The specification's council type from the snapshot's fixed-rule type: unitary authorities (Auckland, Gisborne,
 * Marlborough, Nelson, Tasman) → `Unitary Authority`; `regional council` → `Regional Council`; `city council` →
 * `City Council`; `district council` → `District Council`; Chatham Islands Council → `Territorial Authority`.
 */
export function councilTypeOf(row: Pick<AuthorityRow, 'council_type' | 'unitary_authority'>): string {
  if (row.unitary_authority) return 'Unitary Authority';
  switch (row.council_type) {
    case 'regional council':
      return 'Regional Council';
    case 'city council':
      return 'City Council';
    case 'district council':
      return 'District Council';
    default:
      return 'Territorial Authority';
  }
}

/**
 * The region of a council and what it rests on: the snapshot's `region` (regional councils, unitary authorities),
 * else the region of the 1989 reorganisation order that constituted it — kept only when it names a current region
 * (so `Nelson–Marlborough` gives none). The basis is shown with the region, since some districts have moved or
 * straddle regions.
 */
export function regionOf(row: Pick<AuthorityRow, 'region' | 'constituting_order_region'>): {
  region: string | null;
  basis: string | null;
} {
  const pick = (v: string | null | undefined) => {
    const name = v ? (REGION_NAMES[v] ?? v) : null;
    return name && CURRENT_REGIONS.has(name) ? name : null;
  };
  const own = pick(row.region);
  if (own) return { region: own, basis: 'Local Government Act 2002, Schedule 2' };
  const order = pick(row.constituting_order_region);
  if (order) return { region: order, basis: 'Region of its 1989 reorganisation order' };
  return { region: null, basis: null };
}

function orNull(v: string | undefined | null): string | null {
  const t = clean(v ?? '');
  return t ? t : null;
}

/** One line of an address from the directory's parts, or null. */
function addressOf(r: Record<string, string>): string | null {
  const parts = ['extended', 'street', 'locality', 'postcode', 'country'].map((p) =>
    clean(r[`address_physical_${p}`]),
  );
  return parts.filter(Boolean).join(', ') || null;
}

/**
 * The 78 local authorities as kind `council`: legal name (Schedule 2), type (subtype) and region from the rules
 * above, te reo name and contacts from the www.govt.nz directory row (as-at its last_modified date), population as
 * the Stats NZ estimate for 2015 with its year. No services, mayor, chief executive or area: no dated source holds
 * them.
 */
export function parseCouncils(dataDir: string): DirectoryRecord[] {
  const documentKinds = councilDocumentKinds(dataDir);
  const directory = new Map(
    readCsv(dataDir, DIRECTORY_FOLDER, 'govtnz-organisations.csv').map((r) => [r.id, r]),
  );
  return readJsonl<AuthorityRow>(dataDir, FOLDER, 'nz-local-authorities-78.jsonl').map((row) => {
    const d = directory.get(row.govtnz_id) ?? {};
    const type = councilTypeOf(row);
    const { region, basis } = regionOf(row);
    const population =
      typeof row.estimated_resident_population_2015 === 'number'
        ? { value: row.estimated_resident_population_2015, year: POPULATION_YEAR, source: POPULATION_SOURCE }
        : null;
    const asAt = orNull(row.govtnz_last_modified) ?? orNull(d.last_modified);
    const displayName = orNull(row.govtnz_name) ?? row.legal_name;
    const teReo = orNull(d.name_secondary);
    const website = orNull(d.website) ?? orNull(row.website);
    return makeDirectoryRecord({
      id: `council--${row.govtnz_id}`,
      kind: 'council',
      title: row.legal_name,
      summary: null,
      text:
        [displayName !== row.legal_name ? displayName : null, teReo, row.constituted_by ?? null]
          .filter(Boolean)
          .join(' · ') || null,
      category: 'local authority',
      subtype: type,
      region,
      url: website,
      asAt,
      date: asAt,
      source: SOURCE,
      sourceUrl: SOURCE_URL,
      retrievedAt: RETRIEVED_AT,
      fields: {
        govtnzId: row.govtnz_id,
        directoryName: displayName,
        teReoName: teReo,
        regionBasis: basis,
        constitutedBy: orNull(row.constituted_by),
        population,
        website,
        phone: orNull(d.phone),
        freephone: orNull(d.freephone),
        email: orNull(d.email),
        physicalAddress: addressOf(d),
        documentTypes: [
          ...new Set([
            ...(documentKinds.get(nameKey(row.legal_name)) ?? []),
            ...(documentKinds.get(nameKey(displayName)) ?? []),
          ]),
        ].sort(),
      },
    });
  });
}

/** Folder of the councils' plans and bylaws (see its PROVENANCE.md); optional for this source. */
const PLANS_FOLDER = 'nz-district-plans-bylaws';
const PLANS_FILE = 'district-plans-bylaws.jsonl';
/** Document kinds of that snapshot as the Documents tab names them. */
const DOCUMENT_KIND_LABELS: Readonly<Record<string, string>> = {
  district_plan: 'District plan',
  plan_change: 'Plan change',
  bylaw: 'Bylaw',
  structure_plan: 'Structure plan',
};

/** A council's name folded for matching across snapshots (case, macrons, punctuation): `Kāpiti` = `Kapiti`. */
function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** Folder and file of the regional plans read from six councils' pages (see its PROVENANCE.md); optional. */
const REGIONAL_PLANS_FOLDER = 'nz-environmental-instruments';
const REGIONAL_PLANS_FILE = 'regional-plans.jsonl';

/**
 * Kinds of document (district plan, plan change, bylaw, structure plan; regional plan) that the councils'
 * plans-and-bylaws snapshot and the regional plans snapshot hold for each council, keyed by `nameKey` of the
 * council's name; empty for a snapshot that is absent. The regional plans name a council as the www.govt.nz
 * directory does ("Environment Canterbury"), once with its region after it ("Horizons Regional Council
 * (Manawatū-Whanganui)"), which is dropped for matching.
 */
function councilDocumentKinds(dataDir: string): Map<string, Set<string>> {
  const kinds = new Map<string, Set<string>>();
  const add = (council: string, label: string) => {
    const key = nameKey(council);
    kinds.set(key, (kinds.get(key) ?? new Set<string>()).add(label));
  };
  if (existsSync(join(dataDir, PLANS_FOLDER, PLANS_FILE))) {
    for (const r of readJsonl<{ council?: string; kind?: string }>(dataDir, PLANS_FOLDER, PLANS_FILE)) {
      const label = r.kind ? DOCUMENT_KIND_LABELS[r.kind] : undefined;
      if (r.council && label) add(r.council, label);
    }
  }
  if (existsSync(join(dataDir, REGIONAL_PLANS_FOLDER, REGIONAL_PLANS_FILE))) {
    for (const r of readJsonl<{ council?: string }>(dataDir, REGIONAL_PLANS_FOLDER, REGIONAL_PLANS_FILE)) {
      if (r.council) add(r.council.replace(/\s*\([^)]*\)\s*$/, ''), 'Regional plan');
    }
  }
  return kinds;
}
