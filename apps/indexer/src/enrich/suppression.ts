/**
 * Publication-restriction / suppression notices printed on NZ judgments and determinations, e.g.
 * "NOTE: PURSUANT TO S 139 OF THE CARE OF CHILDREN ACT 2004, ANY REPORT OF THIS PROCEEDING MUST COMPLY …",
 * "ORDER PROHIBITING PUBLICATION OF …", "ORDER SUPPRESSING THE NAMES …", "NOTE: PUBLICATION OF NAME(S) … PROHIBITED BY
 * S 204 …", and the Employment Relations Authority's "Attention is drawn to the order prohibiting publication …".
 * A judgment may carry several (one per statutory provision): every one is kept.
 */
const START_RE =
  /\b(NOTE:|ORDER PROHIBITING PUBLICATION|ORDERS? SUPPRESSING|ORDERS? (?:FOR|OF) (?:INTERIM |PERMANENT )?(?:NAME )?SUPPRESSION|SUPPRESSION ORDER|NON-PUBLICATION ORDER|NAME SUPPRESSED|PUBLICATION (?:OF [^.]{0,200})?(?:IS )?PROHIBITED|Attention\s+is\s+drawn\s+to\s+(?:the\s+)?orders?\s+prohibiting\s+publication)/g;
/** Words one of which a real notice contains (so that a stray "NOTE:" is not taken for one). */
const NOTICE_WORDS = /publi|suppress|prohibit|identif|report of this proceeding/i;
/** Where a notice ends: the court heading, a blank line, the parties block, or a numbered paragraph. */
const END_RE =
  /\n\s*\n|\bIN THE\s+(?:SUPREME COURT|COURT OF APPEAL|HIGH COURT|EMPLOYMENT|DISTRICT COURT|FAMILY COURT)|\bI TE KŌTI|\bBETWEEN\b|\n\s*\[\d+\]/;
const MAX_NOTICE = 1500;

/**
 * Finds every publication-restriction notice in a judgment's text and returns them verbatim (whitespace runs
 * collapsed, each at most 1,500 characters), joined by a blank line, in order; null when there is none. A notice
 * that starts inside another (e.g. "PROHIBITED BY S 204 …" within "NOTE: PUBLICATION …") is part of that one.
 * The notices stay in the text too.
 */
export function detectSuppressionNotice(text: string | null | undefined): string | null {
  if (!text) return null;
  const notices: string[] = [];
  let coveredTo = -1;
  for (const start of text.matchAll(START_RE)) {
    const at = start.index ?? 0;
    if (at < coveredTo) continue;
    const from = at + start[0].length;
    const rest = text.slice(from, from + MAX_NOTICE * 2);
    START_RE.lastIndex = 0;
    const end = END_RE.exec(rest);
    const nextStart = /\bNOTE:|\bORDER PROHIBITING PUBLICATION|\bORDERS? SUPPRESSING/.exec(rest);
    const stop = Math.min(end?.index ?? rest.length, nextStart?.index ?? rest.length);
    const raw = text.slice(at, from + stop);
    const notice = raw.replace(/\s+/g, ' ').trim().slice(0, MAX_NOTICE);
    coveredTo = from + stop;
    if (NOTICE_WORDS.test(notice) && !notices.includes(notice)) notices.push(notice);
  }
  return notices.length ? notices.join('\n\n') : null;
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
