/**
 * The fixed value lists and limits shared by the API, the indexer and the web app: document types, legal areas,
 * court levels, sort orders, query limits, the example searches and the debates ticker's kinds. Plain values with
 * no zod, so a page that needs only a list (the web app's first page validates its URL with these) does not load
 * the schema library; the schemas built on them (`DocumentTypeSchema`, `SortBySchema`, …) live beside the entities
 * they describe.
 */

// ── Documents ────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Document types held in the search index. `linz_data` exists as a type but holds no documents
 * until a real LINZ source is ingested (no invented records).
 * - `parliamentary_debate`: Hansard (the New Zealand Parliamentary Debates) — what was said in the House.
 * - `bill`: a bill before Parliament or that has been before it (Parliament's Bills API records, bill and
 *   supplementary order paper texts from legislation.govt.nz). A bill is not a debate: it is cited as a bill
 *   (Style Guide 4.2), never as NZPD.
 */
export const DOCUMENT_TYPES = [
  'legislation',
  'case_law',
  'academic',
  'regulation',
  'parliamentary_debate',
  'bill',
  'linz_data',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Human labels for document types, used by the web app and citation dialog. */
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  legislation: 'Legislation',
  case_law: 'Case law',
  academic: 'Academic',
  regulation: 'Regulation',
  parliamentary_debate: 'Parliamentary debate',
  bill: 'Bill',
  linz_data: 'LINZ data',
};

/**
 * Legal areas assigned by the rules in `@aotearoa/indexer` (enrich/legal-area.ts; the terms, each with its source,
 * in enrich/legal-areas/legal-area-rules.json, which names each area by its label below and its other forms).
 * A document may belong to several areas; `general` is used when no rule matches.
 */
export const LEGAL_AREAS = [
  'employment',
  'family',
  'property',
  'tenancy',
  'criminal',
  'constitutional',
  'human_rights',
  'environmental',
  'commercial',
  'consumer',
  'tax',
  'immigration',
  'health',
  'treaty_maori_land',
  'social_security',
  'accident_compensation',
  'civil_procedure',
  'general',
] as const;
export type LegalArea = (typeof LEGAL_AREAS)[number];

export const LEGAL_AREA_LABELS: Record<LegalArea, string> = {
  employment: 'Employment',
  family: 'Family',
  property: 'Property',
  tenancy: 'Tenancy',
  criminal: 'Criminal',
  constitutional: 'Constitutional',
  human_rights: 'Human rights',
  environmental: 'Environmental',
  commercial: 'Commercial',
  consumer: 'Consumer',
  tax: 'Tax',
  immigration: 'Immigration',
  health: 'Health',
  treaty_maori_land: 'Treaty of Waitangi and Māori land',
  social_security: 'Social security',
  accident_compensation: 'Accident compensation',
  civil_procedure: 'Civil procedure',
  general: 'General',
};

/**
 * Court levels (court names as in openlawnz-parsers/courts.json), highest first. Tribunals and
 * authorities that appear in the corpus are listed after the courts.
 */
export const COURT_LEVELS = [
  'Supreme Court',
  'Court of Appeal',
  'High Court',
  'Employment Court',
  'Environment Court',
  'District Court',
  'Family Court',
  'Youth Court',
  'Māori Land Court',
  'Employment Relations Authority',
  'Broadcasting Standards Authority',
  'Health and Disability Commissioner',
  'Health Practitioners Disciplinary Tribunal',
  'Commerce Commission',
  'Taxation Review Authority',
  'Other tribunal',
] as const;
export type CourtLevel = (typeof COURT_LEVELS)[number];

// ── Search ───────────────────────────────────────────────────────────────────────────────────────────────────────

/** Longest query accepted, in characters. Longer queries answer 400. */
export const MAX_QUERY_LENGTH = 500;
export const DEFAULT_PAGE_SIZE = 30;
export const MAX_PAGE_SIZE = 100;

/**
 * Most hits a search can count and page through (the index's `pagination.maxTotalHits`). Set above the number of
 * index records (section/paragraph chunks: ~100,000 in the bundled snapshot with the Acts' full text), so `total` is
 * the exact number of matching documents; the corpus test fails if the records ever outgrow it. A total that
 * reaches it is shown as "150,000+" (never as an exact count).
 */
export const MAX_TOTAL_HITS = 150_000;

export const SORT_OPTIONS = ['relevance', 'date_newest', 'date_oldest', 'citations'] as const;
export type SortBy = (typeof SORT_OPTIONS)[number];

/**
 * The main page's one-click example searches (plain language), in display order. The benchmark's query mix and
 * the relevance test of the example topics use the same list.
 */
export const EXAMPLE_SEARCHES: readonly string[] = [
  'leaving a relationship',
  'being fired',
  'starting a business',
  'tax problems',
  'LINZ property',
  'parliamentary debates',
  'Human Rights Act',
  'Bill of Rights',
  'family violence',
  'youth court',
  'child protection',
  'victim support',
  'protection orders',
  'legal citation guide',
  'buying and selling a house',
  'real estate',
];

// ── Parliamentary debates ticker ─────────────────────────────────────────────────────────────────────────────────

/**
 * Parliamentary debates ticker (`parliamentaryDebates.ticker`, REST `GET /api/parliamentary-debates-live`): items come from the
 * search index's real Hansard speech turns and Parliament Bills API records.
 */
/** Kinds of House business shown in the ticker. `Other` covers anything the mapping rules do not place. */
export const DEBATE_TYPES = [
  'Question Time',
  'General Debate',
  'Bill Reading',
  'Committee Report',
  'Urgent Debate',
  'Other',
] as const;
export type DebateType = (typeof DEBATE_TYPES)[number];

/**
 * Status of a ticker item.
 * - `Live`: a sitting under way now (the item is dated today in New Zealand time and its record is not final).
 * - `Recent`: dated within the last sitting week (7 days).
 * - otherwise the item's own state: `Completed` (a bill that has finished its passage: Royal Assent,
 *   defeated, withdrawn, discharged), `In progress` (a bill still before the House) or `Archived`
 *   (a past Hansard record).
 */
export const DEBATE_STATUSES = ['Live', 'Recent', 'In progress', 'Completed', 'Archived'] as const;
export type DebateStatus = (typeof DEBATE_STATUSES)[number];

/** Chambers: New Zealand has a single-chamber Parliament, the House of Representatives. */
export const CHAMBERS = ['House of Representatives'] as const;

/** How often the web app refreshes the ticker, milliseconds (24 hours). */
export const DEBATES_REFRESH_MS = 24 * 60 * 60 * 1000;
