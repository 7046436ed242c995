import {
  analyseTokens,
  NEGATION_WORDS,
  QUERY_FUNCTION_WORDS,
  STOP_WORDS,
  stemWord,
} from '@aotearoa/contracts';
import type { MultiSearchQuery } from 'meilisearch';
import { RANKING_ATTRIBUTES, type Ranked, rankedOf } from './meaning';

/**
 * The phrase ranking of a described situation: the Acts whose title or section headings hold, word for word, two
 * adjacent words of the situation ("bereavement leave" → Holidays Act 2003, "notify WorkSafe" → Health and Safety at
 * Work Act 2015, "incorporated society" → the Incorporated Societies Acts 1908 and 2022, the latter a title only here).
 * Two words the law uses as a title or heading are far more telling than either alone: "bereavement" is in few
 * sections and was dropped as rare, "leave" in too many to tell. A phrase that many Acts hold ("court order") tells
 * little and is left out. The title-word ranking does the same with single words of the situation, in titles only.
 */

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

/**
 * Words of the titles of Acts that amend or validate others ("Incorporated Societies Amendment Act 1953"), stemmed: a
 * phrase in such a title names the Act amended, not the Act a person needs. ("repeal" is not among them: an Act's
 * searchable title holds its former titles too, and the Shop Trading Hours Act 1990 was once the "Shop Trading
 * Hours Act Repeal Act 1990".)
 */
const AMENDING_TITLE_STEMS = ['amend', 'valid'];
/** Negative keywords leaving out the Acts whose titles hold AMENDING_TITLE_STEMS (searched on titles only). */
const NOT_AMENDING = AMENDING_TITLE_STEMS.map((w) => `-${w}`).join(' ');

/**
 * Two queries per phrase (`situationPhrases`), legislation only, under the search's `filter`, one record per Act (the
 * index's distinct attribute), at most MAX_PHRASE_ACTS + 1 so that a phrase too many Acts hold shows it: the phrase
 * word for word in the stemmed titles of Acts other than amending ones (negative keywords on the title only), and
 * in the stemmed Act outlines and section headings.
 */
export function buildPhraseQueries(
  indexName: string,
  phrases: string[],
  filter: string[],
): MultiSearchQuery[] {
  const base = {
    indexUid: indexName,
    filter: [...filter, 'type = legislation'],
    limit: MAX_PHRASE_ACTS + 1,
    attributesToRetrieve: RANKING_ATTRIBUTES,
  };
  return phrases.flatMap((phrase) => [
    {
      ...base,
      q: `"${phrase}" ${NOT_AMENDING}`,
      attributesToSearchOn: ['stem_title'],
    },
    { ...base, q: `"${phrase}"`, attributesToSearchOn: ['stem_outline', 'stem_heading'] },
  ]);
}

/**
 * One query per word (`situationWords`): the word in quotes (whole, no typo or prefix) in the stemmed titles of Acts
 * other than amending ones, legislation only, under the search's `filter`, at most MAX_PHRASE_ACTS + 1 Acts. A word
 * few Acts are named by names the Act the situation is about ("addicted" → the Substance Addiction (Compulsory
 * Assessment and Treatment) Act 2017, a title only here; "promised" → the Law Reform (Testamentary Promises) Act
 * 1949); a word many titles hold ("tax", "land") ranks none.
 */
export function buildTitleWordQueries(
  indexName: string,
  words: string[],
  filter: string[],
): MultiSearchQuery[] {
  return words.map((word) => ({
    indexUid: indexName,
    q: `"${word}" ${NOT_AMENDING}`,
    attributesToSearchOn: ['stem_title'],
    filter: [...filter, 'type = legislation'],
    limit: MAX_PHRASE_ACTS + 1,
    attributesToRetrieve: RANKING_ATTRIBUTES,
  }));
}

/**
 * The Acts of the phrase or title-word queries' answers (`buildPhraseQueries`, `buildTitleWordQueries`; each a list
 * of hits with `doc_id` and `citation_count`), best first, as the ids of their first records: each query whose
 * phrase or word n ≤ MAX_PHRASE_ACTS Acts hold gives each of them 1 / ln(1 + n) (one only one Act holds counts
 * most); one held by more gives nothing. Ties keep the order of the queries, then of the hits. Pure.
 */
export function phraseActsRanking(
  results: readonly { hits: readonly Record<string, unknown>[] }[],
): Ranked[] {
  const scored = new Map<string, { entry: Ranked; score: number; order: number }>();
  for (const { hits } of results) {
    const acts = hits.filter((h) => typeof h.doc_id === 'string');
    if (acts.length === 0 || acts.length > MAX_PHRASE_ACTS) continue;
    const score = 1 / Math.log1p(acts.length);
    for (const h of acts) {
      const entry = rankedOf(h as typeof h & { doc_id: string });
      const id = entry.id;
      const prev = scored.get(id);
      if (prev) prev.score += score;
      else {
        scored.set(id, { entry, score, order: scored.size });
      }
    }
  }
  return [...scored.values()].sort((a, b) => b.score - a.score || a.order - b.order).map((x) => x.entry);
}

/**
 * The phrases of `phrases` that the section headings or outlines of 1 to MAX_PHRASE_ACTS Acts hold, read from the
 * answers to `buildPhraseQueries(…, phrases, …)`, in its order (per phrase a titles query, then a headings query).
 * Their words lead the query for the sections listed under each Act (`buildSectionsQuery`), so that "bereavement
 * leave" lists the Holidays Act 2003's bereavement leave sections, not its first sections on leave. Pure.
 */
export function headingPhrasesFound(
  phrases: readonly string[],
  results: readonly { hits: readonly unknown[] }[],
): string[] {
  return phrases.filter((_, i) => {
    const n = results[2 * i + 1]?.hits.length ?? 0;
    return n >= 1 && n <= MAX_PHRASE_ACTS;
  });
}
