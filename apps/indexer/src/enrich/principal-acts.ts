import type { SourceDocument } from '../model/source-document';

/**
 * The principal Act of an amendment Act: the Act it amends, read from its title. New Zealand amendment Acts are
 * named after the Act they amend, its title without the year, then "Amendment Act" and their own year, with an
 * optional subject in brackets and a number in the year ("Adoption Amendment Act 2011", "Children, Young Persons,
 * and Their Families (Youth Courts Jurisdiction and Orders) Amendment Act 2010", "Land Transfer Amendment Act (No
 * 2) 1963"). Most amendment Acts are held as titles only; a person searching "youth court" wants the Act in force
 * that holds the law, which the search shows just above them (the API's `complete` stage).
 */

/** An amendment Act's title: the principal Act's title without its year, perhaps a subject, its own year. */
const AMENDMENT_TITLE = /^(.+?)\s*Amendment Act(?:\s*\(No \d+\))?\s+(\d{4})$/;

/** A subject in brackets at the end of the words before "Amendment Act" ("Social Security (Benefit Categories)"). */
const TRAILING_SUBJECT = /\s*\([^()]*\)$/;

/** A title's trailing year (with a number in the year before it, "(No 2) 1948"), split from the rest. */
const TITLE_YEAR = /^(.+?)\s*(?:\(No \d+\)\s*)?(\d{4})$/;

/**
 * The titles the principal Act may have without its year, most likely first, and the amendment Act's own year, when
 * `title` is an amendment Act's, else null. A bracket before "Amendment Act" is either part of the principal Act's
 * title ("Mental Health (Compulsory Assessment and Treatment) Amendment Act 2008") or the amendment's subject
 * ("Social Security (Benefit Categories and Work Focus) Amendment Act 2013"): both are given, the whole first.
 * "Adoption Amendment Act 2011" → { stems: ['Adoption Act'], year: 2011 }. Pure.
 */
export function amendedTitleStems(title: string): { stems: string[]; year: number } | null {
  const m = AMENDMENT_TITLE.exec(title.trim());
  if (!m?.[1] || !m[2]) return null;
  const whole = m[1];
  const unbracketed = whole.replace(TRAILING_SUBJECT, '');
  const stems = [whole, ...(unbracketed && unbracketed !== whole ? [unbracketed] : [])].map(
    (t) => `${t} Act`,
  );
  return { stems, year: Number(m[2]) };
}

/**
 * Sets `metadata.principal_act` (`{ id, title }`) on each amendment Act among `docs` whose title names an Act of
 * `docs` (by its title, former title or alternative title, year aside; `amendedTitleStems`, in order): the latest
 * such Act enacted in or before the amendment's year that is not itself an amendment Act. Where that Act was repealed and replaced
 * (`metadata.replaced_by`, set by `linkSuccessors` first), its successor, the Act in force, is named instead.
 * `keyOf` normalises titles for lookup. Mutates `docs`' metadata.
 */
export function linkPrincipalActs(docs: Map<string, SourceDocument>, keyOf: (title: string) => string): void {
  const byStem = new Map<string, { doc: SourceDocument; year: number }[]>();
  for (const d of docs.values()) {
    if (d.type !== 'legislation' || amendedTitleStems(d.title)) continue;
    const titles = [
      d.title,
      ...((d.metadata.former_titles as string[] | undefined) ?? []),
      ...((d.metadata.alternative_titles as string[] | undefined) ?? []),
    ];
    for (const t of titles) {
      const m = TITLE_YEAR.exec(t.trim());
      if (!m?.[1] || !m[2]) continue;
      const key = keyOf(m[1]);
      const list = byStem.get(key) ?? [];
      if (!list.some((e) => e.doc.id === d.id)) list.push({ doc: d, year: Number(m[2]) });
      byStem.set(key, list);
    }
  }
  for (const doc of docs.values()) {
    if (doc.type !== 'legislation') continue;
    const amended = amendedTitleStems(doc.title);
    if (!amended) continue;
    const principal = amended.stems
      .map(
        (stem) =>
          (byStem.get(keyOf(stem)) ?? [])
            .filter((e) => e.year <= amended.year && e.doc.id !== doc.id)
            .sort((a, b) => b.year - a.year)[0]?.doc,
      )
      .find((d) => d !== undefined);
    if (!principal) continue;
    const successor = principal.metadata.replaced_by as { id: string; title: string } | undefined;
    doc.metadata.principal_act = successor ?? { id: principal.id, title: principal.title };
  }
}
