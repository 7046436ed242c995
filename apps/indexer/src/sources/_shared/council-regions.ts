import { NZ_REGIONS } from '@aotearoa/contracts';
import { readJsonl } from './common';

/** Folder of the local authorities snapshot under `data/` (see its PROVENANCE.md). */
export const COUNCIL_FACTS_FOLDER = 'nz-councils-facts';
const COUNCIL_FACTS_FILE = 'nz-local-authorities-78.jsonl';

interface AuthorityRow {
  legal_name: string;
  govtnz_name?: string | null;
  region?: string | null;
  constituting_order_region?: string | null;
}

const CURRENT = new Set<string>(NZ_REGIONS);

/** A council name folded for matching: macrons and a trailing `(…)` removed, letters only, lower case. */
export function foldCouncilName(name: string): string {
  return name
    .replace(/\([^)]*\)\s*$/, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

function currentRegion(v: string | null | undefined): string | null {
  if (!v) return null;
  const name = v.replace(/^Manawatu[–-]Wanganui$/, 'Manawatū-Whanganui');
  return CURRENT.has(name) ? name : null;
}

/**
 * The region of a council named as a page names it (legal name, or its www.govt.nz name such as `Horizons Regional
 * Council` or `Environment Canterbury`), from the 78 local authorities snapshot: the authority's own region
 * (regional councils, unitary authorities), else the region of the 1989 reorganisation order that constituted it,
 * kept only when it is one of the sixteen current regions. Returns a lookup that answers null for an unknown name.
 */
export function loadCouncilRegions(dataDir: string): (council: string) => string | null {
  const byName = new Map<string, string>();
  for (const row of readJsonl<AuthorityRow>(dataDir, COUNCIL_FACTS_FOLDER, COUNCIL_FACTS_FILE)) {
    const region = currentRegion(row.region) ?? currentRegion(row.constituting_order_region);
    if (!region) continue;
    for (const name of [row.legal_name, row.govtnz_name]) {
      if (name) byName.set(foldCouncilName(name), region);
    }
  }
  return (council) => byName.get(foldCouncilName(council)) ?? null;
}
