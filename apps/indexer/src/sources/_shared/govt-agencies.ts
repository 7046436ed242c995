/**
 * The www.govt.nz organisations directory id of the agency that publishes a government form, as the forms snapshot
 * names the agency (`data/nz-government-forms/`): the join between forms and ministries (a ministry's View Forms
 * sends this id as the forms category). Agencies not listed have no id (null).
 */
export const FORM_AGENCY_ORG_IDS: Readonly<Record<string, string>> = {
  'Inland Revenue': 'inland-revenue',
  'Immigration New Zealand': 'immigration-new-zealand',
  'Ministry of Justice (Disputes Tribunal)': 'ministry-of-justice',
  'Ministry of Justice (District Court civil)': 'ministry-of-justice',
};

/** The govt.nz organisation id of a form agency name, or null when the agency is not mapped. */
export function formAgencyOrgId(agency: string): string | null {
  return FORM_AGENCY_ORG_IDS[agency.trim()] ?? null;
}

/** The govt.nz sectors of the 78 local authorities (`data/govtnz-organisations/PROVENANCE.md`). */
export const COUNCIL_SECTORS: ReadonlySet<string> = new Set([
  'District Council',
  'City Council',
  'Regional Council',
]);
