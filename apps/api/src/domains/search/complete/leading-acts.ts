import type { SearchHit } from '@aotearoa/contracts';
import { documentMetadataOf } from '../../../platform/document-metadata';

/**
 * The Act in force shown just above an Act on a page that needs it (`showsLeadingActs`): the Act that replaced a
 * repealed one (`metadata.replaced_by`, from its repeal provision: the 2015 full text holds the Domestic Violence
 * Act 1995, whose words a situation matches, while the Family Violence Act 2018 that replaced it is an outline
 * only), and the principal Act of an amendment Act (`metadata.principal_act`, from its title: "youth court" finds
 * the title of the Children, Young Persons, and Their Families (Youth Courts Jurisdiction and Orders) Amendment
 * Act 2010, which amends what is now the Oranga Tamariki Act 1989). The indexer sets both (apps/indexer/src/
 * enrich/successors.ts and principal-acts.ts).
 */

/** Why an Act is placed above another: it replaced it, or it is the Act the other amends. */
export type LeadingReason = 'successor' | 'principal_act';

/**
 * The Act to show just above `doc` (its document id, `act-2018-46`) and why, or null: from `metadata` of a search
 * hit or of a raw record (the rankings of a situation retrieve both fields, `RANKING_ATTRIBUTES`). A repealed
 * Act's successor comes before an amendment Act's principal Act.
 */
export function leadingActOf(doc: object): { id: string; reason: LeadingReason } | null {
  const metadata = documentMetadataOf(doc);
  if (metadata.replaced_by) return { id: metadata.replaced_by.id, reason: 'successor' };
  if (metadata.principal_act) return { id: metadata.principal_act.id, reason: 'principal_act' };
  return null;
}

/**
 * The page with each Act's leading Act (`leadingActOf`) placed just above it: moved up when it is lower on the
 * page, else taken from `fetched` (by document id); an Act already placed is not repeated, and the page keeps
 * `limit` documents. Pure.
 */
export function withLeadingActs<T extends Pick<SearchHit, 'id' | 'metadata'>>(
  page: T[],
  fetched: ReadonlyMap<string, T>,
  limit: number,
): T[] {
  const out: T[] = [];
  const placed = new Set<string>();
  const place = (doc: T | undefined) => {
    if (doc && !placed.has(doc.id)) {
      placed.add(doc.id);
      out.push(doc);
    }
  };
  for (const doc of page) {
    const leading = leadingActOf(doc)?.id;
    if (leading) place(page.find((d) => d.id === leading) ?? fetched.get(leading));
    place(doc);
  }
  return out.slice(0, limit);
}
