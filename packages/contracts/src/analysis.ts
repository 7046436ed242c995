import { stemmer } from 'stemmer';

/**
 * Text analysis shared by the indexer (stemmed copies of titles, headings and section text) and the API (the same
 * analysis of the query), so both sides of a match are normalised the same way:
 * - macrons and other diacritics folded (`Māori` → `maori`), lower case;
 * - apostrophes dropped (`employer's` → `employer`, `won't` → `wont`);
 * - each word reduced to its Porter stem (`stemmer` package: `dismissed`, `dismissal` → `dismiss`;
 *   `tenancies`, `tenancy` → `tenanc`), numbers and section labels (`103`, `4A`) left as they are.
 */

/** Folds macrons and other diacritics (`Māori` → `Maori`, `Ngāti` → `Ngati`). Other characters unchanged. */
export function foldDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/**
 * Lower-cased, diacritic-folded word tokens of `text`: apostrophes and a possessive `'s` dropped, split on
 * anything that is not a letter or digit. Empty input gives []. The one tokenizer of the indexer and the API.
 */
export function analyseTokens(text: string): string[] {
  return wordTokens(text, true);
}

/**
 * `analyseTokens` with the choice of folding diacritics (`fold`); without it, macrons are kept in NFC form
 * (`Māori`), for text shown back to a person (the searched terms). Empty input gives [].
 */
export function wordTokens(text: string, fold: boolean): string[] {
  const lower = text.toLowerCase();
  // Fast path: most legal text is ASCII, which needs no Unicode normalisation.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range test
  const ascii = !/[^\x00-\x7f]/.test(lower);
  const folded = ascii ? lower : fold ? foldDiacritics(lower) : lower.normalize('NFC');
  return folded
    .replace(/['’‘`´]s\b/g, '')
    .replace(/['’‘`´]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}

const STEM_CACHE = new Map<string, string>();
const STEM_CACHE_MAX = 200_000;

/**
 * Words kept whole, whose Porter stem is a word of another sense that the law uses everywhere: "wills" (the
 * documents, as in the Wills Act 2007) would stem to "will", the verb in most sections, and a search for wills
 * would then match them all.
 */
const STEM_EXCEPTIONS: ReadonlyMap<string, string> = new Map([['wills', 'wills']]);

/**
 * The words STEM_EXCEPTIONS keeps whole. The index matches them without typos (Meilisearch `disableOnWords`): one
 * typo would make "wills" the verb again.
 */
export const WHOLE_WORDS: readonly string[] = [...STEM_EXCEPTIONS.keys()];

/**
 * The stem of one lower-case word (Porter); words containing a digit, and words of 2 letters or fewer, as they are;
 * STEM_EXCEPTIONS kept whole. Memoised (a corpus repeats the same few tens of thousands of words).
 */
export function stemWord(word: string): string {
  if (word.length <= 2 || /\d/.test(word)) return word;
  const exception = STEM_EXCEPTIONS.get(word);
  if (exception !== undefined) return exception;
  const hit = STEM_CACHE.get(word);
  if (hit !== undefined) return hit;
  const stem = stemmer(word);
  if (STEM_CACHE.size < STEM_CACHE_MAX) STEM_CACHE.set(word, stem);
  return stem;
}

/** `text` analysed (see analyseTokens) and stemmed word by word, joined by single spaces. */
export function stemText(text: string): string {
  return analyseTokens(text).map(stemWord).join(' ');
}

/** An Act's title without "Act", its number in the year and its year ("Land Transfer Act 2017" → "Land Transfer"). */
const SUBJECT_OF_TITLE = /^(.+?)\s+Act(?:\s+\(No\s+\d+\))?\s+\d{4}$/;

/**
 * The subject of an Act's title, stemmed (`stemText`): "Public Works Act 1981" → "public work", "Bills of Exchange
 * Act 1908" → "bill of exchang"; null when the title is not "… Act <year>". A topic whose stemmed words equal it
 * names that Act. Pure.
 */
export function actSubjectOf(title: string): string | null {
  const m = SUBJECT_OF_TITLE.exec(title.trim());
  return m?.[1] !== undefined ? stemText(m[1]) : null;
}

/**
 * Words that turn a statement around; query reduction never drops them (in law "without notice", "not paid" and
 * "never agreed" say the opposite of the same words without them).
 */
export const NEGATION_WORDS: readonly string[] = [
  'not',
  'no',
  'never',
  'without',
  'nor',
  'none',
  'cannot',
  'cant',
  'didnt',
  'doesnt',
  'dont',
  'wont',
  'wasnt',
  'werent',
  'isnt',
  'arent',
  'hasnt',
  'havent',
  'unpaid',
  'refused',
];

/**
 * The query string sent to the index, stemmed like the indexed `stem_*` copies: each word analysed and stemmed,
 * quoted phrases kept as phrases (`"good faith"` stays quoted, its words stemmed). Pure; `''` for an empty query.
 */
export function stemQuery(query: string): string {
  const parts: string[] = [];
  const re = /"([^"]*)"|([^"]+)/g;
  for (let m = re.exec(query); m; m = re.exec(query)) {
    if (m[1] !== undefined) {
      const phrase = stemText(m[1]);
      if (phrase) parts.push(`"${phrase}"`);
    } else if (m[2]) {
      const words = stemText(m[2]);
      if (words) parts.push(words);
    }
  }
  return parts.join(' ');
}

/** The distinct stems of a stemmed query (quotes dropped), for highlighting matched words. */
export function queryStems(stemmedQuery: string): Set<string> {
  return new Set(
    stemmedQuery
      .replace(/"/g, ' ')
      .split(/\s+/)
      .filter((w) => w.length > 1),
  );
}
