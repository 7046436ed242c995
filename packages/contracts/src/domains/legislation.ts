import { z } from 'zod';
import { LegalAreaSchema } from '../document';
import {
  filterParam,
  LookupQuerySchema,
  PageInfoSchema,
  PageParamSchema,
  ProvenanceSchema,
  pagedList,
  pagingParams,
} from '../lookup';

/**
 * Legislation & Acts: the NZ Legislation panel, Recent Updates and Building Law (codes, standards, methods).
 * Acts and bills come from the documents index (one hit per document); building records from the directory index
 * (kinds `building_code_clause`, `standard`, `building_method`).
 */

/**
 * The specification's Act status filter. How each value is answered (always in the index):
 * - `Current`: Acts in force as at the date of a dated official version (`is_current`); the card says as at when.
 * - `Repealed`: Acts whose official record carries a repeal note (the `[repealed]` note of the legislation.govt.nz
 *   list, with the date and repealing provision where the note gives them).
 * - `Amended`: amendment Acts (Acts whose title says "Amendment Act"), i.e. Acts that amend another Act.
 * - `Bill`: bills and supplementary order papers before Parliament.
 */
export const ACT_STATUSES = ['Current', 'Repealed', 'Amended', 'Bill'] as const;
export const ActStatusSchema = z.enum(ACT_STATUSES);
export type ActStatus = z.infer<typeof ActStatusSchema>;

/** What a legislation card's status says: the state, as at when, and who said so. */
export const LegislationStatusSchema = z.object({
  /** `in_force`, `repealed`, `not_confirmed` (no dated source says either) or `bill`. */
  state: z.enum(['in_force', 'repealed', 'not_confirmed', 'bill']),
  /** One line for the card, e.g. `In force as at 1 December 2025 — source: legislation.govt.nz …`. */
  label: z.string(),
  /** ISO date the status holds at, or null when no source dates it. */
  asAt: z.string().nullable(),
  /** Where the status was read. */
  source: z.string(),
  sourceUrl: z.string(),
});
export type LegislationStatus = z.infer<typeof LegislationStatusSchema>;

/** An Act or bill (the specification's entity "Legislation"), only with the facts its source states. */
export const LegislationSchema = ProvenanceSchema.extend({
  id: z.string(),
  title: z.string(),
  /** `act` or `bill`. */
  kind: z.enum(['act', 'bill']),
  /** Act number (`1986 No 120`) or bill number, or null. */
  number: z.string().nullable(),
  /** The source's note on the record (e.g. a repeal or amendment warning), or null. */
  description: z.string().nullable(),
  /** Legal areas (the index's classification). */
  category: z.array(LegalAreaSchema),
  status: LegislationStatusSchema,
  /** Year of the Act (or of the bill's version). */
  year: z.number().int().nullable(),
  /** ISO date of the reprint or version the record was read from, or null. */
  lastAmended: z.string().nullable(),
  /** The Act's first section or Part headings, machinery ones (Title, Commencement…) left out; the panel shows 4. */
  keyProvisions: z.array(z.string()),
  sectionsCount: z.number().int().nonnegative(),
  relatedActs: z.array(z.string()),
  administeringAgency: z.string().nullable(),
  /** The Act's page on legislation.govt.nz, or null. */
  officialUrl: z.string().nullable(),
  /** The record's own link (official page, else the source). */
  url: z.string(),
  /** Caveat of the dated snapshot the record comes from (e.g. "status as at a c.2020 scrape"), or null. */
  snapshotNote: z.string().nullable(),
});
export type Legislation = z.infer<typeof LegislationSchema>;

/**
 * `GET /api/nz-legislation?query=&category=&status=&page=&limit=` — `all`/blank means no filter; `page` 1–1000
 * (default 1), `limit` Acts a page 1–100 (default 30).
 */
export const NzLegislationInputSchema = z.object({
  query: LookupQuerySchema,
  /** Legal area (a value of LEGAL_AREAS). */
  category: filterParam(LegalAreaSchema),
  status: filterParam(ActStatusSchema),
  ...pagingParams(30, 100),
});
export type NzLegislationInput = z.infer<typeof NzLegislationInputSchema>;
/**
 * The specification's list of legislation, one page of it (`legislation`), with the exact total and the page's
 * place (`PageInfoSchema`).
 */
export const NzLegislationOutputSchema = pagedList('legislation', LegislationSchema);
export type NzLegislationOutput = z.infer<typeof NzLegislationOutputSchema>;

/** One item of the Recent Updates list (the specification: legislation update). */
export const LegislationUpdateSchema = ProvenanceSchema.extend({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** `Act`, `Bill` or `Supplementary Order Paper`; a feed entry's `Regulation` or `Deemed regulation` too. */
  category: z.string(),
  /** Status with its as-at date, in words (e.g. `Bill — version of 29 July 2026`). */
  status: z.string(),
  /** ISO date of the item (version, publication or enactment). */
  lastUpdated: z.string().nullable(),
  /** Whether `lastUpdated` gives only the year (Acts whose day is not recorded). */
  yearOnly: z.boolean(),
  /** The item's official page (legislation.govt.nz, Parliament), or null when none is known (never a copy). */
  url: z.string().nullable(),
});
export type LegislationUpdate = z.infer<typeof LegislationUpdateSchema>;

/** `GET /api/nz-legislation-updates?page=` — the page of the list (30 items a page). */
export const NzLegislationUpdatesInputSchema = z.object({ page: PageParamSchema });
/** The specification's legislation updates response. `error` is null unless a source reported one. */
export const NzLegislationUpdatesOutputSchema = z.object({
  feedTitle: z.string(),
  /** ISO date the newest record was retrieved (the feed is a dated snapshot, not a live feed). */
  lastUpdated: z.string().nullable(),
  /** Where the items come from (names of the sources). */
  source: z.string(),
  mode: z.enum(['snapshot', 'live']),
  error: z.string().nullable(),
  updates: z.array(LegislationUpdateSchema),
  /** Items in the whole list, the page shown, its size (30) and the number of pages. */
  ...PageInfoSchema.shape,
});
export type NzLegislationUpdatesOutput = z.infer<typeof NzLegislationUpdatesOutputSchema>;

/** Clause groups of the Building Code (the letter of a clause: A1, B2, …), the Building Law category selector. */
export const BUILDING_CODE_GROUPS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export const BuildingCodeGroupSchema = z.enum(BUILDING_CODE_GROUPS);
export type BuildingCodeGroup = z.infer<typeof BuildingCodeGroupSchema>;
/** The Building Code's own names of its clause groups. */
export const BUILDING_CODE_GROUP_LABELS: Record<BuildingCodeGroup, string> = {
  A: 'A General provisions',
  B: 'B Stability',
  C: 'C Protection from fire',
  D: 'D Access',
  E: 'E Moisture',
  F: 'F Safety of users',
  G: 'G Services and facilities',
  H: 'H Energy efficiency',
};

/** A Building Code clause (the specification's entity "Building code"), with the facts its source states. */
export const BuildingCodeSchema = ProvenanceSchema.extend({
  id: z.string(),
  title: z.string(),
  /** e.g. `E2`. */
  codeNumber: z.string(),
  category: BuildingCodeGroupSchema,
  description: z.string().nullable(),
  /** `official (building.govt.nz)`, `secondary`, … as the source classifies itself, or null. */
  sourceType: z.string().nullable(),
  url: z.string().nullable(),
  asAt: z.string().nullable(),
});
export type BuildingCode = z.infer<typeof BuildingCodeSchema>;

/** Publishers of the standards the Building Code cites. */
export const STANDARD_CATEGORIES = ['NZS', 'AS/NZS'] as const;
export const StandardCategorySchema = z.enum(STANDARD_CATEGORIES);

/** A standard cited by the Building Code's compliance documents (the specification's entity "Standard"). No price or page count is held. */
export const StandardSchema = ProvenanceSchema.extend({
  id: z.string(),
  title: z.string(),
  /** e.g. `NZS 3604:2011`. */
  standardNumber: z.string(),
  name: z.string(),
  category: z.string(),
  /** How the Building Code uses it (e.g. `Cited in E2/AS1`), or null. */
  description: z.string().nullable(),
  sourceType: z.string().nullable(),
  url: z.string().nullable(),
  asAt: z.string().nullable(),
});
export type Standard = z.infer<typeof StandardSchema>;

/** Method types: `acceptable` (Acceptable Solutions) or `verification` (Verification Methods: the calculations). */
export const BUILDING_METHOD_TYPES = ['acceptable', 'verification'] as const;
export const BuildingMethodTypeSchema = z.enum(BUILDING_METHOD_TYPES);

/** An Acceptable Solution or Verification Method (the specification's entity "Building method"). */
export const BuildingMethodSchema = ProvenanceSchema.extend({
  id: z.string(),
  title: z.string(),
  /** e.g. `E2/AS1`. */
  code: z.string(),
  /** As the source names it: `Acceptable Solution`, `Verification Method`, or both. */
  methodType: z.string(),
  category: z.string().nullable(),
  /** Clauses it complies with (e.g. `E2`). */
  clauses: z.array(z.string()),
  /** Its scope in the source's words. */
  description: z.string().nullable(),
  edition: z.string().nullable(),
  /** ISO date it took effect, or null. */
  effective: z.string().nullable(),
  notes: z.string().nullable(),
  url: z.string().nullable(),
  asAt: z.string().nullable(),
});
export type BuildingMethod = z.infer<typeof BuildingMethodSchema>;

/** `GET /api/building-codes?query=&category=` (category: clause group A–H). */
export const BuildingCodesInputSchema = z.object({
  query: LookupQuerySchema,
  category: filterParam(BuildingCodeGroupSchema),
});
export const BuildingCodesOutputSchema = z.array(BuildingCodeSchema);

/** `GET /api/standards-nz?query=&category=` (category: NZS or AS/NZS). */
export const StandardsNzInputSchema = z.object({
  query: LookupQuerySchema,
  category: filterParam(StandardCategorySchema),
});
export const StandardsNzOutputSchema = z.array(StandardSchema);

/** `GET /api/building-methods?query=&category=&methodType=` (category: clause group A–H). */
export const BuildingMethodsInputSchema = z.object({
  query: LookupQuerySchema,
  category: filterParam(BuildingCodeGroupSchema),
  methodType: filterParam(BuildingMethodTypeSchema),
});
export const BuildingMethodsOutputSchema = z.array(BuildingMethodSchema);
