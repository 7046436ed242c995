import { z } from 'zod';
import {
  COURT_LEVELS,
  DEFAULT_PAGE_SIZE,
  DOCUMENT_TYPES,
  LEGAL_AREAS,
  MAX_PAGE_SIZE,
  MAX_QUERY_LENGTH,
  SORT_OPTIONS,
} from './constants';
import { DocumentSchema } from './document';
import { BooleanParamSchema, wholeNumberParam } from './lookup';

export const SortBySchema = z.enum(SORT_OPTIONS);

/**
 * A repeated filter parameter: accepts one value or many (REST `?documentTypes=a&documentTypes=b`
 * arrives as a string or array). `all` and empty strings mean "no filter" and are dropped.
 */
function multiFilter<const T extends readonly [string, ...string[]]>(values: T, name: string) {
  const allowed = new Set<string>(values);
  // The values as the OpenAPI document states them (`enum`); the check itself is below, so that an unknown value
  // is named in the error rather than failing the union.
  const value = z.string().meta({ enum: [...values, 'all'] });
  return z
    .union([value, z.array(value)])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .transform((list) =>
      list.map((s) => s.trim().normalize('NFC')).filter((s) => s !== '' && s.toLowerCase() !== 'all'),
    )
    .superRefine((list, ctx) => {
      for (const v of list) {
        if (!allowed.has(v)) {
          ctx.addIssue({
            code: 'custom',
            message: `${name}: unknown value '${v.slice(0, 60)}'; expected one of ${values.join(', ')} or 'all'`,
          });
        }
      }
    })
    .pipe(z.array(z.enum(values)));
}

const optionalDate = (name: string) =>
  z
    .string()
    .meta({ format: 'date' })
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .pipe(z.iso.date({ message: `${name} must be an ISO date (YYYY-MM-DD)` }).optional());

/**
 * Input of `search` (`GET /api/search`). All parameters optional.
 * - query: free text, a plain-language situation or a neutral citation; at most MAX_QUERY_LENGTH chars.
 * - documentTypes / courtLevels / legalAreas: repeated enum values; `all` or empty = no filter.
 * - dateFrom / dateTo: ISO dates, inclusive, on the decisive date (published, else enacted).
 * - sortBy: relevance (default) | date_newest | date_oldest | citations.
 * - page: from 1; limit: 1..100, default 30.
 * - explain: `true` to add `explanation` (a debug view of the ranking); default false.
 */
export const SearchInputSchema = z
  .object({
    query: z
      .string()
      .max(MAX_QUERY_LENGTH, { message: `query must be at most ${MAX_QUERY_LENGTH} characters` })
      .optional()
      .transform((v) => (v ?? '').trim()),
    documentTypes: multiFilter(DOCUMENT_TYPES, 'documentTypes'),
    courtLevels: multiFilter(COURT_LEVELS, 'courtLevels'),
    legalAreas: multiFilter(LEGAL_AREAS, 'legalAreas'),
    dateFrom: optionalDate('dateFrom'),
    dateTo: optionalDate('dateTo'),
    sortBy: z
      .string()
      .meta({ enum: [...SORT_OPTIONS] })
      .optional()
      .transform((v) => (v === undefined || v === '' ? 'relevance' : v))
      .pipe(SortBySchema),
    page: wholeNumberParam({ min: 1, max: 10_000, default: 1 }),
    limit: wholeNumberParam({ min: 1, max: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
    // `true` adds `explanation` to the answer: why each document is where it is (`SearchExplanationSchema`).
    explain: BooleanParamSchema.transform((v) => v ?? false),
  })
  .refine((v) => !(v.dateFrom && v.dateTo && v.dateFrom > v.dateTo), {
    message: 'dateFrom must not be after dateTo',
    path: ['dateFrom'],
  });
export type SearchInput = z.input<typeof SearchInputSchema>;
export type SearchParams = z.output<typeof SearchInputSchema>;

/**
 * A section of an Act that matched the query, listed under the Act's card. Its text is a dated copy (never
 * current law): always shown with `asAt` and the official link.
 */
export const SectionHitSchema = z.object({
  /** NZ Law Style Guide pinpoint: `s 103`, `sch 1`, `long title`. */
  pinpoint: z.string(),
  heading: z.string(),
  /** Heading with matched words in `<mark>`…`</mark>`. */
  highlightedHeading: z.string(),
  /** ≈300 characters of the section around the match, matched words in `<mark>`…`</mark>`. */
  preview: z.string(),
  part: z.string().nullable(),
  /** PCO anchor id on legislation.govt.nz (`DLM58333`), or null. */
  anchor: z.string().nullable(),
  /** Official legislation.govt.nz address of the section (or the Act at the anchor). */
  url: z.string(),
  /** ISO date of the version the text was copied from, or null when the source gives none. */
  asAt: z.string().nullable(),
  repealed: z.boolean(),
});
export type SectionHit = z.infer<typeof SectionHitSchema>;

/** A search hit: the document (content = best chunk text) plus highlighting. */
export const SearchHitSchema = DocumentSchema.extend({
  /** At most ~500 characters around the match; matched words wrapped in `<mark>`…`</mark>`, text otherwise plain. */
  preview: z.string(),
  /** Title with matched words wrapped in `<mark>`…`</mark>`. */
  highlightedTitle: z.string(),
  /** Heading of the chunk that matched best (e.g. a section), or null. */
  matchedSection: z.string().nullable(),
  /** Acts: the best-matching sections (at most 3), best first; empty for other documents. */
  sections: z.array(SectionHitSchema),
  /** Acts: one-line legal status (`In force as at …`, `Repealed … by …`, `Status not confirmed …`), else null. */
  statusLabel: z.string().nullable(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

/** Facet counts: value → number of matching documents, for each filter. */
export const FacetsSchema = z.object({
  documentTypes: z.record(z.string(), z.number()),
  courtLevels: z.record(z.string(), z.number()),
  legalAreas: z.record(z.string(), z.number()),
});
export type Facets = z.infer<typeof FacetsSchema>;

/**
 * The rankings a page can be made of, as `explanation` names them: `words` (Meilisearch's ranking of the reduced
 * query), `meaning_acts` (the Acts whose own sentence vector is nearest the situation's), `meaning_headings` (the
 * Acts whose nearest title or section heading is), `typed_words` (the Acts the situation's own words find before
 * they are mapped to legal terms), `cited` (the Acts the best-matching cases, bills, debates and papers cite),
 * `phrases` (the Acts whose title or headings hold two adjacent words of it), `title_words` (the Acts whose titles
 * hold a word of it that few titles hold).
 */
export const RANKING_NAMES = [
  'words',
  'meaning_acts',
  'meaning_headings',
  'typed_words',
  'cited',
  'phrases',
  'title_words',
] as const;
export const RankingNameSchema = z.enum(RANKING_NAMES);
export type RankingName = z.infer<typeof RankingNameSchema>;

/** A document's place in one ranking of a blended page, and what that place adds to its score. */
export const RankingPlaceSchema = z.object({
  ranking: RankingNameSchema,
  /** Place of the document in that ranking, from 1. */
  place: z.number().int(),
  /** Its share of the blended score before the authority prior: weight / (k + place). */
  score: z.number(),
});
export type RankingPlace = z.infer<typeof RankingPlaceSchema>;

/** Why one document of the page is where it is (`explain=true`). */
export const ExplainedDocumentSchema = z.object({
  id: z.string(),
  /** Meilisearch's ranking score (0–1) of the record the words matched, or null when the words did not put it on this page. */
  wordsScore: z.number().nullable(),
  /**
   * Meilisearch's `_rankingScoreDetails` of that record: the score each ranking rule gave it (words, typo,
   * proximity, attribute, exactness…), or null.
   */
  wordsScoreDetails: z.record(z.string(), z.unknown()).nullable(),
  /** The rankings that hold it, on a blended page (empty on a page ranked by words alone). */
  rankings: z.array(RankingPlaceSchema),
  /** Multiplier of the authority prior, `1 + w · ln(1 + citations)`, on a blended page; else null. */
  authority: z.number().nullable(),
  /** Blended score (the rankings' scores added, times `authority`), on a blended page; else null. */
  score: z.number().nullable(),
  /**
   * Moved after the blend or the ranking by words: `citation` (the judgment the query's neutral citation names:
   * put first), `exact_passage` (its text holds the pasted passage word for word: put first), `successor` (the
   * Act that replaced a repealed Act on the page: put just above it) or `principal_act` (the Act an amendment Act
   * on the page amends: put just above it) or `named_act` (the Act a topic names by its subject, as its title
   * words it: put first); else null.
   */
  moved: z.enum(['citation', 'exact_passage', 'successor', 'principal_act', 'named_act']).nullable(),
});
export type ExplainedDocument = z.infer<typeof ExplainedDocumentSchema>;

/**
 * A debug view of a search's ranking (`explain=true`), so that anyone can see why a result ranked first: how the
 * page was made, the query Meilisearch was sent, the rankings blended with their weights, and for each document of
 * the page, in page order, its place in each ranking and its scores.
 */
/**
 * What the search took a query for (the API's query analysis): a neutral citation, a document type's name, a
 * pasted passage of law, an Act's title, a quoted phrase, a described situation, legal terms, or plain keywords.
 */
export const QUERY_KINDS = [
  'citation',
  'document_type',
  'passage',
  'act_title',
  'quoted_phrase',
  'situation',
  'legal_terms',
  'keywords',
] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

export const SearchExplanationSchema = z.object({
  /** What the query was taken for (`QUERY_KINDS`). */
  queryKind: z.enum(QUERY_KINDS),
  /** The legal terms the everyday terms found for its words, in order ([] when none). */
  legalTerms: z.array(z.string()),
  /** `words`: Meilisearch's ranking alone; `blend`: a described situation's rankings blended; `passage`: a passage of law. */
  mode: z.enum(['words', 'blend', 'passage']),
  /** The query string sent to Meilisearch for the ranking by words (stemmed, at most 10 words). */
  indexQuery: z.string(),
  /** How Meilisearch matches when not every word of `indexQuery` does (`last` drops words from its end). */
  matchingStrategy: z.enum(['last', 'all', 'frequency']),
  /** The rankings blended (a blended page only), each with its weight and how many documents it held. */
  rankings: z.array(z.object({ ranking: RankingNameSchema, weight: z.number(), size: z.number().int() })),
  /** k of the blend's 1/(k + place) (a blended page only, else null). */
  k: z.number().nullable(),
  /** Weight w of the authority prior (a blended page only, else null). */
  authorityWeight: z.number().nullable(),
  /**
   * Added to the score of the words' first place (a blended page only, else null): a bonus when the everyday-to-legal
   * everyday terms put the law's own terms into the query, 0 when it did not. It is part of that place's `score`.
   */
  wordsFirstBonus: z.number().nullable(),
  /** The page's documents, in page order. */
  documents: z.array(ExplainedDocumentSchema),
});
export type SearchExplanation = z.infer<typeof SearchExplanationSchema>;

export const SearchOutputSchema = z.object({
  documents: z.array(SearchHitSchema),
  /**
   * Exact number of documents the words match (capped by the index's maxTotalHits), plus, on a described situation's
   * first page, the documents found by meaning only that the page holds: a first page of another `limit` may count a
   * few more or fewer of those.
   */
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  facets: FacetsSchema,
  /** The terms actually sent to the index after plain-language reduction. */
  searchedTerms: z.array(z.string()),
  /**
   * The query's misspelt words and the word searched for each ("landlrod" → "landlord"), in order; empty when every
   * word was known (an Australian English dictionary, the law's own words, te reo Māori as the Acts use it). A word
   * in double quotes is searched as typed.
   */
  spellingCorrections: z.array(z.object({ typed: z.string(), searched: z.string() })),
  /** Neutral citation recognised in the query, if any (that judgment is ranked first). */
  citationMatch: z.string().nullable(),
  /**
   * True when this page blends the Acts nearest in meaning to the query (a described situation; sentence vectors
   * of the Acts' titles and headings) with the ranking by words; false when it is the ranking by words alone.
   */
  matchedByMeaning: z.boolean(),
  /** Meilisearch processing time, milliseconds. */
  processingTimeMs: z.number(),
  /** Why each document is where it is; only when asked for (`explain=true`). */
  explanation: SearchExplanationSchema.optional(),
});
export type SearchOutput = z.infer<typeof SearchOutputSchema>;
