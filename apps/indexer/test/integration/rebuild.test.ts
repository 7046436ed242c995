import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { META_INDEX } from '@aotearoa/contracts';
import type { Worker } from 'bullmq';
import { Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { Meilisearch } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DATA_DIR } from '../../src/corpus';
import { createMeili } from '../../src/meili-client';
import { readIndexMeta, servedUids } from '../../src/pipeline';
import { openQueues, type Queues } from '../../src/queues';
import { isIndexStale, startRebuild } from '../../src/rebuild';
import { startWorkers } from '../../src/worker';

const PREFIX = 'rebuild_test_';
const SERVED = servedUids(PREFIX).documents;
/**
 * A few small sources of both indexes keep the queued rebuilds quick; the full corpus is built once by the
 * global setup through the same pipeline.
 */
const SOURCE_IDS = [
  'pco-regulations',
  'tribunal-decisions',
  'parliament',
  'nz-legal-scholarship',
  'nz-law-journals',
];

async function waitForJob(queue: Queues['indexSwap'], id: string, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const job = await Job.fromId(queue, id);
    const state = job ? await job.getState() : 'missing';
    if (state === 'completed' || state === 'failed') return { state, job };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`job ${id} did not finish in ${timeoutMs} ms`);
}

describe('rebuild through the BullMQ queues (real Redis, real Meilisearch)', () => {
  let meili: Meilisearch;
  let queues: Queues;
  let workers: Worker[];
  const redis = { url: inject('redisUrl'), prefix: `${inject('redisPrefix')}-rebuild` };

  beforeAll(async () => {
    meili = createMeili(inject('meiliUrl'), inject('meiliKey'));
    queues = openQueues(redis);
    workers = startWorkers({ meili, redis, queues, indexPrefix: PREFIX, dataDir: DATA_DIR, concurrency: 2 });
  });

  afterAll(async () => {
    await Promise.all(workers.map((w) => w.close()));
    await Promise.all([
      queues.ingestSource.obliterate({ force: true }),
      queues.indexSwap.obliterate({ force: true }),
      queues.indexRebuild.obliterate({ force: true }),
    ]);
    await queues.close();
    // Remove every key this test created under its prefix.
    const client = new Redis(redis.url);
    const keys = await client.keys(`${redis.prefix}:*`);
    if (keys.length) await client.del(...keys);
    client.disconnect();
    for (const uid of Object.values(servedUids(PREFIX))) await meili.deleteIndexIfExists(uid);
  });

  it('indexes the bundled snapshot, one job per source, and swaps it in', async () => {
    expect(await isIndexStale(meili, PREFIX, DATA_DIR)).toBe(true);
    const plan = await startRebuild(meili, queues, {
      prefix: PREFIX,
      dataDir: DATA_DIR,
      sourceIds: SOURCE_IDS,
    });
    expect(Object.keys(plan.sourceJobIds).sort()).toEqual([...SOURCE_IDS].sort());
    const { state, job } = await waitForJob(queues.indexSwap, plan.swapJobId);
    expect(state, job?.failedReason).toBe('completed');
    const stats = await meili.index(SERVED).getStats();
    expect(stats.numberOfDocuments).toBeGreaterThan(900);
    expect((await meili.index(servedUids(PREFIX).directory).getStats()).numberOfDocuments).toBe(18);
    const meta = await readIndexMeta(meili, PREFIX);
    expect(meta?.snapshotVersion).toBe(plan.snapshotVersion);
    expect(await isIndexStale(meili, PREFIX, DATA_DIR)).toBe(false);
    // The staging index is gone after the swap.
    const names = (await meili.getIndexes({ limit: 1000 })).results.map((i) => i.uid);
    expect(names.filter((n) => n.startsWith(`${SERVED}_build_`))).toEqual([]);
    const hit = await meili
      .index(SERVED)
      .search('Social Security Regulations 2018', { filter: 'type = "regulation"', limit: 1 });
    expect(hit.hits[0]?.title).toBe('Social Security Regulations 2018');
  });

  it('leaves the served index untouched when a source fails, and searches answer throughout', async () => {
    const before = await meili.index(SERVED).getStats();
    const metaBefore = await readIndexMeta(meili, PREFIX);
    // A snapshot copy with one source's folder missing: that source's parser throws on every attempt.
    const broken = mkdtempSync(join(tmpdir(), 'aotearoa-broken-data-'));
    try {
      cpSync(DATA_DIR, broken, { recursive: true });
      rmSync(join(broken, 'nz-legal-scholarship'), { recursive: true, force: true });
      const plan = await startRebuild(meili, queues, {
        prefix: PREFIX,
        dataDir: broken,
        sourceIds: SOURCE_IDS,
      });
      let searchesDuring = 0;
      let done = false;
      const searching = (async () => {
        while (!done) {
          const r = await meili.index(SERVED).search('', { limit: 1 });
          expect(r.hits.length).toBe(1);
          searchesDuring++;
        }
      })();
      const { state } = await waitForJob(queues.indexSwap, plan.swapJobId);
      done = true;
      await searching;
      expect(state).toBe('failed');
      expect(searchesDuring).toBeGreaterThan(0);
      const after = await meili.index(SERVED).getStats();
      expect(after.numberOfDocuments).toBe(before.numberOfDocuments);
      expect((await readIndexMeta(meili, PREFIX))?.builtAt).toBe(metaBefore?.builtAt);
      // The failed run's staging index is discarded.
      await new Promise((r) => setTimeout(r, 500));
      const names = (await meili.getIndexes({ limit: 1000 })).results.map((i) => i.uid);
      for (const uid of Object.values(plan.staging)) expect(names).not.toContain(uid);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it('records builds in the meta index', async () => {
    const meta = await meili.index(META_INDEX).getDocument(SERVED);
    expect(meta.documents).toBeGreaterThan(500);
  });
});
