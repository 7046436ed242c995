import type { Document, IndexRecord } from '@aotearoa/contracts';

/** Upper bound of words per chunk (well under Meilisearch's 65,535 positions per attribute). */
export const MAX_CHUNK_WORDS = 1_500;
/** A new section starts a new chunk once the current chunk has at least this many words. */
export const MIN_CHUNK_WORDS = 200;
/** Headings repeated on every chunk (`metadata.sections`); `sections_count` keeps the full count. */
export const SECTIONS_ON_CHUNK = 5;

/** A heading line of legislation content: `s 103 …`, `r 3 …`, `cl 17A …`, `Part 2 …`, `Subpart 1 …`, `Schedule 1 …`. */
const HEADING_RE = /^(?:s|r|cl|Part|Subpart|Schedule) [0-9][0-9A-Z]*\b/;

const words = (s: string) => (s.match(/\S+/g) ?? []).length;

/** Title folded for sorting: macrons and other diacritics removed (NFD), lower case, whitespace collapsed. */
export function titleSort(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Splits text longer than MAX_CHUNK_WORDS into pieces at line ends, else at word boundaries. */
function splitLong(block: string): string[] {
  if (words(block) <= MAX_CHUNK_WORDS) return [block];
  const out: string[] = [];
  let cur: string[] = [];
  let n = 0;
  const units = block.includes('\n') ? block.split('\n') : block.split(/(?<=[.;:])\s+/);
  for (const u of units) {
    const k = words(u);
    if (k > MAX_CHUNK_WORDS) {
      if (cur.length) out.push(cur.join('\n'));
      cur = [];
      n = 0;
      const ws = u.split(/\s+/);
      for (let i = 0; i < ws.length; i += MAX_CHUNK_WORDS)
        out.push(ws.slice(i, i + MAX_CHUNK_WORDS).join(' '));
      continue;
    }
    if (n + k > MAX_CHUNK_WORDS && cur.length) {
      out.push(cur.join('\n'));
      cur = [];
      n = 0;
    }
    cur.push(u);
    n += k;
  }
  if (cur.length) out.push(cur.join('\n'));
  return out;
}

/**
 * Splits `content` into chunks of at most MAX_CHUNK_WORDS words: blocks are blank-line separated paragraphs (or,
 * for text without blank lines, the long-text splitter). For legislation/regulations a heading line starts a new
 * chunk once the current one holds MIN_CHUNK_WORDS words, and each chunk's heading is its first heading line.
 */
export function chunkContent(content: string, headed: boolean): { heading: string | null; text: string }[] {
  const blocks = content
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean)
    .flatMap(splitLong);
  const chunks: { heading: string | null; text: string }[] = [];
  let cur: string[] = [];
  let curWords = 0;
  let heading: string | null = null;
  const flush = () => {
    if (cur.length) chunks.push({ heading, text: cur.join('\n\n') });
    cur = [];
    curWords = 0;
    heading = null;
  };
  for (const b of blocks) {
    const k = words(b);
    const firstLine = b.split('\n', 1)[0] ?? '';
    const isHeading = headed && HEADING_RE.test(firstLine);
    if (cur.length && (curWords + k > MAX_CHUNK_WORDS || (isHeading && curWords >= MIN_CHUNK_WORDS))) flush();
    if (isHeading && heading === null) heading = firstLine.slice(0, 300);
    cur.push(b);
    curWords += k;
  }
  flush();
  return chunks;
}

const SAFE_ID = /[^A-Za-z0-9_-]/g;

/**
 * One document → its index records: `content` chunked (see chunkContent), each record repeating the document's
 * fields with `metadata.sections` cut to the first SECTIONS_ON_CHUNK headings, plus `doc_id`, `chunk_index`,
 * `chunk_heading`, `year` and `date_ts` (unix seconds, UTC midnight, of date_published ?? date_enacted) and
 * `title_sort`. Record ids are `${doc.id}--${n}` with characters outside [A-Za-z0-9_-] replaced by `_`.
 * A document without content is one record with `content: null`.
 */
export function toIndexRecords(doc: Document): IndexRecord[] {
  const date = doc.date_published ?? doc.date_enacted;
  const ts = date ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
  const sections = doc.metadata.sections;
  const base = {
    ...doc,
    metadata: Array.isArray(sections)
      ? { ...doc.metadata, sections: sections.slice(0, SECTIONS_ON_CHUNK) }
      : doc.metadata,
    doc_id: doc.id,
    year: date ? Number(date.slice(0, 4)) : null,
    date_ts: Number.isNaN(ts) ? null : Math.floor(ts / 1000),
    title_sort: titleSort(doc.title),
  };
  const safeId = doc.id.replace(SAFE_ID, '_').slice(0, 480);
  const headed = doc.type === 'legislation' || doc.type === 'regulation';
  const chunks = doc.content?.trim() ? chunkContent(doc.content, headed) : [];
  if (chunks.length === 0) {
    return [
      {
        ...base,
        id: `${safeId}--0`,
        content: doc.content?.trim() ? doc.content : null,
        chunk_index: 0,
        chunk_heading: null,
      },
    ];
  }
  return chunks.map((c, i) => ({
    ...base,
    id: `${safeId}--${i}`,
    content: c.text,
    chunk_index: i,
    chunk_heading: c.heading,
  }));
}
