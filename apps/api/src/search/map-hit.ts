import { DOCUMENT_TYPES, LEGAL_AREAS, type SearchHit } from '@aotearoa/contracts';

/** Longest chunk text returned in a hit's `content`, characters. */
export const MAX_HIT_CONTENT_CHARS = 2_000;
/** Longest preview returned, characters (the crop gives ≈500; this is a hard cap). */
export const MAX_PREVIEW_CHARS = 700;
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

/** Cuts highlighted text to `max` characters without leaving a `<mark>` open. */
export function truncateMarked(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = truncate(text, max);
  const open = cut.lastIndexOf(MARK_OPEN);
  const close = cut.lastIndexOf(MARK_CLOSE);
  if (open > close) cut = `${cut}${MARK_CLOSE}`;
  // A tag cut in half (`<ma…`) is removed.
  return cut.replace(/<\/?m?a?r?k?…$/, '…');
}

/**
 * Maps one Meilisearch hit (an index chunk with `_formatted`) to a SearchHit: the document's fields with
 * `id` = the document id, `content` = the chunk text (≤ 2,000 chars), `preview` = the cropped chunk with
 * `<mark>` around matched words (≤ ~500 chars), `highlightedTitle`, and `matchedSection` = the chunk heading.
 * Missing or malformed fields fall back to null / 0 / [] so one bad record never fails a whole search.
 */
export function mapHit(hit: Raw): SearchHit {
  const formatted = (hit._formatted ?? {}) as Raw;
  const title = str(hit.title) ?? '';
  const content = str(hit.content);
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
  const preview = str(formatted.content) ?? (content ? truncate(content, 500) : (str(hit.summary) ?? ''));
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
    content: content === null ? null : truncate(content, MAX_HIT_CONTENT_CHARS),
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
    preview: truncateMarked(preview, MAX_PREVIEW_CHARS),
    highlightedTitle: str(formatted.title) ?? title,
    matchedSection: str(hit.chunk_heading),
  };
}
