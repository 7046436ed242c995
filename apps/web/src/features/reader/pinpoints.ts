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
