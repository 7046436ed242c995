import { z } from 'zod';
import { CHAMBERS, DEBATE_STATUSES, DEBATE_TYPES } from './constants';
import { wholeNumberParam } from './lookup';

/**
 * Parliamentary debates ticker (`parliamentaryDebates.ticker`, REST `GET /api/parliamentary-debates-live`).
 *
 * Items are the search index's Hansard speeches (documents of type `parliamentary_debate`); only when it holds none,
 * Parliament's bills (type `bill`), named as such (`shows`).
 */

export const DebateTypeSchema = z.enum(DEBATE_TYPES);
export const DebateStatusSchema = z.enum(DEBATE_STATUSES);

export const DebateItemSchema = z.object({
  /** Index document id (`doc_id`) of the debate record. */
  id: z.string(),
  status: DebateStatusSchema,
  debateType: DebateTypeSchema,
  chamber: z.enum(CHAMBERS),
  /** Debate title or bill name, as in the source. */
  topic: z.string(),
  /** Speaker (or member in charge of a bill) as recorded by the source; null when the record has none. */
  speaker: z.string().nullable(),
  /** Party as recorded by the source; null when the record has none (never inferred). */
  party: z.string().nullable(),
  /** First ~240 characters of the record's text. */
  excerpt: z.string(),
  /** ISO 8601 date-time of the sitting or last bill stage. */
  timestamp: z.string(),
  /** Number of people watching. Omitted: the bundled data has no audience figures. */
  viewerCount: z.number().int().nonnegative().optional(),
  /**
   * The record's official page (Parliament's or the legislation site's), or null when the record names none; a
   * copy it was read from is `sourceUrl`, never the ticker's main link.
   */
  officialUrl: z.string().nullable(),
  /** Dataset / publisher the record comes from. */
  source: z.string(),
  /** Where the record was read from (the record's own URL, else the dataset's). */
  sourceUrl: z.string(),
  /** ISO date the snapshot was taken. */
  retrievedAt: z.string(),
});
export type DebateItem = z.infer<typeof DebateItemSchema>;

/** Input: optional `limit` (1..50, default 20; decimal digits in a REST query string, `wholeNumberParam`). */
export const ParliamentaryDebatesTickerInputSchema = z.object({
  limit: wholeNumberParam({ min: 1, max: 50 }),
});
export type ParliamentaryDebatesTickerInput = z.input<typeof ParliamentaryDebatesTickerInputSchema>;

export const ParliamentaryDebatesTickerOutputSchema = z.object({
  items: z.array(DebateItemSchema),
  /**
   * What the items are: `speeches` (Hansard speeches, whenever the index holds any) or `bills` (Parliament's bills
   * and supplementary order papers, only when it holds no speech). The ticker names it.
   */
  shows: z.enum(['speeches', 'bills']),
  /** ISO date of the newest item (how old the newest speech or bill is), or null when there is none. */
  newestDate: z.string().nullable(),
  /** `local-only` when the request asked for sovereign (offline) mode, else `connected`. */
  dataMode: z.enum(['local-only', 'connected']),
  /** ISO date-time the answer was made. */
  generatedAt: z.string(),
});
export type ParliamentaryDebatesTickerOutput = z.infer<typeof ParliamentaryDebatesTickerOutputSchema>;
