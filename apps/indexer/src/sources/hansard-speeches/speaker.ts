import { clean } from '../_shared/common';

/**
 * Parties as Hansard prints them in a speaker's line (`RICHARD PROSSER (NZ First)`,
 * `Hon RUTH DYSON (Labour—Port Hills)`, `METIRIA TUREI (Co-Leader—Green)`). A part of the brackets is a party only
 * when it is one of these, written as the source writes it; anything else there (an office, an electorate, a
 * chairperson's name) is never read as a party.
 */
const PARTIES = new Set([
  'ACT',
  'ACT New Zealand',
  'Alliance',
  'Green',
  'Green Party',
  'Independent',
  'Labour',
  'NZ Labour',
  'Mana',
  'Māori Party',
  'Maori Party',
  'National',
  'NZ First',
  'Progressive',
  'United Future',
]);

/** What one Hansard speaker line says: the speaker as printed, and the party, electorate and office it states. */
export interface SpeakerLine {
  /** The speaker as Hansard prints the name (capitals and honorifics kept); the whole line for a presiding officer. */
  speaker: string;
  party: string | null;
  electorate: string | null;
  /** An office in the brackets (`Minister of Māori Affairs`, `Prime Minister`), or null. */
  office: string | null;
}

/**
 * Reads a speaker line as printed: `NAME (part—part)`, without a trailing colon. A presiding officer's line (`The CHAIRPERSON (Hon Trevor
 * Mallard)`, `Mr SPEAKER`) is kept whole as the speaker. In the brackets, the part that is a party (PARTIES) is the
 * party and the part after it the electorate; when no part is a party, the brackets hold an office.
 */
export function readSpeakerLine(line: string): SpeakerLine {
  // A few lines carry the colon that introduced the speech (`LOUISA WALL (Labour—Manurewa):`).
  const text = clean(line).replace(/\s*:$/, '');
  const m = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(text);
  if (!m || /^The\s/.test(m[1] ?? '')) return { speaker: text, party: null, electorate: null, office: null };
  const name = clean(m[1]);
  const parts = (m[2] ?? '').split('—').map((p) => clean(p));
  const at = parts.findIndex((p) => PARTIES.has(p));
  if (at < 0) return { speaker: name, party: null, electorate: null, office: parts.join('—') || null };
  return {
    speaker: name,
    party: parts[at] ?? null,
    electorate: parts[at + 1] ?? null,
    office: at > 0 ? parts.slice(0, at).join('—') : null,
  };
}
