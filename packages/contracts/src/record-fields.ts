import { z } from 'zod';
import { JournalAccessTypeSchema, SourcedFactSchema } from './domains/research';
import { SituationGuidanceSchema, TopicInformationSchema } from './guidance';
import type { DirectoryKind } from './indexes/directory';

/**
 * The fields schema of each directory record kind: the shape of a record's `fields`, which the indexer's source
 * builds (`makeDirectoryRecord` checks it at compile time and validates it when the record is made) and the API's
 * `toItem` reads (`directoryFieldsOf`), so a field renamed on one side fails the other's type check.
 *
 * Each schema holds what its source's `parse.ts` writes, nothing more: a fact the source does not state is null
 * (never a made-up value), and a key only some of a kind's records carry is optional. Every link a card shows as the
 * record's own page (`DIRECTORY_LINK_FIELDS`: `website`, `url`, `baseUrl`, …) is nullable: the indexer keeps it only
 * when it is the kind's official page.
 */

const text = z.string();
const maybe = z.string().nullable();
const link = z.string().nullable();
const words = z.array(z.string());

/** A fact with the page it was read on (Māori courts' jurisdiction and programme facts). */
const TopicFactSchema = z.object({ topic: text, text, sourceUrl: text });

/** `legislation_update` — one entry of the legislation.govt.nz Atom feed (`legislation-atom-feed`). */
export const LegislationUpdateFieldsSchema = z.object({
  feedTitle: text,
  entryId: maybe,
  /** The entry's `updated` timestamp as the feed writes it, or null. */
  updated: maybe,
  /** The version line (`Version: as at 07 May 2015`), or null. */
  version: maybe,
  category: text,
  url: link,
});

/** `building_code_clause` — a Building Code clause (`nz-building-code`). */
export const BuildingCodeClauseFieldsSchema = z.object({
  codeNumber: text,
  name: text,
  description: maybe,
  sourceType: maybe,
});

/** `building_method` — an Acceptable Solution or Verification Method (`nz-building-code`). */
export const BuildingMethodFieldsSchema = z.object({
  code: text,
  name: text,
  methodType: text,
  scope: maybe,
  notes: maybe,
  edition: maybe,
  /** The source's words on when it took effect (an ISO date or e.g. 'introduced November 2020'). */
  effective: maybe,
  clauses: words,
  sourceType: maybe,
  extraSources: words,
});

/** `standard` — a standard cited by the Building Code's means of compliance (`nz-building-code`). */
export const StandardFieldsSchema = z.object({
  standardNumber: text,
  /** The title as read, or null when the source did not read it (`titleNote` then says so). */
  name: maybe,
  titleNote: maybe,
  notes: maybe,
  sourceType: maybe,
  extraSources: words,
});

/** `government_organisation` — an organisation of the www.govt.nz directory (`govtnz-organisations`). */
export const GovernmentOrganisationFieldsSchema = z.object({
  orgId: text,
  shortName: maybe,
  teReoName: maybe,
  sector: maybe,
  ministers: words,
  roles: words,
  phone: maybe,
  freephone: maybe,
  email: maybe,
  website: link,
  contactPage: link,
  physicalAddress: maybe,
  postalAddress: maybe,
  parentId: maybe,
  parentName: maybe,
  /** Titles of the forms the organisation publishes (`nz-government-forms`). */
  keyForms: words,
  lastModified: maybe,
});

/** `government_form` — a form an agency publishes (`nz-government-forms`). */
export const GovernmentFormFieldsSchema = z.object({
  agency: text,
  formNumber: maybe,
  sourceType: maybe,
  titleVariant: maybe,
  editionSeenAt: maybe,
});

/** `dataset` — a dataset of the data.govt.nz or PAN-NZ catalogue (`govt-datasets-catalogue`). */
export const DatasetFieldsSchema = z.object({
  formats: words,
  frequency: maybe,
  licence: maybe,
  /** The catalogue it is listed in (e.g. 'data.govt.nz (CKAN)'). */
  catalogue: text,
  /** PAN-NZ rows only. */
  downloadUrl: link.optional(),
  apiUrl: link.optional(),
});

/** `court_fee` — a court fee with its as-at words (`moj-court-forms-fees`); amounts in NZ dollars as printed. */
export const CourtFeeFieldsSchema = z.object({
  amount: text,
  previousAmount: maybe,
  asAtText: maybe,
  instrument: maybe,
  sourceType: maybe,
  historic: z.boolean(),
});

/** `court_form` — a Ministry of Justice court form or form generator (`moj-court-forms-fees`). */
export const CourtFormFieldsSchema = z.object({
  formNumber: maybe,
  language: maybe,
  fileType: maybe,
  asAtText: maybe,
  sourceType: maybe,
  filingModes: words,
  actions: words,
});

/** `council` — a city, district or regional council or unitary authority (`nz-councils`). */
export const CouncilFieldsSchema = z.object({
  govtnzId: text,
  directoryName: text,
  teReoName: maybe,
  regionBasis: maybe,
  constitutedBy: maybe,
  /** A dated estimate: people, the year it is for, and who estimated it. */
  population: z.object({ value: z.number(), year: z.number().int(), source: text }).nullable(),
  website: link,
  phone: maybe,
  freephone: maybe,
  email: maybe,
  physicalAddress: maybe,
  /** The kinds of plan and bylaw the council holds (`District plan`, `Bylaw`…), sorted. */
  documentTypes: words,
});

/** A plan's notification, decision or appeal event as the source lists it. */
const PlanEventSchema = z.object({ event: text, date: maybe, count: z.number().int().nullable() });

/** `council_plan` — a district plan or bylaw (`nz-district-plans-bylaws`) or a regional plan (`nz-environmental-instruments`). */
export const CouncilPlanFieldsSchema = z.object({
  /** Regional plans only: the council that made it. */
  authority: maybe.optional(),
  council: text,
  statusText: maybe,
  events: z.array(PlanEventSchema),
  /** Regional plans only. */
  website: link.optional(),
  sourceType: maybe,
  extraSources: words,
});

/** `environmental_instrument` — a national instrument or a regional plan (`nz-environmental-instruments`). */
export const EnvironmentalInstrumentFieldsSchema = z.object({
  authority: maybe,
  /** National instruments only. */
  shortName: maybe.optional(),
  inForce: maybe.optional(),
  earlierInstrument: z.boolean().optional(),
  /** Regional plans only. */
  council: text.optional(),
  statusText: maybe.optional(),
  website: link.optional(),
  sourceType: maybe,
  extraSources: words,
});

/** `maori_court` — the Māori Land Court, Māori Appellate Court, Waitangi Tribunal or a court office. */
export const MaoriCourtFieldsSchema = z.object({
  type: text,
  jurisdiction: words,
  facts: z.array(TopicFactSchema),
  contactInfo: z.object({ phone: maybe, email: maybe, address: maybe }),
  postal: maybe,
  website: link,
  note: maybe,
  snapshotNote: text,
});

/** `waitangi_inquiry` — a Waitangi Tribunal inquiry, report or claim (`waitangi-tribunal-maori-land-court`). */
export const WaitangiInquiryFieldsSchema = z.object({
  /** `Wai 1040`, or null. */
  wai: maybe,
  district: maybe,
  claim: maybe,
  reportDate: maybe,
  reportYear: maybe,
  sourceType: maybe,
  extraSources: words,
  snapshotNote: text,
});

/** `waitangi_claim` — a claim named in a Treaty settlement Act (`waitangi-claims-settlement-acts`). */
export const WaitangiClaimFieldsSchema = z.object({
  wai: text,
  /** The claim's title in the Act, or null when withheld (`titleWithheld` says why). */
  claimTitle: maybe,
  titleWithheld: maybe,
  act: text,
  provision: maybe,
  actAsAt: maybe,
});

/** `legal_service` — a Community Law Centre or other free legal service (`community-law-centres`). */
export const LegalServiceFieldsSchema = z.object({
  name: text,
  type: text,
  location: maybe,
  region: maybe,
  description: maybe,
  services: words,
  specializations: words,
  eligibility: maybe,
  contact: z.object({ phone: maybe, email: maybe, address: maybe, website: link }),
  hours: maybe,
  languages: words,
  asAt: maybe,
  sourceType: maybe,
});

/** `helpline` — an official helpline (`community-law-centres`). */
export const HelplineFieldsSchema = z.object({
  name: text,
  phone: text,
  hours: maybe,
  group: text,
  notes: maybe,
  asAt: maybe,
});

/** `law_school` — a university law school (`nz-law-schools`): the Law School entity without id and provenance. */
export const LawSchoolFieldsSchema = z.object({
  name: text,
  university: text,
  city: text,
  website: link,
  foundingYear: SourcedFactSchema.nullable(),
  nameMaori: maybe,
  degrees: z.array(SourcedFactSchema),
  degreeLengths: z.array(SourcedFactSchema),
  address: SourcedFactSchema.nullable(),
  library: maybe,
});

/** `journal` — a New Zealand law journal or review (`nz-law-journals`): the Journal entity without name and provenance. */
export const JournalFieldsSchema = z.object({
  abbreviation: maybe,
  publisher: maybe,
  issn: maybe,
  frequency: maybe,
  firstPublished: maybe,
  accessType: JournalAccessTypeSchema,
  accessNote: maybe,
  description: maybe,
  website: link,
  archiveUrl: maybe,
  asAt: maybe,
});

/** `legal_organisation` — a legal organisation or research centre (`nz-legal-organisations`). */
export const LegalOrganisationFieldsSchema = z.object({
  name: text,
  /** The snapshot's type (`research_centre`, `professional_body`, …). */
  type: text,
  /** The source's own words (e.g. 'research group'), or null. */
  subtype: maybe,
  institution: maybe,
  location: maybe,
  established: maybe,
  website: link,
  description: maybe,
  focusAreas: words,
  sourceType: maybe,
});

/** `news_item` — a legal news item or a recorded legislation/Gazette item (`nz-legal-news`, and its connector). */
export const NewsItemFieldsSchema = z.object({
  publisher: text,
  sourceType: text,
  mediaSource: maybe,
  mediaType: maybe,
  category: maybe,
  date: maybe,
  dateKind: maybe,
  summary: maybe,
  tags: words,
  legalAreas: words,
  url: link,
  recorded: z.boolean(),
  notes: maybe,
  /** News publishers only: the kind of page the publisher was read from. */
  publisherSourceType: maybe.optional(),
});

/** `grant` — a grant, scholarship, prize or research fund (`legal-grants-scholarships`). */
export const GrantFieldsSchema = z.object({
  title: text,
  type: text,
  category: text,
  provider: maybe,
  /** As the provider states it (e.g. '$5,000'), or null. */
  amount: maybe,
  /** ISO date, or null when the provider gives none. */
  closingDate: maybe,
  closingNote: maybe,
  description: maybe,
  eligibility: words,
  established: maybe,
  numberOffered: maybe,
  contact: z.object({ website: link, applicationUrl: link }),
  asAt: maybe,
  sourceType: maybe,
});

/** `legal_database` — a legal research database (`nz-legal-research-databases`). */
export const LegalDatabaseFieldsSchema = z.object({
  name: text,
  shortName: maybe,
  description: maybe,
  focus: text,
  categories: words,
  baseUrl: link,
  accessType: text,
  accessNote: maybe,
  operator: maybe,
  specialties: words,
  coverage: maybe,
  searchUrl: link,
  asAt: maybe,
  sourceType: maybe,
});

/** `data_source` — one bundled data snapshot as the data README describes it (`nz-data-sources`). */
export const DataSourceFieldsSchema = z.object({
  folder: text,
  name: text,
  description: text,
  records: text,
  licence: text,
  /** The snapshot's date as the README writes it. */
  snapshot: text,
  baseUrl: link,
  category: text,
  dataTypes: words,
  status: text,
});

export const GuidanceSituationFieldsSchema = SituationGuidanceSchema;
export const GuidanceTopicFieldsSchema = TopicInformationSchema;

export const DIRECTORY_FIELDS_SCHEMAS = {
  legislation_update: LegislationUpdateFieldsSchema,
  building_code_clause: BuildingCodeClauseFieldsSchema,
  building_method: BuildingMethodFieldsSchema,
  standard: StandardFieldsSchema,
  government_organisation: GovernmentOrganisationFieldsSchema,
  government_form: GovernmentFormFieldsSchema,
  dataset: DatasetFieldsSchema,
  court_fee: CourtFeeFieldsSchema,
  court_form: CourtFormFieldsSchema,
  council: CouncilFieldsSchema,
  council_plan: CouncilPlanFieldsSchema,
  environmental_instrument: EnvironmentalInstrumentFieldsSchema,
  maori_court: MaoriCourtFieldsSchema,
  waitangi_inquiry: WaitangiInquiryFieldsSchema,
  waitangi_claim: WaitangiClaimFieldsSchema,
  legal_service: LegalServiceFieldsSchema,
  helpline: HelplineFieldsSchema,
  law_school: LawSchoolFieldsSchema,
  journal: JournalFieldsSchema,
  legal_organisation: LegalOrganisationFieldsSchema,
  news_item: NewsItemFieldsSchema,
  grant: GrantFieldsSchema,
  legal_database: LegalDatabaseFieldsSchema,
  data_source: DataSourceFieldsSchema,
  guidance_situation: GuidanceSituationFieldsSchema,
  guidance_topic: GuidanceTopicFieldsSchema,
} as const satisfies Record<DirectoryKind, z.ZodType>;

/** The `fields` of a directory record of kind `K`. */
export type DirectoryFields<K extends DirectoryKind> = z.infer<(typeof DIRECTORY_FIELDS_SCHEMAS)[K]>;
