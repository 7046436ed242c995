import {
  caseName,
  type Document,
  type DocumentMetadata,
  type LegalArea,
  parseNeutralCitation,
  type RecordProvenance,
} from '@aotearoa/contracts';
import { FULL_TEXT_CHARS } from './case-law';

/**
 * Duplicate judgments: the same judgment held twice — from two sources, or twice in one source (Judicial Decisions
 * Online lists some judgments under two PDF documents, e.g. [2017] NZCA 360 and [2017] NZHC 2187) — becomes one
 * document at index time, keeping every record's provenance and links.
 *
 * Two `case_law` records are one judgment when
 * - their neutral citations are the same (normalised: `[2017]  NZCA 360` = `[2017] NZCA 360`),
 * - the first word of the first party is the same (so a citation two different cases carry, a known JDO collision
 *   such as [2017] NZHC 2412 "Charming Group" / "Deliu", stays two documents), and
 * - their dates are the same where both have one (R v Crozier [2017] NZHC 1279 is listed on two dates: two
 *   judgments, or one mislabelled; either way not merged on a guess).
 *
 * The record kept is the one with the judgment's full text (longest text first; then the shorter, unsuffixed id).
 */

/** A merge: the record kept (`document`, merged), and the ids of the records folded into it. */
export interface DuplicateMerge {
  keep: string;
  drop: string[];
  document: Document;
}

const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;

/** First word of the first party, letters and digits only, lower case: `SUTCLIFFE v TARR` → `sutcliffe`. */
function firstPartyWord(doc: Pick<Document, 'title' | 'citation'>): string {
  const name = caseName(doc.title, doc.citation);
  return (
    name
      .split(/\s+/)
      .map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''))
      .find((w) => w !== '') ?? ''
  );
}

function hasFullText(doc: Document): boolean {
  return (doc.content?.length ?? 0) >= FULL_TEXT_CHARS && doc.metadata.full_text_withheld !== true;
}

/** Order of preference: full text, longer text, shorter id (the unsuffixed one), then id. */
function preferred(a: Document, b: Document): number {
  return (
    Number(hasFullText(b)) - Number(hasFullText(a)) ||
    (b.content?.length ?? 0) - (a.content?.length ?? 0) ||
    a.id.length - b.id.length ||
    a.id.localeCompare(b.id)
  );
}

/** The record's provenance entry: where it was read, and its own links to the judgment. */
function provenanceOf(doc: Document): RecordProvenance {
  const meta = doc.metadata as Record<string, unknown>;
  return {
    id: doc.id,
    source: doc.source,
    sourceUrl: doc.sourceUrl,
    retrievedAt: doc.retrievedAt,
    ...(str(meta.official_url) ? { official_url: str(meta.official_url) } : {}),
    ...(str(meta.url) ? { url: str(meta.url) } : {}),
    ...(doc.pdfUrl ? { pdfUrl: doc.pdfUrl } : {}),
    ...(str(meta.jdo_path) ? { jdo_path: str(meta.jdo_path) } : {}),
    ...(str(meta.jdo_document) ? { jdo_document: str(meta.jdo_document) } : {}),
  };
}

/** Distinct notices, verbatim, in order; one that another already contains is not repeated. */
function mergeNotices(notices: (string | undefined)[]): string | undefined {
  const list: string[] = [];
  for (const n of notices) {
    if (!n || list.some((x) => x.includes(n))) continue;
    for (let i = list.length - 1; i >= 0; i--) if (n.includes(list[i] ?? '')) list.splice(i, 1);
    list.push(n);
  }
  return list.length ? list.join('\n\n') : undefined;
}

/** One document from a group of records of the same judgment (see the module comment). */
export function mergeGroup(records: Document[]): DuplicateMerge {
  const [keep, ...rest] = [...records].sort(preferred);
  if (!keep) throw new Error('mergeGroup: no records');
  const all = [keep, ...rest];
  const meta: DocumentMetadata = { ...keep.metadata };
  // Fields the kept record lacks are taken from the others (never overriding what it has).
  for (const r of rest) {
    for (const [k, v] of Object.entries(r.metadata)) {
      const key = k as keyof DocumentMetadata;
      if (meta[key] === undefined && v !== undefined) Object.assign(meta, { [key]: v });
    }
  }
  const notice = mergeNotices(all.map((r) => str(r.metadata.suppression_notice)));
  if (notice) meta.suppression_notice = notice;
  meta.provenance = all.map(provenanceOf);
  meta.merged_ids = rest.map((r) => r.id);
  const areas = [...new Set(all.flatMap((r) => r.legal_area))] as LegalArea[];
  const first = <K extends keyof Document>(k: K): Document[K] =>
    all.map((r) => r[k]).find((v) => v !== null && v !== undefined && v !== '') ?? keep[k];
  return {
    keep: keep.id,
    drop: rest.map((r) => r.id),
    document: {
      ...keep,
      court: first('court'),
      date_published: first('date_published'),
      summary: first('summary'),
      pdfUrl: first('pdfUrl'),
      legal_area: areas.length > 1 ? areas.filter((a) => a !== 'general') : areas,
      metadata: meta,
    },
  };
}

/** The groups of records that are one judgment (each with two or more records), by the rules above. */
export function duplicateGroups<
  T extends Pick<Document, 'id' | 'type' | 'title' | 'citation' | 'date_published'>,
>(docs: T[]): T[][] {
  const byCitation = new Map<string, T[]>();
  for (const d of docs) {
    if (d.type !== 'case_law' || !d.citation) continue;
    const nc = parseNeutralCitation(d.citation)?.citation;
    if (nc) byCitation.set(nc, [...(byCitation.get(nc) ?? []), d]);
  }
  const groups: T[][] = [];
  for (const list of byCitation.values()) {
    if (list.length < 2) continue;
    const parts: T[][] = [];
    for (const d of list) {
      const part = parts.find((p) =>
        p.every(
          (x) =>
            firstPartyWord(x) === firstPartyWord(d) &&
            (!x.date_published || !d.date_published || x.date_published === d.date_published),
        ),
      );
      if (part) part.push(d);
      else parts.push([d]);
    }
    groups.push(...parts.filter((p) => p.length > 1));
  }
  return groups;
}

/** Every merge to make in `docs`. */
export function planDuplicateMerges(docs: Document[]): DuplicateMerge[] {
  return duplicateGroups(docs).map(mergeGroup);
}

/** `docs` with each group of duplicate records replaced by its merged document (in the kept record's place). */
export function mergeDuplicates(docs: Document[]): Document[] {
  const merges = planDuplicateMerges(docs);
  if (merges.length === 0) return docs;
  const kept = new Map(merges.map((m) => [m.keep, m.document]));
  const dropped = new Set(merges.flatMap((m) => m.drop));
  return docs.filter((d) => !dropped.has(d.id)).map((d) => kept.get(d.id) ?? d);
}
