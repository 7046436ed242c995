import { z } from 'zod';
import { COURT_LEVELS, DEBATE_TYPES, DOCUMENT_TYPES, LEGAL_AREAS } from './constants';
import { formatLongDate } from './long-date';

export const DocumentTypeSchema = z.enum(DOCUMENT_TYPES);
export const LegalAreaSchema = z.enum(LEGAL_AREAS);
export const CourtLevelSchema = z.enum(COURT_LEVELS);

/** ISO calendar date `YYYY-MM-DD`. */
export const IsoDateSchema = z.iso.date();

/**
 * An Act's legal status, true or dated: `in_force` only as at the date of an official version that carries no
 * repeal note; `repealed` with the date and repealing provision where the evidence states them; `not_confirmed`
 * when no dated source says either (the card then says what is known and as at when). `evidence` is verbatim or
 * says what the source showed; `source` / `source_url` name where it was read.
 */
export const LegalStatusSchema = z.object({
  state: z.enum(['in_force', 'repealed', 'not_confirmed']),
  /** ISO date the status holds at (version date, or the repeal date), or null when the source states none. */
  as_at: z.string().nullable(),
  /** The repealing provision or Act (`section 216(1) of the Privacy Act 2020 (2020 No 31)`), or null. */
  repealed_by: z.string().nullable(),
  evidence: z.string().nullable(),
  /**
   * ISO date of the version whose text is the evidence (the repealing Act's), where the repeal date itself is not
   * stated (`as_at` null); absent otherwise.
   */
  evidence_as_at: z.string().nullable().optional(),
  source: z.string(),
  source_url: z.string(),
});
export type LegalStatus = z.infer<typeof LegalStatusSchema>;

/**
 * One-line label of a legal status for cards: `In force as at 27 November 2025 — source: legislation.govt.nz …`,
 * `Repealed 1 December 2020 by section 216(1) of the Privacy Act 2020 (2020 No 31) — source: …` (with no repeal date
 * stated: `Repealed by Public Service Act 2020, as its text as at 1 January 2026 states — source: …`), or
 * `Status not confirmed …`
 * (with the date of the version a list showed, when one did). Dates in en-NZ long form (UTC). The source follows a
 * dash, not in brackets: source names carry brackets of their own ("legislation.govt.nz (official version cover)").
 */
export function legalStatusLabel(s: LegalStatus): string {
  const date = s.as_at ? formatLongDate(s.as_at) : null;
  if (s.state === 'in_force') return `In force as at ${date ?? 'an undated version'} — source: ${s.source}`;
  if (s.state === 'repealed') {
    const evidenceDate = !date && s.evidence_as_at ? formatLongDate(s.evidence_as_at) : null;
    const said = evidenceDate ? `, as its text as at ${evidenceDate} states` : '';
    return `Repealed${date ? ` ${date}` : ''}${s.repealed_by ? ` by ${s.repealed_by}` : ''}${said} — source: ${s.source}`;
  }
  if (date)
    return `Status not confirmed: a version as at ${date} was listed — source: ${s.source}; check legislation.govt.nz`;
  return `Status not confirmed: not marked repealed as at c.2020 — source: ${s.source}; check legislation.govt.nz`;
}

/**
 * One-line status of a bill with the date it was read from Parliament's bills data, e.g.
 * `Bill status: Royal Assent, as at 13 June 2026 (New Zealand Parliament bills data)`; null without a status.
 * A bill that received the Royal Assent became an Act: it is not "repealed".
 */
export function billStatusLabel(status: string | undefined, asAt: string | undefined): string | null {
  if (!status?.trim()) return null;
  const date = asAt ? formatLongDate(asAt) : null;
  return `Bill status: ${status.trim()}${date ? `, as at ${date}` : ' (date not stated)'} (New Zealand Parliament bills data)`;
}

/**
 * Where one record of a document was read, with its own links to it: a document merged from duplicate records (the
 * same judgment from two sources, or listed twice by one) keeps one entry per record, the kept record first. Each key
 * is spelled as the field it copies is on a Document (`sourceUrl`, `retrievedAt` and `pdfUrl` as the specification
 * writes them, `official_url` and the rest as metadata keys): see DocumentSchema's note on field names.
 */
export const RecordProvenanceSchema = z.object({
  /** The record's own id before the merge (`nzca-2017-360-32d3666f`); it still opens the document. */
  id: z.string(),
  source: z.string(),
  sourceUrl: z.string(),
  retrievedAt: z.string(),
  official_url: z.string().optional(),
  url: z.string().optional(),
  pdfUrl: z.string().optional(),
  /** Judicial Decisions Online document path and file name. */
  jdo_path: z.string().optional(),
  jdo_document: z.string().optional(),
});
export type RecordProvenance = z.infer<typeof RecordProvenanceSchema>;

/**
 * One stage a bill passed through, from Parliament's Bills API (`Stages`): its name (`First Reading`), New Zealand
 * calendar date, and outcome where Parliament records one (`Agreed`, `Interrupted`; null when it records none).
 */
export const BillStageSchema = z.object({
  stage: z.string(),
  date: z.string().nullable(),
  outcome: z.string().nullable(),
});
export type BillStage = z.infer<typeof BillStageSchema>;

/** A notice an official page showed, verbatim, with when it was read and where (see `site_notice`). */
export const SiteNoticeSchema = z.object({
  text: z.string(),
  /** When the page was read: an ISO date, or "c.2020" where the source gives only an approximate date. */
  as_at: z.string(),
  source_url: z.string(),
});
export type SiteNotice = z.infer<typeof SiteNoticeSchema>;

/**
 * The metadata a document carries: every key some source or enrichment writes, each optional (a key belongs to
 * the document types noted beside it). A key no schema names is stripped, so a source writing a new one adds it here,
 * and a renamed key fails the type check of the code that reads it.
 */
export const DocumentMetadataSchema = z.object({
  official_url: z.string().optional(),
  key_provisions: z.array(z.string()).optional(),
  /**
   * Section or Part headings: on index records the first few that are not machinery provisions (Title,
   * Commencement, Interpretation…); the full count is `sections_count`.
   */
  sections: z.array(z.string()).optional(),
  related_acts: z.array(z.string()).optional(),
  session: z.string().optional(),
  volume: z.string().optional(),
  pages: z.string().optional(),
  /** Hansard's own document type ("debate", "question", "speech", "daily") or a bill's kind ("bill"). */
  debate_type: z.string().optional(),
  /**
   * Parliamentary debates and bills: the debate type they are listed under (DEBATE_TYPES), set by the indexer
   * from `debate_type`, the title and the bill's stage.
   */
  debate_category: z.enum(DEBATE_TYPES).optional(),
  url: z.string().optional(),
  journal: z.string().optional(),
  item_type: z.string().optional(),
  act_number: z.string().optional(),
  administering_agency: z.string().optional(),
  reprint_date: z.string().optional(),
  speaker: z.string().optional(),
  party: z.string().optional(),
  parties: z.array(z.string()).optional(),
  /** Publication-restriction / suppression notice, verbatim from the source. Never stripped. */
  suppression_notice: z.string().optional(),
  /** Caveats from the dataset's PROVENANCE (e.g. "dated snapshot c.2020"). */
  snapshot_note: z.string().optional(),
  /**
   * Legislation: the notice the official page of the Act showed when the source read it, verbatim ("Warning: Some
   * amendments have not yet been incorporated", "[previous title has changed]", a repeal note), with the date it
   * was read (`as_at`, e.g. "c.2020") and the page. Dated, not today's notice: shown as such, not searched.
   */
  site_notice: SiteNoticeSchema.optional(),
  /** Legislation: legal status from a dated source (see LegalStatusSchema). */
  legal_status: LegalStatusSchema.optional(),
  /** Bills: the stages the bill passed through, in order (Bills API detail records only). */
  stages: z.array(BillStageSchema).optional(),
  /** Bills: ISO date the bill status and stages were read from Parliament's data (its as-at date). */
  status_as_at: z.string().optional(),
  /** Duplicates merged into this document: every record's provenance (this one first). Absent when none. */
  provenance: z.array(RecordProvenanceSchema).optional(),
  /** Ids of the records merged into this one (they open this document). */
  merged_ids: z.array(z.string()).optional(),
  // ── Legislation (Acts, regulations) ──
  /** Other titles an Act is known by, and its former titles (the search's title matches). */
  alternative_titles: z.array(z.string()).optional(),
  former_titles: z.array(z.string()).optional(),
  /** `year` when only the year of a date is known (the date is then `YYYY-01-01`). */
  date_precision: z.string().optional(),
  /** The full text held for an Act: its version date (null when not stated), where it came from, and a note. */
  full_text: z
    .object({
      as_at: z.string().nullable(),
      source: z.string(),
      note: z.string(),
      sections: z.number().int(),
    })
    .optional(),
  full_text_note: z.string().optional(),
  full_text_source: z.string().optional(),
  imperial: z.boolean().optional(),
  /** A regulation's status as its list states it. */
  legislation_status: z.object({ state: z.string(), as_at: z.string().nullable() }).optional(),
  outline_url: z.string().optional(),
  pco_number: z.string().optional(),
  /** An Imperial Act's regnal citation where the source gives it (never worked out). */
  regnal_citation: z.string().optional(),
  /** The Act in force that replaced a repealed Act (set by the corpus-wide stage from the repeal evidence). */
  replaced_by: z.object({ id: z.string(), title: z.string() }).optional(),
  /**
   * The Act an amendment Act amends, as its title names it (the Act in force that replaced it, where it was
   * replaced); set by the corpus-wide stage.
   */
  principal_act: z.object({ id: z.string(), title: z.string() }).optional(),
  version_note: z.string().optional(),
  xml_version_date: z.string().optional(),
  // ── Bills and supplementary order papers ──
  bill_number: z.string().optional(),
  /** The bill's status as Parliament's Bills API states it (as at `status_as_at`). */
  bill_status: z.string().optional(),
  bill_title: z.string().optional(),
  bill_type: z.string().optional(),
  introduced: z.string().optional(),
  /** `bill`, `supplementary_order_paper`, … (what a parliamentary or legislation record is). */
  kind: z.string().optional(),
  legislation_document: z.string().optional(),
  member_in_charge: z.string().optional(),
  sop_number: z.string().optional(),
  version_date: z.string().optional(),
  work_id: z.string().optional(),
  // ── Parliamentary debates ──
  electorate: z.string().optional(),
  language: z.string().optional(),
  office: z.string().optional(),
  parliament_document_id: z.string().optional(),
  parliament_number: z.union([z.string(), z.number()]).optional(),
  sitting_day: z.string().optional(),
  speaker_line: z.string().optional(),
  speaker_note: z.string().optional(),
  speakers: z.array(z.string()).optional(),
  subject: z.string().optional(),
  time: z.string().optional(),
  utterances: z.number().int().optional(),
  // ── Case law ──
  /**
   * What the indexer's documented rules derived (significance, case type, outcome, judges…): read it with
   * `CaseFactsSchema` (domains/case-law.ts), which this module cannot import.
   */
  case_facts: z.unknown().optional(),
  /** `key:value` facet strings of `case_facts` (`outcome:Dismissed`), filterable. */
  case_facets: z.array(z.string()).optional(),
  case_text_file: z.string().optional(),
  category: z.string().optional(),
  citation_basis: z.string().optional(),
  court_listing: z.string().optional(),
  date_note: z.string().optional(),
  decision_line: z.string().optional(),
  decision_number: z.string().optional(),
  decision_type: z.string().optional(),
  file_number: z.string().optional(),
  full_text_withheld: z.boolean().optional(),
  hearing_date: z.string().optional(),
  /** Judicial Decisions Online document name and path in its store. */
  jdo_document: z.string().optional(),
  jdo_path: z.string().optional(),
  judges: z.string().optional(),
  jurisdiction: z.string().optional(),
  member: z.string().optional(),
  notes: z.string().optional(),
  outcome: z.string().optional(),
  parallel_citations: z.string().optional(),
  published_on_site: z.string().optional(),
  registry: z.string().optional(),
  source_type: z.string().optional(),
  title_basis: z.string().optional(),
  // ── Academic works ──
  /** Authors in order (the specification's scholar metadata); the citation formats prefer it to `author`. */
  authors: z.array(z.string()).optional(),
  doi: z.string().optional(),
  issue: z.string().optional(),
  publisher: z.string().optional(),
  year_printed: z.string().optional(),
  // ── Several types ──
  /** Year of a bill or decision where the source gives one. */
  year: z.number().int().optional(),
});
export type DocumentMetadata = z.infer<typeof DocumentMetadataSchema>;

/**
 * The specification's Document entity: one legal document (an Act, a regulation, a judgment, a debate, an article).
 * Every document carries provenance: `source` (dataset/publisher name), `sourceUrl` (where the record
 * was read from) and `retrievedAt` (ISO date the snapshot was taken).
 *
 * Field names are the public API's, fixed by the specification, and its two cases are its own, not an accident:
 * - the Document's fields are snake_case as the specification names them (`date_enacted`, `legal_area`,
 *   `is_current`, …), but for its one camelCase field, `pdfUrl`; its `metadata` keys are snake_case too (the
 *   specification's `official_url`, `key_provisions`, …), and so is everything nested in them (`legal_status`'s
 *   `as_at`, `source_url`);
 * - provenance is camelCase on every entity (`source`, `sourceUrl`, `retrievedAt`), as the specification writes it;
 * - everything else is camelCase: the other entities (`domains/`), the fields a search hit adds to a Document
 *   (`highlightedTitle`, `statusLabel`), the responses' own fields (`totalPages`), a directory record's `fields`;
 * - index-only attributes (`doc_id`, `chunk_index`, `title_sort`, `date_ts`, `stem_*`, `meaning_family`) follow the
 *   Document's snake_case, in the directory index as well, so one set of filter and sort names serves both indexes.
 */
export const DocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: DocumentTypeSchema,
  /** Court or tribunal name for case law (a value of COURT_LEVELS), else null. */
  court: z.string().nullable(),
  /** Neutral citation for judgments (`[2017] NZHC 3297`), Act number for legislation, else null. */
  citation: z.string().nullable(),
  /** ISO date an Act was enacted/assented (or year-only as `YYYY-01-01` flagged in metadata). */
  date_enacted: z.string().nullable(),
  /** ISO date a judgment was delivered or a work published. */
  date_published: z.string().nullable(),
  legal_area: z.array(LegalAreaSchema),
  summary: z.string().nullable(),
  /** Text of this document (or, in search hits, of the best-matching chunk). */
  content: z.string().nullable(),
  author: z.string().nullable(),
  university: z.string().nullable(),
  sections_count: z.number().int().nonnegative(),
  /** How many indexed documents cite this one (computed from the corpus at ingest). */
  citation_count: z.number().int().nonnegative(),
  /** false when the source marks the Act repealed / the record not current. */
  is_current: z.boolean(),
  pdfUrl: z.string().nullable(),
  metadata: DocumentMetadataSchema,
  source: z.string(),
  sourceUrl: z.string(),
  retrievedAt: z.string(),
});
export type Document = z.infer<typeof DocumentSchema>;

/**
 * One thing a document's text cites, as the indexer's citator found it: an indexed document (`id`), or a case not
 * held here (`id: null`), with the citation as first printed (`[2014] NZCA 279`, `[2014] 3 NZLR 482`,
 * `Employment Relations Act 2000`) and the pinpoints the text gives (`at [36]`, `at 425–430`, `s 103(1)`).
 */
export const CiteRefSchema = z.object({
  id: z.string().nullable(),
  citation: z.string(),
  pinpoints: z.array(z.string()),
});
export type CiteRef = z.infer<typeof CiteRefSchema>;

/**
 * One record in the Meilisearch index: a chunk (section or paragraph group) of a document.
 * Chunks of one document share `doc_id`, the index's distinct attribute, so search returns one
 * hit per document. Document-level fields are repeated on each chunk; `content` holds the chunk text.
 */
export const IndexRecordSchema = DocumentSchema.extend({
  /** `${doc_id}--${chunk_index}`; Meilisearch primary key (letters, digits, `-`, `_` only). */
  id: z.string().regex(/^[A-Za-z0-9_-]{1,500}$/),
  doc_id: z.string(),
  chunk_index: z.number().int().nonnegative(),
  /** Heading of this chunk (e.g. `s 103 Personal grievances`), or null. */
  chunk_heading: z.string().nullable(),
  /** Year of the decisive date (published, else enacted); filterable. */
  year: z.number().int().nullable(),
  /** Unix seconds of the decisive date; sortable. null sorts last. */
  date_ts: z.number().int().nullable(),
  /** Title folded to ASCII lower case (macrons removed) for sorting. */
  title_sort: z.string(),
  /** Section records of an Act (null on other records): pinpoint `s 103`, label, heading, official link, as-at. */
  section_pinpoint: z.string().nullable().optional(),
  /** The section's text as written (displayed and cropped; searched through `stem_text`). */
  section_text: z.string().nullable().optional(),
  section_heading: z.string().nullable().optional(),
  section_part: z.string().nullable().optional(),
  /** legislation.govt.nz address of the section (or of the Act at its anchor). */
  section_url: z.string().nullable().optional(),
  /** PCO anchor id (`DLM58333`). */
  section_anchor: z.string().nullable().optional(),
  /** ISO date of the version the section text was copied from. */
  section_as_at: z.string().nullable().optional(),
  section_repealed: z.boolean().nullable().optional(),
  /** Stemmed, diacritic-folded copies (see analysis.ts) searched with the stemmed query. */
  stem_title: z.string().optional(),
  stem_heading: z.string().optional(),
  stem_text: z.string().optional(),
  /** An Act's card record: stems of all its section headings (what the Act is about, in the law's words). */
  stem_outline: z.string().optional(),
  /**
   * The citator, on a document's first record only: ids of the other indexed documents its text cites (set when
   * the index is finalised). "Cited by X" is the filter `cites = X`.
   */
  cites: z.array(z.string()).optional(),
  /** With `cites`, on the same record: each citation with its pinpoints, and cases cited that are not held here. */
  cite_refs: z.array(CiteRefSchema).optional(),
  /**
   * On an Act's records that carry vectors (its first, and those its heading vectors are spread over): its family of
   * yearly Acts (`actFamily`) when that family is crowded, else its own id; the searches by meaning's distinct
   * attribute. Absent elsewhere.
   */
  meaning_family: z.string().optional(),
  /**
   * Meilisearch's vectors field: one of `situation_1`, `situation_2` holds the Act's sentence vector on an Act's
   * first record (the one `situationEmbedderOf` its family names; see SITUATION_EMBEDDERS), and `headings` some of
   * the vectors of its title and section headings (HEADINGS_EMBEDDER) on the Act's records they are spread over
   * (its title's on the first); every other embedder of a record is null (an embedder fed by the indexer needs
   * every record to say).
   */
  _vectors: z
    .object({
      situation_1: z.array(z.number()).nullable(),
      situation_2: z.array(z.number()).nullable(),
      headings: z.array(z.array(z.number())).nullable(),
    })
    .optional(),
});
export type IndexRecord = z.infer<typeof IndexRecordSchema>;
