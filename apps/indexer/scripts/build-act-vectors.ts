/**
 * Builds the Acts' situation vectors (data/derived/act-vectors.json) that the indexer puts on each Act's first
 * record for plain-language search (see src/enrich/act-vectors.ts for the recipe and why they are stored).
 * Run after the Acts' data changes: `pnpm --filter @aotearoa/indexer build:act-vectors` (several minutes on two
 * cores; the whole bundled snapshot is read whatever CORPUS_PROFILE says).
 *
 * Input: every legislation document of the bundled snapshot with at least MIN_VECTOR_HEADINGS headings (its title
 * and section headings, as the sources parse them). Encoder: `@aotearoa/services/sentence-encoder`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SITUATION_VECTOR_DIMENSIONS } from '@aotearoa/contracts';
import {
  loadSentenceEncoder,
  SENTENCE_ENCODER_NAME,
  SENTENCE_VECTOR_DIMENSIONS,
} from '@aotearoa/services/sentence-encoder';
import { SingleBar } from 'cli-progress';
import {
  ACT_VECTORS_PATH,
  type ActVectorsFile,
  actVectorInput,
  actVectorTexts,
  combineActVector,
  quantizeVector,
} from '../src/enrich/act-vectors';

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
const bar = new SingleBar({ format: 'Acts {bar} {value}/{total} | {eta}s left' });
bar.start(inputs.length, 0);
for (const input of inputs.sort((a, b) => a.id.localeCompare(b.id))) {
  const [outline = '', ...short] = actVectorTexts(input);
  // The encoder pads a batch to its longest text: the long outline text goes alone, the short headings together.
  const encoded: number[][] = await encoder.embed([outline]);
  for (let i = 0; i < short.length; i += 64) encoded.push(...(await encoder.embed(short.slice(i, i + 64))));
  out.acts[input.id] = { hash: input.hash, vector: quantizeVector(combineActVector(encoded)) };
  bar.increment();
}
bar.stop();
const file = join(DATA_DIR, ...ACT_VECTORS_PATH);
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(out)}\n`);
console.log(`${Object.keys(out.acts).length} Act vectors written to ${file}`);
