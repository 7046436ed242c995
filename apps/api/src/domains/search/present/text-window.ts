/**
 * The text a hit shows: a window around its best match, its words marked by their stems, cut to a preview. Pure.
 */
import { analyseTokens, stemWord } from '@aotearoa/contracts';

/** Target length of a preview, characters of text (tags not counted). */
export const PREVIEW_CHARS = 500;

/** Longest preview returned, characters including `<mark>` tags (a hard cap). */
export const MAX_PREVIEW_CHARS = 800;

/** Characters of a hit's text kept around its best match (the hit's `content`; the preview is cut from it). */
export const CONTENT_WINDOW_CHARS = 600;

/** Characters of a hit's text searched for that match: the opening of a long judgment (its first ~1,600 words). */
export const CONTENT_SCAN_CHARS = 10_000;

export const MARK_OPEN = '<mark>';

export const MARK_CLOSE = '</mark>';

/** Cuts text to `max` characters at a word boundary, adding `…`. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Removes `<mark>` / `</mark>` tags. */
export function stripMarks(text: string): string {
  return text.split(MARK_OPEN).join('').split(MARK_CLOSE).join('');
}

/** Makes `<mark>`/`</mark>` pairs balance: a close without an open gets an open at the start, and vice versa. */
function balanceMarks(text: string): string {
  let depth = 0;
  let prefix = '';
  const re = /<\/?mark>/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0] === MARK_OPEN) depth = 1;
    else if (depth === 0) prefix = MARK_OPEN;
    else depth = 0;
  }
  return `${prefix}${text}${depth > 0 ? MARK_CLOSE : ''}`;
}

/**
 * A window of about `chars` characters of text from highlighted `text`, starting a little before the first
 * `<mark>`. Cuts fall on spaces (tags hold no spaces, so none is split) and tags are re-balanced; `…` marks cuts.
 */
export function previewWindow(text: string, chars = PREVIEW_CHARS): string {
  if (stripMarks(text).length <= chars) return text;
  const first = text.indexOf(MARK_OPEN);
  let start = first <= chars / 3 ? 0 : text.lastIndexOf(' ', first - Math.floor(chars / 3));
  if (start < 0) start = 0;
  // Allow for tag characters inside the window.
  let end = start;
  let plain = 0;
  while (end < text.length && plain < chars) {
    if (text.startsWith(MARK_OPEN, end)) end += MARK_OPEN.length;
    else if (text.startsWith(MARK_CLOSE, end)) end += MARK_CLOSE.length;
    else {
      end += 1;
      plain += 1;
    }
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + chars / 2) end = space;
  }
  const body = balanceMarks(text.slice(start, end).trim());
  const lead = start > 0 && !body.startsWith('…') ? '…' : '';
  const tail = end < text.length && !body.endsWith('…') ? '…' : '';
  return `${lead}${body}${tail}`;
}

const WORD_STEMS = new Map<string, string>();

const WORD_STEMS_MAX = 100_000;

/**
 * The stem of one word as it appears in a text (`Dismissed` → `dismiss`; see contracts/analysis.ts), '' for none.
 * Memoised by the word as written: marking a page's texts stems tens of thousands of words, nearly all seen before.
 */
function stemOfWord(word: string): string {
  let stem = WORD_STEMS.get(word);
  if (stem === undefined) {
    const token = analyseTokens(word)[0];
    stem = token ? stemWord(token) : '';
    if (WORD_STEMS.size >= WORD_STEMS_MAX) WORD_STEMS.clear();
    WORD_STEMS.set(word, stem);
  }
  return stem;
}

/**
 * A test of whether a word of a text has its stem in `stems`. Most words are ruled out by their first letter alone
 * (a stem keeps its word's first letter, folded to lower case), without the memo's lookup; a word that starts with
 * anything but an ASCII letter or digit (a macron, a quote) is always stemmed.
 */
function stemMatcher(stems: ReadonlySet<string>): (word: string) => string | null {
  const initials = new Set<number>();
  for (const stem of stems) initials.add(stem.charCodeAt(0));
  return (word) => {
    const c = word.charCodeAt(0);
    const asciiWord = (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
    if (asciiWord && !initials.has(c | 0x20)) return null;
    const stem = stemOfWord(word);
    return stems.has(stem) ? stem : null;
  };
}

/**
 * Wraps in `<mark>`…`</mark>` every word of plain `text` whose stem (see contracts/analysis.ts) is in `stems`, so
 * `dismissed` is marked for a query that said `dismissal`. Existing marks are removed first; non-word characters
 * are kept as they are. An empty `stems` returns the text unmarked.
 */
export function markStems(text: string, stems: ReadonlySet<string>): string {
  const plain = stripMarks(text);
  if (stems.size === 0) return plain;
  const matches = stemMatcher(stems);
  return plain.replace(/[\p{L}\p{N}'’]+/gu, (word) =>
    matches(word) ? `${MARK_OPEN}${word}${MARK_CLOSE}` : word,
  );
}

/**
 * About `chars` characters of plain `text` around its best match: the window holding the most distinct words whose
 * stems are in `stems` (then the most such words; the earliest on a tie), starting a little before its first one.
 * Only the first CONTENT_SCAN_CHARS characters are searched; the start of the text when nothing matches there or
 * without stems; cut on spaces, `…` marking a cut. This is the crop Meilisearch would make, done here so it does not
 * build a formatted copy of every hit.
 */
export function textAroundMatch(
  text: string,
  stems: ReadonlySet<string> | undefined,
  chars = CONTENT_WINDOW_CHARS,
): string {
  if (text.length <= chars) return text;
  const matches: { at: number; stem: string }[] = [];
  if (stems && stems.size > 0) {
    const matched = stemMatcher(stems);
    for (const m of text.slice(0, CONTENT_SCAN_CHARS).matchAll(/[\p{L}\p{N}'’]+/gu)) {
      const stem = matched(m[0]);
      if (stem !== null) matches.push({ at: m.index, stem });
    }
  }
  // The window's matched words lie within its last two thirds (a third of it is kept before the first one).
  const span = Math.floor((chars * 2) / 3);
  let first = -1;
  let bestDistinct = 0;
  let bestCount = 0;
  for (let i = 0, j = 0; i < matches.length; i += 1) {
    const from = matches[i] as { at: number };
    while (j < matches.length && (matches[j] as { at: number }).at - from.at < span) j += 1;
    const inWindow = matches.slice(i, j);
    const distinct = new Set(inWindow.map((m) => m.stem)).size;
    if (distinct > bestDistinct || (distinct === bestDistinct && inWindow.length > bestCount)) {
      bestDistinct = distinct;
      bestCount = inWindow.length;
      first = from.at;
    }
  }
  // After the last space before the lead-in; in a long run without spaces (a URL, a table flattened to one word),
  // where that space would push the matched word out of the window, at the lead-in itself.
  let start = 0;
  if (first > chars / 3) {
    const lead = first - Math.floor(chars / 3);
    const space = text.lastIndexOf(' ', lead);
    start = space >= 0 && lead - space <= chars / 3 ? space + 1 : lead;
    // Never between the two halves of a character outside the Basic Multilingual Plane.
    if (/[\uDC00-\uDFFF]/.test(text.charAt(start))) start += 1;
  }
  let end = Math.min(text.length, start + chars);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + chars / 2) end = space;
    // Never between the two halves of a character outside the Basic Multilingual Plane.
    else if (/[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end -= 1;
  }
  const body = text.slice(start, end).trim();
  return `${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`;
}
