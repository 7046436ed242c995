import {
  analyseTokens,
  billStatusLabel,
  DOCUMENT_TYPES,
  LEGAL_AREAS,
  LegalStatusSchema,
  legalStatusLabel,
  type SearchHit,
  type SectionHit,
  stemWord,
} from '@aotearoa/contracts';

/** Target length of a preview, characters of text (tags not counted). */
export const PREVIEW_CHARS = 500;
/** Longest preview returned, characters including `<mark>` tags (a hard cap). */
export const MAX_PREVIEW_CHARS = 800;
/** Characters of a hit's text kept around its best match (the hit's `content`; the preview is cut from it). */
export const CONTENT_WINDOW_CHARS = 600;
/** Characters of a hit's text searched for that match: the opening of a long judgment (its first ~1,600 words). */
export const CONTENT_SCAN_CHARS = 10_000;
/**
 * Fields fetched from Meilisearch for a hit: everything a SearchHit needs, `content` whole (a record's text: for
 * most records under 2,000 characters). The API cuts and marks it itself (`textAroundMatch`, `markStems`): asking
 * Meilisearch to crop and highlight cost it about a quarter of its time per search (infra/bench/README.md).
 */
export const RETRIEVED_ATTRIBUTES = [
  'id',
  'doc_id',
  'title',
  'type',
  'court',
  'citation',
  'date_enacted',
  'date_published',
  'legal_area',
  'summary',
  'author',
  'university',
  'sections_count',
  'citation_count',
  'is_current',
  'pdfUrl',
  'metadata',
  'source',
  'sourceUrl',
  'retrievedAt',
  'chunk_heading',
  'content',
];

/** Fields fetched for the section records listed under an Act, `section_text` whole (a piece of at most 200 words). */
export const SECTION_ATTRIBUTES = [
  'doc_id',
  'section_pinpoint',
  'section_heading',
  'section_part',
  'section_url',
  'section_anchor',
  'section_as_at',
  'section_repealed',
  'section_text',
];
/** Longest section preview, characters of text. */
export const SECTION_PREVIEW_CHARS = 300;
export const MARK_OPEN = '<mark>';
export const MARK_CLOSE = '</mark>';

const TYPES = new Set<string>(DOCUMENT_TYPES);
const AREAS = new Set<string>(LEGAL_AREAS);

type Raw = Record<string, unknown>;

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const nonNegInt = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0);

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

/**
 * Maps one section record of an Act (a non-distinct hit with SECTION_ATTRIBUTES) to a SectionHit: its heading marked
 * by `stems`, and a ≈300-character preview of its text, around the best match of `stems` and marked by them, or
 * where `markText` marks the text otherwise (a pasted passage: `markPassage`; null falls back to `stems`). Returns
 * null when the record is not a section.
 */
export function mapSectionHit(
  hit: Raw,
  stems: ReadonlySet<string>,
  markText?: (text: string) => string | null,
): SectionHit | null {
  const pinpoint = str(hit.section_pinpoint);
  if (!pinpoint) return null;
  const heading = str(hit.section_heading) ?? '';
  const text = str(hit.section_text) ?? '';
  const marked = markText?.(text);
  const preview = marked
    ? previewWindow(marked, SECTION_PREVIEW_CHARS)
    : markStems(textAroundMatch(text, stems, SECTION_PREVIEW_CHARS), stems);
  return {
    pinpoint,
    heading,
    highlightedHeading: markStems(heading, stems),
    preview,
    part: str(hit.section_part),
    anchor: str(hit.section_anchor),
    url: str(hit.section_url) ?? 'https://www.legislation.govt.nz/',
    asAt: str(hit.section_as_at),
    repealed: hit.section_repealed === true,
  };
}

/**
 * Maps one Meilisearch hit (an index record, retrieved with RETRIEVED_ATTRIBUTES, no `_formatted`) to a SearchHit:
 * the document's fields with `id` = the document id, `content` = about CONTENT_WINDOW_CHARS characters of the
 * record's text around its best match of `stems` (plain text, `textAroundMatch`), `preview` = ≈500 characters of
 * it with `<mark>` around every word whose stem is in `stems`, `highlightedTitle` marked the same way, and
 * `matchedSection` = the chunk heading. Without `stems` (a record looked up, not matched) nothing is marked.
 * Missing or malformed fields fall back to null / 0 / [] so one bad record never fails a whole search.
 */
export function mapHit(hit: Raw, stems?: ReadonlySet<string>): SearchHit {
  const title = str(hit.title) ?? '';
  const text = str(hit.content);
  const content = text === null ? null : textAroundMatch(stripMarks(text), stems);
  const type = str(hit.type);
  const legalArea = Array.isArray(hit.legal_area)
    ? hit.legal_area.filter(
        (a): a is SearchHit['legal_area'][number] => typeof a === 'string' && AREAS.has(a),
      )
    : [];
  const metadata =
    hit.metadata && typeof hit.metadata === 'object' && !Array.isArray(hit.metadata)
      ? (hit.metadata as Raw)
      : {};
  const marked = content && stems ? markStems(content, stems) : content;
  const preview = marked ? previewWindow(marked) : truncate(str(hit.summary) ?? '', PREVIEW_CHARS);
  const status = LegalStatusSchema.safeParse(metadata.legal_status);
  return {
    id: str(hit.doc_id) ?? str(hit.id) ?? '',
    title,
    type: (type && TYPES.has(type) ? type : 'legislation') as SearchHit['type'],
    court: str(hit.court),
    citation: str(hit.citation),
    date_enacted: str(hit.date_enacted),
    date_published: str(hit.date_published),
    legal_area: legalArea,
    summary: str(hit.summary),
    content,
    author: str(hit.author),
    university: str(hit.university),
    sections_count: nonNegInt(hit.sections_count),
    citation_count: nonNegInt(hit.citation_count),
    is_current: hit.is_current !== false,
    pdfUrl: str(hit.pdfUrl),
    metadata,
    source: str(hit.source) ?? '',
    sourceUrl: str(hit.sourceUrl) ?? '',
    retrievedAt: str(hit.retrievedAt) ?? '',
    preview: preview.length <= MAX_PREVIEW_CHARS ? preview : truncate(stripMarks(preview), PREVIEW_CHARS),
    highlightedTitle: stems ? markStems(title, stems) : title,
    matchedSection: str(hit.chunk_heading),
    sections: [],
    statusLabel: status.success
      ? legalStatusLabel(status.data)
      : type === 'bill'
        ? billStatusLabel(str(metadata.bill_status) ?? undefined, str(metadata.status_as_at) ?? undefined)
        : null,
  };
}
