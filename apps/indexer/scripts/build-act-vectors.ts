/**
 * Builds the Acts' situation vectors (data/derived/act-vectors.json) and the vectors of their titles and section
 * headings (data/derived/heading-vectors.json + .bin) that the indexer puts on each Act's records for
 * plain-language search (see src/enrich/act-vectors.ts and src/enrich/heading-vectors.ts for the recipes and why
 * they are stored).
 * Run after the Acts' data changes: `pnpm --filter @aotearoa/indexer build:act-vectors` (several minutes on two
 * cores; the whole bundled snapshot is read whatever CORPUS_PROFILE says).
 *
 * Input: every legislation document of the bundled snapshot with at least MIN_VECTOR_HEADINGS headings (its title
 * and section headings, as the sources parse them). Encoder: `@aotearoa/encoder`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SITUATION_VECTOR_DIMENSIONS } from '@aotearoa/contracts';
import { loadSentenceEncoder, SENTENCE_ENCODER_NAME, SENTENCE_VECTOR_DIMENSIONS } from '@aotearoa/encoder';
import { SingleBar } from 'cli-progress';
import {
  ACT_VECTORS_PATH,
  type ActVectorsFile,
  actVectorInput,
  actVectorTexts,
  combineActVector,
  quantizeVector,
} from '../src/enrich/act-vectors';
import {
  HEADING_VECTORS_DATA_PATH,
  HEADING_VECTORS_INDEX_PATH,
  type HeadingVectorsIndex,
  quantizeRow,
} from '../src/enrich/heading-vectors';

process.env.CORPUS_PROFILE = 'full';
const { DATA_DIR, loadCorpus } = await import('../src/corpus');

if (SENTENCE_VECTOR_DIMENSIONS !== SITUATION_VECTOR_DIMENSIONS) {
  throw new Error('the encoder and the index settings disagree on the vector length');
}

const { documents } = await loadCorpus(DATA_DIR);
const inputs = documents.map((d) => actVectorInput(d)).filter((x) => x !== null);
const encoder = await loadSentenceEncoder();
const out: ActVectorsFile = {
  encoder: SENTENCE_ENCODER_NAME,
  dimensions: SENTENCE_VECTOR_DIMENSIONS,
  builtAt: new Date().toISOString().slice(0, 10),
  acts: {},
};
/** Each distinct title or heading → its encoding (a heading many Acts share is stored once). */
const headings = new Map<string, number[]>();
const bar = new SingleBar({ format: 'Acts {bar} {value}/{total} | {eta}s left' });
bar.start(inputs.length, 0);
for (const input of inputs.sort((a, b) => a.id.localeCompare(b.id))) {
  const [outline = '', ...short] = actVectorTexts(input);
  // The encoder pads a batch to its longest text: the long outline text goes alone, the short headings together.
  const encoded: number[][] = await encoder.embed([outline]);
  for (let i = 0; i < short.length; i += 64) encoded.push(...(await encoder.embed(short.slice(i, i + 64))));
  out.acts[input.id] = { hash: input.hash, vector: quantizeVector(combineActVector(encoded)) };
  short.forEach((text, i) => {
    const v = encoded[i + 1];
    if (v && !headings.has(text)) headings.set(text, v);
  });
  bar.increment();
}
bar.stop();
const file = join(DATA_DIR, ...ACT_VECTORS_PATH);
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(out)}\n`);
console.log(`${Object.keys(out.acts).length} Act vectors written to ${file}`);

const texts = [...headings.keys()].sort();
const index: HeadingVectorsIndex = {
  encoder: SENTENCE_ENCODER_NAME,
  dimensions: SENTENCE_VECTOR_DIMENSIONS,
  builtAt: out.builtAt,
  texts,
};
const rows = new Int8Array(texts.length * SENTENCE_VECTOR_DIMENSIONS);
texts.forEach((t, i) => {
  const v = headings.get(t) ?? [];
  const n = Math.sqrt(v.reduce((a, x) => a + x * x, 0)) || 1;
  rows.set(quantizeRow(v.map((x) => x / n)), i * SENTENCE_VECTOR_DIMENSIONS);
});
writeFileSync(join(DATA_DIR, ...HEADING_VECTORS_INDEX_PATH), `${JSON.stringify(index)}\n`);
writeFileSync(join(DATA_DIR, ...HEADING_VECTORS_DATA_PATH), rows);
console.log(
  `${texts.length} title and heading vectors written to ${join(DATA_DIR, ...HEADING_VECTORS_DATA_PATH)}`,
);
