import { z } from 'zod';
import { DocumentSchema, DocumentTypeSchema } from './document';
import { limitParam, PageParamSchema, wholeNumberParam } from './lookup';

/**
 * The reader: one document's page (`GET /api/documents/{id}`), its text in windows
 * (`GET /api/documents/{id}/text`) and its citator (`GET /api/documents/{id}/citations`).
 */

/** A document id as search returns it (`act-2000-24`, `nzsc-2017-12`): letters, digits, `-` and `_`. */
export const DocumentIdSchema = z
  .string()
  .min(1, { message: 'id is required' })
  .max(200, { message: 'id must be at most 200 characters' })
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'id must be a document id from search (letters, digits, - and _)' });

export const ReaderInputSchema = z.object({ id: DocumentIdSchema });

/**
 * How the text of a document is held here: `sections` (an Act or regulation, section by section, from a dated
 * official version), `paragraphs` (a judgment or other text, in the source's order), `none` (only metadata is held:
 * read it on the official site).
 */
export const TEXT_KINDS = ['sections', 'paragraphs', 'none'] as const;
export const TextKindSchema = z.enum(TEXT_KINDS);
export type TextKind = z.infer<typeof TextKindSchema>;

/** One entry of an Act's table of contents. */
export const TocEntrySchema = z.object({
  /** Position of the unit in the text (0-based): the `from` of the text window that holds it. */
  index: z.number().int().nonnegative(),
  /** NZ Law Style Guide pinpoint (`s 103`, `sch 1`), or null. */
  pinpoint: z.string().nullable(),
  heading: z.string(),
  /** The Part the section is in (`Part 9 Personal grievances, …`), or null. */
  part: z.string().nullable(),
  /** HTML id of the unit on the page (`s103`, `sch1`, `u12`): the link anchor `#s103`. */
  anchor: z.string(),
  repealed: z.boolean(),
});
export type TocEntry = z.infer<typeof TocEntrySchema>;

/** The document header of the reader page: the search document without its text, with its status line. */
export const ReaderDocumentSchema = DocumentSchema.omit({ content: true }).extend({
  /** Acts: one-line legal status with its as-at date (`In force as at …`), else null. */
  statusLabel: z.string().nullable(),
});
export type ReaderDocument = z.infer<typeof ReaderDocumentSchema>;

export const ReaderOutputSchema = z.object({
  document: ReaderDocumentSchema,
  text: z.object({
    kind: TextKindSchema,
    /** Number of text units (sections or paragraph groups); windows of `/text` page through them. */
    units: z.number().int().nonnegative(),
    /** ISO date of the version the text was copied from (Acts), or null. */
    asAt: z.string().nullable(),
    /** Where the text came from and what it is not (e.g. "not a check of today's law"), or null. */
    note: z.string().nullable(),
    /**
     * The publisher the text was copied from when it is not the document's own `source` (an Act listed from one
     * dataset, its text from the official pages of a later version), else null.
     */
    source: z.string().nullable(),
  }),
  /** Acts and regulations: every section in order (small: pinpoints and headings only). Empty otherwise. */
  toc: z.array(TocEntrySchema),
});
export type ReaderOutput = z.infer<typeof ReaderOutputSchema>;

/** Most text units one `/text` request returns. */
export const MAX_TEXT_WINDOW = 100;

export const ReaderTextInputSchema = z.object({
  id: DocumentIdSchema,
  /** First unit (0-based), e.g. a TOC entry's `index`. */
  from: wholeNumberParam({ min: 0, default: 0 }),
  limit: limitParam(40, MAX_TEXT_WINDOW),
});

/** One unit of text: a section of an Act, or a group of a judgment's paragraphs. */
export const TextUnitSchema = TocEntrySchema.extend({
  /** The text as written (plain text; paragraph numbers such as `[23]` kept at line starts). */
  text: z.string(),
  /** Official address of the section (legislation.govt.nz), or null. */
  officialUrl: z.string().nullable(),
  /** ISO date of the version this section's text was copied from, or null. */
  asAt: z.string().nullable(),
});
export type TextUnit = z.infer<typeof TextUnitSchema>;

export const ReaderTextOutputSchema = z.object({
  units: z.array(TextUnitSchema),
  from: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type ReaderTextOutput = z.infer<typeof ReaderTextOutputSchema>;

export const CitationsInputSchema = z.object({
  id: DocumentIdSchema,
  /** Page of the cited-by list. */
  page: PageParamSchema,
  limit: limitParam(20, 50),
});

/** A document in a citator list. */
export const CitationLinkSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: DocumentTypeSchema,
  citation: z.string().nullable(),
  court: z.string().nullable(),
  /** ISO date (published, else enacted), or null. */
  date: z.string().nullable(),
  /** True when the source gives only the year (`date` is then 1 January of it): show the year alone. */
  yearOnly: z.boolean(),
  /**
   * Pinpoints the citing text gives (`at [45]`, `at 425–430`, `s 103(1)`), in order of first mention; empty when it
   * cites the document as a whole. In `cites`: where this document points into that one; in `citedBy`: where
   * that document points into this one.
   */
  pinpoints: z.array(z.string()),
});
export type CitationLink = z.infer<typeof CitationLinkSchema>;

/** A case the text cites that is not held here: the citation as printed (neutral or law report) and pinpoints. */
export const CitationNotHeldSchema = z.object({
  citation: z.string(),
  pinpoints: z.array(z.string()),
});
export type CitationNotHeld = z.infer<typeof CitationNotHeldSchema>;

export const CitationsOutputSchema = z.object({
  /** Documents this one cites, as found in its text (all of them, newest first). */
  cites: z.array(CitationLinkSchema),
  /** Cases its text cites that are not held here (neutral or law-report citations), in order of first mention. */
  citesNotHeld: z.array(CitationNotHeldSchema),
  /** Documents whose text cites this one (one page, newest first). */
  citedBy: z.object({
    items: z.array(CitationLinkSchema),
    total: z.number().int().nonnegative(),
    page: z.number().int(),
    totalPages: z.number().int(),
  }),
});
export type CitationsOutput = z.infer<typeof CitationsOutputSchema>;
