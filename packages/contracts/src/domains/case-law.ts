import { z } from 'zod';
import type { COURT_LEVELS } from '../constants';
import { LegalAreaSchema } from '../document';
import {
  BooleanParamSchema,
  filterParam,
  LookupQuerySchema,
  limitParam,
  PageInfoSchema,
  PageParamSchema,
  ProvenanceSchema,
  pagedList,
  pagingParams,
  wholeNumberParam,
} from '../lookup';

/*
 * Case Law & Courts: the decisions of the documents index (type `case_law`) as the specification's case entities, and the
 * Māori courts, Waitangi Tribunal inquiries and reports, and Waitangi claims of the directory index.
 *
 * Derived values (case type, outcome, significance, employment and family fields) are computed by the documented
 * rules of the indexer's `enrich/case-law.ts` from a decision's own title, text and source record; a value no rule
 * gives is absent (never guessed). They are stored on each record as `metadata.case_facts` (shape
 * `CaseFactsSchema`) and, for filtering in the index, as `metadata.case_facets` (`key:value` strings, see
 * `caseFacet`).
 */

/** Case types a rule can tell from a case name, file number or heading (`enrich/case-law.ts`). */
export const CASE_TYPES = ['Criminal', 'Civil', 'Family', 'Judicial Review'] as const;
export const CaseTypeSchema = z.enum(CASE_TYPES);
export type CaseType = z.infer<typeof CaseTypeSchema>;

/**
 * Outcomes read from a decision's own words ("The appeal is dismissed."): appeals Allowed / Partially allowed /
 * Dismissed; employment claims also Upheld or Settled (consent determinations).
 */
export const CASE_OUTCOMES = ['Allowed', 'Partially allowed', 'Dismissed', 'Upheld', 'Settled'] as const;
export const CaseOutcomeSchema = z.enum(CASE_OUTCOMES);
export type CaseOutcome = z.infer<typeof CaseOutcomeSchema>;

/** Significance levels (the specification's High, Medium, else Standard), decided by the rule in `enrich/case-law.ts`. */
export const SIGNIFICANCE_LEVELS = ['high', 'medium', 'standard'] as const;
export const SignificanceSchema = z.enum(SIGNIFICANCE_LEVELS);
export type Significance = z.infer<typeof SignificanceSchema>;

/** The specification's employment case types (derived from a determination's text). */
export const EMPLOYMENT_CASE_TYPES = [
  'Personal Grievance',
  'Unjustifiable Dismissal',
  'Discrimination/Harassment',
  'Wage and Time',
  'Restructuring/Redundancy',
  'Unjustifiable Disadvantage',
] as const;
export const EmploymentCaseTypeSchema = z.enum(EMPLOYMENT_CASE_TYPES);

/** The specification's employment areas. */
export const EMPLOYMENT_AREAS = [
  'General Employment',
  'Health and Safety',
  'Collective Employment',
  'Atypical Employment',
  'Restraint of Trade',
] as const;
export const EmploymentAreaSchema = z.enum(EMPLOYMENT_AREAS);

/** The specification's employment jurisdictions (court names of COURT_LEVELS). */
export const EMPLOYMENT_JURISDICTIONS = [
  'Employment Relations Authority',
  'Employment Court',
  'High Court',
  'Court of Appeal',
] as const satisfies readonly (typeof COURT_LEVELS)[number][];

/** Courts a family case can be decided in (the specification's jurisdictions plus the Family Court). */
export const FAMILY_JURISDICTIONS = [
  'Family Court',
  'High Court',
  'Court of Appeal',
  'Supreme Court',
] as const satisfies readonly (typeof COURT_LEVELS)[number][];

/** The specification's family case types. */
export const FAMILY_CASE_TYPES = [
  'Child Custody',
  'Divorce/Dissolution',
  'Domestic Violence',
  'Adoption',
  'Property Division',
  'Guardianship',
  'Child Protection',
] as const;
export const FamilyCaseTypeSchema = z.enum(FAMILY_CASE_TYPES);

/** The specification's family law areas. */
export const FAMILY_LAW_AREAS = [
  'Children and Family',
  'Property and Financial',
  'Domestic Violence',
  'Child Protection',
  'General Family Law',
] as const;
export const FamilyLawAreaSchema = z.enum(FAMILY_LAW_AREAS);

/** Keys of `metadata.case_facets`: each facet is `${key}:${value}` (e.g. `case_type:Criminal`). */
export const CASE_FACET_KEYS = [
  'case_type',
  'location',
  'outcome',
  'significance',
  'reported',
  'employment_case_type',
  'employment_area',
  'family_case_type',
  'family_law_area',
  'children_involved',
  'protection_order',
] as const;
export type CaseFacetKey = (typeof CASE_FACET_KEYS)[number];

/** One filterable facet value of a decision: `caseFacet('case_type', 'Criminal')` → `case_type:Criminal`. */
export function caseFacet(key: CaseFacetKey, value: string | boolean): string {
  return `${key}:${String(value)}`;
}

/** A judge's title after the name, as law reports print it (`CJ`, `P`, `J`, `JJ`). */
const TITLE_AFTER = /\s(?:CJ|P|JJ?)$/;
/** A judge's title before the name, in any case (`Judge`, `Chief Judge`, `ASSOCIATE JUDGE`). */
const TITLE_BEFORE = /^(?:(?:chief|principal|associate)\s+)?judge\b/i;

/**
 * The judges or members of a bench as printed, one by one, each with their title: `Cooper P, French and Collins JJ` →
 * [`Cooper P`, `French J`, `Collins J`] (the law-report convention: a closing `JJ` titles every untitled name before
 * it); `Elias CJ, Keith J, Blanchard J`, `Judge B A Corkill`, an ERA member (`Helen van Druten`) and `Full Court` as
 * they are. Pure; '' gives [].
 */
export function benchMembers(printed: string): string[] {
  const names = printed
    .trim()
    .split(/\s*,\s*|\s+and\s+|\s*&\s*/)
    .map((n) => n.trim())
    .filter(Boolean);
  const last = names.at(-1);
  if (!last || !/\sJJ$/i.test(last)) return names;
  names[names.length - 1] = last.replace(/\s+JJ$/i, '');
  return names.map((n) => (TITLE_AFTER.test(n) || TITLE_BEFORE.test(n) ? n : `${n} J`));
}

/** A value with the rule (or the decision's own words) it came from, shown in a tooltip. */
const Derived = <T extends z.ZodType>(value: T) => z.object({ value, basis: z.string() });

/**
 * What the documented rules derived for one decision (`metadata.case_facts`). Every field is optional: absent
 * means no rule applied, and the panels then show nothing for it.
 */
export const CaseFactsSchema = z.object({
  caseType: Derived(CaseTypeSchema).optional(),
  /** Registry or place the decision names (e.g. `Auckland`). */
  location: z.string().optional(),
  /** Judges or members as printed (e.g. `Cooper P, French and Collins JJ`). */
  judges: z.string().optional(),
  /** The outcome and the decision's own sentence it was read from. */
  outcome: z.object({ value: CaseOutcomeSchema, quote: z.string() }).optional(),
  significance: Derived(SignificanceSchema),
  /** Law-report series the source records the decision in (`NZLR` or `other`), with the citation. */
  reported: z.object({ series: z.enum(['NZLR', 'other']), citation: z.string() }).optional(),
  employmentCaseTypes: z.array(EmploymentCaseTypeSchema).optional(),
  employmentAreas: z.array(EmploymentAreaSchema).optional(),
  familyCaseTypes: z.array(FamilyCaseTypeSchema).optional(),
  familyLawAreas: z.array(FamilyLawAreaSchema).optional(),
  childrenInvolved: Derived(z.boolean()).optional(),
  protectionOrder: Derived(z.boolean()).optional(),
});
export type CaseFacts = z.infer<typeof CaseFactsSchema>;

/**
 * One decision as the case-law panels show it (the specification's District/High/Supreme Court, Court of Appeal, employment,
 * family, Environment Court, recent case and judicial decision entities in one shape). Optional derived fields
 * are null when no rule gave them.
 */
export const CaseSchema = ProvenanceSchema.extend({
  id: z.string(),
  title: z.string(),
  court: z.string().nullable(),
  /**
   * The jurisdiction the decision was given in, as the employment and family lists filter it (the specification's employment
   * case entity): the court or authority that decided it (`Employment Relations Authority`, `Employment Court`,
   * `High Court`…); null when the record names none.
   */
  jurisdiction: z.string().nullable(),
  /** Neutral citation (`[2017] NZHC 3297`), or the court's own number when there is none, or null. */
  citation: z.string().nullable(),
  /** Judgment date (ISO), or null when the source shows none. */
  date: z.string().nullable(),
  year: z.number().int().nullable(),
  parties: z.array(z.string()),
  /** Each judge or member who decided it, with their title (`Cooper P`, `French J`, `Judge B A Corkill`); [] if unknown. */
  judges: z.array(z.string()),
  /** The judges or members as the decision prints them (`Cooper P, French and Collins JJ`), or null. */
  bench: z.string().nullable(),
  location: z.string().nullable(),
  legalAreas: z.array(LegalAreaSchema),
  caseType: Derived(CaseTypeSchema).nullable(),
  outcome: z.object({ value: CaseOutcomeSchema, quote: z.string() }).nullable(),
  significance: Derived(SignificanceSchema),
  /** True when the decision is reported, listed by its court as of note, or cited by another indexed document. */
  precedential: z.boolean(),
  /** How many other indexed decisions, Acts or papers cite it (the citator of the index). */
  citedBy: z.number().int().nonnegative(),
  reported: z.object({ series: z.enum(['NZLR', 'other']), citation: z.string() }).nullable(),
  employmentCaseTypes: z.array(EmploymentCaseTypeSchema),
  employmentAreas: z.array(EmploymentAreaSchema),
  familyCaseTypes: z.array(FamilyCaseTypeSchema),
  familyLawAreas: z.array(FamilyLawAreaSchema),
  childrenInvolved: Derived(z.boolean()).nullable(),
  protectionOrder: Derived(z.boolean()).nullable(),
  /** What the source record itself says about the decision (its listing line or note), verbatim; or null. */
  sourceNote: z.string().nullable(),
  /** Publication-restriction / suppression notice, verbatim. Never stripped. */
  suppressionNotice: z.string().nullable(),
  /**
   * The decision's official page: the court's, publisher's or NZLII's page the record names (never one built from
   * the neutral citation); null
   * when the record names neither (a copy it was read from is its `sourceUrl`, never its main link).
   */
  url: z.string().nullable(),
  /** The judgment document: the PDF on the court's site, else the Judicial Decisions Online document; or null. */
  downloadUrl: z.string().nullable(),
  /** Caveat of the dataset (e.g. metadata only, dated snapshot), or null. */
  snapshotNote: z.string().nullable(),
});
export type Case = z.infer<typeof CaseSchema>;

/** Facet counts of a case list (value → decisions), over the filtered result. */
export const CaseFacetCountsSchema = z.object({
  courts: z.record(z.string(), z.number()),
  legalAreas: z.record(z.string(), z.number()),
  years: z.record(z.string(), z.number()),
  /** `metadata.case_facets` grouped by key (e.g. `caseTypes: { Criminal: 12 }`). */
  caseTypes: z.record(z.string(), z.number()),
  locations: z.record(z.string(), z.number()),
  outcomes: z.record(z.string(), z.number()),
  significance: z.record(z.string(), z.number()),
  employmentCaseTypes: z.record(z.string(), z.number()),
  employmentAreas: z.record(z.string(), z.number()),
  familyCaseTypes: z.record(z.string(), z.number()),
  familyLawAreas: z.record(z.string(), z.number()),
  childrenInvolved: z.record(z.string(), z.number()),
  protectionOrder: z.record(z.string(), z.number()),
});
export type CaseFacetCounts = z.infer<typeof CaseFacetCountsSchema>;

/** The answer of every case list endpoint: the cases (one page) with the exact total and facet counts. */
export const CaseListOutputSchema = z.object({
  cases: z.array(CaseSchema),
  /** The exact total, the page shown (1-based), its size (`limit`) and the number of pages. */
  ...PageInfoSchema.shape,
  facets: CaseFacetCountsSchema,
});
export type CaseListOutput = z.infer<typeof CaseListOutputSchema>;

/** `sort` of a case list: `newest` (judgment date, newest first), `relevance` (the query's best matches). */
export const CASE_SORTS = ['newest', 'relevance', 'oldest'] as const;

const legalArea = filterParam(LegalAreaSchema);
const significance = filterParam(SignificanceSchema);
const sort = filterParam(z.enum(CASE_SORTS));
const text = filterParam(z.string().trim().max(100, { message: 'must be at most 100 characters' }));
const yearParam = filterParam(wholeNumberParam({ min: 1800, max: 2100, noun: 'year' }));
/** `true`/`false` as text (REST) or boolean (tRPC). */
const boolParam = BooleanParamSchema;
/** Precedential only: `true`; `false`/absent: no filter. */
const precedential = boolParam;

/** `GET /api/supreme-court-cases?query&legalArea&significance&year&precedential&limit` (limit 1–100, default 30). */
export const SupremeCourtCasesInputSchema = z.object({
  query: LookupQuerySchema,
  legalArea,
  significance,
  year: yearParam,
  precedential,
  sort,
  limit: limitParam(30),
  page: PageParamSchema,
});

/** `GET /api/court-of-appeal-cases?query&legalArea&outcome&significance&year&precedential&limit` (default 50). */
export const CourtOfAppealCasesInputSchema = z.object({
  query: LookupQuerySchema,
  legalArea,
  outcome: filterParam(CaseOutcomeSchema),
  significance,
  year: yearParam,
  precedential,
  sort,
  limit: limitParam(50),
  page: PageParamSchema,
});

/** `GET /api/high-court-cases?query&location&caseType&legalArea&precedential&limit` (default 50). */
export const HighCourtCasesInputSchema = z.object({
  query: LookupQuerySchema,
  location: text,
  caseType: filterParam(CaseTypeSchema),
  legalArea,
  precedential,
  sort,
  limit: limitParam(50),
  page: PageParamSchema,
});

/** `GET /api/district-court-cases?query&location&caseType&legalArea&limit` (District, Family and Youth Courts). */
export const DistrictCourtCasesInputSchema = z.object({
  query: LookupQuerySchema,
  location: text,
  caseType: filterParam(CaseTypeSchema),
  legalArea,
  sort,
  limit: limitParam(50),
  page: PageParamSchema,
});

/** `GET /api/employment-law-cases?query&jurisdiction&caseType&employmentArea&outcome&limit` (default 50). */
export const EmploymentLawCasesInputSchema = z.object({
  query: LookupQuerySchema,
  jurisdiction: filterParam(z.enum(EMPLOYMENT_JURISDICTIONS)),
  caseType: filterParam(EmploymentCaseTypeSchema),
  employmentArea: filterParam(EmploymentAreaSchema),
  outcome: filterParam(CaseOutcomeSchema),
  sort,
  limit: limitParam(50),
  page: PageParamSchema,
});

/** `GET /api/family-court-cases?query&jurisdiction&caseType&familyLawArea&childrenInvolved&protectionOrder&limit`. */
export const FamilyCourtCasesInputSchema = z.object({
  query: LookupQuerySchema,
  jurisdiction: filterParam(z.enum(FAMILY_JURISDICTIONS)),
  caseType: filterParam(FamilyCaseTypeSchema),
  familyLawArea: filterParam(FamilyLawAreaSchema),
  childrenInvolved: boolParam,
  protectionOrder: boolParam,
  sort,
  limit: limitParam(40),
  page: PageParamSchema,
});

/** `GET /api/environment-court-cases?query&limit` (the specification searched in the client; the index does it here). */
export const EnvironmentCourtCasesInputSchema = z.object({
  query: LookupQuerySchema,
  limit: limitParam(50),
  page: PageParamSchema,
});

/** The specification's upcoming Environment Court hearing. No source of hearings is held, so the list is always empty. */
export const UpcomingHearingSchema = ProvenanceSchema.extend({
  id: z.string(),
  title: z.string(),
  caseNumber: z.string().nullable(),
  status: z.string().nullable(),
  hearingDate: z.string().nullable(),
  hearingTime: z.string().nullable(),
  venue: z.string().nullable(),
  caseType: z.string().nullable(),
  parties: z.string().nullable(),
  summary: z.string().nullable(),
  legalAreas: z.array(z.string()),
  casesOnlineUrl: z.string(),
});

/** The specification's Environment Court response; `upcomingCases` is empty (no hearing list is held). */
export const EnvironmentCourtCasesOutputSchema = z.object({
  cases: z.array(CaseSchema),
  upcomingCases: z.array(UpcomingHearingSchema),
  total: z.number().int().nonnegative(),
  upcomingTotal: z.number().int().nonnegative(),
  /** The page of decisions shown (1-based), its size (`limit`) and the number of pages. */
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  totalPages: z.number().int().nonnegative(),
  /** Newest retrieved-at date of the decisions shown, or null. */
  lastUpdated: z.string().nullable(),
  /** The court's decisions on NZLII. */
  searchUrl: z.string(),
  /** The Environment Court's own site. */
  casesOnlineUrl: z.string(),
});
export type EnvironmentCourtCasesOutput = z.infer<typeof EnvironmentCourtCasesOutputSchema>;

/**
 * The courts of the judicial system whose decisions the Recent Cases card and Judicial Decisions Online search (the
 * the specification's court list of 8): tribunals, authorities and regulators are left out.
 */
export const JUDICIAL_COURTS = [
  'Supreme Court',
  'Court of Appeal',
  'High Court',
  'Employment Court',
  'Environment Court',
  'District Court',
  'Family Court',
  'Youth Court',
] as const satisfies readonly (typeof COURT_LEVELS)[number][];
export const JudicialCourtSchema = z.enum(JUDICIAL_COURTS);

/** The courts the District Court Cases tool covers (the District Court and its Family and Youth divisions). */
export const DISTRICT_COURTS = [
  'District Court',
  'Family Court',
  'Youth Court',
] as const satisfies readonly (typeof COURT_LEVELS)[number][];

/** `GET /api/recent-cases?limit` — the newest decisions of the JUDICIAL_COURTS (limit 1–50, default 10). */
export const RecentCasesInputSchema = z.object({ limit: limitParam(10, 50) });

/** `GET /api/judicial-decisions?query&court&legalArea&significance&year&dateFrom&dateTo&sort&page&limit`. */
export const JudicialDecisionsInputSchema = z
  .object({
    query: LookupQuerySchema,
    court: filterParam(JudicialCourtSchema),
    legalArea,
    significance,
    year: yearParam,
    dateFrom: filterParam(z.iso.date({ message: 'must be an ISO date (YYYY-MM-DD)' })),
    dateTo: filterParam(z.iso.date({ message: 'must be an ISO date (YYYY-MM-DD)' })),
    sort,
    page: PageParamSchema,
    limit: limitParam(20, 50),
  })
  .refine((v) => !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo, {
    message: 'must not be after dateTo',
    path: ['dateFrom'],
  });

/** Judicial decisions: one page of cases, the page count and the four stat tiles. */
export const JudicialDecisionsOutputSchema = CaseListOutputSchema.extend({
  stats: z.object({
    /** Matching decisions dated this calendar year or last. */
    recentDecisions: z.number().int().nonnegative(),
    /** Matching decisions of high significance. */
    highImportance: z.number().int().nonnegative(),
    courtsCovered: z.number().int().nonnegative(),
    legalAreas: z.number().int().nonnegative(),
  }),
});
export type JudicialDecisionsOutput = z.infer<typeof JudicialDecisionsOutputSchema>;

// ——— Māori courts, decisions and Waitangi claims (directory index) ———

/** A fact about a court, as read on the page it links to. */
export const CourtFactSchema = z.object({
  topic: z.string(),
  text: z.string(),
  sourceUrl: z.string(),
});

/** A Māori court or tribunal, or one of its offices (the specification's "Māori court"), only with facts its sources state. */
export const MaoriCourtSchema = ProvenanceSchema.extend({
  id: z.string(),
  name: z.string(),
  /** `court`, `tribunal` or `office`. */
  type: z.string(),
  /** The court's jurisdiction facts, as read (the panel shows 3). */
  jurisdiction: z.array(z.string()),
  /** Every other fact, each with its page. */
  facts: z.array(CourtFactSchema),
  contactInfo: z.object({
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
  }),
  website: z.string().nullable(),
  note: z.string().nullable(),
});
export type MaoriCourt = z.infer<typeof MaoriCourtSchema>;
/** `GET /api/maori-courts` (no parameters): the courts, tribunal and offices, by name. */
export const MaoriCourtsInputSchema = z.object({}).optional();
export const MaoriCourtsOutputSchema = z.array(MaoriCourtSchema);

/** The specification's court filter of Māori decisions. */
export const MAORI_DECISION_COURTS = [
  'maori-land-court',
  'waitangi-tribunal',
  'maori-appellate-court',
] as const;
export const MAORI_DECISION_COURT_LABELS: Record<(typeof MAORI_DECISION_COURTS)[number], string> = {
  'maori-land-court': 'Māori Land Court',
  'waitangi-tribunal': 'Waitangi Tribunal',
  'maori-appellate-court': 'Māori Appellate Court',
};
/** The specification's date ranges (whole calendar years back from the current year). */
export const MAORI_DATE_RANGES = ['last-year', 'last-5-years', 'last-10-years'] as const;
export const MAORI_DATE_RANGE_YEARS: Record<(typeof MAORI_DATE_RANGES)[number], number> = {
  'last-year': 1,
  'last-5-years': 5,
  'last-10-years': 10,
};

/** A decision of a Māori court or the Waitangi Tribunal (a Tribunal report), as its source lists it. */
export const MaoriDecisionSchema = ProvenanceSchema.extend({
  id: z.string(),
  title: z.string(),
  court: z.enum(MAORI_DECISION_COURTS),
  /** Wai number (`Wai 45`), or null. */
  caseNumber: z.string().nullable(),
  /** Date or year as the source words it (e.g. `March 2013`, `2015-09-11 (pre-publication)`), or null. */
  dateText: z.string().nullable(),
  year: z.number().int().nullable(),
  district: z.string().nullable(),
  /** The claim the report is on, as named by the source, or null. */
  claim: z.string().nullable(),
  summary: z.string().nullable(),
  /** Up to four keywords (district, Wai number, kind). */
  keywords: z.array(z.string()),
  /** The report's official page (the Tribunal's site), or null when the record names none. */
  url: z.string().nullable(),
});
export type MaoriDecision = z.infer<typeof MaoriDecisionSchema>;

/**
 * `GET /api/maori-court-decisions?query&court&dateRange&limit` — all optional (`all`/blank: no filter); the panel
 * asks for at least one before it searches (the specification's rule).
 */
export const MaoriCourtDecisionsInputSchema = z.object({
  query: LookupQuerySchema,
  court: filterParam(z.enum(MAORI_DECISION_COURTS)),
  dateRange: filterParam(z.enum(MAORI_DATE_RANGES)),
  limit: limitParam(50),
});
export const MaoriCourtDecisionsOutputSchema = z.array(MaoriDecisionSchema);

/** Kinds of Waitangi claim records (see WaitangiClaimSchema). */
export const WAITANGI_CLAIM_KINDS = ['settlement_act', 'claim', 'inquiry', 'report', 'programme'] as const;

/**
 * A Waitangi Tribunal claim: a Wai claim named in a Treaty settlement Act (`kind` `settlement_act`), or a claim,
 * inquiry or report listed by the Tribunal (`kind` `claim`, `inquiry`, `report`).
 */
export const WaitangiClaimSchema = ProvenanceSchema.extend({
  id: z.string(),
  kind: z.enum(WAITANGI_CLAIM_KINDS),
  /** `Wai 57`, or null. */
  claimNumber: z.string().nullable(),
  /** The claim's title, or null where it is withheld (personal names) or not printed. */
  title: z.string().nullable(),
  /** Region or district (inquiries), or null. */
  area: z.string().nullable(),
  /** Status as the source words it, with its as-at where given; or null. */
  status: z.string().nullable(),
  description: z.string().nullable(),
  /** The settlement Act that names the claim and where (e.g. `s 14 Meaning of historical claims`), or null. */
  act: z
    .object({ title: z.string(), provision: z.string().nullable(), asAt: z.string().nullable() })
    .nullable(),
  reportUrl: z.string().nullable(),
});
export type WaitangiClaim = z.infer<typeof WaitangiClaimSchema>;

/**
 * `GET /api/waitangi-claims?query&kind&page&limit` — blank query lists every claim by Wai number; the panel asks for a
 * keyword before it searches (the specification's rule). `limit` claims a page (1–100, default 50), `page` 1–1000.
 */
export const WaitangiClaimsInputSchema = z.object({
  query: LookupQuerySchema,
  kind: filterParam(z.enum(WAITANGI_CLAIM_KINDS)),
  ...pagingParams(50, 100),
});
/** The specification's list of claims, one page of it (`claims`), with the exact total (`PageInfoSchema`). */
export const WaitangiClaimsOutputSchema = pagedList('claims', WaitangiClaimSchema);

export type SupremeCourtCasesInput = z.infer<typeof SupremeCourtCasesInputSchema>;
export type CourtOfAppealCasesInput = z.infer<typeof CourtOfAppealCasesInputSchema>;
export type HighCourtCasesInput = z.infer<typeof HighCourtCasesInputSchema>;
export type DistrictCourtCasesInput = z.infer<typeof DistrictCourtCasesInputSchema>;
export type EmploymentLawCasesInput = z.infer<typeof EmploymentLawCasesInputSchema>;
export type FamilyCourtCasesInput = z.infer<typeof FamilyCourtCasesInputSchema>;
export type JudicialDecisionsInput = z.infer<typeof JudicialDecisionsInputSchema>;
export type RecentCasesInput = z.infer<typeof RecentCasesInputSchema>;
export type MaoriCourtDecisionsInput = z.infer<typeof MaoriCourtDecisionsInputSchema>;
