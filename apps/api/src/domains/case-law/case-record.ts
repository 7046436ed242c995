import {
  benchMembers,
  type Case,
  type CaseFacetCounts,
  CaseFactsSchema,
  CaseSchema,
  caseFacet,
  isOfficialUrl,
  LEGAL_AREAS,
  type LegalArea,
  recordOfficialUrl,
} from '@aotearoa/contracts';
import type { LookupHit } from '../../platform/define-lookup';
import { documentMetadataOf } from '../../platform/document-metadata';
import { equalsFilter, inFilter, isoDateToUnixSeconds } from '../../platform/filter-builder';

/*
 * The one case record of the API, shared by every list of decisions (the case-law lookups and the courts domain's
 * employment, family and Environment Court lists): how a decision of the documents index (type `case_law`; one hit
 * per decision, the index's distinct attribute is `doc_id`) becomes the `Case` entity, the facets every case list
 * counts, and the filter clauses of the shared parameters. Derived values come only from `metadata.case_facts`
 * (written by the indexer's documented rules); nothing is derived here.
 */

/** Every case list searches only judgments. */
export const CASE_LAW_FILTER = equalsFilter('type', 'case_law');

/** Facet attributes every case list counts (over the filtered result, in the same search). */
export const CASE_FACET_ATTRIBUTES = ['court', 'legal_area', 'year', 'metadata.case_facets'];

/**
 * Judicial Decisions Online served each judgment's PDF at this address followed by the document's path in its
 * store (the `jdo_path` of the JDO index records); OpenLaw NZ's scrapers downloaded the judgments from it.
 */
export const JDO_DOCUMENT_BASE = 'https://forms.justice.govt.nz/search/Documents/pdf/';

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const AREAS = new Set<string>(LEGAL_AREAS);

/**
 * The official page of a decision: the first of its official address (`official_url`), the page it was read from
 * (`url`) and its `sourceUrl` that is on an official host for case law (contracts' `recordOfficialUrl`: the court's,
 * tribunal's or publisher's own site, or NZLII's page where the record names it); null when the record names
 * none (no address is built from the neutral citation) (then the card shows no main link and says so; the page it was read from stays its source line).
 */
export function officialUrlOf(hit: LookupHit): string | null {
  return (
    recordOfficialUrl({
      type: 'case_law',
      metadata: documentMetadataOf(hit),
      sourceUrl: str(hit.sourceUrl) ?? '',
      citation: str(hit.citation),
    }) ?? null
  );
}

/** The judgment document: the PDF the source links (`pdfUrl`), else its Judicial Decisions Online document. */
export function downloadUrlOf(hit: LookupHit): string | null {
  const meta = documentMetadataOf(hit);
  const pdf = str(hit.pdfUrl);
  if (pdf) return pdf;
  const jdo = str(meta.jdo_path);
  return jdo ? `${JDO_DOCUMENT_BASE}${jdo.replace(/^\/+/, '')}` : null;
}

/** The PDF the source links (`pdfUrl`) when it is on an official host for judgments, else null. */
function officialPdf(hit: LookupHit): string | null {
  const pdf = str(hit.pdfUrl);
  return pdf && isOfficialUrl('case_law', pdf) ? pdf : null;
}

/**
 * How a list links a decision, where the two kinds of list differ:
 * - `record` (the case-law court lists): `url` is `officialUrlOf` (the record's official page, else its NZLII
 *   page, else null); `downloadUrl` is the source's PDF wherever it is, else the JDO
 *   document.
 * - `official` (the courts domain's lists): `url` is `officialUrlOf` too (never the courts' judgments site or a
 *   site search page in its place: a card without its decision's page says so); `downloadUrl` is the source's PDF
 *   when it is on an official host, else null.
 */
export type CaseLinks = 'record' | 'official';

/**
 * Maps a documents-index hit (a judgment) to the specification's case entity. The derived fields are those the indexer's
 * documented rules stored in `metadata.case_facts` (absent → null, never guessed). `precedential` is true when the
 * decision is reported in a law-report series, listed by its court as of note (significance high), or cited by
 * another indexed document. `citation` is the neutral citation, else the body's decision or file number;
 * `sourceNote` is the source's own listing line or note, verbatim; `suppressionNotice` the publication-restriction
 * notice, verbatim. `links` picks how `url` and `downloadUrl` are chosen (see `CaseLinks`). Throws (zod) only when
 * the index holds a record that is not a valid case.
 */
export function toCase(hit: LookupHit, links: CaseLinks = 'record'): Case {
  const meta = documentMetadataOf(hit);
  const parsed = CaseFactsSchema.safeParse(meta.case_facts);
  const facts = parsed.success ? parsed.data : undefined;
  const significance = facts?.significance ?? {
    value: 'standard' as const,
    basis: 'No significance signal is recorded for this decision',
  };
  const citedBy =
    typeof hit.citation_count === 'number' && hit.citation_count > 0 ? Math.floor(hit.citation_count) : 0;
  const legalAreas = Array.isArray(hit.legal_area)
    ? (hit.legal_area as unknown[]).filter((a): a is LegalArea => typeof a === 'string' && AREAS.has(a))
    : [];
  const parties = (meta.parties ?? []).filter((p) => p.trim() !== '');
  const year = typeof hit.year === 'number' && Number.isInteger(hit.year) ? hit.year : null;
  return CaseSchema.parse({
    id: str(hit.doc_id) ?? str(hit.id) ?? '',
    title: str(hit.title) ?? '',
    court: str(hit.court),
    // The jurisdiction filter of the employment and family lists is the deciding court or authority.
    jurisdiction: str(hit.court),
    citation: str(hit.citation) ?? str(meta.decision_number) ?? str(meta.file_number),
    date: str(hit.date_published),
    year,
    parties,
    judges: facts?.judges ? benchMembers(facts.judges) : [],
    bench: facts?.judges ?? null,
    location: facts?.location ?? null,
    legalAreas,
    caseType: facts?.caseType ?? null,
    outcome: facts?.outcome ?? null,
    significance,
    precedential: significance.value === 'high' || facts?.reported !== undefined || citedBy > 0,
    citedBy,
    reported: facts?.reported ?? null,
    employmentCaseTypes: facts?.employmentCaseTypes ?? [],
    employmentAreas: facts?.employmentAreas ?? [],
    familyCaseTypes: facts?.familyCaseTypes ?? [],
    familyLawAreas: facts?.familyLawAreas ?? [],
    childrenInvolved: facts?.childrenInvolved ?? null,
    protectionOrder: facts?.protectionOrder ?? null,
    sourceNote: str(meta.notes) ?? str(meta.decision_line) ?? str(meta.decision_type) ?? str(hit.summary),
    suppressionNotice: str(meta.suppression_notice),
    url: officialUrlOf(hit),
    downloadUrl: links === 'record' ? downloadUrlOf(hit) : officialPdf(hit),
    snapshotNote: str(meta.snapshot_note),
    source: str(hit.source) ?? '',
    sourceUrl: str(hit.sourceUrl) ?? '',
    retrievedAt: str(hit.retrievedAt) ?? '',
  });
}

/** Keys of CaseFacetCounts filled from `metadata.case_facets`, by facet key. */
const FACET_GROUPS: Record<string, keyof CaseFacetCounts> = {
  case_type: 'caseTypes',
  location: 'locations',
  outcome: 'outcomes',
  significance: 'significance',
  employment_case_type: 'employmentCaseTypes',
  employment_area: 'employmentAreas',
  family_case_type: 'familyCaseTypes',
  family_law_area: 'familyLawAreas',
  children_involved: 'childrenInvolved',
  protection_order: 'protectionOrder',
};

/** The facet counts of a case list from Meilisearch's facet distribution (`case_type:Criminal` → caseTypes). */
export function caseFacetCounts(dist: Record<string, Record<string, number>>): CaseFacetCounts {
  const out: CaseFacetCounts = {
    courts: { ...(dist.court ?? {}) },
    legalAreas: { ...(dist.legal_area ?? {}) },
    years: { ...(dist.year ?? {}) },
    caseTypes: {},
    locations: {},
    outcomes: {},
    significance: {},
    employmentCaseTypes: {},
    employmentAreas: {},
    familyCaseTypes: {},
    familyLawAreas: {},
    childrenInvolved: {},
    protectionOrder: {},
  };
  for (const [facet, count] of Object.entries(dist['metadata.case_facets'] ?? {})) {
    const at = facet.indexOf(':');
    const group = at > 0 ? FACET_GROUPS[facet.slice(0, at)] : undefined;
    if (group) out[group][facet.slice(at + 1)] = count;
  }
  return out;
}

/** Filter clause on one derived facet (`metadata.case_facets = "outcome:Dismissed"`). */
export function facetFilter(
  key: Parameters<typeof caseFacet>[0],
  value: string | boolean | undefined,
): string | null {
  return value === undefined ? null : equalsFilter('metadata.case_facets', caseFacet(key, value));
}

/** `precedential=true`: reported, listed by its court as of note (significance high), or cited (see toCase). */
export function precedentialFilter(precedential: boolean | undefined): string | null {
  if (precedential !== true) return null;
  const listed = inFilter('metadata.case_facets', [
    caseFacet('significance', 'high'),
    caseFacet('reported', 'NZLR'),
    caseFacet('reported', 'other'),
  ]);
  return `(${listed} OR citation_count > 0)`;
}

/** Courts clause: one court (`court = "High Court"`) or several (`court IN [...]`). */
export function courtFilter(courts: readonly string[]): string | null {
  return courts.length === 1 && courts[0] ? equalsFilter('court', courts[0]) : inFilter('court', courts);
}

/** The shared optional filters: legal area, significance, year. */
export function commonFilters(input: {
  legalArea?: LegalArea | undefined;
  significance?: string | undefined;
  year?: number | undefined;
}): Array<string | null> {
  return [
    input.legalArea ? equalsFilter('legal_area', input.legalArea) : null,
    facetFilter('significance', input.significance),
    input.year !== undefined ? `year = ${Math.trunc(input.year)}` : null,
  ];
}

/** Inclusive judgment-date range clauses (`date_ts`, UTC seconds; the whole `dateTo` day counts). */
export function dateRangeFilters(dateFrom?: string, dateTo?: string): Array<string | null> {
  const from = dateFrom ? isoDateToUnixSeconds(dateFrom) : null;
  const to = dateTo ? isoDateToUnixSeconds(dateTo) : null;
  return [from === null ? null : `date_ts >= ${from}`, to === null ? null : `date_ts <= ${to + 86_399}`];
}

/**
 * Sort of a case list: `newest` (judgment date, newest first; undated decisions last), `oldest`, or `relevance`
 * (the query's best matches). Without a `sort`, a query sorts by relevance and a blank query by newest.
 */
export function caseSort(input: {
  sort?: string | undefined;
  query?: string | undefined;
}): string[] | undefined {
  const sort = input.sort ?? (input.query ? 'relevance' : 'newest');
  if (sort === 'newest') return ['date_ts:desc'];
  if (sort === 'oldest') return ['date_ts:asc'];
  return undefined;
}
