import { actFamily } from '@aotearoa/contracts';
import type { SourceDocument } from '../model/source-document';
import { actVector, actVectorInput } from './act-vectors';
import { headingVectors } from './heading-vectors';

/** A family of yearly Acts (`actFamily`) with at least this many Acts with vectors is searched by meaning as one. */
export const MIN_CROWDED_FAMILY = 3;

/**
 * The families of yearly Acts among `documents` that have MIN_CROWDED_FAMILY or more Acts with vectors (the
 * Local Legislation Acts, Maori Purposes Acts, Reserves and Other Lands Disposal Acts…): each a miscellany of
 * local matters, near many situations, they filled the searches by meaning. A pair such as the Fisheries Acts 1983
 * and 1996 (an Act and its successor) is not a crowd: each stays its own. Counted over the documents indexed
 * together: the corpus, or one source when sources are ingested one by one (every Act with headings comes from
 * `pco-acts`, so the two agree).
 */
export function crowdedFamilies(documents: SourceDocument[]): Set<string> {
  const count = new Map<string, number>();
  for (const d of documents) {
    if (d.type !== 'legislation' || !actVectorInput(d)) continue;
    const f = actFamily(d.title);
    count.set(f, (count.get(f) ?? 0) + 1);
  }
  return new Set([...count].filter(([, n]) => n >= MIN_CROWDED_FAMILY).map(([f]) => f));
}

/**
 * The stored vectors of a document for `toIndexRecords`: its Act vector (act-vectors.ts) and its title's and
 * headings' vectors (heading-vectors.ts) from `dataDir`; null for each it has none of (every document but an Act).
 * `family`: the searches by meaning's distinct value for an Act with vectors: its family when one of `crowded`
 * (`crowdedFamilies`), else its own id.
 */
export function vectorsOf(
  doc: SourceDocument,
  dataDir: string,
  crowded: ReadonlySet<string> = new Set(),
): { vector: number[] | null; headingVectors: number[][] | null; family: string | null } {
  const vector = actVector(doc, dataDir);
  const headings = headingVectors(doc, dataDir);
  const family = actFamily(doc.title);
  return {
    vector,
    headingVectors: headings,
    family: vector || headings ? (crowded.has(family) ? family : doc.id) : null,
  };
}
