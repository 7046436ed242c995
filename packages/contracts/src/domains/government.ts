import { z } from 'zod';
import {
  filterParam,
  LookupQuerySchema,
  PageInfoSchema,
  ProvenanceSchema,
  pagedList,
  pagingParams,
} from '../lookup';

/**
 * Government & Local: ministries, government forms and datasets, local councils, court forms and fees, the Ministry
 * of Justice forms list, council plans and environmental rules. All answered from the directory index; each
 * entity's payload is the record's `fields` (kinds named on each schema). A kind the index holds no records of
 * answers an empty list, and the panel shows the specification's empty state with the official site.
 */

/** A free-text filter value (a sector, region, service or category name as the source spells it). */
const NameFilterSchema = z.string().trim().max(100, { message: 'must be at most 100 characters' });

/** Sectors of the www.govt.nz organisations directory (the Ministries tab's category filter), as it spells them. */
export const GOVERNMENT_SECTORS = [
  'Public Service',
  'Non-Public Service departments',
  'Crown agents',
  'Autonomous crown entities',
  'Independent Crown entities',
  'Crown entities',
  'Crown entity subsidiaries',
  'Offices of Parliament',
  'State-owned enterprises',
  'Mixed ownership model companies',
  'Public Finance Act Schedule 4 organisations',
  'Public Finance Act Schedule 4a companies',
  'Public Research Organisation',
  'Statutory entities',
  'Universities',
  'Polytechnics/Institutes of technology',
  'Wānanga',
  'Trusts',
  'Regional',
  'Public Sector',
  'State Services',
  'Fish and game councils',
  'Other companies',
  'Other (bodies corporate)',
  'Other (unincorporated)',
] as const;

/** A government organisation (the specification's entity "Ministry"; directory kind `government_organisation`). */
export const MinistrySchema = ProvenanceSchema.extend({
  id: z.string(),
  /** The directory's organisation id (sent as the forms category by View Forms). */
  orgId: z.string(),
  name: z.string(),
  shortName: z.string().nullable(),
  teReoName: z.string().nullable(),
  /** Sector in the directory (e.g. `Public Service`). */
  category: z.string().nullable(),
  /** Responsible ministers as the directory lists them (no names: the directory lists portfolios). */
  ministers: z.array(z.string()),
  phone: z.string().nullable(),
  freephone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  contactPage: z.string().nullable(),
  address: z.string().nullable(),
  parentName: z.string().nullable(),
  keyForms: z.array(z.string()),
  /** ISO date the directory entry was last modified (its as-at date), or null. */
  asAt: z.string().nullable(),
});
export type Ministry = z.infer<typeof MinistrySchema>;

/**
 * `GET /api/government-ministries?query=&category=&page=&limit=` — category: a sector (GOVERNMENT_SECTORS); `limit`
 * organisations a page (1–100, default 50), `page` 1–1000 (default 1).
 */
export const GovernmentMinistriesInputSchema = z.object({
  query: LookupQuerySchema,
  category: filterParam(NameFilterSchema),
  ...pagingParams(50, 100),
});
/** The specification's list of ministries, one page of it (`ministries`), with the exact total (`PageInfoSchema`). */
export const GovernmentMinistriesOutputSchema = pagedList('ministries', MinistrySchema);

/** File formats of government forms and datasets (filter values). */
export const FORM_FORMATS = ['pdf', 'online', 'doc', 'docx', 'csv', 'xlsx', 'json', 'api', 'other'] as const;

/** A government form (the specification's entity "Government form"; directory kind `government_form`). */
export const GovernmentFormSchema = ProvenanceSchema.extend({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** e.g. `pdf`, `online`. */
  format: z.string().nullable(),
  /** The publishing agency's govt.nz organisation id (a ministry's View Forms sends it), or null. */
  category: z.string().nullable(),
  agency: z.string().nullable(),
  formNumber: z.string().nullable(),
  lastUpdated: z.string().nullable(),
  url: z.string().nullable(),
});
export type GovernmentForm = z.infer<typeof GovernmentFormSchema>;

/**
 * `GET /api/government-forms?query=&category=&format=&page=&limit=` — category: an agency's organisation id; `limit`
 * forms a page (1–100, default 50), `page` 1–1000 (default 1).
 */
export const GovernmentFormsInputSchema = z.object({
  query: LookupQuerySchema,
  category: filterParam(NameFilterSchema),
  format: filterParam(NameFilterSchema),
  ...pagingParams(50, 100),
});
/** The specification's list of forms, one page of it (`forms`), with the exact total (`PageInfoSchema`). */
export const GovernmentFormsOutputSchema = pagedList('forms', GovernmentFormSchema);

/** A government dataset (the specification's entity "Dataset"; directory kind `dataset`). */
export const DatasetSchema = ProvenanceSchema.extend({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  format: z.string().nullable(),
  /** Publisher or group as the catalogue names it. */
  category: z.string().nullable(),
  frequency: z.string().nullable(),
  lastUpdated: z.string().nullable(),
  url: z.string().nullable(),
  /** Formats of the dataset's resources as the catalogue names them (e.g. `CSV`, `OGC WMS`). */
  formats: z.array(z.string()),
  licence: z.string().nullable(),
  /** ISO date (`YYYY-MM-DD`, `YYYY-MM`) the catalogue entry was captured or its status dated, or null. */
  asAt: z.string().nullable(),
});
export type Dataset = z.infer<typeof DatasetSchema>;

/**
 * `GET /api/government-datasets?query=&category=&format=&page=&limit=` — `limit` datasets a page (1–100, default
 * 50), `page` 1–1000 (default 1).
 */
export const GovernmentDatasetsInputSchema = z.object({
  query: LookupQuerySchema,
  category: filterParam(NameFilterSchema),
  format: filterParam(NameFilterSchema),
  ...pagingParams(50, 100),
});
/** The specification's list of datasets, one page of it (`datasets`), with the exact total (`PageInfoSchema`). */
export const GovernmentDatasetsOutputSchema = pagedList('datasets', DatasetSchema);

/** The specification's council types. */
export const COUNCIL_TYPES = [
  'City Council',
  'District Council',
  'Regional Council',
  'Unitary Authority',
] as const;
export const CouncilTypeSchema = z.enum(COUNCIL_TYPES);

/** The sixteen regions of New Zealand (council region filter). */
export const NZ_REGIONS = [
  'Northland',
  'Auckland',
  'Waikato',
  'Bay of Plenty',
  'Gisborne',
  "Hawke's Bay",
  'Taranaki',
  'Manawatū-Whanganui',
  'Wellington',
  'Tasman',
  'Nelson',
  'Marlborough',
  'West Coast',
  'Canterbury',
  'Otago',
  'Southland',
] as const;

/** A dated figure with the year it is for and its source (e.g. a Stats NZ population estimate). */
export const DatedFigureSchema = z.object({
  value: z.number(),
  /** Year the figure is for (e.g. 2015 for an estimate at 30 June 2015). */
  year: z.number().int(),
  source: z.string(),
});

/**
 * A local authority (the specification's entity "Council"; directory kind `council`): name, type and region from a real mapping,
 * population only as a dated estimate with its year, no mayor, chief executive or area (no dated source held).
 */
export const CouncilSchema = ProvenanceSchema.extend({
  id: z.string(),
  name: z.string(),
  teReoName: z.string().nullable(),
  type: z.string().nullable(),
  region: z.string().nullable(),
  /** What the region rests on (e.g. `Region of its 1989 reorganisation order`), or null. */
  regionBasis: z.string().nullable(),
  population: DatedFigureSchema.nullable(),
  website: z.string().nullable(),
  contactInfo: z.object({
    address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  services: z.array(z.string()),
  /** Kinds of the council's documents held in the plans-and-bylaws snapshot (`District plan`, `Bylaw`, …), or empty. */
  documentTypes: z.array(z.string()),
  asAt: z.string().nullable(),
});
export type Council = z.infer<typeof CouncilSchema>;

/**
 * `GET /api/local-councils?query=&type=&region=&services=&page=1&limit=20` — `limit` councils a page (1–100, default
 * 20), `page` 1–1000.
 */
export const LocalCouncilsInputSchema = z.object({
  query: LookupQuerySchema,
  type: filterParam(CouncilTypeSchema),
  region: filterParam(NameFilterSchema),
  /** One service name (e.g. `Building Consents`). */
  services: filterParam(NameFilterSchema),
  ...pagingParams(20, 100),
});
/**
 * The specification's `{ councils, allServices, allDocumentTypes }` (one page of councils), plus the exact total of
 * matching councils and the page's place (`PageInfoSchema`).
 */
export const LocalCouncilsOutputSchema = z.object({
  councils: z.array(CouncilSchema),
  ...PageInfoSchema.shape,
  /** Services offered by the matching councils, with how many offer each (most first). */
  allServices: z.array(z.object({ name: z.string(), count: z.number().int() })),
  /** Kinds of plan and bylaw held for the matching councils, with how many councils have each (most first). */
  allDocumentTypes: z.array(z.object({ name: z.string(), count: z.number().int() })),
  /** Council types among the matching councils, with how many of each (most first). */
  typeCounts: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type LocalCouncilsOutput = z.infer<typeof LocalCouncilsOutputSchema>;

/** A fee with its amount only where the source gives an as-at date (directory kind `court_fee`). */
export const CourtFeeSchema = ProvenanceSchema.extend({
  id: z.string(),
  title: z.string(),
  /** Court type (the Court Forms tab: `district`, `high`, `appeal`, `supreme`, `family`, `maori-land`, `tribunal`). */
  court: z.string().nullable(),
  /** The court's name as the source writes it (e.g. `District Court (civil)`). */
  courtName: z.string().nullable(),
  /** Amount in NZ dollars as the source states it (`1100.00`, `0 (no fee)`); null unless `asAt` is known. */
  amount: z.string().nullable(),
  /** The amount before this one, where the source gives it (null unless `asAt` is known). */
  previousAmount: z.string().nullable(),
  /** ISO date (`YYYY-MM-DD`) the amount applied from, or null when the source gives none. */
  asAt: z.string().nullable(),
  /** The as-at wording of the source (`fees from 1 July 2013`, `from 1 July 2011 (superseded 1 July 2013)`). */
  asAtText: z.string().nullable(),
  /** True when the fee is known to be superseded or of unknown currency (every fee of the bundled snapshot). */
  historic: z.boolean(),
  /** Regulations that set the fee, as the source names them, or null. */
  instrument: z.string().nullable(),
  /** The source's note (e.g. a caveat on currency), or null. */
  note: z.string().nullable(),
  /** What kind of page the fee was read on (`official (justice.govt.nz)`, `law firm summary (secondary)`). */
  sourceType: z.string().nullable(),
  url: z.string().nullable(),
});
export type CourtFee = z.infer<typeof CourtFeeSchema>;

/** A court or tribunal form (the specification's entity "Justice form"; directory kind `court_form`). */
export const CourtFormSchema = ProvenanceSchema.extend({
  id: z.string(),
  title: z.string(),
  formNumber: z.string().nullable(),
  description: z.string().nullable(),
  /** Court or tribunal the form is for (e.g. `district`, `family`), or null. */
  courtType: z.string().nullable(),
  /** Category as the ministry groups it. */
  category: z.string().nullable(),
  language: z.string().nullable(),
  fileType: z.string().nullable(),
  lastUpdated: z.string().nullable(),
  tags: z.array(z.string()),
  downloadUrl: z.string().nullable(),
  /** ISO date (or `YYYY-MM`) of the page the form was read on, or null. */
  asAt: z.string().nullable(),
  /** What kind of page the form was read on, or null. */
  sourceType: z.string().nullable(),
});
export type CourtForm = z.infer<typeof CourtFormSchema>;

/** `GET /api/court-forms` — no parameters. */
export const CourtFormsInputSchema = z.object({});
/** Forms grouped by court, the fees held (amounts only with an as-at date), and when the fees were last read. */
export const CourtFormsOutputSchema = z.object({
  forms: z.record(z.string(), z.array(CourtFormSchema)),
  fees: z.array(CourtFeeSchema),
  pricing: z.object({
    /** Newest as-at date among the fees, or null. */
    lastPricingUpdate: z.string().nullable(),
    /** Always null: no schedule of fee updates is known. */
    nextUpdate: z.string().nullable(),
  }),
});
export type CourtFormsOutput = z.infer<typeof CourtFormsOutputSchema>;

/** The specification's justice form court types, languages and file types. */
export const MOJ_COURT_TYPES = [
  'district',
  'high',
  'appeal',
  'supreme',
  'employment',
  'environment',
  'family',
  'maori-land',
  'coroners',
  'tribunal',
] as const;
export const MOJ_LANGUAGES = ['english', 'maori', 'both'] as const;
export const MOJ_FILE_TYPES = ['pdf', 'doc', 'docx'] as const;

/** `GET /api/moj-forms?query=&courtType=&category=&language=&fileType=`. */
export const MojFormsInputSchema = z.object({
  query: LookupQuerySchema,
  courtType: filterParam(z.enum(MOJ_COURT_TYPES)),
  category: filterParam(NameFilterSchema),
  language: filterParam(z.enum(MOJ_LANGUAGES)),
  fileType: filterParam(z.enum(MOJ_FILE_TYPES)),
});
/** The specification's response; `lastUpdated` is the snapshot's retrieved date (no scraping is done). */
export const MojFormsOutputSchema = z.object({
  forms: z.array(CourtFormSchema),
  totalForms: z.number().int(),
  filteredForms: z.number().int(),
  lastUpdated: z.string().nullable(),
  availableCategories: z.array(z.string()),
  /** Every form held, by its category (the specification's map of category to list of forms). */
  categories: z.record(z.string(), z.array(CourtFormSchema)),
});
export type MojFormsOutput = z.infer<typeof MojFormsOutputSchema>;

/** Council plan tabs (the record's `category`); `bylaws` holds the councils' bylaws. */
export const COUNCIL_PLAN_CATEGORIES = [
  'district-plans',
  'regional-plans',
  'structure-plans',
  'bylaws',
] as const;
/** The specification's plan status options. */
export const PLAN_STATUSES = [
  'Operative',
  'Proposed',
  'Under Review',
  'Notified',
  'Decisions Version',
  'Appeals',
] as const;

/** A district, regional or structure plan, or a bylaw (the specification's entity "Council plan"; kind `council_plan`). */
export const CouncilPlanSchema = ProvenanceSchema.extend({
  id: z.string(),
  title: z.string(),
  planType: z.string().nullable(),
  category: z.string().nullable(),
  /** The specification status (PLAN_STATUSES) the stated status amounts to, or null (the status filter's value). */
  status: z.string().nullable(),
  /** Status as the council's page states it; shown only with `asAt`. */
  statusText: z.string().nullable(),
  /** Dated events of the plan as its page lists them (`date` as written: `2018-07-18`, `2022-08`, `2013`). */
  events: z.array(
    z.object({ event: z.string(), date: z.string().nullable(), count: z.number().int().nullable() }),
  ),
  sourceType: z.string().nullable(),
  council: z.string().nullable(),
  region: z.string().nullable(),
  adoptedDate: z.string().nullable(),
  description: z.string().nullable(),
  planUrl: z.string().nullable(),
  /** The newest date the page shows for the status (`YYYY-MM-DD`, `YYYY-MM` or `YYYY`), or null. */
  asAt: z.string().nullable(),
});
export type CouncilPlan = z.infer<typeof CouncilPlanSchema>;

/** `GET /api/council-plans?query=&region=&planType=&status=&category=`. */
export const CouncilPlansInputSchema = z.object({
  query: LookupQuerySchema,
  region: filterParam(NameFilterSchema),
  planType: filterParam(NameFilterSchema),
  status: filterParam(z.enum(PLAN_STATUSES)),
  category: filterParam(z.enum(COUNCIL_PLAN_CATEGORIES)),
});
export const CouncilPlansOutputSchema = z.array(CouncilPlanSchema);

/** Environmental rules tabs (the record's `category`). */
export const ENVIRONMENTAL_RULE_CATEGORIES = [
  'national-laws',
  'regional-rules',
  'district-regulations',
] as const;

/** A national environmental standard, policy statement, regional plan or rule (kind `environmental_instrument`). */
export const EnvironmentalRuleSchema = ProvenanceSchema.extend({
  id: z.string(),
  title: z.string(),
  ruleType: z.string().nullable(),
  category: z.string().nullable(),
  /** Status as the source states it, with `asAt`. */
  status: z.string().nullable(),
  authority: z.string().nullable(),
  region: z.string().nullable(),
  enactedDate: z.string().nullable(),
  description: z.string().nullable(),
  environmentalAreas: z.array(z.string()),
  regulatoryUrl: z.string().nullable(),
  /** The date the stated status is as at (`YYYY-MM-DD`, `YYYY-MM` or `YYYY`), or null (status then not shown). */
  asAt: z.string().nullable(),
  shortName: z.string().nullable(),
  /** What kind of page it was read on (e.g. `Wikipedia mirror – secondary`), or null. */
  sourceType: z.string().nullable(),
});
export type EnvironmentalRule = z.infer<typeof EnvironmentalRuleSchema>;

/** `GET /api/environmental-rules?query=&region=&ruleType=&environmentalArea=&category=`. */
export const EnvironmentalRulesInputSchema = z.object({
  query: LookupQuerySchema,
  region: filterParam(NameFilterSchema),
  ruleType: filterParam(NameFilterSchema),
  environmentalArea: filterParam(NameFilterSchema),
  category: filterParam(z.enum(ENVIRONMENTAL_RULE_CATEGORIES)),
});
export const EnvironmentalRulesOutputSchema = z.array(EnvironmentalRuleSchema);
