import type { DirectoryRecord } from '@aotearoa/contracts';
import { clean, readCsv, readJsonl } from '../_shared/common';
import { makeDirectoryRecord } from '../_shared/directory-record';
import { COUNCIL_SECTORS, formAgencyOrgId } from '../_shared/govt-agencies';

/** Folder of the snapshot under `data/` (see its PROVENANCE.md). */
export const FOLDER = 'govtnz-organisations';
/** Commit date of the last non-empty www.govt.nz directory scrape (PROVENANCE.md). */
export const RETRIEVED_AT = '2025-07-02';
const SOURCE = 'www.govt.nz organisations directory (via datasette-www-nz-govt)';
const SOURCE_REPO = 'https://github.com/marcus-crane/datasette-www-nz-govt';

/** The abbreviation a directory name ends with in brackets (`Accident Compensation Corporation (ACC)` → `ACC`). */
export function shortNameOf(name: string): string | null {
  return /\(([^()]+)\)\s*$/.exec(name)?.[1]?.trim() ?? null;
}

/** `court`, `tribunal` or null, from the organisation's name. */
export function judicialTypeOf(name: string): 'court' | 'tribunal' | null {
  if (/\bCourts?\b/i.test(name)) return 'court';
  if (/\bTribunal\b/i.test(name)) return 'tribunal';
  return null;
}

/** One line of a postal or physical address from its parts, or null when every part is empty. */
function addressOf(r: Record<string, string>, kind: 'physical' | 'postal'): string | null {
  const parts = ['extended', 'street', 'locality', 'postcode', 'country'].map((p) =>
    clean(r[`address_${kind}_${p}`]),
  );
  const line = parts.filter(Boolean).join(', ');
  return line || null;
}

/** `+6448167400` stays as the directory printed it; blank → null. */
function orNull(v: string | undefined): string | null {
  const t = clean(v);
  return t ? t : null;
}

/**
 * The government organisations of the www.govt.nz directory other than the 78 councils (those are the `nz-councils`
 * source) as kind `government_organisation`: contacts as the directory printed them with each row's
 * `last_modified` as the as-at date, the sector as category, `court`/`tribunal` as subtype, the roles linked to the
 * organisation (portfolio ministers first; role names only — the directory's people tables were not copied) and
 * the numbers of the forms the forms snapshot lists for it (`keyForms`).
 */
export function parseOrganisations(dataDir: string): DirectoryRecord[] {
  const roleNames = new Map(
    readCsv(dataDir, FOLDER, 'govtnz-roles.csv').map((r) => [r.id ?? '', clean(r.name)]),
  );
  const rolesOf = new Map<string, string[]>();
  for (const link of readCsv(dataDir, FOLDER, 'govtnz-organisations_roles.csv')) {
    const org = link.organisations_id ?? '';
    const role = roleNames.get(link.roles_id ?? '') ?? null;
    if (role) rolesOf.set(org, [...(rolesOf.get(org) ?? []), role]);
  }
  const formsOf = new Map<string, string[]>();
  for (const f of readJsonl<{ agency: string; form_number: string }>(
    dataDir,
    'nz-government-forms',
    'government-forms.jsonl',
  )) {
    const org = formAgencyOrgId(f.agency);
    if (org) formsOf.set(org, [...(formsOf.get(org) ?? []), clean(f.form_number)]);
  }
  const rows = readCsv(dataDir, FOLDER, 'govtnz-organisations.csv');
  const names = new Map(rows.map((r) => [r.id ?? '', clean(r.name)]));
  return rows
    .filter((r) => !COUNCIL_SECTORS.has(clean(r.sector)))
    .map((r) => {
      const id = clean(r.id);
      const name = clean(r.name);
      const roles = rolesOf.get(id) ?? [];
      const ministers = roles.filter((x) => /^(Associate )?Minister\b/i.test(x));
      const sector = orNull(r.sector);
      const website = orNull(r.website);
      const lastModified = orNull(r.last_modified);
      const shortName = shortNameOf(name);
      const teReo = orNull(r.name_secondary);
      return makeDirectoryRecord({
        id: `government_organisation--${id}`,
        kind: 'government_organisation',
        title: name,
        summary: null,
        text: [teReo, shortName, ...roles].filter(Boolean).join(' · ') || null,
        category: sector,
        subtype: judicialTypeOf(name),
        tags: ministers,
        url: website,
        asAt: lastModified,
        date: lastModified,
        source: SOURCE,
        sourceUrl: SOURCE_REPO,
        retrievedAt: RETRIEVED_AT,
        fields: {
          orgId: id,
          shortName,
          teReoName: teReo,
          sector,
          ministers,
          roles,
          phone: orNull(r.phone),
          freephone: orNull(r.freephone),
          email: orNull(r.email),
          website,
          contactPage: orNull(r.contact_page),
          physicalAddress: addressOf(r, 'physical'),
          postalAddress: addressOf(r, 'postal'),
          parentId: orNull(r.parent_id),
          parentName: r.parent_id ? (names.get(clean(r.parent_id)) ?? null) : null,
          keyForms: formsOf.get(id) ?? [],
          lastModified,
        },
      });
    });
}
