import { pinpointAnchor, type TextKind, type TocEntry } from '@aotearoa/contracts';
import type { Meilisearch } from 'meilisearch';
import { equalsFilter } from '../../platform/filter-builder';

type Raw = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** The light fields of every record of a document: enough to group them into units and build the contents. */
export const OUTLINE_FIELDS = [
  'id',
  'chunk_index',
  'chunk_heading',
  'section_pinpoint',
  'section_heading',
  'section_part',
  'section_anchor',
  'section_repealed',
  'section_url',
  'section_as_at',
];

/** Most records one document may have (the largest Acts have a few thousand section records). */
const MAX_RECORDS = 20_000;

/** A unit of a document's text (a section, or one record of a judgment) and the index records that hold it. */
export interface DocumentUnit extends TocEntry {
  recordIds: string[];
  officialUrl: string | null;
  asAt: string | null;
}

export interface DocumentOutline {
  /** The document's first record (all document-level fields), or null when no record has this id. */
  head: Raw | null;
  kind: TextKind;
  units: DocumentUnit[];
}

/**
 * Reads a document's records from the documents index (`doc_id = id`, every record: `distinct: 'id'`) and groups
 * them, in `chunk_index` order, into units: an Act's section records (several records of one long section become one
 * unit), else each record with text is a unit (a group of a judgment's paragraphs). Acts' overview records (no
 * pinpoint) are left out of the units. Errors from Meilisearch are thrown as they come.
 */
export async function loadOutline(
  meili: Meilisearch,
  indexUid: string,
  id: string,
): Promise<DocumentOutline> {
  const index = meili.index(indexUid);
  const filter = equalsFilter('doc_id', id);
  const [headRes, res] = await Promise.all([
    index.search('', { filter, limit: 1, distinct: 'id', sort: [] }),
    index.search('', { filter, limit: MAX_RECORDS, distinct: 'id', attributesToRetrieve: OUTLINE_FIELDS }),
  ]);
  // One document's own records in their order (not a result list: the index has no order for them).
  const records = (res.hits as Raw[]).sort((a, b) => Number(a.chunk_index ?? 0) - Number(b.chunk_index ?? 0));
  // Every record carries the document-level fields; any one serves as the header.
  const head = (headRes.hits[0] as Raw | undefined) ?? null;
  const withSections = records.filter((r) => str(r.section_pinpoint));
  if (withSections.length > 0) return { head, kind: 'sections', units: sectionUnits(withSections) };
  // A record without text (an Act known only by its title and status) has nothing to read here.
  if (!head || !str(head.content)) return { head, kind: 'none', units: [] };
  return { head, kind: 'paragraphs', units: recordUnits(records) };
}

function sectionUnits(records: Raw[]): DocumentUnit[] {
  const units: DocumentUnit[] = [];
  const seen = new Map<string, number>();
  let last: { key: string; unit: DocumentUnit } | null = null;
  for (const r of records) {
    const pinpoint = str(r.section_pinpoint) ?? '';
    const heading = str(r.section_heading) ?? str(r.chunk_heading) ?? pinpoint;
    const key = `${str(r.section_anchor) ?? ''}|${pinpoint}|${heading}`;
    if (last && last.key === key) {
      last.unit.recordIds.push(String(r.id));
      continue;
    }
    const base = pinpointAnchor(pinpoint) || `u${units.length}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    const unit: DocumentUnit = {
      index: units.length,
      pinpoint: pinpoint || null,
      heading,
      part: str(r.section_part),
      anchor: n === 1 ? base : `${base}-${n}`,
      repealed: r.section_repealed === true,
      recordIds: [String(r.id)],
      officialUrl: str(r.section_url),
      asAt: str(r.section_as_at),
    };
    units.push(unit);
    last = { key, unit };
  }
  return units;
}

function recordUnits(records: Raw[]): DocumentUnit[] {
  return records.map((r, i) => ({
    index: i,
    pinpoint: null,
    heading: str(r.chunk_heading) ?? `Part ${i + 1}`,
    part: null,
    anchor: `u${i}`,
    repealed: false,
    recordIds: [String(r.id)],
    officialUrl: null,
    asAt: null,
  }));
}
