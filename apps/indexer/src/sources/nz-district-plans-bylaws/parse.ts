import type { DirectoryRecord } from '@aotearoa/contracts';
import { firstFullDate, newestDate } from '../_shared/as-at';
import { clean, readJsonl, slug } from '../_shared/common';
import { publicNote } from '../_shared/compiler-notes';
import { loadCouncilRegions } from '../_shared/council-regions';
import { makeDirectoryRecord } from '../_shared/directory-record';

/** Folder of the snapshot under `data/` (see its PROVENANCE.md). */
export const FOLDER = 'nz-district-plans-bylaws';
/** The date the snapshot was compiled (PROVENANCE.md). */
export const RETRIEVED_AT = '2026-11-22';
const SOURCE = 'NZ district plans, plan changes and bylaws (stored council pages, compiled 2026-11-22)';

interface PlanEvent {
  event: string;
  date?: string;
  count?: number;
}

interface PlanRow {
  kind: 'district_plan' | 'plan_change' | 'structure_plan' | 'bylaw';
  council: string;
  name: string;
  status?: string;
  events?: PlanEvent[];
  notes?: string;
  source_url: string;
  extra_sources?: string[];
  source_type?: string;
}

/** The snapshot's kind → the Council Plans tab (`category`) and plan type (`subtype`). */
const KINDS: Record<PlanRow['kind'], { category: string; planType: string }> = {
  district_plan: { category: 'district-plans', planType: 'District Plan' },
  plan_change: { category: 'district-plans', planType: 'Plan Change' },
  structure_plan: { category: 'structure-plans', planType: 'Structure Plan' },
  bylaw: { category: 'bylaws', planType: 'Bylaw' },
};

/**
 * The specification's plan status (`Operative`, `Proposed`, `Under Review`, `Notified`, `Decisions Version`, `Appeals`) that
 * the stated status amounts to, for the status filter; null when it is none of them (e.g. a bylaw `in force`). The
 * stated wording is kept beside it and is what the panel shows.
 */
export function planStatusOf(stated: string | null): string | null {
  const s = (stated ?? '').toLowerCase();
  if (!s) return null;
  if (/^operative/.test(s)) return 'Operative';
  if (/appeals version|under appeal/.test(s)) return 'Appeals';
  if (/^decisions/.test(s)) return 'Decisions Version';
  if (/^proposed/.test(s)) return 'Proposed';
  if (/under review|for review/.test(s)) return 'Under Review';
  if (/notified/.test(s)) return 'Notified';
  return null;
}

/**
 * The date the plan became operative or the bylaw took effect, if written as a full calendar date: from the event
 * saying so, else from a status such as `in effect from 1 November 2013`.
 */
function operativeDate(events: PlanEvent[], statusText: string | null): string | null {
  const e = events.find((x) => /operative|into force/i.test(x.event) && !/resolved/i.test(x.event));
  if (e) return firstFullDate(e.date);
  return statusText && /in (effect|force) from/i.test(statusText) ? firstFullDate(statusText) : null;
}

function orNull(v: string | undefined | null): string | null {
  const t = clean(v ?? '');
  return t ? t : null;
}

/**
 * The plans and bylaws snapshot as kind `council_plan`: category the Council Plans tab (`district-plans` for
 * district plans and plan changes, `structure-plans`, `bylaws`), subtype the plan type, `status` the specification status the
 * stated status amounts to (the wording itself in `fields.statusText`), `asAt` the newest date the page shows for
 * it (its events and its status wording; null when it shows none — the status is then not shown), `date` the
 * operative or in-force date, region from the council's name (local authorities snapshot), the events with their
 * dates in `fields.events`. The council page is the official link; a secondary page (a news republication) is only
 * the source.
 */
export function parseDistrictPlansBylaws(dataDir: string): DirectoryRecord[] {
  const regionOf = loadCouncilRegions(dataDir);
  const seen = new Map<string, number>();
  return readJsonl<PlanRow>(dataDir, FOLDER, 'district-plans-bylaws.jsonl').map((row) => {
    const { category, planType } = KINDS[row.kind];
    const council = clean(row.council);
    const name = clean(row.name);
    const base = slug(`${council}-${name}`, 120);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    const events = (row.events ?? []).map((e) => ({
      event: clean(e.event),
      date: orNull(e.date),
      count: typeof e.count === 'number' ? e.count : null,
    }));
    const statusText = orNull(row.status);
    const official = !/secondary/i.test(row.source_type ?? '');
    return makeDirectoryRecord({
      id: `council_plan--${base}${n > 1 ? `-${n}` : ''}`,
      kind: 'council_plan',
      title: name,
      summary: publicNote(row.notes),
      text: events.map((e) => e.event).join('; ') || null,
      category,
      subtype: planType,
      region: regionOf(council),
      tags: [council],
      status: planStatusOf(statusText),
      date: operativeDate(row.events ?? [], statusText),
      url: official ? clean(row.source_url) : null,
      asAt: newestDate([...events.map((e) => e.date), statusText]),
      source: SOURCE,
      sourceUrl: clean(row.source_url),
      retrievedAt: RETRIEVED_AT,
      fields: {
        council,
        statusText,
        events,
        sourceType: orNull(row.source_type),
        extraSources: row.extra_sources ?? [],
      },
    });
  });
}
