/**
 * Publication-restriction / suppression notices printed at the head of NZ judgments, e.g.
 * "NOTE: PURSUANT TO S 139 OF THE CARE OF CHILDREN ACT 2004, ANY REPORT OF THIS PROCEEDING MUST COMPLY …",
 * "ORDER PROHIBITING PUBLICATION OF …", "ORDER SUPPRESSING THE NAMES …", "NOTE: PUBLICATION OF NAME(S) … PROHIBITED".
 * Only the head of the text (first `HEAD_CHARS` characters) is searched: that is where courts print them.
 */
const HEAD_CHARS = 6000;
const START_RE =
  /\b(NOTE:|ORDER PROHIBITING PUBLICATION|ORDER SUPPRESSING|ORDERS? (?:FOR|OF) (?:INTERIM |PERMANENT )?(?:NAME )?SUPPRESSION|SUPPRESSION ORDER|NAME SUPPRESSED|PUBLICATION (?:OF [^.]{0,200})?(?:IS )?PROHIBITED)/;
/** Words one of which a real notice contains (so that a stray "NOTE:" is not taken for one). */
const NOTICE_WORDS = /publi|suppress|prohibit|identif|report of this proceeding/i;
/** Where the notice ends: the court heading, a blank line, or the parties block. */
const END_RE =
  /\n\s*\n|\bIN THE\s+(?:SUPREME COURT|COURT OF APPEAL|HIGH COURT|EMPLOYMENT|DISTRICT COURT|FAMILY COURT)|\bI TE KŌTI|\bBETWEEN\b/;

/**
 * Finds the publication-restriction notice at the head of a judgment and returns it verbatim (whitespace runs
 * collapsed, at most 1,500 characters), or null when the judgment carries none. The notice stays in the text too.
 */
export function detectSuppressionNotice(text: string | null | undefined): string | null {
  if (!text) return null;
  const head = text.slice(0, HEAD_CHARS);
  const start = START_RE.exec(head);
  if (!start) return null;
  const rest = head.slice(start.index);
  const end = END_RE.exec(rest.slice(start[0].length));
  const raw = end ? rest.slice(0, start[0].length + end.index) : rest.slice(0, 1500);
  const notice = raw.replace(/\s+/g, ' ').trim().slice(0, 1500);
  return NOTICE_WORDS.test(notice) ? notice : null;
}

/**
 * Statutory family-law publication restrictions (Family Proceedings Act 1980 s 169, Care of Children Act 2004
 * s 139, Family Court Act 1980): for judgments carrying one, the index keeps the metadata and the notice but
 * not the full text, as the bundled snapshot's provenance advises; readers follow the official link instead.
 */
const FAMILY_RESTRICTION_RE =
  /Care of Children Act|Family Proceedings Act|Family Court Act|Family Violence Act/i;

/** True when the notice is a statutory family-law restriction (see FAMILY_RESTRICTION_RE). */
export function withholdsFullText(notice: string | null): boolean {
  return notice !== null && FAMILY_RESTRICTION_RE.test(notice);
}

/** What the index shows instead of the text of a judgment whose full text is withheld. */
export const WITHHELD_TEXT_NOTE =
  'Full text not reproduced here because of the statutory publication restriction above. Read the judgment at its official source.';
