import { z } from 'zod';
import { filterParam, LookupQuerySchema, limitParam, ProvenanceSchema } from '../lookup';

/**
 * Find Lawyers: free legal services and helplines (from the Community Law Centres snapshot), the Law Society's
 * professional documents, and the lawyer search (no register of lawyers is held: see `LawyerSearchOutputSchema`).
 */

/** The specification's service types. Which one a record gets is decided by the documented rule of the indexer's source. */
export const SERVICE_TYPES = ['legal_aid', 'community_law', 'pro_bono', 'specialist', 'advocacy'] as const;
export const ServiceTypeSchema = z.enum(SERVICE_TYPES);
export type ServiceType = z.infer<typeof ServiceTypeSchema>;

/**
 * Regions of the Free Legal Services filter: the specification's eleven plus `gisborne` (Tairāwhiti), where the snapshot
 * holds a centre the specification's list had no place for.
 */
export const SERVICE_REGIONS = [
  'auckland',
  'wellington',
  'canterbury',
  'waikato',
  'bay-of-plenty',
  'otago',
  'manawatu',
  'hawkes-bay',
  'northland',
  'taranaki',
  'southland',
  'gisborne',
] as const;
export const ServiceRegionSchema = z.enum(SERVICE_REGIONS);
export type ServiceRegion = z.infer<typeof ServiceRegionSchema>;

/** Contact details of a service, each only where the source showed it (and as old as its `asAt`). */
export const ServiceContactSchema = z.object({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
});

/** A free legal service (the specification's entity "Free legal service"), only with the facts its source states. */
export const LegalServiceSchema = ProvenanceSchema.extend({
  id: z.string(),
  name: z.string(),
  type: ServiceTypeSchema,
  /** The area served, in the source's words (e.g. 'Otago (Dunedin; outreach North Otago/Oamaru …)'), or null. */
  location: z.string().nullable(),
  /** Filter region, or null for national services. */
  region: ServiceRegionSchema.nullable(),
  description: z.string().nullable(),
  services: z.array(z.string()),
  specializations: z.array(z.string()),
  eligibility: z.string().nullable(),
  contact: ServiceContactSchema,
  hours: z.string().nullable(),
  languages: z.array(z.string()),
  /** As-at date the source shows for these facts (e.g. '2013-12'), or null. */
  asAt: z.string().nullable(),
});
export type LegalService = z.infer<typeof LegalServiceSchema>;

/** `GET /api/free-legal-services?query=&region=&type=` (`all`/blank: no filter). */
export const FreeLegalServicesInputSchema = z.object({
  query: LookupQuerySchema,
  region: filterParam(ServiceRegionSchema),
  type: filterParam(ServiceTypeSchema),
});
export type FreeLegalServicesInput = z.infer<typeof FreeLegalServicesInputSchema>;
/** The specification's response `services[]`, with the count per type over the same query and region (for the tabs). */
export const FreeLegalServicesOutputSchema = z.object({
  services: z.array(LegalServiceSchema),
  total: z.number().int(),
  /** Services per type for the query and region, ignoring the type filter. */
  countsByType: z.record(z.string(), z.number().int()),
});
export type FreeLegalServicesOutput = z.infer<typeof FreeLegalServicesOutputSchema>;

/** Groups of helplines in the Emergency Legal Help box. */
export const HELPLINE_GROUPS = ['emergency', 'family_violence', 'courts'] as const;
export const HelplineGroupSchema = z.enum(HELPLINE_GROUPS);
export type HelplineGroup = z.infer<typeof HelplineGroupSchema>;

/** A public helpline read on an official page (govt.nz, justice.govt.nz). */
export const HelplineSchema = ProvenanceSchema.extend({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  hours: z.string().nullable(),
  group: HelplineGroupSchema,
  notes: z.string().nullable(),
  asAt: z.string().nullable(),
});
export type Helpline = z.infer<typeof HelplineSchema>;

/** `GET /api/legal-helplines?group=` — the official numbers for the Emergency Legal Help box. */
export const LegalHelplinesInputSchema = z.object({ group: filterParam(HelplineGroupSchema) });
export type LegalHelplinesInput = z.infer<typeof LegalHelplinesInputSchema>;
export const LegalHelplinesOutputSchema = z.array(HelplineSchema);

/** The specification's Law Society categories (filter values as sent). */
export const LAW_SOCIETY_CATEGORIES = [
  'bar-admission',
  'professional-conduct',
  'practice-standards',
  'trust-accounting',
  'professional-development',
  'professional-insurance',
  'disciplinary-procedures',
  'client-care',
  'continuing-education',
] as const;
export const LawSocietyCategorySchema = z.enum(LAW_SOCIETY_CATEGORIES);
export type LawSocietyCategory = z.infer<typeof LawSocietyCategorySchema>;

/** The specification's Law Society document (a professional rule or practice guideline). */
export const LawSocietyDocumentSchema = ProvenanceSchema.extend({
  id: z.string(),
  title: z.string(),
  type: z.enum(['professional_rule', 'practice_guideline']),
  summary: z.string().nullable(),
  category: z.string().nullable(),
  ruleNumber: z.string().nullable(),
  lastUpdated: z.string().nullable(),
  effectiveDate: z.string().nullable(),
  externalUrl: z.string().nullable(),
});
export type LawSocietyDocument = z.infer<typeof LawSocietyDocumentSchema>;

/** Non-empty search text: the Law Society and Scholar searches run only on an explicit search. */
export const RequiredQuerySchema = z
  .string({ message: 'is required (enter keywords to search)' })
  .trim()
  .min(1, { message: 'must not be empty (enter keywords to search)' })
  .max(200, { message: 'must be at most 200 characters' });

/** `GET /api/law-society-search?query=&category=&limit=8`. */
export const LawSocietySearchInputSchema = z.object({
  query: RequiredQuerySchema,
  category: filterParam(LawSocietyCategorySchema),
  limit: limitParam(8, 50),
});
export type LawSocietySearchInput = z.infer<typeof LawSocietySearchInputSchema>;
/**
 * The specification's `{ documents, total }`, plus where the rules are published: no rules folder is held in the bundled
 * data, so `documents` is empty until a source of the Law Society's documents is added.
 */
export const LawSocietySearchOutputSchema = z.object({
  documents: z.array(LawSocietyDocumentSchema),
  total: z.number().int(),
  notice: z.string(),
  officialUrl: z.string(),
});
export type LawSocietySearchOutput = z.infer<typeof LawSocietySearchOutputSchema>;

/** The specification's Lawyer entity. No record of it is held: the public register is the Law Society's. */
export const LawyerSchema = ProvenanceSchema.extend({
  id: z.string(),
  name: z.string(),
  firm: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  profileUrl: z.string().nullable(),
  practiceAreas: z.array(z.string()),
  languagesSpoken: z.array(z.string()),
  culturalExpertise: z.array(z.string()),
});
export type Lawyer = z.infer<typeof LawyerSchema>;

const shortText = filterParam(z.string().trim().max(100, { message: 'must be at most 100 characters' }));

/** `GET /api/lawyer-search?query=&location=&practiceArea=&languageSpoken=&culturalExpertise=`. */
export const LawyerSearchInputSchema = z.object({
  query: LookupQuerySchema,
  location: shortText,
  practiceArea: shortText,
  languageSpoken: shortText,
  culturalExpertise: shortText,
});
export type LawyerSearchInput = z.infer<typeof LawyerSearchInputSchema>;
/**
 * `lawyers` is always empty: the product holds no register of lawyers and does not scrape private persons' data.
 * `notice` says so and `officialUrl` is the New Zealand Law Society, which keeps the public register.
 */
export const LawyerSearchOutputSchema = z.object({
  lawyers: z.array(LawyerSchema),
  total: z.number().int(),
  notice: z.string(),
  officialUrl: z.string(),
});
export type LawyerSearchOutput = z.infer<typeof LawyerSearchOutputSchema>;
