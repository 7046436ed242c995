import { z } from 'zod';
import {
  filterParam,
  LookupQuerySchema,
  ProvenanceSchema,
  pagedList,
  pagingParams,
  wholeNumberParam,
} from '../lookup';
import { RequiredQuerySchema } from './people';

/**
 * How a journal can be read (the specification's access filter: open, subscription, hybrid), derived by a documented rule from
 * the access note its source gives (see the indexer's `nz-law-journals` source): `open` (issues on NZLII/AustLII or a
 * free e-journal), `subscription` (sold or by subscription), `hybrid` (by subscription, with older volumes free),
 * `unknown` (the source does not say).
 */
export const JOURNAL_ACCESS_TYPES = ['open', 'subscription', 'hybrid', 'unknown'] as const;
export const JournalAccessTypeSchema = z.enum(JOURNAL_ACCESS_TYPES);
export type JournalAccessType = z.infer<typeof JournalAccessTypeSchema>;

/** A New Zealand law journal or review (the specification's entity "Journal"), only with the facts its source states. */
export const JournalSchema = ProvenanceSchema.extend({
  id: z.string(),
  name: z.string(),
  /** Abbreviation as printed by the source (e.g. `VUWLR`), or null. */
  abbreviation: z.string().nullable(),
  publisher: z.string().nullable(),
  issn: z.string().nullable(),
  /** e.g. 'four issues a year', or null. */
  frequency: z.string().nullable(),
  /** Founding year or the source's words (e.g. '2003 (volume 1, November 2003)'), or null. */
  firstPublished: z.string().nullable(),
  accessType: JournalAccessTypeSchema,
  /** The source's own words on access (e.g. 'back issues free on NZLII'), or null. */
  accessNote: z.string().nullable(),
  description: z.string().nullable(),
  /** The journal's own website, or null. */
  website: z.string().nullable(),
  /**
   * The journal's NZLII or AustLII database (e.g. `http://www.nzlii.org/nz/journals/WkoLawRw/`), from the database
   * code its access note names, or null. Issues of a year are under `<archiveUrl><year>/`.
   */
  archiveUrl: z.string().nullable(),
  /** As-at date the source shows, or null. */
  asAt: z.string().nullable(),
});
export type Journal = z.infer<typeof JournalSchema>;

/** `GET /api/law-journals?accessType=` — `all` or blank means every journal. */
export const LawJournalsInputSchema = z.object({ accessType: filterParam(JournalAccessTypeSchema) });
export type LawJournalsInput = z.infer<typeof LawJournalsInputSchema>;
/** The specification's response: a list of journals (by name). */
export const LawJournalsOutputSchema = z.array(JournalSchema);

/** An academic record of the index (the specification: Scholar result), with at most the first 2 authors shown by the panel. */
export const ScholarDocumentSchema = ProvenanceSchema.extend({
  id: z.string(),
  title: z.string(),
  type: z.literal('academic'),
  /** Authors as printed by the source, in order. */
  authors: z.array(z.string()),
  journal: z.string().nullable(),
  /** Year of publication, or null. */
  year: z.number().int().nullable(),
  /** Volume, issue and pages as printed (e.g. 'vol 2, p 415'), or null. */
  reference: z.string().nullable(),
  /** Neutral citation (e.g. `[2005] NZYbkIntLaw 16`), or null. */
  citation: z.string().nullable(),
  /** Article, thesis, review, report… as the source types it. */
  itemType: z.string(),
  /** Where the work can be read (NZLII page, DOI, repository), or null. */
  externalUrl: z.string().nullable(),
});
export type ScholarDocument = z.infer<typeof ScholarDocumentSchema>;

/** Publication year filter of the scholar search (the Law Journals panel offers the last 25 years). */
export const ScholarYearSchema = wholeNumberParam({ min: 1800, max: 2100, noun: 'year' });

/**
 * `GET /api/scholar-search?query=&limit=6&year=&page=` — explicit search only: `query` is required; `limit` papers a
 * page (1–50, default 6), `page` 1–1000 (default 1).
 */
export const ScholarSearchInputSchema = z.object({
  query: RequiredQuerySchema,
  year: filterParam(ScholarYearSchema),
  ...pagingParams(6, 50),
});
export type ScholarSearchInput = z.infer<typeof ScholarSearchInputSchema>;
/** The specification's `{ documents, total }`, one page of it, with the page's place (`PageInfoSchema`). */
export const ScholarSearchOutputSchema = pagedList('documents', ScholarDocumentSchema);
export type ScholarSearchOutput = z.infer<typeof ScholarSearchOutputSchema>;

/** A fact about a law school with the page it was read on (and its as-at date, when the page shows one). */
export const SourcedFactSchema = z.object({
  value: z.string(),
  sourceUrl: z.string(),
  /** Secondary sources (mirrors, aggregators) are flagged, e.g. 'Wikipedia (IPFS mirror) - secondary'. */
  sourceType: z.string().nullable(),
  asAt: z.string().nullable(),
});
export type SourcedFact = z.infer<typeof SourcedFactSchema>;

/**
 * A New Zealand university law school (the specification: University of "Study Law in New Zealand"), only with sourced facts:
 * no ranking, student count or fee is held.
 */
export const LawSchoolSchema = ProvenanceSchema.extend({
  id: z.string(),
  name: z.string(),
  university: z.string(),
  city: z.string(),
  /** The school's web address as recorded (a website fact, else the school's own official page), or null. */
  website: z.string().nullable(),
  foundingYear: SourcedFactSchema.nullable(),
  nameMaori: z.string().nullable(),
  degrees: z.array(SourcedFactSchema),
  /** Degree length facts (e.g. 'LLB four years'), each with its source. */
  degreeLengths: z.array(SourcedFactSchema),
  address: SourcedFactSchema.nullable(),
  library: z.string().nullable(),
});
export type LawSchool = z.infer<typeof LawSchoolSchema>;

/** `GET /api/law-schools?query=` — the six university law schools. */
export const LawSchoolsInputSchema = z.object({ query: LookupQuerySchema });
export type LawSchoolsInput = z.infer<typeof LawSchoolsInputSchema>;
export const LawSchoolsOutputSchema = z.array(LawSchoolSchema);

/** Types of legal organisation (the snapshot's own classification). */
export const ORGANISATION_TYPES = [
  'professional_body',
  'statutory_body',
  'community',
  'foundation',
  'other',
] as const;
export const OrganisationTypeSchema = z.enum(ORGANISATION_TYPES);
export type OrganisationType = z.infer<typeof OrganisationTypeSchema>;

/** Types of research centre (the snapshot says research centre or research group). */
export const RESEARCH_CENTRE_TYPES = ['research_centre', 'research_group'] as const;
export const ResearchCentreTypeSchema = z.enum(RESEARCH_CENTRE_TYPES);

/** Cities of the research-centre location filter (those the snapshot's centres are in). */
export const RESEARCH_LOCATIONS = ['Auckland', 'Wellington', 'Christchurch', 'Dunedin', 'Hamilton'] as const;
export const ResearchLocationSchema = z.enum(RESEARCH_LOCATIONS);

/** A legal research centre (the specification's entity "Research centre"), only with the facts its source states. */
export const ResearchCentreSchema = ProvenanceSchema.extend({
  id: z.string(),
  name: z.string(),
  type: ResearchCentreTypeSchema,
  institution: z.string().nullable(),
  /** City (filter value), or null. */
  location: z.string().nullable(),
  established: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  /** Focus areas as listed by the source (the panel shows 4). */
  specializations: z.array(z.string()),
});
export type ResearchCentre = z.infer<typeof ResearchCentreSchema>;

/** A legal organisation (the specification's entity "Legal organisation"). */
export const LegalOrganisationSchema = ProvenanceSchema.extend({
  id: z.string(),
  name: z.string(),
  type: OrganisationTypeSchema,
  /** The source's finer description of the type (e.g. 'student-run pro bono charity'), or null. */
  subtype: z.string().nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  /** Focus areas as listed by the source (the panel shows 3). */
  focusAreas: z.array(z.string()),
  /** Where it is, in the source's words, or null. */
  location: z.string().nullable(),
  established: z.string().nullable(),
});
export type LegalOrganisation = z.infer<typeof LegalOrganisationSchema>;

/** `GET /api/research-centres?query=&type=&location=`. */
export const ResearchCentresInputSchema = z.object({
  query: LookupQuerySchema,
  type: filterParam(ResearchCentreTypeSchema),
  location: filterParam(ResearchLocationSchema),
});
export type ResearchCentresInput = z.infer<typeof ResearchCentresInputSchema>;
export const ResearchCentresOutputSchema = z.array(ResearchCentreSchema);

/** `GET /api/legal-organisations?query=&type=`. */
export const LegalOrganisationsInputSchema = z.object({
  query: LookupQuerySchema,
  type: filterParam(OrganisationTypeSchema),
});
export type LegalOrganisationsInput = z.infer<typeof LegalOrganisationsInputSchema>;
export const LegalOrganisationsOutputSchema = z.array(LegalOrganisationSchema);
