import { z } from 'zod';
import { filterParam, ProvenanceSchema } from '../lookup';

/**
 * How a journal can be read, derived by a documented rule from the access note its source gives (see the indexer's
 * `nz-law-journals` source): `free` (back issues on NZLII/AustLII or a free e-journal), `subscription` (sold or by
 * subscription), `unknown` (the source does not say).
 */
export const JOURNAL_ACCESS_TYPES = ['free', 'subscription', 'unknown'] as const;
export const JournalAccessTypeSchema = z.enum(JOURNAL_ACCESS_TYPES);
export type JournalAccessType = z.infer<typeof JournalAccessTypeSchema>;

/** A New Zealand law journal or review (seed entity "Journal"), only with the facts its source states. */
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
  /** As-at date the source shows, or null. */
  asAt: z.string().nullable(),
});
export type Journal = z.infer<typeof JournalSchema>;

/** `GET /api/law-journals?accessType=` — `all` or blank means every journal. */
export const LawJournalsInputSchema = z.object({ accessType: filterParam(JournalAccessTypeSchema) });
export type LawJournalsInput = z.infer<typeof LawJournalsInputSchema>;
/** The seed's response: a list of journals (by name). */
export const LawJournalsOutputSchema = z.array(JournalSchema);
