import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QUEUES } from '@aotearoa/contracts';
import { type Deployment, resolveDeployment } from '@aotearoa/contracts/deployment';
import { freePort, type RunningMeili, startMeili } from '@aotearoa/testkit/meili';
import { waitFor } from '@aotearoa/testkit/processes';
import { deleteRedisKeys, redisKeys } from '@aotearoa/testkit/redis-keys';
import type { Job, Worker } from 'bullmq';
import type { Meilisearch } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DATA_DIR } from '../../src/corpus';
import { createLogger, silentLogger } from '../../src/log';
import { createMeili } from '../../src/meili-client';
import { readIndexMeta, servedUids } from '../../src/pipeline';
import { openQueues, type Queues } from '../../src/queues';
import { startRebuild } from '../../src/rebuild';
import { closeWorkers, startWorkers } from '../../src/worker';

/**
 * Two deployments on one Redis (the machine's, under this run's test namespace), started the way the issue found
 * them clashing: default settings apart from the port, so both use the same index names (`documents`,
 * `directory`) on two different Meilisearch servers. Each derives its Redis namespace from its Meilisearch URL and
 * index prefix; each rebuilds with its own workers at the same time, and neither touches the other's jobs or indexes.
 */
const INDEX_PREFIX = 'iso_';
const SOURCES_A = ['nz-law-journals', 'tribunal-decisions'];
const SOURCES_B = ['nz-legal-scholarship', 'pco-imperial-acts'];

interface Running {
  name: string;
  deployment: Deployment;
  meili: Meilisearch;
  queues: Queues;
  workers: Worker[];
  /** Job ids this deployment's workers processed, with the run they belonged to. */
  processed: Array<{ queue: string; id: string; runId: string }>;
}

const redisUrl = inject('redisUrl');
const base = `${inject('redisPrefix')}-iso`;
let second: RunningMeili;
let secondDir: string;
const running: Running[] = [];

function start(name: string, meili: Meilisearch): Running {
  const deployment = resolveDeployment({
    meiliUrl: meili.config.host,
    indexPrefix: INDEX_PREFIX,
    redisPrefixBase: base,
  });
  const redis = { url: redisUrl, prefix: deployment.redisPrefix };
  const queues = openQueues(redis);
  const workers = startWorkers({
    meili,
    redis,
    queues,
    indexPrefix: INDEX_PREFIX,
    dataDir: DATA_DIR,
    logger: process.env.TEST_LOG ? createLogger('info') : silentLogger,
  });
  const r: Running = { name, deployment, meili, queues, workers, processed: [] };
  for (const w of workers)
    w.on('completed', (job: Job) =>
      r.processed.push({ queue: w.name, id: job.id ?? '', runId: String(job.data?.runId ?? '') }),
    );
  running.push(r);
  return r;
}

async function sourcesIn(meili: Meilisearch): Promise<string[]> {
  const meta = await readIndexMeta(meili, INDEX_PREFIX);
  return Object.keys(meta?.sources ?? {}).sort();
}

beforeAll(async () => {
  secondDir = mkdtempSync(join(tmpdir(), 'aotearoa-meili-iso-'));
  second = await startMeili({
    port: await freePort(),
    dbPath: secondDir,
    masterKey: 'isolation-test-key-0123456789',
    quiet: true,
  });
});

afterAll(async () => {
  for (const r of running) {
    await closeWorkers(r.workers, 2_000);
    await r.queues.close();
    for (const uid of Object.values(servedUids(INDEX_PREFIX))) await r.meili.deleteIndexIfExists(uid);
  }
  await deleteRedisKeys(redisUrl, base);
  await second?.stop();
  if (secondDir) rmSync(secondDir, { recursive: true, force: true });
});

describe('two deployments on one Redis', () => {
  it('derive different Redis namespaces from their Meilisearch URLs', () => {
    const a = resolveDeployment({
      meiliUrl: inject('meiliUrl'),
      indexPrefix: INDEX_PREFIX,
      redisPrefixBase: base,
    });
    const b = resolveDeployment({ meiliUrl: second.url, indexPrefix: INDEX_PREFIX, redisPrefixBase: base });
    expect(a.redisPrefix).not.toBe(b.redisPrefix);
    expect(a.redisPrefix.startsWith(`${base}-`)).toBe(true);
  });

  it('rebuild at the same time, each with its own jobs, workers and indexes', async () => {
    const a = start('A', createMeili(inject('meiliUrl'), inject('meiliKey')));
    const b = start('B', createMeili(second.url, second.masterKey));
    const [planA, planB] = await Promise.all([
      startRebuild(a.meili, a.queues, { prefix: INDEX_PREFIX, dataDir: DATA_DIR, sourceIds: SOURCES_A }),
      startRebuild(b.meili, b.queues, { prefix: INDEX_PREFIX, dataDir: DATA_DIR, sourceIds: SOURCES_B }),
    ]);
    for (const [r, plan] of [
      [a, planA],
      [b, planB],
    ] as const) {
      await waitFor(
        `deployment ${r.name}'s swap`,
        async () => {
          const state = await r.queues.indexSwap.getJobState(plan.swapJobId);
          if (state === 'failed') {
            const job = await r.queues.indexSwap.getJob(plan.swapJobId);
            throw new Error(`swap of ${r.name} failed: ${job?.failedReason}`);
          }
          return state === 'completed';
        },
        120_000,
        200,
      );
    }

    // Each served index holds exactly its own deployment's sources.
    expect(await sourcesIn(a.meili)).toEqual([...SOURCES_A].sort());
    expect(await sourcesIn(b.meili)).toEqual([...SOURCES_B].sort());

    // Each deployment's workers processed only its own run's jobs: every source job and the swap.
    for (const [r, plan, sources] of [
      [a, planA, SOURCES_A],
      [b, planB, SOURCES_B],
    ] as const) {
      const ingest = r.processed.filter((p) => p.queue === QUEUES.ingestSource);
      expect(ingest.map((p) => p.runId)).toEqual(sources.map(() => plan.runId));
      expect(ingest.map((p) => p.id).sort()).toEqual(Object.values(plan.sourceJobIds).sort());
      expect(r.processed.filter((p) => p.queue === QUEUES.indexSwap).map((p) => p.id)).toEqual([
        plan.swapJobId,
      ]);
    }

    // Every Redis key of the test namespace belongs to exactly one of the two deployments.
    const keys = await redisKeys(redisUrl, base);
    const ofA = keys.filter((k) => k.startsWith(`${a.deployment.redisPrefix}:`));
    const ofB = keys.filter((k) => k.startsWith(`${b.deployment.redisPrefix}:`));
    expect(ofA.length).toBeGreaterThan(0);
    expect(ofB.length).toBeGreaterThan(0);
    expect(ofA.length + ofB.length).toBe(keys.length);
    expect(ofA.some((k) => k.includes(planB.runId))).toBe(false);
    expect(ofB.some((k) => k.includes(planA.runId))).toBe(false);
  });

  it('a second start of one deployment follows its running rebuild instead of discarding it', async () => {
    const a = running[0];
    if (!a) throw new Error('deployment A did not start');
    const [first, again] = await Promise.all([
      startRebuild(a.meili, a.queues, { prefix: INDEX_PREFIX, dataDir: DATA_DIR, sourceIds: SOURCES_A }),
      startRebuild(a.meili, a.queues, { prefix: INDEX_PREFIX, dataDir: DATA_DIR, sourceIds: SOURCES_A }),
    ]);
    expect(again.runId).toBe(first.runId);
    expect([first.resumed, again.resumed].sort()).toEqual([false, true]);
    await waitFor(
      'the rebuild to complete',
      async () => (await a.queues.indexSwap.getJobState(first.swapJobId)) === 'completed',
      120_000,
      200,
    );
  });

  it('a worker refuses a job addressed to another deployment (same DEPLOYMENT_ID given to both)', async () => {
    const a = running[0];
    const b = running[1];
    if (!a || !b) throw new Error('deployments did not start');
    // B's job, put straight into A's namespace, as a shared DEPLOYMENT_ID would.
    const job = await a.queues.ingestSource.add(
      'nz-law-journals',
      {
        runId: 'foreign',
        target: b.deployment.key,
        staging: { documents: 'x', directory: 'y' },
        sourceId: 'nz-law-journals',
        dataDir: DATA_DIR,
      },
      { jobId: 'foreign__nz-law-journals', attempts: 3 },
    );
    const state = await waitFor(
      'the foreign job to be refused',
      async () => {
        const s = await a.queues.ingestSource.getJobState(job.id ?? '');
        return s === 'failed' || s === 'completed' ? s : null;
      },
      30_000,
    );
    expect(state).toBe('failed');
    const failed = await a.queues.ingestSource.getJob(job.id ?? '');
    expect(failed?.failedReason).toMatch(/belongs to deployment .* DEPLOYMENT_ID/);
    expect(failed?.attemptsMade).toBe(1); // unrecoverable: not retried
  });
});
