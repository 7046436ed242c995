/**
 * Pure rules of the Document Management Center (`/documents`): what a selected item keeps and the e-mail draft for
 * Email Selected. (The text file Download saves is made in lib/document-download.ts.)
 */

/** What the page keeps of a selected document, so a selection survives paging and new searches. */
export interface SelectedDocument {
  id: string;
  title: string;
  citation: string | null;
  /** Where the document can be read (its file, else its page on the source's site), or null. */
  url: string | null;
}

/** The specification's subject line: `New Zealand Legal Documents - N documents`. */
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
