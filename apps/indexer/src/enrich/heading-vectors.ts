import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HEADINGS_VECTOR_DIMENSIONS } from '@aotearoa/contracts';
import type { SourceDocument } from '../model/source-document';
import { actVectorInput, BOILERPLATE } from './act-vectors';

/**
 * Sentence vectors of an Act's title and of each of its section headings, for finding the law from a described
 * situation by meaning: an Act scores by its heading nearest to the situation ("Bereavement leave" for "my nana
 * passed away and work won't give me time off"), which an Act's single vector (act-vectors.ts) blurs among its
 * hundred other headings.
 *
 * Stored, not computed at ingest (encoding the ~35,000 distinct headings takes minutes): `data/derived/
 * heading-vectors.json` lists the texts in order and `heading-vectors.bin` holds one int8 row of
 * HEADINGS_VECTOR_DIMENSIONS per text (the unit vector scaled so its largest component is ±127), both written by
 * `pnpm --filter @aotearoa/indexer build:act-vectors` with the same encoder as the Acts' vectors. A vector is looked up
 * by the exact text it encodes, so it is never stale: a heading that changed simply has none until the next build
 * (the whole-corpus unit test fails until then).
 *
 * Chosen on the development set of situations (infra/eval/README.md): the Act's nearest heading, as a third ranking
 * beside the words and the Act's vector, raised recall@5 from 56% to 63% offline.
 */

/** The texts' list and the vectors' rows, under the data folder. */
export const HEADING_VECTORS_INDEX_PATH = ['derived', 'heading-vectors.json'] as const;
export const HEADING_VECTORS_DATA_PATH = ['derived', 'heading-vectors.bin'] as const;

/** `heading-vectors.json`: the encoder, the row length and the text of each row of the `.bin` file, in order. */
export interface HeadingVectorsIndex {
  encoder: string;
  dimensions: number;
  builtAt: string;
  texts: string[];
}

/** Stored heading vectors: the row of each text in `rows` (int8, `dimensions` per row). */
export interface HeadingVectors {
  index: HeadingVectorsIndex;
  rowOf: Map<string, number>;
  rows: Int8Array;
}

/**
 * The texts whose vectors an Act's record carries for the headings' ranking: its title (year dropped) and its
 * headings as for its Act vector, less the headings every Act has (`BOILERPLATE`: "Interpretation", "Short Title",
 * "Commencement"…). Those said nothing of the Act and made every Act a little near every question (development set:
 * recall@5 66.0% → 67.3%, and the headings' search about 3 ms faster). The stored file keeps their vectors too.
 */
export function headingTexts(doc: SourceDocument): string[] | null {
  const input = actVectorInput(doc);
  return input ? [...new Set([input.title, ...input.headings.filter((h) => !BOILERPLATE.test(h))])] : null;
}

/** A unit vector as an int8 row (largest component ±127). */
export function quantizeRow(v: ArrayLike<number>): Int8Array {
  let max = 0;
  for (let i = 0; i < v.length; i++) max = Math.max(max, Math.abs(v[i] ?? 0));
  max ||= 1;
  return Int8Array.from(v, (x) => Math.round((x / max) * 127));
}

/** The unit vector of an int8 row, each component rounded to 4 decimals (a smaller request, the same ranking). */
export function dequantizeRow(row: Int8Array): number[] {
  let n = 0;
  for (const x of row) n += x * x;
  n = Math.sqrt(n) || 1;
  return Array.from(row, (x) => Math.round((x / n) * 1e4) / 1e4);
}

const cache = new Map<string, HeadingVectors | null>();

/**
 * The stored heading vectors under `dataDir` (cached per folder), or null when the files are absent.
 * @throws when the row length is not the index's, or the `.bin` file does not hold one row per text.
 */
export function readHeadingVectors(dataDir: string): HeadingVectors | null {
  if (cache.has(dataDir)) return cache.get(dataDir) ?? null;
  const indexFile = join(dataDir, ...HEADING_VECTORS_INDEX_PATH);
  const dataFile = join(dataDir, ...HEADING_VECTORS_DATA_PATH);
  let stored: HeadingVectors | null = null;
  if (existsSync(indexFile) && existsSync(dataFile)) {
    const index = JSON.parse(readFileSync(indexFile, 'utf8')) as HeadingVectorsIndex;
    const buf = readFileSync(dataFile);
    if (index.dimensions !== HEADINGS_VECTOR_DIMENSIONS) {
      throw new Error(
        `${indexFile}: vectors of ${index.dimensions} dimensions, the index expects ${HEADINGS_VECTOR_DIMENSIONS}`,
      );
    }
    if (buf.length !== index.texts.length * index.dimensions) {
      throw new Error(
        `${dataFile}: ${buf.length} bytes, expected ${index.texts.length} rows of ${index.dimensions}`,
      );
    }
    stored = {
      index,
      rowOf: new Map(index.texts.map((t, i) => [t, i])),
      rows: new Int8Array(buf.buffer, buf.byteOffset, buf.length),
    };
  }
  cache.set(dataDir, stored);
  return stored;
}

/**
 * The heading vectors of a legislation document (its title's and each heading's that are stored), or null for
 * other documents, Acts with too few headings (see `actVectorInput`) and Acts with no stored vector.
 */
export function headingVectors(doc: SourceDocument, dataDir: string): number[][] | null {
  const texts = headingTexts(doc);
  const stored = texts ? readHeadingVectors(dataDir) : null;
  if (!texts || !stored) return null;
  const d = stored.index.dimensions;
  const out: number[][] = [];
  for (const t of texts) {
    const row = stored.rowOf.get(t);
    if (row !== undefined) out.push(dequantizeRow(stored.rows.subarray(row * d, row * d + d)));
  }
  return out.length ? out : null;
}
