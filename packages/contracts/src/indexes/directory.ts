import type { Settings } from 'meilisearch';
import { z } from 'zod';

/**
 * The `directory` index: the lookup records behind the tool panels that are not legal documents — councils,
 * ministries, forms, fees, law schools, journals, organisations, services, grants, databases, news items, building
 * code clauses, plans and rules, and the plain-language guidance. One record per entity; `kind` says which panel family it belongs to, and `fields`
 * holds the kind's own payload (its shape is the panel's entity schema in `../domains/<domain>.ts`).
 */
export const DIRECTORY_INDEX = 'directory';

/**
 * Every kind of directory record. A new kind is added here, produced by a source in
 * `apps/indexer/src/sources/<source-id>/` and read by a lookup procedure in `apps/api/src/domains/<domain>/`.
 */
export const DIRECTORY_KINDS = [
  // legislation
  'legislation_update',
  'building_code_clause',
  'building_method',
  'standard',
  // government and local
  'government_organisation',
  'government_form',
  'dataset',
  'court_fee',
  'court_form',
  'council',
  'council_plan',
  'environmental_instrument',
  // courts
  'maori_court',
  'waitangi_inquiry',
  'waitangi_claim',
  // people
  'legal_service',
  'helpline',
  // research
  'law_school',
  'journal',
  'legal_organisation',
  // news
  'news_item',
  // resources
  'grant',
  'legal_database',
  'data_source',
  // guidance (plain-language situations and topics, each statement tied to a section)
  'guidance_situation',
  'guidance_topic',
] as const;
export const DirectoryKindSchema = z.enum(DIRECTORY_KINDS);
export type DirectoryKind = z.infer<typeof DirectoryKindSchema>;

/**
 * One record of the directory index. Generic, filterable fields are at the top level so Meilisearch can filter,
 * facet and sort on them for every kind; the kind's own payload is in `fields`.
 * Provenance (`source`, `sourceUrl`, `retrievedAt`) is required: every record comes from a real public source.
 */
export const DirectoryRecordSchema = z.object({
  /** `${kind}--${slug}`; letters, digits, `-` and `_` only (Meilisearch primary key). */
  id: z.string().regex(/^[A-Za-z0-9_-]{1,500}$/),
  kind: DirectoryKindSchema,
  title: z.string().min(1),
  /** Title folded to ASCII lower case (macrons removed) for sorting. */
  title_sort: z.string(),
  summary: z.string().nullable(),
  /** Extra searchable text (e.g. a clause's scope, an organisation's services), not shown as such. */
  text: z.string().nullable(),
  /** Primary grouping within the kind (a form's agency, a plan's kind, a grant's category), or null. */
  category: z.string().nullable(),
  /** Secondary grouping (a council's type, a form's format, a grant's type), or null. */
  subtype: z.string().nullable(),
  /** New Zealand region where the record applies (e.g. `Canterbury`), or null. */
  region: z.string().nullable(),
  tags: z.array(z.string()),
  /** Status as the source states it (e.g. `Operative`, `open`), with `asAt` saying as at when; or null. */
  status: z.string().nullable(),
  /** The record's decisive ISO date (published, closing, adopted), or null. */
  date: z.string().nullable(),
  /** Unix seconds of `date` (start of the day in UTC); sortable. null sorts last. */
  date_ts: z.number().int().nullable(),
  year: z.number().int().nullable(),
  /** The authority's own page for this record (the official link), or null. */
  url: z.string().nullable(),
  /** ISO date the facts were stated by the source (as-at date), or null when the source gives none. */
  asAt: z.string().nullable(),
  source: z.string().min(1),
  sourceUrl: z.string().url(),
  retrievedAt: z.string(),
  fields: z.record(z.string(), z.unknown()),
});
export type DirectoryRecord = z.infer<typeof DirectoryRecordSchema>;

/** Attributes lookup procedures may filter the directory index on. */
export const DIRECTORY_FILTERABLE = [
  'kind',
  'category',
  'subtype',
  'region',
  'tags',
  'status',
  'year',
  'date_ts',
  // A council's kinds of plan and bylaw held (`District plan`, `Bylaw`…): counted over all matching councils.
  'fields.documentTypes',
] as const;
export type DirectoryFilterableAttribute = (typeof DIRECTORY_FILTERABLE)[number];

/** Attributes lookup procedures may sort the directory index on. */
export const DIRECTORY_SORTABLE = ['title_sort', 'date_ts'] as const;
export type DirectorySortableAttribute = (typeof DIRECTORY_SORTABLE)[number];

/** The directory index's settings, applied by the indexer to every fresh index before records are added. */
export const DIRECTORY_SETTINGS: Settings = {
  searchableAttributes: ['title', 'tags', 'summary', 'category', 'subtype', 'region', 'text'],
  displayedAttributes: ['*'],
  filterableAttributes: [...DIRECTORY_FILTERABLE],
  sortableAttributes: [...DIRECTORY_SORTABLE],
  rankingRules: ['sort', 'words', 'typo', 'proximity', 'attribute', 'exactness'],
  typoTolerance: { enabled: true, disableOnNumbers: true },
  pagination: { maxTotalHits: 10_000 },
  faceting: { maxValuesPerFacet: 500 },
};
