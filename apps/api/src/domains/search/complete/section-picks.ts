import { isMachineryHeading } from '@aotearoa/contracts';

type Raw = Record<string, unknown>;

/**
 * The section records to list under each Act card, chosen from the sections query's hits (best first, several pieces
 * of a long section possible) before they are marked: per Act (`doc_id`), each pinpoint once with its best piece, at
 * most `perAct`, in this order — the hits in `first` (a pasted passage's own section, found word for word), then
 * the others as ranked, machinery provisions (`isMachineryHeading`: Title, Commencement, Interpretation…) after the
 * rest. A search for "defamation" matched the Defamation Act 1992's s 1 ("This Act is the Defamation Act 1992") and
 * s 2 before any section about defamation; those are now listed only when nothing else of the Act matched. Pure.
 */
export function pickSectionHits(
  hits: readonly Raw[],
  perAct: number,
  first: ReadonlySet<unknown> = new Set(),
): Map<string, Raw[]> {
  const byAct = new Map<string, { hit: Raw; rank: number; order: number }[]>();
  for (const hit of hits) {
    const id = typeof hit.doc_id === 'string' ? hit.doc_id : '';
    const pinpoint = typeof hit.section_pinpoint === 'string' ? hit.section_pinpoint : null;
    if (!pinpoint) continue;
    const list = byAct.get(id) ?? [];
    if (list.some((x) => x.hit.section_pinpoint === pinpoint)) continue;
    const heading = typeof hit.section_heading === 'string' ? hit.section_heading : '';
    const rank = first.has(hit) ? 0 : isMachineryHeading(heading) ? 2 : 1;
    list.push({ hit, rank, order: list.length });
    byAct.set(id, list);
  }
  const out = new Map<string, Raw[]>();
  for (const [id, list] of byAct) {
    out.set(
      id,
      list
        .sort((a, b) => a.rank - b.rank || a.order - b.order)
        .slice(0, perAct)
        .map((x) => x.hit),
    );
  }
  return out;
}
