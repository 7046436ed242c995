import { z } from 'zod';
import { filterParam, LookupQuerySchema, ProvenanceSchema } from '../lookup';

/**
 * Resources & Tools: legal jobs (none held), grants and awards with statuses computed from their closing dates,
 * legal research databases, and the data sources this product is built from.
 */

// ---------------------------------------------------------------- grants

/**
 * Grant status: the specification's four, computed from the closing date against today (see `grantStatus`), plus
 * `unknown` for grants whose source gives no dated closing date. No held record is `awarded`.
 */
export const GRANT_STATUSES = ['open', 'closing_soon', 'closed', 'awarded', 'unknown'] as const;
export const GrantStatusSchema = z.enum(GRANT_STATUSES);
export type GrantStatus = z.infer<typeof GrantStatusSchema>;

export const GRANT_TYPES = ['subsidy', 'grant', 'award', 'scholarship', 'research_funding'] as const;
export const GrantTypeSchema = z.enum(GRANT_TYPES);
export type GrantType = z.infer<typeof GrantTypeSchema>;

export const GRANT_CATEGORIES = ['student', 'researcher', 'firm', 'community', 'academic'] as const;
export const GrantCategorySchema = z.enum(GRANT_CATEGORIES);
export type GrantCategory = z.infer<typeof GrantCategorySchema>;

/** A grant closing within this many days (today included) is `closing_soon`. */
export const CLOSING_SOON_DAYS = 30;
/** Days-left colours: red at 7 days or fewer, yellow at 30 or fewer, green otherwise. */
export const DAYS_LEFT_RED_MAX = 7;
export const DAYS_LEFT_YELLOW_MAX = 30;

/** Today's calendar date in New Zealand (`YYYY-MM-DD`) at the instant `now`. */
export function todayInNewZealand(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Pacific/Auckland',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Whole calendar days from `today` to `date` (both `YYYY-MM-DD`); negative when `date` has passed. */
export function daysBetween(today: string, date: string): number {
  const a = Date.UTC(+today.slice(0, 4), +today.slice(5, 7) - 1, +today.slice(8, 10));
  const b = Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));
  return Math.round((b - a) / 86_400_000);
}

/**
 * Status and days left of a grant on `today` (New Zealand calendar date). A grant closes at the end of its
 * closing date: `closed` once the date has passed; `closing_soon` when it closes within CLOSING_SOON_DAYS (0 = closes
 * today); `open` later; `unknown` without a dated closing date. `daysLeft` is the whole number of days to the closing
 * date (null when closed or unknown).
 * Example: closing `2024-07-31` on `2024-07-10` → `{ status: 'closing_soon', daysLeft: 21 }`.
 */
export function grantStatus(
  closingDate: string | null,
  today: string,
): { status: GrantStatus; daysLeft: number | null } {
  if (!closingDate) return { status: 'unknown', daysLeft: null };
  const days = daysBetween(today, closingDate);
  if (days < 0) return { status: 'closed', daysLeft: null };
  return { status: days <= CLOSING_SOON_DAYS ? 'closing_soon' : 'open', daysLeft: days };
}

/** The specification's days-left colour: `red` at 7 or fewer, `yellow` at 30 or fewer, else `green`. */
export function daysLeftColour(daysLeft: number): 'red' | 'yellow' | 'green' {
  if (daysLeft <= DAYS_LEFT_RED_MAX) return 'red';
  if (daysLeft <= DAYS_LEFT_YELLOW_MAX) return 'yellow';
  return 'green';
}

/** A grant, scholarship, prize or fellowship (the specification's entity "Grant"), only with the facts its source states. */
export const GrantSchema = ProvenanceSchema.extend({
  id: z.string(),
  title: z.string(),
  type: GrantTypeSchema,
  category: GrantCategorySchema,
  /** Computed against `today` of the response. */
  status: GrantStatusSchema,
  /** Days to the closing date for grants still open, else null. */
  daysLeft: z.number().int().nullable(),
  provider: z.string().nullable(),
  /** Amount in the source's words (never a computed figure), or null when the source gives none. */
  amount: z.string().nullable(),
  /** The latest dated closing date the source states (ISO), or null. */
  closingDate: z.string().nullable(),
  /** The source's words on closing (e.g. 'Applications close 30 November each year'), or null. */
  closingNote: z.string().nullable(),
  description: z.string().nullable(),
  /** Eligibility conditions, as the source lists them (the card shows the first 3 as requirements). */
  eligibility: z.array(z.string()),
  established: z.string().nullable(),
  contact: z.object({ website: z.string().nullable(), applicationUrl: z.string().nullable() }),
  asAt: z.string().nullable(),
});
export type Grant = z.infer<typeof GrantSchema>;

/** `GET /api/legal-grants-awards?query=&category=&type=&status=` (`all`/blank: no filter). */
export const LegalGrantsInputSchema = z.object({
  query: LookupQuerySchema,
  category: filterParam(GrantCategorySchema),
  type: filterParam(GrantTypeSchema),
  status: filterParam(GrantStatusSchema),
});
export type LegalGrantsInput = z.infer<typeof LegalGrantsInputSchema>;
/**
 * The specification's `{ grants, lastUpdated }`. `lastUpdated` is the snapshot's compilation date (no schedule refreshes it);
 * `today` is the New Zealand date statuses were computed for.
 */
export const LegalGrantsOutputSchema = z.object({
  grants: z.array(GrantSchema),
  total: z.number().int(),
  lastUpdated: z.string(),
  today: z.string(),
});
export type LegalGrantsOutput = z.infer<typeof LegalGrantsOutputSchema>;

// ---------------------------------------------------------------- legal databases

/** The specification's access types, plus `unknown` where the source does not say. */
export const DATABASE_ACCESS_TYPES = ['free', 'open', 'university', 'subscription', 'unknown'] as const;
export const DatabaseAccessTypeSchema = z.enum(DATABASE_ACCESS_TYPES);
export type DatabaseAccessType = z.infer<typeof DatabaseAccessTypeSchema>;

/** The specification's category focus values (rules on a database's focus: see `databaseCategories`). */
export const DATABASE_CATEGORIES = ['nz', 'academic', 'research', 'global', 'comparative'] as const;
export const DatabaseCategorySchema = z.enum(DATABASE_CATEGORIES);
export type DatabaseCategory = z.infer<typeof DatabaseCategorySchema>;

/**
 * The specification's category rules on a database's focus: nz = focus contains NZ; academic = Academic, Repository or
 * Scientific; global = Global; comparative = Comparative; research = Research, Science or Open.
 */
export function databaseCategories(focus: string): DatabaseCategory[] {
  const out: DatabaseCategory[] = [];
  if (/\bNZ\b/.test(focus)) out.push('nz');
  if (/Academic|Repository|Scientific/.test(focus)) out.push('academic');
  if (/Research|Science|Open/.test(focus)) out.push('research');
  if (/Global/.test(focus)) out.push('global');
  if (/Comparative/.test(focus)) out.push('comparative');
  return out;
}

/** A legal research database (the specification's entity "Legal database"), only with the facts its source states. */
export const LegalDatabaseSchema = ProvenanceSchema.extend({
  id: z.string(),
  name: z.string(),
  /** Short name (e.g. 'NZLII'), or null. */
  shortName: z.string().nullable(),
  description: z.string().nullable(),
  /** Focus labels derived from the coverage and access the source states (e.g. 'NZ · Academic · Open'). */
  focus: z.string(),
  categories: z.array(DatabaseCategorySchema),
  /** Home page as read, or null when the source showed none. */
  baseUrl: z.string().nullable(),
  accessType: DatabaseAccessTypeSchema,
  /** The source's words on access, or null. */
  accessNote: z.string().nullable(),
  operator: z.string().nullable(),
  /** What it holds, split from the coverage the source states (the card shows 4 plus '+N more'). */
  specialties: z.array(z.string()),
  coverage: z.string().nullable(),
  /** Search address with `{query}` where the encoded query goes, or null when no search address is known. */
  searchUrl: z.string().nullable(),
  asAt: z.string().nullable(),
});
export type LegalDatabase = z.infer<typeof LegalDatabaseSchema>;

/** The address a database click opens: its search url with the encoded query when there is one, else its base url. */
export function databaseLink(db: Pick<LegalDatabase, 'searchUrl' | 'baseUrl'>, query: string): string | null {
  const q = query.trim();
  if (q !== '' && db.searchUrl) return db.searchUrl.replace('{query}', encodeURIComponent(q));
  return db.baseUrl;
}

/** `GET /api/legal-databases?query=&category=&accessType=`. */
export const LegalDatabasesInputSchema = z.object({
  query: LookupQuerySchema,
  category: filterParam(DatabaseCategorySchema),
  accessType: filterParam(DatabaseAccessTypeSchema),
});
export type LegalDatabasesInput = z.infer<typeof LegalDatabasesInputSchema>;
export const LegalDatabasesOutputSchema = z.object({
  databases: z.array(LegalDatabaseSchema),
  total: z.number().int(),
});
export type LegalDatabasesOutput = z.infer<typeof LegalDatabasesOutputSchema>;

// ---------------------------------------------------------------- NZ data sources

/** One bundled data folder (the specification's entity "NZ data source"), as the data README and its PROVENANCE.md describe it. */
export const NzDataSourceSchema = ProvenanceSchema.extend({
  id: z.string(),
  /** Folder under `data/`, e.g. `community-law-centres`. */
  folder: z.string(),
  /** The folder's title line from its PROVENANCE.md. */
  name: z.string(),
  description: z.string(),
  records: z.string(),
  licence: z.string(),
  /** Dated snapshot and caveats, as the README states them. */
  snapshot: z.string(),
  /** Upstream address named first in PROVENANCE.md (repository or page read), or null. */
  baseUrl: z.string().nullable(),
  category: z.string(),
  /** Computed from the description and the folder's files (the card shows 4 plus '+N more'). */
  dataTypes: z.array(z.string()),
  /** Bundled snapshots are `snapshot`; a live connector would make one `live`. */
  status: z.enum(['snapshot', 'live']),
});
export type NzDataSource = z.infer<typeof NzDataSourceSchema>;

/** `GET /api/nz-data-sources?category=&dataType=`. */
export const NzDataSourcesInputSchema = z.object({
  category: filterParam(z.string().trim().max(100, { message: 'must be at most 100 characters' })),
  dataType: filterParam(z.string().trim().max(100, { message: 'must be at most 100 characters' })),
});
export type NzDataSourcesInput = z.infer<typeof NzDataSourcesInputSchema>;
/** The specification's response: sources, categories, dataTypes, totalSources, note, lastUpdated. */
export const NzDataSourcesOutputSchema = z.object({
  sources: z.array(NzDataSourceSchema),
  /** Every category over all sources (for the select). */
  categories: z.array(z.string()),
  /** Every data type over all sources, most common first (the select lists the first 15). */
  dataTypes: z.array(z.string()),
  totalSources: z.number().int(),
  note: z.string(),
  /** Latest retrieved-at date among the sources. */
  lastUpdated: z.string().nullable(),
});
export type NzDataSourcesOutput = z.infer<typeof NzDataSourcesOutputSchema>;

// ---------------------------------------------------------------- legal jobs

export const JOB_LOCATIONS = [
  'auckland',
  'wellington',
  'christchurch',
  'hamilton',
  'tauranga',
  'dunedin',
  'palmerston-north',
  'remote',
] as const;
export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'temporary', 'internship'] as const;
export const JOB_EXPERIENCE = ['graduate', 'junior', 'mid', 'senior', 'partner'] as const;

/** The specification's Legal job entity. No listing is held (no real source); a live connector may add them. */
export const LegalJobSchema = ProvenanceSchema.extend({
  id: z.string(),
  source: z.string(),
  title: z.string(),
  company: z.string().nullable(),
  location: z.string().nullable(),
  postedDate: z.string().nullable(),
  type: z.string().nullable(),
  experienceLevel: z.string().nullable(),
  practiceArea: z.string().nullable(),
  description: z.string().nullable(),
  url: z.string(),
});
export type LegalJob = z.infer<typeof LegalJobSchema>;

/** `GET /api/legal-jobs?query=&location=&type=&experience=`. */
export const LegalJobsInputSchema = z.object({
  query: LookupQuerySchema,
  location: filterParam(z.enum(JOB_LOCATIONS)),
  type: filterParam(z.enum(JOB_TYPES)),
  experience: filterParam(z.enum(JOB_EXPERIENCE)),
});
export type LegalJobsInput = z.infer<typeof LegalJobsInputSchema>;
/** The specification's `jobs[]` (empty: no listing is held), why, and the job boards' own legal listings. */
export const LegalJobsOutputSchema = z.object({
  jobs: z.array(LegalJobSchema),
  total: z.number().int(),
  notice: z.string(),
  boards: z.array(z.object({ id: z.enum(['trademe', 'seek']), name: z.string(), url: z.string() })),
});
export type LegalJobsOutput = z.infer<typeof LegalJobsOutputSchema>;
