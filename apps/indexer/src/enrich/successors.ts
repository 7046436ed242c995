import type { SourceDocument } from '../model/source-document';

/**
 * The Act that replaced a repealed one ("repealed by section 216(1) of the Privacy Act 2020 (2020 No 31)"), read
 * from the repeal evidence of its legal status. A person who describes a situation needs the law in force: the
 * 2015 full text holds the Domestic Violence Act 1995, the Partnership Act 1908 and the Education Act 1989, whose
 * words and headings a search finds, while their successors (Family Violence Act 2018, Partnership Law Act 2019,
 * Education and Training Act 2020) are titles or outlines only. The API shows the successor beside it.
 */

/** Titles of Acts that repeal without replacing: amending, repealing, appropriation, validating, statutes Acts. */
const NOT_A_SUCCESSOR =
  /\b(?:Amendment|Repeal|Repeals|Appropriation|Validation|Validating|Imprest|Statutes?)\b/i;

/** Hops followed from a repealed Act to the Act in force that replaced it (a successor may itself be repealed). */
const MAX_HOPS = 4;

/**
 * The Act named by a repeal provision, as an id (`act-2020-31` from "(2020 No 31)") or a title ("Family Violence
 * Act 2018" from "section 258 of the Family Violence Act 2018"), or null when it names none. Pure.
 */
export function repealingAct(repealedBy: string): { id: string } | { title: string } | null {
  const numbers = [...repealedBy.matchAll(/\((\d{4}) No (\d+)\)/g)];
  const last = numbers.at(-1);
  if (last) return { id: `act-${last[1]}-${last[2]}` };
  const title =
    /^(?:(?:section|sections|s|ss|schedule|clause)\b[\s\S]*?\bof (?:the )?)?(.*?\bAct(?: \(No \d+\))? \d{4})\b/i.exec(
      repealedBy.trim(),
    )?.[1];
  return title ? { title: title.trim() } : null;
}

/**
 * Sets `metadata.replaced_by` (`{ id, title }`) on each repealed Act among `docs` whose repeal provision names an
 * Act of `docs` that replaces it: not itself an amending or repealing Act (NOT_A_SUCCESSOR), followed while that
 * Act is repealed in turn (Education Act 1964 → Education Act 1989 → Education and Training Act 2020). `keyOf`
 * normalises titles for lookup (the Acts' titles, former and alternative titles). Mutates `docs`' metadata.
 */
export function linkSuccessors(docs: Map<string, SourceDocument>, keyOf: (title: string) => string): void {
  const byTitle = new Map<string, string>();
  for (const d of docs.values()) {
    if (d.type !== 'legislation') continue;
    const titles = [
      d.title,
      ...((d.metadata.former_titles as string[] | undefined) ?? []),
      ...((d.metadata.alternative_titles as string[] | undefined) ?? []),
    ];
    for (const t of titles) if (!byTitle.has(keyOf(t))) byTitle.set(keyOf(t), d.id);
  }
  const next = (doc: SourceDocument): SourceDocument | null => {
    const status = doc.metadata.legal_status as { state?: string; repealed_by?: string | null } | undefined;
    if (status?.state !== 'repealed' || !status.repealed_by) return null;
    const named = repealingAct(status.repealed_by);
    const id = named && ('id' in named ? named.id : byTitle.get(keyOf(named.title)));
    const successor = id ? docs.get(id) : undefined;
    if (!successor || successor.id === doc.id || NOT_A_SUCCESSOR.test(successor.title)) return null;
    return successor;
  };
  for (const doc of docs.values()) {
    let successor = next(doc);
    const seen = new Set([doc.id]);
    for (let hop = 1; successor && hop < MAX_HOPS; hop++) {
      const further = next(successor);
      if (!further || seen.has(further.id)) break;
      seen.add(successor.id);
      successor = further;
    }
    if (successor && successor.id !== doc.id)
      doc.metadata.replaced_by = { id: successor.id, title: successor.title };
  }
}
