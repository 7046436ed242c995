import {
  type Document,
  type IndexRecord,
  isMachineryHeading,
  MAX_QUERY_WORDS,
  NO_VECTORS,
  recordIdStem,
  SITUATION_EMBEDDERS,
  situationEmbedderOf,
  stemText,
} from '@aotearoa/contracts';
import type { CorpusDocument, SourceDocument } from '../model/source-document';
import { outlineHeading } from './act-vectors';

/** Upper bound of words per chunk (well under Meilisearch's 65,535 positions per attribute). */
export const MAX_CHUNK_WORDS = 1_500;
/** A new section starts a new chunk once the current chunk has at least this many words. */
export const MIN_CHUNK_WORDS = 200;
/** Headings repeated on every chunk (`metadata.sections`); `sections_count` keeps the full count. */
export const SECTIONS_ON_CHUNK = 5;

/**
 * The headings an Act's records carry (`metadata.sections`, outline lines such as `s 103 Personal grievance`): the
 * first SECTIONS_ON_CHUNK that are not machinery provisions (`isMachineryHeading`), in their order; the first ones as
 * they are when all are. Non-strings are dropped. Pure.
 */
export function cardHeadings(sections: readonly unknown[]): string[] {
  const lines = sections.filter((s): s is string => typeof s === 'string');
  const substantive = lines.filter((line) => !isMachineryHeading(outlineHeading(line)));
  return (substantive.length > 0 ? substantive : lines).slice(0, SECTIONS_ON_CHUNK);
}

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

/**
 * An Act's first record's `_vectors`: its sentence vector under the embedder its family's hash names
 * (`situationEmbedderOf`; null under the others); its heading vectors are spread over its records
 * (`spreadHeadingVectors`).
 */
function firstRecordVectors(
  vector: number[] | null,
  family: string | null,
): NonNullable<IndexRecord['_vectors']> {
  const part = vector && family ? situationEmbedderOf(family) : null;
  const situations = Object.fromEntries(SITUATION_EMBEDDERS.map((e) => [e, e === part ? vector : null]));
  return { ...NO_VECTORS, ...situations };
}

/**
 * An Act's title and heading vectors spread over its `records` in order, as few on each as they allow: one a
 * record where the Act has as many records as vectors (the title's on its first record), else about
 * `vectors / records` each. Each record that carries some also carries `family` as `meaning_family`, the searches
 * by meaning's distinct attribute, so the Act is still one result. Pure: those given vectors are new objects.
 *
 * Why not all on the first record: Meilisearch 1.21 keeps a record's n-th vector of an embedder in its n-th vector
 * store and searches every non-empty store in turn (up to 256 of them), so ~200 headings on one record meant ~200
 * stores read for each search by headings; spread, the stores are as many as the most vectors any one record holds.
 */
export function spreadHeadingVectors<R extends IndexRecord>(
  records: R[],
  vectors: number[][] | null,
  family: string | null,
): R[] {
  if (!vectors?.length || !family || records.length === 0) return records;
  const per: number[][][] = records.map(() => []);
  vectors.forEach((v, i) => {
    per[Math.floor((i * records.length) / Math.max(vectors.length, records.length))]?.push(v);
  });
  return records.map((r, i) => {
    const mine = per[i] ?? [];
    if (mine.length === 0) return r;
    return { ...r, meaning_family: family, _vectors: { ...(r._vectors ?? NO_VECTORS), headings: mine } };
  });
}

/** Metadata keys repeated on an Act's section records (what a card and its citation need). */
const SECTION_METADATA = new Set([
  'official_url',
  'legal_status',
  'full_text',
  'snapshot_note',
  'site_notice',
  'former_titles',
  'alternative_titles',
  'date_precision',
  'act_number',
  'reprint_date',
  'replaced_by',
  'principal_act',
]);

/**
 * One document → its index records: `content` chunked (see chunkContent), each record repeating the document's
 * fields with `metadata.sections` cut to the first SECTIONS_ON_CHUNK substantive headings (`cardHeadings`),
 * plus `doc_id`, `chunk_index`, `chunk_heading`, `year` and `date_ts` (unix seconds, UTC midnight, of
 * date_published ?? date_enacted) and `title_sort`. Record ids are `${recordIdStem(doc.id)}--${n}`.
 * A document without content is one record with `content: null`. `opts.vector`: the Act's situation vector
 * (`actVector`), put on its first record under the embedder its family names (`firstRecordVectors`);
 * `opts.headingVectors`: its title's and headings' vectors (`headingVectors`), spread over all its records as
 * `_vectors.headings` (`spreadHeadingVectors`), each record carrying some with `opts.family` as `meaning_family`
 * (see `vectorsOf`); every embedder a record has no vector for is null. A document's `citator` (the corpus-wide
 * stage's, enrich/corpus-wide.ts) goes on its first record only, as `cites` and `cite_refs`: "cited by X" is the
 * filter `cites = X`, which must match one record per citing document.
 */
export function toIndexRecords(
  doc: CorpusDocument,
  opts: { vector?: number[] | null; headingVectors?: number[][] | null; family?: string | null } = {},
): IndexRecord[] {
  const { citator, ...rest } = doc;
  const records = chunkRecords(rest, opts);
  const first = records[0];
  if (citator && first) records[0] = { ...first, cites: citator.cites, cite_refs: citator.cite_refs };
  return records;
}

function chunkRecords(
  doc: SourceDocument,
  opts: { vector?: number[] | null; headingVectors?: number[][] | null; family?: string | null },
): IndexRecord[] {
  const { sectionTexts, ...plain } = doc;
  // Every record says whether it has vectors (the embedders need it said): the first record carries the Act's
  // when there are some (see act-vectors.ts and heading-vectors.ts), every other record null.
  const records = documentRecords(plain).map((r, i) => ({
    ...r,
    ...(i === 0 && opts.family ? { meaning_family: opts.family } : {}),
    _vectors: i === 0 ? firstRecordVectors(opts.vector ?? null, opts.family ?? null) : NO_VECTORS,
  }));
  const spread = (all: IndexRecord[]) =>
    spreadHeadingVectors(all, opts.headingVectors ?? null, opts.family ?? null);
  if (!sectionTexts?.length) return spread(records);
  const first = records[0];
  if (!first) return records;
  // The Act's own record(s) stay first; each section becomes its own record under the same doc_id.
  const safeId = recordIdStem(doc.id);
  const { stem_heading: _h, stem_text: _t, meaning_family: _f, metadata, ...rest } = first;
  // Section records carry only the metadata a card needs (not the Act's headings list), to keep the index small.
  const base = {
    ...rest,
    metadata: Object.fromEntries(
      Object.entries(metadata).filter(([k]) => SECTION_METADATA.has(k)),
    ) as IndexRecord['metadata'],
  };
  // The Act's card record also carries the stems of all its section headings (`stem_outline`): the law's own
  // words for what the Act is about.
  const cardRecords = records.map((r, i) =>
    i === 0
      ? {
          ...r,
          stem_outline: stemText(sectionTexts.map((s) => `${s.heading} ${s.part ?? ''}`).join(' ')),
        }
      : r,
  );
  const sectionRecords: IndexRecord[] = [];
  sectionTexts.forEach((s, i) => {
    const heading = `${s.pinpoint} ${s.heading}`.trim();
    const stemHeading = stemText(`${s.heading} ${s.part ?? ''}`);
    const pieces = splitSectionText(s.text);
    pieces.forEach((piece, j) => {
      sectionRecords.push({
        ...base,
        _vectors: NO_VECTORS,
        id: j === 0 ? `${safeId}--s${i}` : `${safeId}--s${i}-${j}`,
        // The section's words are searched through its stemmed copy only (`stem_text`); the text as written is
        // kept for display in `section_text`, so the index does not hold every word of the Acts twice.
        content: null,
        section_text: piece,
        chunk_index: records.length + sectionRecords.length,
        chunk_heading: heading.slice(0, 300),
        section_pinpoint: s.pinpoint,
        section_heading: s.heading,
        section_part: s.part,
        section_url: s.url,
        section_anchor: s.anchor,
        section_as_at: s.asAt,
        section_repealed: s.repealed,
        stem_heading: stemHeading,
        // The piece's words, after the last words of the piece before it: a sentence that runs across the cut
        // (a passage pasted from the Act) is still whole in one record's stemmed text.
        stem_text: stemText(j === 0 ? piece : `${pieceTail(pieces[j - 1] ?? '')}\n${piece}`),
      });
    });
  });
  return spread([...cardRecords, ...sectionRecords]);
}

/** Longest piece of one section's text in a record, in words (schedules and definition sections run to thousands). */
export const MAX_SECTION_PIECE_WORDS = 200;

/**
 * Words of the piece before that a section piece's stemmed text repeats (not its text as shown): as many as the
 * API's exact-phrase search of a pasted passage holds (twice MAX_QUERY_WORDS, `passagePhrase` in the API), so a
 * passage cut between two pieces is found word for word in the second. On the development index 1 of 100 sampled
 * 16-word passages ran across a cut and found no record holding it (infra/eval/README.md).
 */
export const SECTION_PIECE_OVERLAP_WORDS = 2 * MAX_QUERY_WORDS;

/** The last SECTION_PIECE_OVERLAP_WORDS words of a piece, one space between each. */
function pieceTail(piece: string): string {
  return (piece.match(/\S+/g) ?? []).slice(-SECTION_PIECE_OVERLAP_WORDS).join(' ');
}

/**
 * Splits a section's text into pieces of at most MAX_SECTION_PIECE_WORDS words at line ends (a longer line is cut
 * at word boundaries), so a long schedule or definitions section is several records, each matching only the words
 * near each other, instead of one record that contains every word of a query somewhere. Short text: one piece.
 */
export function splitSectionText(text: string): string[] {
  if (words(text) <= MAX_SECTION_PIECE_WORDS) return [text];
  const pieces: string[] = [];
  let cur: string[] = [];
  let n = 0;
  const push = () => {
    if (cur.length) pieces.push(cur.join('\n'));
    cur = [];
    n = 0;
  };
  for (const line of text.split('\n')) {
    const k = words(line);
    if (k > MAX_SECTION_PIECE_WORDS) {
      push();
      const ws = line.split(/\s+/);
      for (let i = 0; i < ws.length; i += MAX_SECTION_PIECE_WORDS)
        pieces.push(ws.slice(i, i + MAX_SECTION_PIECE_WORDS).join(' '));
      continue;
    }
    if (n + k > MAX_SECTION_PIECE_WORDS) push();
    cur.push(line);
    n += k;
  }
  push();
  return pieces;
}

/**
 * `year` and `date_ts` (unix seconds, UTC midnight) of the decisive date: published, else enacted. A document with
 * no date whose source gives only the year (`metadata.year`, a whole number: a listing of decisions by number and
 * year) has that year, and no `date_ts`.
 */
export function dateFields(
  doc: Pick<Document, 'date_published' | 'date_enacted'> & { metadata?: Record<string, unknown> },
): Pick<IndexRecord, 'year' | 'date_ts'> {
  const date = doc.date_published ?? doc.date_enacted;
  const ts = date ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
  const listedYear = doc.metadata?.year;
  return {
    year: date ? Number(date.slice(0, 4)) : Number.isInteger(listedYear) ? (listedYear as number) : null,
    date_ts: Number.isNaN(ts) ? null : Math.floor(ts / 1000),
  };
}

/** The records of a document's own content (see toIndexRecords), with stemmed copies of title, heading, text. */
function documentRecords(doc: Omit<SourceDocument, 'sectionTexts'>): IndexRecord[] {
  const sections = doc.metadata.sections;
  const base = {
    ...doc,
    metadata: Array.isArray(sections) ? { ...doc.metadata, sections: cardHeadings(sections) } : doc.metadata,
    doc_id: doc.id,
    ...dateFields(doc),
    title_sort: titleSort(doc.title),
    // Every title the document is known by (an Act's official alternative and former titles too).
    stem_title: stemText(
      [
        doc.title,
        ...((doc.metadata.alternative_titles as string[] | undefined) ?? []),
        ...((doc.metadata.former_titles as string[] | undefined) ?? []),
      ].join(' '),
    ),
  };
  const safeId = recordIdStem(doc.id);
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
        stem_heading: '',
        stem_text: stemText(doc.summary ?? ''),
      },
    ];
  }
  return chunks.map((c, i) => ({
    ...base,
    id: `${safeId}--${i}`,
    content: c.text,
    chunk_index: i,
    chunk_heading: c.heading,
    stem_heading: stemText(c.heading ?? ''),
    stem_text: stemText(c.text),
  }));
}
