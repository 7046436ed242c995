import {
  formatLongDate,
  type LegalStatus,
  LegalStatusSchema,
  type Legislation,
  LegislationSchema,
  type LegislationStatus,
  type LegislationUpdate,
  LegislationUpdateSchema,
  legalStatusLabel,
  recordOfficialUrl,
} from '@aotearoa/contracts';
import type { LookupHit } from '../../platform/define-lookup';
import { documentMetadataOf } from '../../platform/document-metadata';

/** en-NZ long date of an ISO date (`2026-07-29` → `29 July 2026`), UTC; null for no date. */
export function longDate(iso: string | null | undefined): string | null {
  if (!iso || !/^\d{4}-\d{2}-\d{2}/.test(iso)) return null;
  return formatLongDate(iso);
}

function str(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v : null;
}

function strings(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s.trim() !== '') : [];
}

/**
 * The status a card shows, always with its as-at date and source:
 * - a bill: `Bill — <stage> as at <date>` (the Bills API stage) or `Bill — version of <date>`;
 * - an Act with a dated legal status: the contracts' `legalStatusLabel` (in force as at a version date, repealed
 *   on a date, or not confirmed);
 * - an Act without one: `Status not recorded by <source>; check legislation.govt.nz`.
 */
export function statusOf(hit: LookupHit): LegislationStatus {
  const meta = documentMetadataOf(hit);
  const source = String(hit.source);
  const sourceUrl = String(hit.sourceUrl);
  if (hit.type === 'bill') {
    const stage = str(meta.bill_status);
    const asAt = str(meta.status_as_at) ?? str(meta.version_date) ?? str(hit.date_published);
    const when = longDate(asAt);
    const label = stage
      ? `Bill — ${stage}${when ? ` as at ${when}` : ''} (${source})`
      : `Bill — ${meta.kind === 'supplementary_order_paper' ? 'supplementary order paper' : 'version'}${when ? ` of ${when}` : ''} (${source})`;
    return { state: 'bill', label, asAt, source, sourceUrl };
  }
  const parsed = LegalStatusSchema.safeParse(meta.legal_status);
  if (parsed.success) {
    const s: LegalStatus = parsed.data;
    return {
      state: s.state,
      label: legalStatusLabel(s),
      asAt: s.as_at,
      source: s.source,
      sourceUrl: s.source_url,
    };
  }
  return {
    state: 'not_confirmed',
    label: `Status not recorded by ${source}; check legislation.govt.nz`,
    asAt: null,
    source,
    sourceUrl,
  };
}

/** Maps an Act or bill hit of the documents index to the specification's Legislation entity. */
export function toLegislation(hit: LookupHit): Legislation {
  const meta = documentMetadataOf(hit);
  const isBill = hit.type === 'bill';
  const officialUrl = str(meta.official_url);
  const fullText = meta.full_text;
  return LegislationSchema.parse({
    id: hit.doc_id ?? hit.id,
    title: hit.title,
    kind: isBill ? 'bill' : 'act',
    number: str(hit.citation),
    description: str(hit.summary),
    category: Array.isArray(hit.legal_area) ? hit.legal_area : [],
    status: statusOf(hit),
    year: typeof hit.year === 'number' ? hit.year : null,
    lastAmended: str(fullText?.as_at) ?? str(meta.reprint_date) ?? (isBill ? str(meta.version_date) : null),
    keyProvisions: strings(meta.sections),
    sectionsCount: typeof hit.sections_count === 'number' ? hit.sections_count : 0,
    relatedActs: strings(meta.related_acts),
    administeringAgency: str(meta.administering_agency),
    officialUrl,
    url: officialUrl ?? String(hit.sourceUrl),
    snapshotNote: str(meta.snapshot_note),
    source: hit.source,
    sourceUrl: hit.sourceUrl,
    retrievedAt: hit.retrievedAt,
  });
}

/** Maps an Act or bill hit to an item of the Recent Updates list (dated; Acts known only by year say so). */
export function toLegislationUpdate(hit: LookupHit): LegislationUpdate {
  const meta = documentMetadataOf(hit);
  const isBill = hit.type === 'bill';
  const status = statusOf(hit);
  const date = isBill ? str(hit.date_published) : (str(hit.date_enacted) ?? str(hit.date_published));
  // The official page the record names; a copy it was read from (a repository) is never the item's link.
  const officialUrl =
    recordOfficialUrl({
      type: isBill ? 'bill' : 'legislation',
      metadata: meta,
      sourceUrl: String(hit.sourceUrl ?? ''),
    }) ?? null;
  return LegislationUpdateSchema.parse({
    id: hit.doc_id ?? hit.id,
    title: hit.title,
    description: str(hit.summary),
    category: isBill
      ? meta.kind === 'supplementary_order_paper'
        ? 'Supplementary Order Paper'
        : 'Bill'
      : 'Act',
    status: status.label,
    lastUpdated: date,
    yearOnly: meta.date_precision === 'year',
    url: officialUrl,
    source: hit.source,
    sourceUrl: hit.sourceUrl,
    retrievedAt: hit.retrievedAt,
  });
}

/**
 * One entry of the legislation.govt.nz feed (a directory record of kind `legislation_update`) as a Recent Updates
 * item: its kind of legislation, its version line as the feed writes it (`Version: as at 07 May 2015`), the date the
 * entry was updated, and its page on legislation.govt.nz.
 */
export function feedEntryUpdate(hit: LookupHit): LegislationUpdate {
  return LegislationUpdateSchema.parse({
    id: hit.id,
    title: hit.title,
    description: null,
    category: str(hit.category) ?? 'Legislation',
    status: str(hit.status) ?? 'Version not given by the feed',
    lastUpdated: str(hit.date),
    yearOnly: false,
    url: str(hit.url),
    source: hit.source,
    sourceUrl: hit.sourceUrl,
    retrievedAt: hit.retrievedAt,
  });
}
