import type { DirectoryRecord } from '@aotearoa/contracts';
import { firstFullDate, newestDate } from '../_shared/as-at';
import { clean, readJsonl, slug } from '../_shared/common';
import { publicNote } from '../_shared/compiler-notes';
import { loadCouncilRegions } from '../_shared/council-regions';
import { makeDirectoryRecord } from '../_shared/directory-record';

/** Folder of the snapshot under `data/` (see its PROVENANCE.md). */
export const FOLDER = 'nz-environmental-instruments';
/** The date the snapshot was compiled (PROVENANCE.md). */
export const RETRIEVED_AT = '2026-11-22';
const SOURCE =
  'NZ environmental instruments: NPS, NES and regional plans (stored official and secondary pages, compiled 2026-11-22)';

interface NationalRow {
  type: 'NPS' | 'NPS_meta' | 'NPS_history' | 'NES' | 'NES_meta';
  name: string;
  short?: string;
  status?: string;
  in_force?: string;
  notes?: string;
  facts?: string;
  source_url: string;
  source_type?: string;
  extra_sources?: string[];
}

interface RegionalRow {
  council: string;
  plan: string;
  status?: string;
  notes?: string;
  website?: string;
  source_url: string;
  source_type?: string;
  extra_sources?: string[];
}

const RULE_TYPES: Record<string, string> = {
  NPS: 'National Policy Statement',
  NPS_history: 'National Policy Statement',
  NES: 'National Environmental Standard',
};

/** Environmental areas named in an instrument's title or notes (the panel's area filter values and a few more). */
const AREAS: ReadonlyArray<[RegExp, string]> = [
  [/fresh ?water|\bwater\b/i, 'Freshwater'],
  [/\bair\b/i, 'Air quality'],
  [/\bsoil\b/i, 'Soil'],
  [/contaminant|contaminated/i, 'Contaminated land'],
  [/coast/i, 'Coastal'],
  [/biodiversity/i, 'Biodiversity'],
  [/noise/i, 'Noise'],
  [/urban/i, 'Urban development'],
  [/electricity|renewable/i, 'Energy'],
  [/productive land|\bland\b/i, 'Land'],
  [/greenhouse/i, 'Climate'],
  [/forestry/i, 'Forestry'],
];

/** The environmental areas an instrument's own words name (title, notes), in the order of AREAS. */
export function areasOf(...texts: Array<string | null | undefined>): string[] {
  const text = texts.filter(Boolean).join(' ');
  return AREAS.filter(([re]) => re.test(text)).map(([, area]) => area);
}

function orNull(v: string | undefined | null): string | null {
  const t = clean(v ?? '');
  return t ? t : null;
}

/** The council's own page is the official link; a mirror, manual or course page is only the source. */
function isOfficial(sourceType: string | undefined): boolean {
  return /^official/i.test(sourceType ?? '');
}

/**
 * A regional plan's title and the status its title carries in brackets (`Natural Resources Plan for the Wellington
 * Region (proposed notified 31 July 2015; …)`), else its `status`.
 */
function splitPlan(row: RegionalRow): { title: string; statusText: string | null } {
  const plan = clean(row.plan);
  const m = /^(.*?)\s*\(((?:proposed|notified|operative)[^)]*)\)$/i.exec(plan);
  if (m?.[1] && m[2]) return { title: m[1], statusText: orNull(row.status) ?? m[2] };
  return { title: plan, statusText: orNull(row.status) };
}

/** The specification plan status a regional plan's stated status amounts to (Council Plans' status filter), or null. */
function planStatusOf(stated: string | null): string | null {
  const s = (stated ?? '').toLowerCase();
  if (/^(made )?operative/.test(s)) return 'Operative';
  if (/^under review/.test(s)) return 'Under Review';
  if (/^proposed/.test(s)) return 'Proposed';
  return null;
}

/**
 * The national instruments (`national-policy-statements.jsonl`, `national-environmental-standards.jsonl`) as kind
 * `environmental_instrument` in the National Laws tab: the NPSs with their stated status (`in force as of July 2024
 * (per source)`, as at 2024-07, read on a secondary page), the earlier NPS-FM, the two NESs read by name with their
 * in-force date where given. The `*_meta` lines describe the instruments in general and are not instruments.
 */
function parseNational(dataDir: string): DirectoryRecord[] {
  const rows = [
    ...readJsonl<NationalRow>(dataDir, FOLDER, 'national-policy-statements.jsonl'),
    ...readJsonl<NationalRow>(dataDir, FOLDER, 'national-environmental-standards.jsonl'),
  ].filter((r) => r.type in RULE_TYPES);
  return rows.map((row) => {
    const name = clean(row.name);
    const statusText = orNull(row.status);
    const inForce = orNull(row.in_force);
    return makeDirectoryRecord({
      id: `environmental_instrument--${slug(name, 120)}`,
      kind: 'environmental_instrument',
      title: name,
      summary: publicNote(row.notes),
      text: orNull(row.short),
      category: 'national-laws',
      subtype: RULE_TYPES[row.type] ?? null,
      tags: areasOf(name, row.notes),
      status: statusText,
      date: firstFullDate(inForce),
      asAt: statusText ? newestDate([statusText]) : null,
      url: isOfficial(row.source_type) ? clean(row.source_url) : null,
      source: SOURCE,
      sourceUrl: clean(row.source_url),
      retrievedAt: RETRIEVED_AT,
      fields: {
        authority: null,
        shortName: orNull(row.short),
        inForce,
        earlierInstrument: row.type === 'NPS_history',
        sourceType: orNull(row.source_type),
        extraSources: row.extra_sources ?? [],
      },
    });
  });
}

/**
 * The regional plans (`regional-plans.jsonl`), each twice: as kind `environmental_instrument` in the Regional Rules
 * tab and as kind `council_plan` in Council Plans' Regional tab. Region from the council's name; status as stated,
 * as at the newest date it shows (null when it shows none, and the status is then not shown).
 */
function parseRegional(dataDir: string): DirectoryRecord[] {
  const regionOf = loadCouncilRegions(dataDir);
  return readJsonl<RegionalRow>(dataDir, FOLDER, 'regional-plans.jsonl').flatMap((row) => {
    const council = clean(row.council);
    const { title, statusText } = splitPlan(row);
    const asAt = newestDate([statusText]);
    const base = slug(`${council}-${title}`, 120);
    const common = {
      title,
      summary: publicNote(row.notes),
      region: regionOf(council),
      url: isOfficial(row.source_type) ? clean(row.source_url) : null,
      asAt,
      source: SOURCE,
      sourceUrl: clean(row.source_url),
      retrievedAt: RETRIEVED_AT,
    };
    const fields = {
      authority: council,
      council,
      statusText,
      website: orNull(row.website),
      sourceType: orNull(row.source_type),
      extraSources: row.extra_sources ?? [],
    };
    return [
      makeDirectoryRecord({
        ...common,
        id: `environmental_instrument--${base}`,
        kind: 'environmental_instrument',
        category: 'regional-rules',
        subtype: 'Regional Plan',
        tags: areasOf(title, row.notes),
        status: statusText,
        fields,
      }),
      makeDirectoryRecord({
        ...common,
        id: `council_plan--${base}`,
        kind: 'council_plan',
        category: 'regional-plans',
        subtype: 'Regional Plan',
        tags: [council],
        status: planStatusOf(statusText),
        fields: { ...fields, events: [] },
      }),
    ];
  });
}

/** The environmental instruments snapshot: national instruments, then regional plans (see the two parsers). */
export function parseEnvironmentalInstruments(dataDir: string): DirectoryRecord[] {
  return [...parseNational(dataDir), ...parseRegional(dataDir)];
}
