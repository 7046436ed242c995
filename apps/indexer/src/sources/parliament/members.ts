import { clean } from '../_shared/common';

/**
 * Who spoke, as far as Parliament's own records say — never guessed.
 *
 * The Hansard sample's `speaker_candidate` is an unvalidated guess by the corpus's pipeline (every row is
 * `blocked-pending-validated-member-identity`): it holds members' names, but also presiding officers
 * ("Mr SPEAKER"), office titles ("Minister of Justice"), newspapers ("Dominion Post") and titles of documents
 * tabled ("Counting for Something"). A candidate is shown as a member only when it is the name of a member in
 * Parliament's records: the member a Hansard speech or question record is filed under (its title
 * "Surname, Given: Debate"), or a member the Parliament Bills API lists. An office held without the member's name
 * is shown as that office with "member not named"; anything else as "Speaker not identified".
 */

/** Label of a turn whose speaker the record does not identify. */
export const SPEAKER_NOT_IDENTIFIED = 'Speaker not identified';

const HONORIFIC = /^(?:(?:Rt\.?\s+)?Hon\.?|Dr\.?|Mr\.?|Mrs\.?|Ms\.?|Miss|Sir|Dame)\s+/i;

/** `Hon Dr Megan Woods` → `Megan Woods`: the name without honorifics (repeated ones too). */
export function withoutHonorifics(name: string): string {
  let n = clean(name);
  while (HONORIFIC.test(n)) n = n.replace(HONORIFIC, '');
  return n;
}

/** Comparison key of a name: honorifics dropped, macrons folded, lower case, single spaces. */
export function memberKey(name: string): string {
  return withoutHonorifics(name)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The member a Hansard speech or question record is filed under, from its title
 * (`Hide, Rodney: Questions for Oral Answer — …` → `Rodney Hide`; `Robertson, H V Ross: …` → `H V Ross Robertson`),
 * with the debate after the colon as `subject`. Null when the title is not in that form.
 */
export function memberFromTitle(title: string): { member: string; subject: string } | null {
  const m = /^([^,:]+),\s*([^:]+?):\s*(.*)$/.exec(clean(title));
  if (!m?.[1] || !m[2]) return null;
  const surname = m[1].trim();
  const given = withoutHonorifics(m[2].trim());
  if (!/^[A-ZĀĒĪŌŪ]/.test(surname) || !/^[A-ZĀĒĪŌŪ]/.test(given)) return null;
  return { member: `${given} ${surname}`, subject: clean(m[3]) };
}

/**
 * Offices and presiding roles a turn may be recorded under without the member's name: the Speaker and Deputy or
 * Assistant Speaker, the Chairperson, Ministers, the Prime Minister, the Leader of the House or Opposition, the
 * Attorney-General, a member in charge of a bill, "Hon Member(s)".
 */
const OFFICE =
  /^(?:(?:Mr|Madam|The)\s+(?:(?:DEPUTY|ASSISTANT)\s+)?(?:SPEAKER|CHAIRPERSON)|(?:Associate\s+|Deputy\s+)?(?:Prime\s+)?Minister\b.*|Leader of the (?:House|Opposition)|Attorney-General|Solicitor-General|Member in charge of .+|Hon(?:ourable)? Members?)$/i;

/** A register of members' names from Parliament's records, and the label of a recorded speaker. */
export class MemberRegister {
  private readonly names = new Map<string, string>();

  /** Adds a member's name (as the record writes it, honorifics dropped). */
  add(name: string): void {
    const display = withoutHonorifics(name);
    const key = memberKey(display);
    if (key && !this.names.has(key)) this.names.set(key, display);
  }

  /** The member's name as registered, or undefined when `candidate` names no registered member. */
  member(candidate: string): string | undefined {
    return this.names.get(memberKey(candidate));
  }

  /**
   * How a recorded speaker is shown: the member's name when the candidate names a registered member; the office
   * with "(member not named)" when it is an office; otherwise SPEAKER_NOT_IDENTIFIED.
   */
  label(candidate: string): { label: string; member?: string } {
    const c = clean(candidate);
    const member = this.member(c);
    if (member) return { label: member, member };
    if (OFFICE.test(c)) return { label: `${c} (member not named)` };
    return { label: SPEAKER_NOT_IDENTIFIED };
  }

  get size(): number {
    return this.names.size;
  }
}
