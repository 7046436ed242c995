/**
 * Pure rules of the Document Management Center (`/documents`): what a selected item keeps, the e-mail draft for
 * Email Selected, and the text file Download saves for a document without a file of its own.
 */

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
