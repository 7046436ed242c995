import { z } from 'zod';
import { foldDiacritics } from './analysis';
import { reduceQuery } from './query-terms';

/**
 * Shapes of the plain-language guidance shown on the main page beside the inline search: situation guidance
 * ("I have been fired") and topic information ("employment law"). The records themselves are data, not code:
 * `data/guidance/guidance.json` (see its PROVENANCE.md), which the indexer's `guidance` source puts in the directory
 * index (kinds `guidance_situation` and `guidance_topic`, `fields` = one record below), and the API matches against
 * what it reads from there (`guidance.match` procedure, `GET /api/guidance?query=`).
 *
 * Rules for these records:
 * - every statement of law carries its source: the Act (title exactly as on legislation.govt.nz) and the
 *   pinpoint it rests on, the date it was checked, and the dated text it was checked against (which the indexer
 *   derives from the bundled legislation snapshots: the newest version of the Act held); a statement that cannot
 *   be tied to a section is not kept;
 * - every Act carries its official legislation.govt.nz address (from the bundled Acts list in data/);
 * - every case named is in the bundled case data (JDO metadata, JDO judgment texts, Courts of New Zealand and
 *   Employment Relations Authority records) with its neutral citation; where no suitable case is in the data
 *   the list is empty — cases are never invented;
 * - publication-restriction notices printed on a judgment are carried verbatim and must be shown.
 *
 * This is general information, not legal advice; the interface says so and points to free legal help.
 */

/** Provenance of the guidance records as a whole (`retrievedAt`: the date every statement was last checked). */
export const GUIDANCE_PROVENANCE = {
  source: 'Aotearoa Legal editorial summary of New Zealand legislation, checked against dated section texts',
  sourceUrl: 'https://www.legislation.govt.nz/',
  retrievedAt: '2026-12-02',
} as const;

/** An Act as cited by a guidance record: exact title and its official legislation.govt.nz page. */
export const ActRefSchema = z.object({
  title: z.string(),
  url: z.url(),
});
export type ActRef = z.infer<typeof ActRefSchema>;

/**
 * The statutory source of one statement: an Act title, the pinpoint as the Style Guide writes it
 * (`s 114(7)`, `ss 21, 21F`, `s 24(1)–(2)`) and the search query that finds the (first) section in the index
 * (`Employment Relations Act 2000 s 114`; the web links it as `/search?query=…`).
 */
export const LegalSourceSchema = z.object({
  act: z.string().min(1),
  section: z.string().regex(/^ss? \d+[A-Z]*/, 'a pinpoint such as "s 114" or "ss 21, 21F"'),
  searchQuery: z.string().min(1),
});
export type LegalSource = z.infer<typeof LegalSourceSchema>;

/** One provision a statement was checked against, as the text compared prints it. */
export const CheckedProvisionSchema = z.object({
  /** Section label (`21F`). */
  section: z.string(),
  heading: z.string(),
  /** The provision's official legislation.govt.nz page. */
  url: z.url(),
});
export type CheckedProvision = z.infer<typeof CheckedProvisionSchema>;

/**
 * The dated text a statement was checked against: the newest version of the Act the bundled legislation snapshots
 * hold. Never typed by hand: the indexer's `guidance` source derives it from those snapshots when it builds the
 * records (and fails when a cited section is missing or repealed there).
 */
export const CheckedAgainstSchema = z.object({
  /** Folder under data/: `legislation-status-recent` (versions 2017–2026) or `legislation-fulltext-principal` (reprints 2013–2015). */
  dataset: z.string(),
  file: z.string(),
  /** The Act's title as printed in that text (may be a former title). */
  actTitleInSource: z.string(),
  /** Every section the statement's pinpoint names, in its order. */
  provisions: z.array(CheckedProvisionSchema).min(1),
  /** "Version as at" / "Reprint as at" date of that text (ISO); null when the source shows none. */
  versionAsAt: z.iso.date().nullable(),
  /**
   * True when that text is a 2013–2015 reprint (no later text of the Act is held): the Act may have been amended
   * since, and the statement says so.
   */
  olderReprint: z.boolean(),
});
export type CheckedAgainst = z.infer<typeof CheckedAgainstSchema>;

/** One statement of law as written in `data/guidance/guidance.json`: its text, source and the date it was checked. */
export const LegalStatementDataSchema = z.object({
  text: z.string().min(1),
  source: LegalSourceSchema,
  /** ISO date the statement was last checked against its section. */
  checkedAt: z.iso.date(),
});
export type LegalStatementData = z.infer<typeof LegalStatementDataSchema>;

/** One statement of law with its source, the date it was checked and the dated text it was checked against. */
export const LegalStatementSchema = LegalStatementDataSchema.extend({
  checkedAgainst: CheckedAgainstSchema,
});
export type LegalStatement = z.infer<typeof LegalStatementSchema>;

/** A case named in guidance. The citation is a neutral citation present in the bundled case data. */
export const CaseRefSchema = z.object({
  name: z.string(),
  citation: z.string(),
  court: z.string(),
  /** Why the case is relevant, in one sentence, as read from the judgment. */
  relevance: z.string(),
  /** Publication-restriction notice printed on the judgment, verbatim; never stripped. */
  publicationNotice: z.string().nullable(),
  source: z.string(),
  sourceUrl: z.url(),
});
export type CaseRef = z.infer<typeof CaseRefSchema>;

export const URGENCY_LEVELS = ['high', 'medium', 'low'] as const;
export const UrgencySchema = z.enum(URGENCY_LEVELS);
export type Urgency = z.infer<typeof UrgencySchema>;

/** A situation's fields, with `statement` the shape of each statement of law (as in the data file or as indexed). */
function situationShape<S extends z.ZodType>(statement: S) {
  return z.object({
    id: z.string(),
    situation: z.string(),
    /** Words people use for this situation; reduced with `reduceQuery` before matching. */
    keywords: z.array(z.string()).min(1),
    relevantAct: ActRefSchema,
    keyPoints: z.array(statement).min(1),
    /** The statutory time limit that matters most, or null when none applies generally. */
    timeLimit: statement.nullable(),
    suggestedActions: z.array(z.string()),
    relevantCases: z.array(CaseRefSchema),
    relatedTopics: z.array(z.string()),
    urgency: UrgencySchema,
  });
}

/** A topic's fields, with `statement` the shape of each statement of law (as in the data file or as indexed). */
function topicShape<S extends z.ZodType>(statement: S) {
  return z.object({
    id: z.string(),
    topic: z.string(),
    keywords: z.array(z.string()).min(1),
    definition: statement,
    relevantCourt: statement.nullable(),
    timeLimit: statement.nullable(),
    applicableLaw: z.array(ActRefSchema).min(1),
    keyProvisions: z.array(statement),
    importantCaseLaw: z.array(CaseRefSchema),
    practicalTips: z.array(z.string()),
    relatedTopics: z.array(z.string()),
  });
}

/** Guidance for an everyday situation, as indexed (each statement with the text it was checked against). */
export const SituationGuidanceSchema = situationShape(LegalStatementSchema);
export type SituationGuidance = z.infer<typeof SituationGuidanceSchema>;

/** Information about an area of law, as indexed (each statement with the text it was checked against). */
export const TopicInformationSchema = topicShape(LegalStatementSchema);
export type TopicInformation = z.infer<typeof TopicInformationSchema>;

/**
 * The whole guidance data file (`data/guidance/guidance.json`): the statements without the text they were checked
 * against, which the indexer adds from the legislation snapshots.
 */
export const GuidanceDataSchema = z.object({
  checkedAt: z.iso.date(),
  situations: z.array(situationShape(LegalStatementDataSchema)),
  topics: z.array(topicShape(LegalStatementDataSchema)),
});
export type GuidanceData = z.infer<typeof GuidanceDataSchema>;

/** Input of the `guidance` procedure (`GET /api/guidance?query=`). */
export const GuidanceInputSchema = z.object({
  query: z.string().trim().min(1, 'must not be empty').max(500, 'must be at most 500 characters'),
});
export type GuidanceInput = z.infer<typeof GuidanceInputSchema>;

/** Answer of the `guidance` procedure: the best matching situation and topic (null when none matches). */
export const GuidanceOutputSchema = z.object({
  situation: SituationGuidanceSchema.nullable(),
  topic: TopicInformationSchema.nullable(),
  provenance: z.object({ source: z.string(), sourceUrl: z.string(), retrievedAt: z.string() }),
});
export type GuidanceOutput = z.infer<typeof GuidanceOutputSchema>;

// ---------------------------------------------------------------------------------------------------------
// Matching

/** Shape of the query reducer used for matching (`reduceQuery` from query-terms.ts). */
export type QueryReducer = (text: string) => { terms: string[] };

/** Words too general to count as evidence of a match on their own. */
const WEAK_WORDS = new Set([
  'law',
  'legal',
  'court',
  'order',
  'act',
  'being',
  'have',
  'been',
  'help',
  'need',
]);

function termWords(terms: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const t of terms) {
    for (const w of t.split(/\s+/)) {
      if (w.length >= 4 && !WEAK_WORDS.has(w)) out.add(w);
    }
  }
  return out;
}

/** Lower case, letters and digits only (macrons folded), single spaces, padded with a space: for phrase tests. */
function phraseText(text: string): string {
  const words = foldDiacritics(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return ` ${words} `;
}

/**
 * Scores how well a query matches a record's keywords: each keyword typed as it is in the query ("my landlord kept
 * the bond" holds "bond") 6; each query term of a keyword whose terms are all among the query's terms (both reduced
 * by the term reduction the search uses) 3, once however many keywords map to it; each distinct typed word (4+
 * letters, not a weak word; by its first four letters) that the other keywords' terms hold 1. Returns 0 for no
 * overlap. A match needs MIN_MATCH_SCORE: one shared word ("arrested" with "teenager arrested") is not a match.
 */
export function scoreKeywords(
  query: string,
  keywords: readonly string[],
  reduce: QueryReducer = reduceQuery,
): number {
  const typed = phraseText(query);
  const q = new Set(reduce(query).terms.map((t) => t.toLowerCase()));
  // The first four letters of each typed word of 4+ letters: a word shared only through the reduction's mapped
  // terms ("arrest" → "criminal procedure") is not the user's word.
  const typedStems = new Set([...termWords([typed.trim()])].map((w) => w.slice(0, 4)));
  let score = 0;
  const matched = new Set<string>();
  const shared = new Set<string>();
  for (const kw of keywords) {
    const phrase = phraseText(kw);
    if (phrase.trim() !== '' && typed.includes(phrase)) {
      score += 6;
      continue;
    }
    const terms = reduce(kw).terms.map((t) => t.toLowerCase());
    if (terms.length > 0 && terms.every((t) => q.has(t))) for (const t of terms) matched.add(t);
    else for (const w of termWords(terms)) if (typedStems.has(w.slice(0, 4))) shared.add(w.slice(0, 4));
  }
  return score + 3 * matched.size + shared.size;
}

/** Least score (`scoreKeywords`) of a match: a whole keyword, or two words shared with its keywords. */
export const MIN_MATCH_SCORE = 2;

function bestMatches<T extends { keywords: readonly string[] }>(
  records: readonly T[],
  query: string,
  reduce: QueryReducer,
): T[] {
  return records
    .map((r, i) => ({ r, i, score: scoreKeywords(query, r.keywords, reduce) }))
    .filter((x) => x.score >= MIN_MATCH_SCORE)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((x) => x.r);
}

/**
 * Situation guidance records matching a typed query, best first (empty when nothing overlaps or the query
 * is 3 characters or shorter). Matching reduces the query and each record's keywords with `reduceQuery`.
 */
export function matchSituations<T extends Pick<SituationGuidance, 'keywords'>>(
  records: readonly T[],
  query: string,
  reduce: QueryReducer = reduceQuery,
): T[] {
  if (query.trim().length <= 3) return [];
  return bestMatches(records, query, reduce);
}

/** Topic information records matching a typed query, best first (same rules as `matchSituations`). */
export function matchTopics<T extends Pick<TopicInformation, 'keywords'>>(
  records: readonly T[],
  query: string,
  reduce: QueryReducer = reduceQuery,
): T[] {
  if (query.trim().length <= 3) return [];
  return bestMatches(records, query, reduce);
}
