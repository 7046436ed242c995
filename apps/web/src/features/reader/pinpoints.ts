import { type DocumentType, pinpointAnchor } from '@aotearoa/contracts';

/**
 * The reader's anchor for a citator pinpoint, or null when it names no single place on the page: a section of an
 * Act or regulation (`s 103(1)(a)` → `s103`, `sch 1` → `sch1`; lists and ranges such as `ss 14 and 73` → the first,
 * `s14`), or a paragraph of a judgment (`at [45]`, `at [45]–[47]` → `para-45`). Page pinpoints of law reports
 * (`at 425`) and Parts have no anchor here.
 */
export function pinpointHash(type: DocumentType, pinpoint: string): string | null {
  if (type === 'legislation' || type === 'regulation' || type === 'bill') {
    const m = /^(s|ss|sch|schs|cl|cls|r|rr|reg|regs)\s+(\d+[A-Z]{0,3})/.exec(pinpoint.trim());
    if (!m?.[1] || !m[2]) return null;
    const singular: Record<string, string> = { ss: 's', schs: 'sch', cls: 'cl', rr: 'r', regs: 'reg' };
    return pinpointAnchor(`${singular[m[1]] ?? m[1]} ${m[2]}`);
  }
  const para = /^at \[(\d{1,4})\]/.exec(pinpoint.trim())?.[1];
  return para ? `para-${para}` : null;
}

/**
 * What a table of contents holds, counted by the kind of its pinpoints, for the reader's contents and pager:
 * `["s 1", "s 2", "sch 1"]` → "2 sections and 1 schedule"; a schedule's clause or Part held on its own
 * (`sch 1 cl 54`, `sch 4 pt 1`, as the Social Security Act 2018's text is) counts as a "provision of a schedule".
 * Other pinpoints (regulations, a long title) count as "other provisions". Pure.
 */
export function contentsSummary(pinpoints: readonly string[]): string {
  const nouns: Record<string, [string, string]> = {
    s: ['section', 'sections'],
    sch: ['schedule', 'schedules'],
    schPart: ['provision of a schedule', 'provisions of schedules'],
    other: ['other provision', 'other provisions'],
  };
  const counts = new Map<string, number>();
  for (const p of pinpoints) {
    const m = /^(sch|s)\s+\S+(\s+(?:cl|pt)\s)?/.exec(p.trim());
    const kind = m?.[2] ? 'schPart' : (m?.[1] ?? 'other');
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  const parts = ['s', 'sch', 'schPart', 'other']
    .filter((k) => counts.has(k))
    .map((k) => {
      const n = counts.get(k) ?? 0;
      const [one, many] = nouns[k] ?? ['provision', 'provisions'];
      return `${n.toLocaleString('en-NZ')} ${n === 1 ? one : many}`;
    });
  if (parts.length <= 1) return parts[0] ?? '0 sections';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * True when the header's date adds nothing: known only to the year, and that year already in the citation
 * ("2000 No 24", then "2000" again). Pure.
 */
export function yearInCitation(citation: string | null, date: string, precision: unknown): boolean {
  return precision === 'year' && !!citation && citation.includes(date.slice(0, 4));
}

/**
 * A provision's heading as shown after its pinpoint, or '' when it only repeats the pinpoint: a long title or a
 * preamble is indexed with the label as both (`long title`, `long title`), which printed "long title long title".
 * Case, spaces and a closing full stop are ignored in the comparison. Pure.
 */
export function headingAfterPinpoint(pinpoint: string | null | undefined, heading: string): string {
  const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '').trim();
  return pinpoint && norm(pinpoint) === norm(heading) ? '' : heading;
}
