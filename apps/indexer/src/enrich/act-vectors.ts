import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITUATION_VECTOR_DIMENSIONS } from '@aotearoa/contracts';
import type { SourceDocument } from '../model/source-document';

/**
 * Sentence vectors of Acts, for finding the law from a described situation by meaning as well as by words.
 *
 * An Act's vector is computed from its title and section headings (the law's own summary of what it covers) with the
 * Universal Sentence Encoder (`@aotearoa/encoder`), by `pnpm --filter @aotearoa/indexer
 * build:act-vectors`, and stored in `data/derived/act-vectors.json` (int8, about 0.5 MB): encoding the ~40,000
 * headings takes minutes, which the ingest budget does not have. Each stored vector carries a hash of the text it
 * was computed from; at ingest an Act whose title or headings changed gets no vector (never a stale one), and the
 * whole-corpus unit test (`corpus.test.ts`) fails until the file is rebuilt.
 *
 * The recipe (chosen on the development set of situations, infra/eval/README.md): the sum of two unit vectors,
 * (1) the encoding of "title. heading. heading. …" (the first 40 substantive headings, 200 words at most) and
 * (2) the mean of the encodings of the title (weight 3) and of each heading (up to 200).
 */

/** Where the built vectors are kept, under the data folder. */
export const ACT_VECTORS_PATH = ['derived', 'act-vectors.json'] as const;

/** Acts with fewer headings than this get no vector (a title alone places an Act poorly). */
export const MIN_VECTOR_HEADINGS = 5;
/** Headings encoded one by one for the mean vector. */
export const MAX_MEAN_HEADINGS = 200;
/** Headings and words of the single "outline" text encoded whole. */
export const MAX_OUTLINE_HEADINGS = 40;
export const MAX_OUTLINE_WORDS = 200;

/** Headings that every Act has and that say nothing about its subject. */
export const BOILERPLATE =
  /^(?:title|short title|short title and commencement|commencement|interpretation|purpose|act binds the crown|repealed|transitional, savings, and related provisions)$/i;

/** What an Act's vector is computed from: its title (year dropped) and its headings, in order, each once. */
export interface ActVectorInput {
  id: string;
  title: string;
  headings: string[];
  /** Hash of title and headings (16 hex characters): a stored vector is used only while it matches. */
  hash: string;
}

/** Heading of an outline line (`s 103 Personal grievance` → `Personal grievance`). */
export function outlineHeading(line: string): string {
  return line.replace(/^(?:s|r|cl|pt|sch|Part|Subpart|Schedule)\s+[0-9][0-9A-Za-z]*\s*/, '').trim();
}

/**
 * The vector input of a legislation document: headings from its section texts, else from its outline
 * (`metadata.sections`); `[Repealed]` and very short headings left out; null for other documents and for Acts
 * with fewer than MIN_VECTOR_HEADINGS headings. Pure.
 */
export function actVectorInput(doc: SourceDocument): ActVectorInput | null {
  if (doc.type !== 'legislation') return null;
  const raw = doc.sectionTexts?.length
    ? doc.sectionTexts.map((s) => s.heading)
    : ((doc.metadata.sections as string[] | undefined) ?? []).map(outlineHeading);
  const headings = [
    ...new Set(
      raw
        .map((h) => h.replace(/\s+/g, ' ').trim())
        .filter((h) => h.length > 3 && !/^\[?repealed\]?$/i.test(h)),
    ),
  ].slice(0, MAX_MEAN_HEADINGS);
  if (headings.length < MIN_VECTOR_HEADINGS) return null;
  const title = doc.title.replace(/\s+\d{4}(?:[–-]\d{2})?$/, '').trim();
  const hash = createHash('sha256')
    .update(JSON.stringify([title, headings]))
    .digest('hex')
    .slice(0, 16);
  return { id: doc.id, title, headings, hash };
}

/** The texts to encode for one Act: [outline text, title, ...headings] (see the recipe above). */
export function actVectorTexts(input: ActVectorInput): string[] {
  const substantive = input.headings.filter((h) => !BOILERPLATE.test(h)).slice(0, MAX_OUTLINE_HEADINGS);
  const outline = `${input.title}. ${substantive.join('. ')}`
    .split(/\s+/)
    .slice(0, MAX_OUTLINE_WORDS)
    .join(' ');
  return [outline, input.title, ...input.headings];
}

function unit(v: ArrayLike<number>): number[] {
  let n = 0;
  for (let i = 0; i < v.length; i++) n += (v[i] ?? 0) ** 2;
  n = Math.sqrt(n) || 1;
  return Array.from(v, (x) => x / n);
}

/** The Act's vector from the encodings of `actVectorTexts` (same order): unit(outline) + unit(mean), as a unit vector. */
export function combineActVector(encoded: number[][]): number[] {
  const [outline, title, ...headings] = encoded;
  if (!outline || !title) throw new Error('combineActVector needs the outline and title encodings');
  const mean = new Array<number>(outline.length).fill(0);
  const add = (v: number[], w: number) => {
    for (let i = 0; i < v.length; i++) mean[i] = (mean[i] ?? 0) + w * (v[i] ?? 0);
  };
  add(title, 3);
  for (const h of headings) add(h, 1);
  const a = unit(outline);
  const b = unit(mean);
  return unit(a.map((x, i) => x + (b[i] ?? 0)));
}

/** A unit vector as int8 (scaled so the largest component is ±127), base64. Cosine similarity survives it. */
export function quantizeVector(v: number[]): string {
  const max = Math.max(...v.map(Math.abs)) || 1;
  return Buffer.from(Int8Array.from(v, (x) => Math.round((x / max) * 127)).buffer).toString('base64');
}

/** The unit vector of `quantizeVector`'s output. */
export function dequantizeVector(b64: string): number[] {
  const buf = Buffer.from(b64, 'base64');
  return unit(new Int8Array(buf.buffer, buf.byteOffset, buf.length));
}

/** The stored file: encoder, recipe version and one entry per Act. */
export interface ActVectorsFile {
  encoder: string;
  dimensions: number;
  builtAt: string;
  acts: Record<string, { hash: string; vector: string }>;
}

const cache = new Map<string, ActVectorsFile | null>();

/** The stored vectors under `dataDir` (cached per folder), or null when the file is absent. */
export function readActVectors(dataDir: string): ActVectorsFile | null {
  if (cache.has(dataDir)) return cache.get(dataDir) ?? null;
  const file = join(dataDir, ...ACT_VECTORS_PATH);
  const parsed = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ActVectorsFile) : null;
  if (parsed && parsed.dimensions !== SITUATION_VECTOR_DIMENSIONS) {
    throw new Error(
      `${file}: vectors of ${parsed.dimensions} dimensions, the index expects ${SITUATION_VECTOR_DIMENSIONS}`,
    );
  }
  cache.set(dataDir, parsed);
  return parsed;
}

/**
 * The stored vector of a legislation document when its title and headings are those it was computed from, else
 * null (no vector beats a stale one).
 */
export function actVector(doc: SourceDocument, dataDir: string): number[] | null {
  const stored = readActVectors(dataDir)?.acts[doc.id];
  if (!stored) return null;
  const input = actVectorInput(doc);
  return input && input.hash === stored.hash ? dequantizeVector(stored.vector) : null;
}
