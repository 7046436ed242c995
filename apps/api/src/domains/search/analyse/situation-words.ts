/**
 * The words of a described situation looked for in the Acts' titles and headings: its two-word phrases
 * (`situationPhrases`) and its words (`situationWords`), stemmed. Pure.
 */
import {
  analyseTokens,
  NEGATION_WORDS,
  QUERY_FUNCTION_WORDS,
  STOP_WORDS,
  stemWord,
} from '@aotearoa/contracts';

/** The index's stop words and the other function words query reduction drops ("because", "while"). */
const STOP = new Set([...STOP_WORDS, ...QUERY_FUNCTION_WORDS]);

const NEGATIONS = new Set(NEGATION_WORDS);

/** Phrases searched per situation (the first ones typed): each is one more query of the multi-search. */
export const MAX_PHRASES = 8;

/** A phrase or title word held by more Acts than this does not rank them. */
export const MAX_PHRASE_ACTS = 3;

/**
 * The two-word phrases of a described situation, stemmed like the index's `stem_*` copies, in the order typed,
 * each once, at most MAX_PHRASES: two adjacent words, neither a stop word or negation, each of 3 letters or more
 * and without digits ("my nana passed away, how many days bereavement leave" → "nana pass", "pass awai",
 * "bereav leav"). Pure.
 */
export function situationPhrases(query: string): string[] {
  const tokens = analyseTokens(query);
  const out = new Set<string>();
  for (let i = 0; i + 1 < tokens.length && out.size < MAX_PHRASES; i++) {
    const a = tokens[i] ?? '';
    const b = tokens[i + 1] ?? '';
    if (!isPhraseWord(a) || !isPhraseWord(b)) continue;
    out.add(`${stemWord(a)} ${stemWord(b)}`);
  }
  return [...out];
}

/** Words of a situation looked for in the Acts' titles (the first ones typed): each is one more query. */
export const MAX_TITLE_WORDS = 10;

/**
 * The words of a described situation looked for one by one in the Acts' titles, stemmed, in the order typed, each
 * once, at most MAX_TITLE_WORDS: the words `situationPhrases` takes ("my business partner wants out" → "busi",
 * "partner"). Pure.
 */
export function situationWords(query: string): string[] {
  return [...new Set(analyseTokens(query).filter(isPhraseWord).map(stemWord))].slice(0, MAX_TITLE_WORDS);
}

/**
 * A word a phrase or title-word search may hold: 3 letters or more, no digit, not a negation, and neither it nor its
 * stem a stop word (the index drops stop words, and its stems of "wants", "using", "getting" — "want", "us", "get" —
 * are: a query of such a word alone matched every record, at a cost, and told nothing).
 */
function isPhraseWord(word: string): boolean {
  return (
    word.length >= 3 &&
    !/\d/.test(word) &&
    !STOP.has(word) &&
    !NEGATIONS.has(word) &&
    !STOP.has(stemWord(word))
  );
}
