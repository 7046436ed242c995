import { readFileSync } from 'node:fs';
import { analyseTokens, foldDiacritics, legalTermsOf, stemWord } from '@aotearoa/contracts';

/**
 * The law's word frequencies (data/derived/vocabulary.json, built by the indexer's `build:vocabulary` script,
 * apps/indexer/scripts/build-vocabulary.ts, from the Acts' text and WordNet 3.1):
 * - `sections` / `textDf`: how many sections of the Acts there are, and how many use each stem;
 * - `actSubjects`: the subjects of the bundled Acts' titles, stemmed, of two to six words ("public work");
 * - `teReo`: words of te reo Māori and Māori place names the Acts use (macrons folded, lower case).
 */
interface Vocabulary {
  sections: number;
  textDf: Record<string, number>;
  actSubjects: string[];
  teReo: string[];
}

const VOCABULARY: Vocabulary = JSON.parse(
  readFileSync(new URL('../../../../../../data/derived/vocabulary.json', import.meta.url), 'utf8'),
) as Vocabulary;

const TE_REO = new Set(VOCABULARY.teReo);
const ACT_SUBJECTS = new Set(VOCABULARY.actSubjects);

/** How many sections of the Acts use `stem` (a word as `stemWord` stems it); 0 for a stem used by fewer than two. */
export function sectionsUsing(stem: string): number {
  return VOCABULARY.textDf[stem] ?? 0;
}

/** True when `word` (lower case, macrons folded) is a word of te reo Māori the Acts use (`teReo`). */
export function isTeReo(word: string): boolean {
  return TE_REO.has(word);
}

/**
 * True when `stemmed` (a query's words, `stemText`) is the subject of a bundled Act's title ("public work" for the
 * Public Works Act 1981): the words are the law's own name for a subject, not everyday words to map. Pure.
 */
export function isActSubject(stemmed: string): boolean {
  return ACT_SUBJECTS.has(stemmed);
}

/** A query word used by more than this share of the Acts' sections says nothing about which Act applies. */
export const MAX_WORD_SHARE = 0.05;
/** Weight of a word the Acts never use (it can still match judgments and guidance): below any word they use. */
const UNSEEN_WEIGHT = 0.5;
/**
 * Fewest Act sections an everyday word of a described situation must occur in to be searched: a word the law hardly
 * uses ("nana", "dont") would otherwise be one the results must contain (measured: infra/eval/README.md, "Tuning
 * history"). Words of a passage of law (keepCommon) are never dropped by it.
 */
export const MIN_WORD_DF = 100;

/**
 * How distinctive a typed word is for finding the law: the inverse section frequency `ln(N / n)` of its stem in
 * the Acts' text (N sections, n using it); 0 (dropped) when more than MAX_WORD_SHARE of sections use it;
 * UNSEEN_WEIGHT when no section does. Used by query reduction to keep the most telling words within 10.
 * `keepCommon` (a passage of law) keeps every word; `keepRare` keeps a word fewer than MIN_WORD_DF sections use
 * (but at least one: "divorce", "abortion", "pawnshop"), weighed the highest, and drops one no section uses.
 */
export function wordWeight(word: string, opts: { keepCommon?: boolean; keepRare?: boolean } = {}): number {
  const stem = stemWord(word.toLowerCase());
  const n = VOCABULARY.textDf[stem] ?? 0;
  if (!opts.keepCommon && n < (opts.keepRare ? 1 : MIN_WORD_DF)) return 0;
  if (n === 0) return UNSEEN_WEIGHT;
  if (n / VOCABULARY.sections > MAX_WORD_SHARE && !opts.keepCommon) return 0;
  return Math.log(VOCABULARY.sections / n);
}

/**
 * "mine" as the pronoun: where it ends a clause ("a default that isn't even mine", "it's mine, but…"). Before a
 * word it is the noun of the law of mining ("represents mine operators of underground metalliferous mines").
 */
const MINE_PRONOUN =
  /(?<![\p{L}\p{N}])mine(?=\s*(?:$|[.,;:!?)]|(?:and|or|but|too|is|was)(?![\p{L}\p{N}])))/iu;

/**
 * The first and second person, as whole words. Bounded by letters of any script, not `\b`, which takes "ā" for a
 * boundary: "Ngāi Tahu" held the pronoun "i".
 */
const PERSON = /(?<![\p{L}\p{N}])(?:i|im|i'm|i’m|ive|i've|my|me|we|our|us|you|your)(?![\p{L}\p{N}])/iu;

/**
 * A division of the law or of land numbered "I" in roman numerals: "Part I", "Schedule I", "Block I" (of a survey
 * district). The capital "I" after it is the number, not the pronoun.
 */
const NUMBERED_ONE =
  /(?<![\p{L}\p{N}])(?:part|subpart|schedule|block|division|class|chapter|book|title|form|table|appendix|volume|article)\s+I(?![\p{L}\p{N}])/giu;

/**
 * True when text reads as someone describing their own situation (first or second person, or a question) rather
 * than as a passage of law (paragraph labels such as "(i)" and the "I" of "Part I" are not the pronoun). A passage
 * copied from an Act keeps its common legal words (they place it); a described situation drops them (they say
 * nothing about which law applies).
 */
export function describesSituation(text: string): boolean {
  // A paragraph's label — "(i)", "(a)", "(1)(a)(i)" — is the law's numbering, not the pronoun; so is "Part I".
  const words = text
    .replace(/\((?:[a-z]{1,5}|\d+[a-z]*)\)/gi, ' ')
    .replace(NUMBERED_ONE, (m) => (m.endsWith('I') ? m.slice(0, -1) : m));
  return words.includes('?') || PERSON.test(words) || MINE_PRONOUN.test(words);
}

/** A word at least this share of the Acts' sections use is one of the law's most common ("the", "any", "person"). */
const LAW_COMMON_WORD_SHARE = 0.2;
/**
 * Share of such words from which text reads as the law's own prose. On 300 passages of 16 words from random
 * sections, every one had at least 25% (median 56%); the development set's situations told in the third person
 * ("landlord put the rent up again only six months after the last rise") had 15–18%, and the one at 27% a word the
 * law never uses ("fridge").
 */
export const LAW_PROSE_MIN_COMMON = 0.2;

/**
 * True when text reads as the law's own prose: every word (numbers aside) is used somewhere in the Acts' text, and
 * at least LAW_PROSE_MIN_COMMON of them are among the law's most common words (statutory prose is dense in them;
 * a situation told in brief, everyday words is not). Section frequencies from vocabulary.json (`textDf`).
 */
export function readsAsLaw(text: string): boolean {
  const words = analyseTokens(text).filter((w) => !/^\d+$/.test(w));
  if (words.length === 0) return false;
  let common = 0;
  for (const w of words) {
    const n = VOCABULARY.textDf[stemWord(w.toLowerCase())] ?? 0;
    if (n < 2) return false;
    if (n / VOCABULARY.sections >= LAW_COMMON_WORD_SHARE) common++;
  }
  return common / words.length >= LAW_PROSE_MIN_COMMON;
}

/**
 * The situation's part of the text the sentence encoder reads (`meaningText`): `query` without its words of te reo
 * Māori (the `teReo` list of vocabulary.json: "whānau", "tangi", "mokopuna", Māori place names). The encoder knows
 * English only and reads any of them as "about te reo": "my nana passed away, how many days bereavement leave do I
 * get for the tangi?" was nearest to Te Ture mō Te Reo Māori 2016 and Treaty settlement Acts in both meaning
 * rankings.
 * The words still count in the search by words. A query of te reo words only is returned as it is.
 */
export function textForMeaning(query: string): string {
  const kept = query.replace(/[\p{L}\p{M}]+/gu, (w) =>
    TE_REO.has(foldDiacritics(w).toLowerCase()) ? '' : w,
  );
  const text = kept
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.?!;:])/g, '$1')
    .trim();
  return /\p{L}/u.test(text) ? text : query;
}

/**
 * The text the sentence encoder reads for a described situation: the legal terms its everyday words map to
 * (`terms`, by default `legalTermsOf`: "my boss fired me" → "employer, employment, dismissal"), then the situation itself without its words of te reo Māori (`textForMeaning`). The Acts' vectors
 * are made of their titles and headings, in the law's words; the terms put the situation in those words too.
 * Development set (infra/eval/README.md), same index: recall@5 70.0% → 71.3%, MRR 0.552 → 0.572 (the terms
 * after the situation: 70.0%, 0.570). Pure.
 */
export function meaningText(query: string, terms: readonly string[] = legalTermsOf(query)): string {
  const text = textForMeaning(query);
  return terms.length > 0 ? `${terms.join(', ')}. ${text}` : text;
}
