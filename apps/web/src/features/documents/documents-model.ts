/**
 * Rules of the Document Management Center (`/documents`): what a selected item keeps, the e-mail draft for
 * Email Selected, and the text file Download saves for a document without a file of its own (its whole text, read
 * from the reader's `documents.text` procedure window by window).
 */

import type { ReaderTextOutput, TextUnit } from '@aotearoa/contracts';

/** What the page keeps of a selected document, so a selection survives paging and new searches. */
export interface SelectedDocument {
  id: string;
  title: string;
  citation: string | null;
  /** Where the document can be read (its file, else its page on the source's site), or null. */
  url: string | null;
}

/** The seed's subject line: `New Zealand Legal Documents - N documents`. */
export function emailSubject(count: number): string {
  return `New Zealand Legal Documents - ${count} ${count === 1 ? 'document' : 'documents'}`;
}

/** Body of the draft: one numbered entry per document with its title, citation (where it has one) and link. */
export function emailBody(items: readonly SelectedDocument[]): string {
  const entries = items.map((d, i) =>
    [
      `${i + 1}. ${d.title}`,
      d.citation ? `   Citation: ${d.citation}` : null,
      d.url ? `   Link: ${d.url}` : null,
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return `New Zealand legal documents selected on Aotearoa Legal:\n\n${entries.join('\n\n')}\n`;
}

/**
 * `mailto:` href of the Email Selected draft (no recipient: the user chooses one in their mail program).
 * Subject and body are percent-encoded (RFC 6068), so titles with `&`, `?` or macrons survive.
 */
export function emailDraftHref(items: readonly SelectedDocument[]): string {
  return `mailto:?subject=${encodeURIComponent(emailSubject(items.length))}&body=${encodeURIComponent(emailBody(items))}`;
}

/** The four fields a downloaded text file holds, as the seed names them. */
export interface DocumentTextFields {
  title: string;
  citation: string | null;
  summary: string | null;
  content: string | null;
  /** Where the text came from (source name and link, retrieved date), printed at the end of the file. */
  provenance: string;
}

/**
 * The text file Download saves when a document has no file of its own: title, citation, summary and content
 * (each only when present), then its provenance, so the copy says where and when it was taken from.
 */
export function documentText(d: DocumentTextFields): string {
  const parts = [d.title, d.citation ? `Citation: ${d.citation}` : null];
  if (d.summary) parts.push('', 'Summary', d.summary);
  if (d.content) parts.push('', 'Text', d.content);
  parts.push('', d.provenance);
  return `${parts.filter((p) => p !== null).join('\n')}\n`;
}

/** Most text units Download reads for one file (30 windows of 100): an Act's longest text is under this. */
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
