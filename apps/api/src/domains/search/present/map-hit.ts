import {
  billStatusLabel,
  DOCUMENT_TYPES,
  LEGAL_AREAS,
  LegalStatusSchema,
  legalStatusLabel,
  type SearchHit,
  type SectionHit,
} from '@aotearoa/contracts';
import { documentMetadataOf } from '../../../platform/document-metadata';
import {
  MAX_PREVIEW_CHARS,
  markStems,
  PREVIEW_CHARS,
  previewWindow,
  stripMarks,
  textAroundMatch,
  truncate,
} from './text-window';
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
const TYPES = new Set<string>(DOCUMENT_TYPES);
const AREAS = new Set<string>(LEGAL_AREAS);
type Raw = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const nonNegInt = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0);
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
  const metadata = documentMetadataOf(hit);
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
