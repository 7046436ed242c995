/**
 * The text file Download saves for a document without a file of its own (on /documents and on case cards): its
 * title, citation, publication-restriction notice, summary and whole text (read from the reader's `documents.text`
 * procedure, window by window, with each section's version date), then where and when the copy was taken from.
 */

import { MAX_TEXT_WINDOW, type ReaderTextOutput, type TextUnit } from '@aotearoa/contracts';
import { downloadText, fileSlug } from './download';
import { formatDate } from './format';
import { trpcClient } from './trpc';

/** What a downloaded text file holds: the specification's four fields (title, citation, summary, content), notice, provenance. */
export interface DocumentTextFields {
  title: string;
  citation: string | null;
  summary: string | null;
  content: string | null;
  /** A publication-restriction (suppression) notice the judgment carries, printed first and verbatim, or null. */
  notice?: string | null;
  /** Where the text came from (source name and link, retrieved date), printed at the end of the file. */
  provenance: string;
}

/**
 * The text file Download saves when a document has no file of its own: title, citation, notice, summary and content
 * (each only when present), then its provenance, so the copy says where and when it was taken from. Pure.
 */
export function documentText(d: DocumentTextFields): string {
  const parts = [d.title, d.citation ? `Citation: ${d.citation}` : null];
  if (d.notice?.trim()) parts.push('', d.notice.trim());
  if (d.summary) parts.push('', 'Summary', d.summary);
  if (d.content) parts.push('', 'Text', d.content);
  parts.push('', d.provenance);
  return `${parts.filter((p) => p !== null).join('\n')}\n`;
}

/** Most text units Download reads for one file (30 windows of 100; the bundled texts run to a few hundred). */
export const MAX_DOWNLOAD_UNITS = 3_000;

/**
 * Every text unit of a document, in order, read window by window through `read(from)` (the API's
 * `documents.text`, `GET /api/documents/{id}/text?from=&limit=`, at most 100 units a window) until `total` units
 * are read or MAX_DOWNLOAD_UNITS. Rejects when a window fails (the caller falls back to the search result's text).
 */
export async function readAllUnits(read: (from: number) => Promise<ReaderTextOutput>): Promise<TextUnit[]> {
  const units: TextUnit[] = [];
  for (;;) {
    const window = await read(units.length);
    units.push(...window.units);
    if (window.units.length === 0 || units.length >= window.total || units.length >= MAX_DOWNLOAD_UNITS)
      break;
  }
  return units;
}

/**
 * The text of a downloaded file from its units: each unit's pinpoint and heading on a line, then its text; a
 * section's version date where the units carry one ("Text as at 1 July 2014" once, when they share it, else on
 * each unit), so a dated copy never reads as current law. `formatDate` writes an ISO date for people. Pure.
 */
export function unitsText(units: readonly TextUnit[], formatDate: (iso: string) => string): string {
  const dates = new Set(units.map((u) => u.asAt).filter((d): d is string => Boolean(d)));
  const shared = dates.size === 1 ? [...dates][0] : undefined;
  const body = units.map((u) => {
    const head = [u.pinpoint, u.heading].filter(Boolean).join(' ');
    const asAt = !shared && u.asAt ? `(text as at ${formatDate(u.asAt)})` : null;
    return [head, asAt, u.text].filter(Boolean).join('\n');
  });
  const note = shared
    ? [`Text as at ${formatDate(shared)}: a dated copy, not necessarily the law in force today.`]
    : [];
  return [...note, ...body].join('\n\n');
}

/** What `saveDocumentText` needs of a document: a search hit or a case card's record. */
export interface DownloadableDocument {
  id: string;
  title: string;
  citation: string | null;
  summary: string | null;
  /** The search result's excerpt, saved when the whole text cannot be read. */
  content: string | null;
  /** Its publication-restriction notice, if any: never left out of a copy. */
  notice: string | null;
  source: string;
  sourceUrl: string;
  retrievedAt: string;
}

/**
 * Saves a document as a text file (`documentText`), its whole text read through `GET /api/documents/{id}/text`
 * (`readAllUnits`, `unitsText`). Resolves `full`, or `excerpt` when the text could not be read (the file then holds
 * the summary and `content` only); the caller says which in its toast.
 */
export async function saveDocumentText(doc: DownloadableDocument): Promise<'full' | 'excerpt'> {
  const text = await readAllUnits((from) =>
    trpcClient.documents.text.query({ id: doc.id, from, limit: MAX_TEXT_WINDOW }),
  )
    .then((units) => (units.length > 0 ? unitsText(units, (d) => formatDate(d) || d) : doc.content))
    .catch(() => null);
  const retrieved = formatDate(doc.retrievedAt) || doc.retrievedAt;
  downloadText(
    documentText({
      title: doc.title,
      citation: doc.citation,
      summary: doc.summary,
      content: text ?? doc.content,
      notice: doc.notice,
      provenance: `Source: ${doc.source} (${doc.sourceUrl}), retrieved ${retrieved}. A dated copy, not an official version.`,
    }),
    `${fileSlug(doc.title)}.txt`,
  );
  return text === null ? 'excerpt' : 'full';
}

/** The toast after `saveDocumentText`: saved, or saved as an excerpt because the text could not be read. */
export function downloadToast(title: string, saved: 'full' | 'excerpt') {
  return saved === 'excerpt'
    ? {
        type: 'warning' as const,
        title: 'Downloaded an excerpt',
        description: `The full text of ${title} could not be loaded; the file holds its excerpt.`,
      }
    : { type: 'info' as const, title: 'Downloaded', description: `${title} saved as a text file.` };
}
