/**
 * Stage 1 of a search, `analyse`: what the query is, worked out once (`analyseQuery`). Every later stage reads the
 * `QueryAnalysis` and never classifies the text again.
 */
import {
  analyseTokens,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type DocumentType,
  foldDiacritics,
  legalTermsOf,
  type QueryKind,
  queryStems,
  type ReducedQuery,
  reduceQuery,
  stemQuery,
  stemText,
} from '@aotearoa/contracts';
import { situationPhrases, situationWords } from './situation-words';
import { correctSpelling, type SpellingCorrection } from './spelling';
import { describesSituation, isActSubject, meaningText, readsAsLaw, wordWeight } from './vocabulary';

/**
 * What a query is, in the order tested:
 * - `citation`: it holds a neutral citation (`[2017] NZHC 3297`), looked up exactly;
 * - `document_type`: it names a type of document as the app labels it ("parliamentary debates", "bills");
 * - `passage`: a passage copied from the law (`isPassage`), searched by all its words in the text;
 * - `act_title`: the title of an Act as typed (`namesAnAct`);
 * - `quoted_phrase`: it holds a phrase in double quotes;
 * - `situation`: a described situation or other plain-language query of SITUATION_MIN_WORDS words or more;
 * - `legal_terms`: a short query whose words the everyday terms map to legal terms ("being fired");
 * - `keywords`: anything else (a name, a legal term: "bail").
 */

export type { QueryKind };

/** The analysis of one query, made once by `analyseQuery`. */
export interface QueryAnalysis {
  /** The query as typed. */
  text: string;
  /**
   * Its misspelt words and what was searched for each (`correctSpelling`); every later field is read from the text
   * with them corrected.
   */
  spelling: SpellingCorrection[];
  kind: QueryKind;
  /** Its words as the index's tokenizer splits them (`analyseTokens`). */
  tokens: string[];
  /** Reduced to ≤ 10 words, everyday words mapped to legal terms (`reduceQueryWeighted`). */
  reduced: ReducedQuery;
  /** The reduced query stemmed like the index's `stem_*` copies (quoted phrases kept): what Meilisearch is sent. */
  indexQuery: string;
  /** The stems of `indexQuery`, by which the API marks a hit's matching words. */
  stems: ReadonlySet<string>;
  /** Told in the first or second person, or as a question (`describesSituation`). */
  describesSituation: boolean;
  /** Long enough, and not a described situation, to be quoted from the law (`mayQuoteLaw`). */
  mayQuoteLaw: boolean;
  /** A passage copied from the law (`isPassage`). */
  isPassage: boolean;
  /** The title of an Act as typed (`namesAnAct`). */
  namesAnAct: boolean;
  /** The type of document the whole query names (`documentTypeNamed`), or null. */
  documentType: DocumentType | null;
  /**
   * The text looked for word for word in the sections of Acts and regulations (`exactTextOf`): a phrase typed in
   * double quotes, or the whole query when it may be quoted from the law; null otherwise.
   */
  exactText: string | null;
  /**
   * True when only sections holding `exactText` as typed may lead the page (a quoted phrase, or a query that may be
   * quoted but does not read as the law's prose); false for a passage of law, whose words in order are enough.
   */
  verbatimOnly: boolean;
  /** The legal terms the everyday terms map its everyday words to (`legalTermsOf`), in order. */
  legalTerms: string[];
  /** Stemmed two-word phrases of it looked for in the Acts' titles and headings (`situationPhrases`). */
  phrases: string[];
  /** Stemmed words of it looked for in the Acts' titles (`situationWords`). */
  titleWords: string[];
  /** Its own words reduced without the everyday terms, stemmed (`typedQuery`); '' when none is left. */
  typedQuery: string;
  /** The text the sentence encoder reads for it (`meaningText`). */
  meaningText: string;
  /**
   * A topic that may be an Act's subject as its title words it ("Residential Tenancies", "bills of exchange"):
   * the query of ACT_SUBJECT_WORDS, stemmed (`stemText`), when it is keywords or legal terms; null otherwise.
   */
  actSubject: string | null;
  /**
   * True when the query is, word for word, the subject of a bundled Act's title ("Public Works"): the law's own
   * name, whose words are not read as everyday ones (no legal terms mapped from them).
   */
  namesActSubject: boolean;
}

/**
 * Analyses `typed` once for every stage of the search: its misspelt words corrected, its kind, tokens, reduced and
 * stemmed query, the tests of what it reads as, and the derived texts the plan needs (phrases, title words, typed
 * words, the encoder's text). Pure; microseconds, about a millisecond more for each misspelt word.
 */
export function analyseQuery(typed: string): QueryAnalysis {
  const { text, corrections } = correctSpelling(typed);
  const tokens = analyseTokens(text);
  const situation = describesSituation(text);
  const quotable = !situation && tokens.length >= QUOTABLE_MIN_WORDS;
  const passage = quotable && tokens.length >= PASSAGE_MIN_WORDS && readsAsLaw(text);
  // A topic that is an Act's subject ("Public Works") is the law's own name: its words are not everyday ones to map.
  const lawsName =
    !situation &&
    tokens.length >= ACT_SUBJECT_WORDS.min &&
    tokens.length <= ACT_SUBJECT_WORDS.max &&
    isActSubject(stemText(text));
  const reduced = reduceWeighted(text, situation, passage || lawsName);
  const indexQuery = stemQuery(reduced.query);
  const actTitle = namesActOf(tokens, situation);
  const legalTerms = lawsName ? [] : legalTermsOf(text);
  const quoted = quotedPhraseOf(text);
  const exactText = reduced.citation || actTitle ? null : (quoted ?? (quotable ? text : null));
  const documentType = documentTypeNamed(tokens);
  const kind = documentType
    ? 'document_type'
    : kindOf({ reduced, passage, actTitle, text, tokens, legalTerms });
  return {
    text: typed,
    spelling: corrections,
    kind,
    tokens,
    reduced,
    indexQuery: wholeWords(kind) ? `${indexQuery} ` : indexQuery,
    stems: queryStems(indexQuery),
    describesSituation: situation,
    mayQuoteLaw: quotable,
    isPassage: passage,
    namesAnAct: actTitle,
    documentType,
    exactText,
    verbatimOnly: quoted !== null || !passage,
    legalTerms,
    phrases: situationPhrases(text),
    titleWords: situationWords(text),
    typedQuery: typedQuery(text),
    meaningText: meaningText(text, legalTerms),
    actSubject:
      wholeWords(kind) && tokens.length >= ACT_SUBJECT_WORDS.min && tokens.length <= ACT_SUBJECT_WORDS.max
        ? stemText(text)
        : null,
    namesActSubject: lawsName,
  };
}

/** A label's or a query's words folded for comparison, a plural's final "s" dropped ("Bills" → "bill"). */
const typeWords = (words: readonly string[]) =>
  words
    .map((w) => foldDiacritics(w).toLowerCase())
    .join(' ')
    .replace(/s$/, '');

/** Each document type by its label's folded words (`DOCUMENT_TYPE_LABELS`: the app's own names for them). */
const TYPE_BY_LABEL = new Map(
  DOCUMENT_TYPES.map((t) => [typeWords(analyseTokens(DOCUMENT_TYPE_LABELS[t])), t]),
);

/**
 * The document type the whole query names by the app's label for it, singular or plural, in any case
 * ("parliamentary debates", "Bills", "case law"); null otherwise. Pure.
 */
function documentTypeNamed(tokens: readonly string[]): DocumentType | null {
  return tokens.length > 0 ? (TYPE_BY_LABEL.get(typeWords(tokens)) ?? null) : null;
}

/** The kind of a query (`QueryKind`), from what `analyseQuery` found. Pure. */
function kindOf(a: {
  reduced: ReducedQuery;
  passage: boolean;
  actTitle: boolean;
  text: string;
  tokens: string[];
  legalTerms: string[];
}): QueryKind {
  if (a.reduced.citation) return 'citation';
  if (a.passage) return 'passage';
  if (a.actTitle) return 'act_title';
  if (/"[^"]+"/.test(a.text)) return 'quoted_phrase';
  if (a.tokens.length >= SITUATION_MIN_WORDS) return 'situation';
  return a.legalTerms.length > 0 ? 'legal_terms' : 'keywords';
}

/**
 * `reduceQuery` with typed everyday words weighed by how distinctive they are in the Acts' text (inverse section
 * frequency), the most telling kept within 10 and negations always kept. In a described situation ("my boss…",
 * a question) words most sections use are dropped; the law's own words (`lawsWords`: a passage of law, or a topic
 * that is an Act's subject) keep them, least common first, and are not replaced by legal terms.
 */
function reduceWeighted(query: string, situation: boolean, lawsWords: boolean): ReducedQuery {
  const keepCommon = !situation;
  return reduceQuery(keepCommon ? query : withoutHyphenPrefixes(query), {
    wordWeight: (w) => wordWeight(w, { keepCommon }),
    keepNegations: keepCommon,
    layTerms: !lawsWords,
  });
}

/**
 * Prefixes an everyday word carries with a hyphen ("re-register", "ex-partner", "co-worker", "non-payment").
 * Split off by the tokenizer, each would be searched as a word of its own that the law's text seldom uses, so
 * query reduction weighed it as one of the most telling ("re" above "society" in "our rugby club has to
 * re-register as an incorporated society").
 */
const HYPHEN_PREFIX = /(?<![\p{L}\p{N}])(?:re|ex|co|pre|non|un|de|mis|sub|anti|semi|mid|post)-(?=\p{L})/giu;

/** A described situation with its words' hyphenated prefixes dropped ("ex-partner" → "partner"). Pure. */
export function withoutHyphenPrefixes(query: string): string {
  return query.replace(HYPHEN_PREFIX, '');
}

/** Typed words from which a query that does not describe a situation is treated as a passage of law. */
export const PASSAGE_MIN_WORDS = 12;

/**
 * Typed words from which a query that does not describe a situation may be quoted from the law: its text is looked
 * for word for word (`exactText`), and only sections holding it as typed lead the page unless it is a passage.
 */
export const QUOTABLE_MIN_WORDS = 8;

/** Words a phrase typed in double quotes needs to be looked for word for word in the sections. */
const QUOTED_MIN_WORDS = 2;

/**
 * The longest phrase of `text` typed in double quotes (straight or curly) of QUOTED_MIN_WORDS words or more, as
 * typed; null when there is none. Pure.
 */
function quotedPhraseOf(text: string): string | null {
  let best: string | null = null;
  for (const m of text.matchAll(/["“”]([^"“”]+)["“”]/g)) {
    const phrase = (m[1] ?? '').trim();
    if (analyseTokens(phrase).length >= QUOTED_MIN_WORDS && phrase.length > (best?.length ?? 0))
      best = phrase;
  }
  return best;
}

/**
 * True when the query's words are searched as whole words: a few keywords or legal terms, whose last word is typed
 * complete ("bail" is not the start of "Bailey", "treaty" not of "treatment"). Meilisearch reads the last word of a
 * query as a prefix unless a space follows it, so the index query of such a query ends in a space. A described
 * situation keeps the prefix (measured: prefix search off lowered both development sets, infra/eval/README.md).
 */
function wholeWords(kind: QueryKind): boolean {
  return kind === 'keywords' || kind === 'legal_terms';
}

/**
 * Words of a topic that may name an Act by its subject (the title before "Act": the --topics check's subjects are
 * two to four words). One word is a keyword ("bail", "trusts"), left to the ranking by words.
 */
export const ACT_SUBJECT_WORDS = { min: 2, max: 6 } as const;

/** Typed words a plain-language query needs to be read as a described situation (shorter ones are topics). */
export const SITUATION_MIN_WORDS = 5;

/** Most words of an Act's title (the longest, Treaty settlement and amendment Acts, have about 15). */
const ACT_TITLE_MAX_WORDS = 20;

/**
 * True when the query's `tokens` are the title of an Act as typed, in any case: at most ACT_TITLE_MAX_WORDS words
 * ending in "Act", then perhaps its number in a year ("(No 2)") and a year ("Health and Safety at Work Act 2015",
 * "government superannuation fund act 1956", "Finance Act (No 2) 1948"), not told as a situation or a question.
 * The person wants that Act, not the Acts near its words in meaning. Pure.
 */
function namesActOf(tokens: readonly string[], situation: boolean): boolean {
  const words = tokens.map((w) => w.toLowerCase());
  let end = words.length;
  if (/^\d{4}$/.test(words[end - 1] ?? '')) end--;
  if (words[end - 2] === 'no' && /^\d{1,2}$/.test(words[end - 1] ?? '')) end -= 2;
  return end >= 2 && words[end - 1] === 'act' && words.length <= ACT_TITLE_MAX_WORDS && !situation;
}

/**
 * The index query of a described situation's own words (the typed-words ranking's search): reduced as the main
 * query is (most telling words within 10, common words and negations dropped), but without replacing its everyday
 * words by legal terms, and keeping the words the law seldom uses that the main query drops ("how do I get a
 * divorce" searches "divorce"; the ranking asks by `frequency`, so the rarest word is kept longest), stemmed like the
 * index's `stem_*` copies. '' when no word is left. Pure.
 */
function typedQuery(query: string): string {
  return stemQuery(
    reduceQuery(withoutHyphenPrefixes(query), {
      // Measured (infra/eval/README.md, 2026-12-02 fourth session): both development sets up.
      wordWeight: (w) => wordWeight(w, { keepRare: true }),
      keepNegations: false,
      layTerms: false,
    }).query,
  );
}
