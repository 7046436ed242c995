import { foldDiacritics, NEGATION_WORDS, stemWord, wordTokens } from './analysis';
import { LAY_TO_LEGAL } from './everyday-terms/everyday-terms';
import { parseNeutralCitation } from './neutral-citation';
import { QUERY_FUNCTION_WORDS, STOP_WORDS } from './stop-words/stop-words';

const NEGATIONS = new Set(NEGATION_WORDS);

/** Meilisearch only considers the first 10 words of a query; reduction keeps at most this many. */
export const MAX_QUERY_WORDS = 10;

/** The result of reducing a typed query: the terms searched, the query string sent and any citation. */
export interface ReducedQuery {
  /** Terms actually searched, in order (legal terms, phrases and kept words; a citation first). */
  terms: string[];
  /** The string sent to Meilisearch (at most MAX_QUERY_WORDS words; quoted phrases keep their quotes). */
  query: string;
  /** A neutral citation found in the text, normalised (`[2017] NZHC 3297`), else null. */
  citation: string | null;
}

/**
 * Finds the first New Zealand neutral citation in a typed query (brackets optional, any spacing or case) and
 * returns it normalised as `[YYYY] NZXX N`, else null. The one parser is `parseNeutralCitation` (neutral-citation.ts).
 */
export function findNeutralCitation(text: string): string | null {
  return parseNeutralCitation(text, { lenient: true })?.citation ?? null;
}

/** Words query reduction drops: the index's stop words and the other function words of English. */
const STOP = new Set([...STOP_WORDS, ...QUERY_FUNCTION_WORDS]);

/** Lay phrases as token lists, longest first, so "leaving a relationship" wins over "relationship". */
const LAY_PHRASES: { tokens: string[]; legal: readonly string[] }[] = Object.entries(LAY_TO_LEGAL)
  .map(([lay, legal]) => ({ tokens: tokenize(lay), legal }))
  .filter((p) => p.tokens.length > 0)
  .sort((a, b) => b.tokens.length - a.tokens.length);
const MAX_PHRASE_TOKENS = LAY_PHRASES[0]?.tokens.length ?? 1;
const LAY_BY_KEY = new Map(LAY_PHRASES.map((p) => [fold(p.tokens.join(' ')), p.legal]));
/** A phrase's words by their stems (`hits me` → `hit me`). */
const stemKey = (tokens: string[]) => tokens.map((t) => stemWord(fold(t))).join(' ');
/**
 * Phrases of two words or more by their words' stems, so an inflected phrase finds its entry ("hits me", "hitting
 * me" → the entry "hit me"); the first phrase listed keeps a stem key two share. Single words are not matched by
 * stem: "fire" is not "fired".
 */
const LAY_BY_STEMS = new Map<string, readonly string[]>();
for (const p of [...LAY_PHRASES].reverse())
  if (p.tokens.length > 1) LAY_BY_STEMS.set(stemKey(p.tokens), p.legal);

/** Folds macrons and other diacritics for matching lay phrases (`Māori` matches the key `maori`). */
function fold(text: string): string {
  return foldDiacritics(text);
}

/** The query's words as typed, macrons kept (`Māori`): the analysis's tokenizer without folding. */
function tokenize(text: string): string[] {
  return wordTokens(text, false);
}

/**
 * A short Act title typed with capitals, e.g. "Employment Relations Act", "Care of Children Act 2004",
 * "Property (Relationships) Act 1976". Kept intact as one term.
 */
const ACT_TITLE_RE =
  /\b((?:[A-Z\u0100-\u017F][\p{L}’'-]*\s+(?:(?:of|and|the|for|to|in|on|at|by|with|from|a|an)\s+)*|\([A-Z][\p{L} ]*\)\s+){1,7}Act(?:\s+\d{4})?)\b/gu;

/**
 * Reduces a typed query — a plain-language situation, an Act title, keywords or a neutral citation — to
 * the terms worth searching:
 * - a neutral citation is detected (tolerant of spacing/case), normalised and searched first;
 * - quoted phrases (`"good faith"`) and capitalised short Act titles are kept intact;
 * - everyday words and phrases are replaced by legal terms from LAY_TO_LEGAL (longest phrase first, and the terms of
 *   longer phrases listed first);
 * - stop words and punctuation are dropped, words are deduplicated, and at most MAX_QUERY_WORDS words are kept.
 *
 * A query of at most 10 words with no stop words, no quotes and no everyday phrase passes through unchanged
 * (apart from trimming), so keyword searches behave exactly as typed. Pure function; never throws.
 */
export function reduceQuery(
  text: string,
  opts: {
    /**
     * How much a kept everyday word says (higher = more distinctive, e.g. inverse corpus frequency); words scored
     * 0 are dropped unless they are negations. When more words remain than fit in MAX_QUERY_WORDS, the highest
     * scoring are kept, in their typed order. Without it, words are kept in typed order.
     */
    wordWeight?: (word: string) => number;
    /**
     * Keep negations ("not", "never", "dont") whatever their weight (default true: in a passage of law they carry
     * the meaning). False for a described situation: they rarely occur in the law and would only narrow the match.
     */
    keepNegations?: boolean;
    /**
     * Replace everyday words and phrases by legal terms from LAY_TO_LEGAL (default true). False for a passage copied
     * from the law: its words are the law's already, and the mapped terms ("lease" → "tenancy") would take the place
     * of its own words and pull it towards another Act.
     */
    layTerms?: boolean;
  } = {},
): ReducedQuery {
  const raw = text.normalize('NFC').trim();
  if (raw === '') return { terms: [], query: '', citation: null };
  const found = parseNeutralCitation(raw, { lenient: true });
  const citation = found?.citation ?? null;

  let rest = found ? `${raw.slice(0, found.index)} ${raw.slice(found.index + found.length)}` : raw;
  const quoted: string[] = [];
  rest = rest.replace(/["“”]([^"“”]{1,120})["“”]/g, (_all, phrase: string) => {
    const words = tokenize(phrase);
    if (words.length > 0) quoted.push(words.join(' '));
    return ' ';
  });
  const actTitles: string[] = [];
  rest = rest.replace(ACT_TITLE_RE, (title: string) => {
    const words = tokenize(title);
    // Drop a leading stop word picked up from the sentence ("The Employment Relations Act").
    while (words.length > 0 && STOP.has(words[0] ?? '')) words.shift();
    if (words.length >= 2) {
      actTitles.push(words.join(' '));
      return ' ';
    }
    return title;
  });

  const tokens = tokenize(rest);

  // A whole query that is a short Act title typed in lower case ("health and safety at work act 2015").
  if (!citation && quoted.length === 0 && actTitles.length === 0 && tokens.length <= MAX_QUERY_WORDS) {
    const last = tokens.at(-1) ?? '';
    const actAt = /^\d{4}$/.test(last) ? tokens.length - 2 : tokens.length - 1;
    if (actAt >= 1 && tokens[actAt] === 'act' && !STOP.has(tokens[0] ?? '')) {
      const query = tokens.join(' ');
      return { terms: [query], query, citation: null };
    }
  }

  // Pass-through: a short keyword query with nothing to reduce.
  if (!citation && quoted.length === 0 && actTitles.length === 0 && tokens.length <= MAX_QUERY_WORDS) {
    const hasStop = tokens.some((w) => STOP.has(w));
    if (!hasStop && !hasLayPhrase(tokens)) {
      const query = tokens.join(' ');
      return { terms: query === '' ? [] : [query], query, citation: null };
    }
  }

  const { legal, kept } = scanLayTerms(tokens, opts.layTerms !== false);

  const terms: string[] = [];
  const words = new Set<string>();
  const parts: string[] = [];
  let wordCount = 0;
  const add = (term: string, quote: boolean) => {
    // Outside a quoted phrase a stop word inside a term ("work and income", "Care of Children Act") matches every
    // document and is highlighted in every preview: it is searched without it.
    const termWords = term.split(' ').filter((w) => w !== '' && (quote || !STOP.has(w.toLowerCase())));
    if (termWords.length === 0) return;
    const fresh = quote ? termWords : termWords.filter((w) => !words.has(w));
    if (fresh.length === 0) {
      if (!terms.includes(term)) terms.push(term);
      return;
    }
    if (wordCount + fresh.length > MAX_QUERY_WORDS) return;
    for (const w of termWords) words.add(w);
    wordCount += fresh.length;
    if (!terms.includes(term)) terms.push(term);
    parts.push(quote ? `"${term}"` : fresh.join(' '));
  };

  if (citation) {
    terms.push(citation);
    parts.push(citation);
    wordCount += 3;
  }
  for (const q of quoted) add(q, true);
  for (const t of actTitles) add(t, false);
  for (const t of legal) add(t, false);
  const weigh = opts.wordWeight;
  if (weigh) {
    const scored = kept
      .map((w, i) => ({
        w,
        i,
        score: NEGATIONS.has(w) ? (opts.keepNegations === false ? 0 : Number.POSITIVE_INFINITY) : weigh(w),
      }))
      .filter((x) => x.score > 0);
    const room = Math.max(0, MAX_QUERY_WORDS - wordCount);
    const best = new Set(
      [...scored]
        .sort((a, b) => b.score - a.score || a.i - b.i)
        .slice(0, room)
        .map((x) => x.i),
    );
    for (const x of scored) if (best.has(x.i)) add(x.w, false);
  } else {
    for (const w of kept) add(w, false);
  }

  return { terms, query: parts.join(' '), citation };
}

/**
 * Splits tokens into the legal terms LAY_TO_LEGAL gives for their everyday words and phrases (longest phrase
 * matched first; with `layTerms` false, none) and the other words that are not stop words. The legal terms come
 * in order of the length of the phrase that gave them, longest first, then typed order; the words in typed order.
 */
function scanLayTerms(tokens: string[], layTerms: boolean): { legal: string[]; kept: string[] } {
  const groups: { n: number; terms: readonly string[] }[] = [];
  const kept: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    let matched = false;
    for (let n = Math.min(MAX_PHRASE_TOKENS, tokens.length - i); n >= 1 && layTerms; n--) {
      const key = fold(tokens.slice(i, i + n).join(' '));
      const found =
        LAY_BY_KEY.get(key) ??
        (n === 1 ? singularLookup(key) : LAY_BY_STEMS.get(stemKey(tokens.slice(i, i + n))));
      if (found) {
        groups.push({ n, terms: found });
        i += n;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    const word = tokens[i] ?? '';
    if (!STOP.has(word)) kept.push(word);
    i += 1;
  }
  // Longer everyday phrases first: "challenge his will" or "hit me" says more than "wife", and the terms listed
  // first are the last the `last` matching strategy drops (typed order within a length; the sort is stable).
  groups.sort((a, b) => b.n - a.n);
  return { legal: groups.flatMap((g) => g.terms), kept };
}

/**
 * The legal terms LAY_TO_LEGAL gives for the everyday words and phrases of `text` ("my boss fired me" →
 * "employer", "employment", "dismissal"), each once, in typed
 * order, without the 10-word limit of `reduceQuery` and leaving out terms the text already holds word for word.
 * Used to tell the sentence encoder what a described situation is in the law's words. Pure.
 */
export function legalTermsOf(text: string): string[] {
  const typed = ` ${tokenize(text).join(' ')} `;
  const { legal } = scanLayTerms(tokenize(text), true);
  return [...new Set(legal)].filter((t) => !typed.includes(` ${tokenize(t).join(' ')} `));
}

function hasLayPhrase(tokens: string[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    for (let n = Math.min(MAX_PHRASE_TOKENS, tokens.length - i); n >= 1; n--) {
      const key = fold(tokens.slice(i, i + n).join(' '));
      if (
        LAY_BY_KEY.has(key) ||
        (n === 1 ? singularLookup(key) : LAY_BY_STEMS.get(stemKey(tokens.slice(i, i + n))))
      )
        return true;
    }
  }
  return false;
}

/** `landlords` → the entry for `landlord` when only the singular is listed. */
function singularLookup(word: string): readonly string[] | undefined {
  if (word.length > 3 && word.endsWith('s')) return LAY_BY_KEY.get(word.slice(0, -1));
  return undefined;
}
