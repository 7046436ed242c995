import {
  type Case,
  type CaseFacetCounts,
  type CaseFacetKey,
  CaseFactsSchema,
  CaseSchema,
  isOfficialUrl,
  officialUrl,
} from '@aotearoa/contracts';
import type { LookupHit } from '../../platform/define-lookup';
import { equalsFilter, inFilter } from '../../platform/filter-builder';

/**
 * Shared pieces of the court-list endpoints of this domain (employment, family, Environment Court): a documents
 * index hit (one per decision: the index's distinct attribute is `doc_id`) mapped to the `Case` entity, the
 * facet attributes they count, and the filter clause of one derived facet. Derived values come only from
 * `metadata.case_facts` (written by the indexer's documented rules in `enrich/case-law.ts`); nothing is derived here.
 */

type Meta = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : [];

/** Facet attributes every case list asks for in the same search. */
export const CASE_LIST_FACETS = ['court', 'legal_area', 'year', 'metadata.case_facets'];

/** `metadata.case_facets` key → key of `CaseFacetCounts`. */
const FACET_KEY_TO_COUNT: Record<CaseFacetKey, keyof CaseFacetCounts | null> = {
  case_type: 'caseTypes',
  location: 'locations',
  outcome: 'outcomes',
  significance: 'significance',
  reported: null,
  employment_case_type: 'employmentCaseTypes',
  employment_area: 'employmentAreas',
  family_case_type: 'familyCaseTypes',
  family_law_area: 'familyLawAreas',
  children_involved: 'childrenInvolved',
  protection_order: 'protectionOrder',
};

/** The facet distribution of a search as `CaseFacetCounts` (`case_facets` split by key: `outcome:Dismissed`). */
export function toFacetCounts(facets: Record<string, Record<string, number>>): CaseFacetCounts {
  const out: CaseFacetCounts = {
    courts: { ...(facets.court ?? {}) },
    legalAreas: { ...(facets.legal_area ?? {}) },
    years: { ...(facets.year ?? {}) },
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
  for (const [facet, n] of Object.entries(facets['metadata.case_facets'] ?? {})) {
    const at = facet.indexOf(':');
    if (at < 0) continue;
    const key = FACET_KEY_TO_COUNT[facet.slice(0, at) as CaseFacetKey];
    if (key) out[key][facet.slice(at + 1)] = n;
  }
  return out;
}

/** Filter clause on one derived facet: `metadata.case_facets = "employment_area:Health and Safety"`. */
export function facetFilter(key: CaseFacetKey, value: string | boolean | undefined): string | null {
  return value === undefined ? null : equalsFilter('metadata.case_facets', `${key}:${String(value)}`);
}

/** `court IN [...]` for a list of courts (null for none). */
export function courtsFilter(courts: readonly string[]): string | null {
  return inFilter('court', courts);
}

/** `sort` of a case list: the query's relevance when one is given (unless asked otherwise), else newest first. */
export function caseSort(sort: string | undefined, query: string | undefined): string[] | undefined {
  const chosen = sort ?? (query ? 'relevance' : 'newest');
  if (chosen === 'newest') return ['date_ts:desc'];
  if (chosen === 'oldest') return ['date_ts:asc'];
  return undefined;
}

/**
 * Maps a decision of the documents index to the `Case` entity. `url` is the decision's official page
 * (`officialUrl`: the court's or authority's own page, else NZLII, never a mirror); `downloadUrl` the judgment PDF
 * on an official host, else null. `sourceNote` is the source's own listing line or note, verbatim;
 * `suppressionNotice` the publication-restriction notice, verbatim.
 */
export function toCase(hit: LookupHit): Case {
  const meta = (hit.metadata ?? {}) as Meta;
  const facts = CaseFactsSchema.safeParse(meta.case_facts);
  const f = facts.success ? facts.data : undefined;
  const citation = str(hit.citation) ?? str(meta.decision_number) ?? str(meta.file_number);
  const listing = str(meta.court_listing);
  const citedBy = typeof hit.citation_count === 'number' ? hit.citation_count : 0;
  const pdf = str(hit.pdfUrl);
  const doc = {
    type: 'case_law' as const,
    metadata: meta,
    sourceUrl: String(hit.sourceUrl ?? ''),
    citation: str(hit.citation),
  };
  const significance = f?.significance ?? {
    value: 'standard' as const,
    basis: 'Not reported, not listed by its court as of note, and not a Supreme Court decision',
  };
  return CaseSchema.parse({
    id: String(hit.doc_id ?? hit.id),
    title: String(hit.title ?? ''),
    court: str(hit.court),
    citation,
    date: str(hit.date_published),
    year: typeof hit.year === 'number' ? hit.year : null,
    parties: strings(meta.parties),
    judges: f?.judges ?? null,
    location: f?.location ?? null,
    legalAreas: strings(hit.legal_area),
    caseType: f?.caseType ?? null,
    outcome: f?.outcome ?? null,
    significance,
    precedential:
      Boolean(f?.reported) || listing !== null || significance.basis.startsWith('Listed by') || citedBy > 0,
    citedBy,
    reported: f?.reported ?? null,
    employmentCaseTypes: f?.employmentCaseTypes ?? [],
    employmentAreas: f?.employmentAreas ?? [],
    familyCaseTypes: f?.familyCaseTypes ?? [],
    familyLawAreas: f?.familyLawAreas ?? [],
    childrenInvolved: f?.childrenInvolved ?? null,
    protectionOrder: f?.protectionOrder ?? null,
    sourceNote: str(meta.notes) ?? str(meta.decision_line) ?? str(hit.summary),
    suppressionNotice: str(meta.suppression_notice),
    url: officialUrl(doc),
    downloadUrl: pdf && isOfficialUrl('case_law', pdf) ? pdf : null,
    snapshotNote: str(meta.snapshot_note),
    source: String(hit.source ?? ''),
    sourceUrl: String(hit.sourceUrl ?? ''),
    retrievedAt: String(hit.retrievedAt ?? ''),
  });
}
