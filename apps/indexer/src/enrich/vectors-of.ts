import type { SourceDocument } from '../sources/pco-act-sections/parse';
import { actVector } from './act-vectors';
import { headingVectors } from './heading-vectors';

/**
 * The stored vectors of a document for `toIndexRecords`: its Act vector (act-vectors.ts) and its title's and
 * headings' vectors (heading-vectors.ts) from `dataDir`; null for each it has none of (every document but an Act).
 */
export function vectorsOf(
  doc: SourceDocument,
  dataDir: string,
): { vector: number[] | null; headingVectors: number[][] | null } {
  return { vector: actVector(doc, dataDir), headingVectors: headingVectors(doc, dataDir) };
}
