import type { SearchHit } from '@aotearoa/contracts';
import { documentMetadataOf } from '../../../platform/document-metadata';

/**
 * The Act in force beside the repealed Act it replaced, on the first page of a described situation. The indexer
 * records the successor named by an Act's repeal provision (`metadata.replaced_by`, apps/indexer/src/enrich/
 * successors.ts): the 2015 full text holds the Domestic Violence Act 1995, whose words a situation matches,
 * while the Family Violence Act 2018 that replaced it is an outline only.
 */

/**
 * Id of the Act that replaced `doc` (its document id, `act-2018-46`), or null: from `metadata.replaced_by` of a
 * search hit or of a raw record (the rankings of a situation retrieve it, `RANKING_ATTRIBUTES`).
 */
export function replacedBy(doc: object): string | null {
  return documentMetadataOf(doc).replaced_by?.id ?? null;
}

/**
 * The page with each repealed Act's successor placed just above it: moved up when it is lower on the page, else
 * taken from `fetched` (by document id); an Act already placed is not repeated, and the page keeps `limit`
 * documents. Pure.
 */
export function withSuccessors<T extends Pick<SearchHit, 'id' | 'metadata'>>(
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
    const successor = replacedBy(doc);
    if (successor) place(page.find((d) => d.id === successor) ?? fetched.get(successor));
    place(doc);
  }
  return out.slice(0, limit);
}
