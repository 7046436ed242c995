import {
  MAORI_DATE_RANGE_YEARS,
  MAORI_DECISION_COURTS,
  MaoriCourtDecisionsInputSchema,
  MaoriCourtDecisionsOutputSchema,
  type MaoriDecision,
  MaoriDecisionSchema,
  officialDirectoryLink,
} from '@aotearoa/contracts';
import { defineLookup, type LookupHit } from '../../platform/define-lookup';
import { directoryFieldsOf, trimmed } from '../../platform/directory-fields';
import { equalsFilter } from '../../platform/filter-builder';

/** The court of a record, from its `subtype` (the source's court id, e.g. `waitangi-tribunal`). */
function courtOf(hit: LookupHit): MaoriDecision['court'] {
  const subtype = trimmed(hit.subtype);
  return (MAORI_DECISION_COURTS as readonly string[]).includes(subtype ?? '')
    ? (subtype as MaoriDecision['court'])
    : 'waitangi-tribunal';
}

/**
 * Maps a directory record of kind `waitangi_inquiry`, category `report` (a Waitangi Tribunal report) to the
 * `MaoriDecision` entity. Keywords (at most four): the district, the Wai number and the record's kind, as tagged.
 */
export function toMaoriDecision(hit: LookupHit): MaoriDecision {
  const f = directoryFieldsOf(hit, 'waitangi_inquiry');
  const year = typeof hit.year === 'number' ? hit.year : null;
  const tags = Array.isArray(hit.tags)
    ? (hit.tags as unknown[]).filter((t): t is string => typeof t === 'string')
    : [];
  return MaoriDecisionSchema.parse({
    id: hit.id,
    title: hit.title,
    court: courtOf(hit),
    caseNumber: trimmed(f.wai),
    dateText: trimmed(f.reportDate) ?? trimmed(f.reportYear) ?? (year ? String(year) : null),
    year,
    district: trimmed(f.district) ?? trimmed(hit.region),
    claim: trimmed(f.claim),
    summary: trimmed(hit.summary),
    keywords: [...new Set(tags)].slice(0, 4),
    // The report's page on the Tribunal's site, or null: a copy it was read from (a news story) stays sourceUrl.
    url: officialDirectoryLink('waitangi_inquiry', trimmed(hit.url)),
    source: hit.source,
    sourceUrl: hit.sourceUrl,
    retrievedAt: hit.retrievedAt,
  });
}

/** First year of a date range: the current calendar year minus the range's years (`last-5-years` in 2026 → 2021). */
export function firstYearOf(range: keyof typeof MAORI_DATE_RANGE_YEARS, now = new Date()): number {
  return now.getUTCFullYear() - MAORI_DATE_RANGE_YEARS[range];
}

/**
 * `maoriCourtDecisions` — `GET /api/maori-court-decisions?query&court&dateRange&limit`.
 * - `query`: free text (≤ 200 characters); `court`: maori-land-court, waitangi-tribunal or maori-appellate-court;
 *   `dateRange`: last-year, last-5-years or last-10-years (decisions whose year is at least the current year minus
 *   1, 5 or 10; undated ones are then left out); `limit`: 1–100, default 50. `all` or blank means no filter.
 * - Output: decisions (the specification's "court decision" with provenance), best match first, else by title. The index holds
 *   Waitangi Tribunal reports only (directory kind `waitangi_inquiry`, category `report`); no Māori Land Court or
 *   Māori Appellate Court decisions are held, so those courts answer an empty list (the panel then links to the
 *   court's own site). Significance is not given by the source and is left out.
 * - Source: stored copies of the Waitangi Tribunal's report pages (`data/waitangi-tribunal-maori-land-court/`).
 * - Errors: 400 naming the parameter for a value outside its list; 503 when the index is not reachable.
 */
export const maoriCourtDecisions = defineLookup({
  path: '/maori-court-decisions',
  summary: 'Decisions of the Māori courts and reports of the Waitangi Tribunal',
  description:
    'Waitangi Tribunal reports (the decisions the index holds), searchable by keyword, court and date range. ' +
    'No Māori Land Court or Māori Appellate Court decisions are held: those courts answer an empty list.',
  tags: ['courts'],
  index: 'directory',
  input: MaoriCourtDecisionsInputSchema,
  baseFilter: [equalsFilter('kind', 'waitangi_inquiry'), equalsFilter('category', 'report')],
  query: (input) => input.query,
  filters: (input) => [
    input.court ? equalsFilter('subtype', input.court) : null,
    input.dateRange ? `year >= ${firstYearOf(input.dateRange)}` : null,
  ],
  sort: (input) => (input.query ? undefined : ['title_sort:asc']),
  limit: (input) => input.limit,
  toItem: toMaoriDecision,
  output: MaoriCourtDecisionsOutputSchema,
  respond: (items) => items,
});
