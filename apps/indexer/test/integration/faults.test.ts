import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { META_INDEX } from '@aotearoa/contracts';
import { resolveDeployment } from '@aotearoa/contracts/deployment';
import { freePort } from '@aotearoa/testkit/meili';
import { spawnTsx, type TestProcess, waitFor } from '@aotearoa/testkit/processes';
import { type RunningRedis, startRedis } from '@aotearoa/testkit/redis';
import { Job, type Worker } from 'bullmq';
import type { Meilisearch } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildCorpus, DATA_DIR } from '../../src/corpus';
import { silentLogger } from '../../src/log';
import { createMeili } from '../../src/meili-client';
import { ingestSource, readIndexMeta, servedUids, stagingUids } from '../../src/pipeline';
import { openQueues, type Queues } from '../../src/queues';
import { rebuildIndexDirect, startRebuild } from '../../src/rebuild';
import { closeWorkers, startWorkers } from '../../src/worker';

/**
 * Faults seen from the indexer, each with processes this file starts and kills itself: a throwaway redis-server on
 * a free port (append-only file, so a killed Redis comes back with its jobs), worker processes started from the
 * worker's own command line, and a source whose files hold garbage. The indexes live under their own prefix on the
 * test Meilisearch. Heavier runs of the same faults, under load and with figures: `pnpm --filter @aotearoa/bench faults`.
 */
const PREFIX = 'faults_idx_';
const SERVED = servedUids(PREFIX).documents;
/** A small documents source (45 records): quick to ingest, enough to search. */
const SMALL = 'tribunal-decisions';
const SMALL_FOLDER = 'worldwidelaw-nz-bsa-hdc-hpdt';

const meiliUrl = inject('meiliUrl');
const meiliKey = inject('meiliKey');
const deployment = resolveDeployment({
  meiliUrl,
  indexPrefix: PREFIX,
  redisPrefixBase: `${inject('redisPrefix')}-faults`,
});
let meili: Meilisearch;
let redis: RunningRedis;
let redisPort: number;
let redisDir: string;
const spawned: TestProcess[] = [];

const cfg = () => ({ url: redis.url, prefix: deployment.redisPrefix });

async function jobState(queue: Queues['ingestSource'], id: string): Promise<string> {
  const job = await Job.fromId(queue, id);
  return job ? await job.getState() : 'missing';
}

/** The worker process, as deployed (`tsx apps/indexer/src/cli/worker.ts`), with short locks so a dead one is noticed. */
function startWorkerProcess(): TestProcess {
  const p = spawnTsx('apps/indexer/src/cli/worker.ts', {
    MEILI_URL: meiliUrl,
    MEILI_MASTER_KEY: meiliKey,
    MEILI_INDEX_PREFIX: PREFIX,
    REDIS_URL: redis.url,
    REDIS_PREFIX: `${inject('redisPrefix')}-faults`,
    WORKER_CONCURRENCY: '1',
    WORKER_LOCK_MS: '2000',
    WORKER_INGEST_LOCK_MS: '3000',
    REBUILD_EVERY_HOURS: '1000',
    LOG_LEVEL: 'info',
  });
  spawned.push(p);
  return p;
}

beforeAll(async () => {
  meili = createMeili(meiliUrl, meiliKey);
  redisDir = mkdtempSync(join(tmpdir(), 'aotearoa-redis-faults-'));
  redisPort = await freePort();
  redis = await startRedis(redisPort, { dataDir: redisDir });
  await rebuildIndexDirect(meili, { prefix: PREFIX, dataDir: DATA_DIR, sourceIds: [SMALL] });
});

afterAll(async () => {
  for (const p of spawned)
    if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
  await redis?.stop();
  if (redisDir) rmSync(redisDir, { recursive: true, force: true });
  const names = (await meili.getIndexes({ limit: 1000 })).results.map((i) => i.uid);
  for (const uid of names.filter((n) => n.startsWith(PREFIX))) await meili.deleteIndexIfExists(uid);
  await meili.index(META_INDEX).deleteDocument(SERVED).waitTask();
});

describe('Redis killed', () => {
  it('search keeps working; queued jobs wait for Redis and complete when it returns, none lost', async () => {
    const queues = openQueues(cfg());
    const plan = await startRebuild(meili, queues, {
      prefix: PREFIX,
      dataDir: DATA_DIR,
      sourceIds: [SMALL, 'nz-law-journals'],
    });
    const builtBefore = (await readIndexMeta(meili, PREFIX))?.builtAt;
    redis.process.kill('SIGKILL');
    await waitFor('Redis to die', () => redis.process.exitCode !== null || redis.process.signalCode !== null);
    // Workers start while Redis is away: they keep reconnecting instead of crashing.
    const workers = startWorkers({
      meili,
      redis: cfg(),
      queues,
      indexPrefix: PREFIX,
      dataDir: DATA_DIR,
      lockMs: 2_000,
      logger: silentLogger,
    });
    try {
      for (let i = 0; i < 5; i++) {
        const r = await meili.index(SERVED).search('decision', { limit: 1 });
        expect(r.hits.length).toBe(1);
      }
      expect((await readIndexMeta(meili, PREFIX))?.builtAt).toBe(builtBefore);
      redis = await startRedis(redisPort, { dataDir: redisDir });
      await waitFor(
        'the rebuild to complete after Redis returned',
        async () => (await jobState(queues.indexSwap, plan.swapJobId)) === 'completed',
        120_000,
        200,
      );
      for (const id of Object.values(plan.sourceJobIds))
        expect(await jobState(queues.ingestSource, id)).toBe('completed');
      const meta = await readIndexMeta(meili, PREFIX);
      expect(meta?.builtAt).not.toBe(builtBefore);
      expect(Object.keys(meta?.sources ?? {}).sort()).toEqual(['nz-law-journals', SMALL]);
    } finally {
      await closeWorkers(workers, 5_000);
      await queues.close();
    }
  });
});

describe('worker processes', () => {
  it('SIGKILL mid-ingest leaves the served index untouched and the job resumes on restart; SIGTERM drains it', async () => {
    const queues = openQueues(cfg());
    let workers: Worker[] = [];
    try {
      const before = await readIndexMeta(meili, PREFIX);
      const countBefore = (await meili.index(SERVED).getStats()).numberOfDocuments;
      const plan = await startRebuild(meili, queues, {
        prefix: PREFIX,
        dataDir: DATA_DIR,
        sourceIds: [SMALL],
      });
      const ingestId = plan.sourceJobIds[SMALL] as string;
      const first = startWorkerProcess();
      await waitFor(
        'the ingest job to run',
        async () => (await jobState(queues.ingestSource, ingestId)) === 'active',
        60_000,
        10,
      );
      first.child.kill('SIGKILL');
      await first.exited;
      expect((await readIndexMeta(meili, PREFIX))?.builtAt).toBe(before?.builtAt);
      expect((await meili.index(SERVED).getStats()).numberOfDocuments).toBe(countBefore);
      expect((await meili.index(SERVED).search('decision', { limit: 1 })).hits.length).toBe(1);

      // The restarted worker finds the dead worker's job once its lock expires, and runs it again.
      const second = startWorkerProcess();
      await waitFor(
        'the job to resume on the restarted worker',
        () => /"msg":"ingesting source/.test(second.output()),
        60_000,
        10,
      );
      // SIGTERM while it runs: the worker lets the job finish, closes, and exits 0 within 10 s.
      const signalled = Date.now();
      second.child.kill('SIGTERM');
      const exit = await second.exited;
      expect(exit.code, second.output()).toBe(0);
      // Within 10 s by the worker's own clock (its log lines' times, from the signal to the workers closed); the
      // wall clock here also counts the start-up of the signal handler on a loaded machine, so it gets more room.
      const time = (msg: RegExp) =>
        Number(
          /"time":(\d+)/.exec(
            second
              .output()
              .split('\n')
              .find((l) => msg.test(l)) ?? '',
          )?.[1],
        );
      expect(time(/workers closed/) - time(/closing the workers/)).toBeLessThan(10_000);
      expect(Date.now() - signalled).toBeLessThan(20_000);
      // Closed cleanly: the running job finished its work first. A job still running after the 7 s grace (a very
      // loaded machine) keeps its lock and is resumed by the next worker instead: either way it is not lost.
      if (/workers closed cleanly/.test(second.output()))
        expect(second.output()).toMatch(new RegExp(`"msg":"source ${SMALL} ingested"`));
      else expect(second.output()).toMatch(/running jobs will resume on the next worker/);

      // A third worker (in this process) completes the run: the new index goes live, no job lost.
      workers = startWorkers({
        meili,
        redis: cfg(),
        queues,
        indexPrefix: PREFIX,
        dataDir: DATA_DIR,
        lockMs: 3_000,
        ingestLockMs: 3_000,
        logger: silentLogger,
      });
      await waitFor(
        'the rebuild to complete',
        async () => (await jobState(queues.indexSwap, plan.swapJobId)) === 'completed',
        120_000,
        100,
      );
      expect(await jobState(queues.ingestSource, ingestId)).toBe('completed');
      const after = await readIndexMeta(meili, PREFIX);
      expect(after?.builtAt).not.toBe(before?.builtAt);
      expect(Object.keys(after?.sources ?? {})).toEqual([SMALL]);
    } finally {
      await closeWorkers(workers, 5_000);
      await Promise.all([
        queues.ingestSource.obliterate({ force: true }),
        queues.indexSwap.obliterate({ force: true }),
        queues.indexRebuild.obliterate({ force: true }),
      ]).catch(() => {});
      await queues.close();
    }
  });
});

describe('a source returning garbage', () => {
  it('is rejected by its sanity checks, naming the source, and the served index is untouched', async () => {
    const garbage = mkdtempSync(join(tmpdir(), 'aotearoa-garbage-data-'));
    try {
      // The source's folder with its files replaced by garbage (synthetic, test only): records that parse, but whose
      // links are not web addresses and whose dates are impossible.
      cpSync(join(DATA_DIR, SMALL_FOLDER), join(garbage, SMALL_FOLDER), { recursive: true });
      const junk = Array.from({ length: 60 }, (_, i) =>
        JSON.stringify({
          court: 'Broadcasting Standards Authority',
          case_reference: `x${i}`,
          url: `ftp://example.invalid/${i}`,
          date: '2026-13-45',
          title: '\u0000\u0000',
        }),
      ).join('\n');
      for (const f of [
        'nz-bsa-sample-metadata.jsonl',
        'nz-hdc-sample-metadata.jsonl',
        'nz-hpdt-sample-metadata.jsonl',
      ])
        writeFileSync(join(garbage, SMALL_FOLDER, f), `${junk}\n`);
      const before = await readIndexMeta(meili, PREFIX);
      const countBefore = (await meili.index(SERVED).getStats()).numberOfDocuments;
      const staging = stagingUids(PREFIX, 'garbage');
      // A worker builds the run's corpus going on past a failing source; that source's own job fails, naming it.
      const corpus = await buildCorpus(garbage, { sourceIds: [SMALL], keepGoing: true });
      await expect(ingestSource(meili, staging, corpus, SMALL)).rejects.toThrow(new RegExp(`^${SMALL}: `));
      await expect(
        rebuildIndexDirect(meili, { prefix: PREFIX, dataDir: garbage, sourceIds: [SMALL] }),
      ).rejects.toThrow(new RegExp(`^${SMALL}: `));
      expect((await readIndexMeta(meili, PREFIX))?.builtAt).toBe(before?.builtAt);
      expect((await meili.index(SERVED).getStats()).numberOfDocuments).toBe(countBefore);
    } finally {
      rmSync(garbage, { recursive: true, force: true });
    }
  });
});
