/**
 * `pnpm --filter @aotearoa/bench faults` — runs the app through its faults under light load and prints figures.
 *
 * Starts, on loopback, everything it then breaks: a supervised Meilisearch (the launcher's supervisor, throwaway
 * data, a few bundled sources indexed), a throwaway redis-server with an append-only file, the API and the indexer
 * worker as processes of their own (the worker restarted whenever it stops, as the launcher does). Four clients
 * search without pause throughout. Faults, one after another:
 * - Meilisearch killed (SIGKILL): searches answer 503 with a readable message until the supervisor has it back;
 * - Meilisearch frozen for 5 s (SIGSTOP): each search times out on its own (MEILI_TIMEOUT_MS) instead of piling up;
 * - Redis killed with a rebuild queued, back after 5 s: search unaffected, the jobs wait and complete;
 * - the worker killed (SIGKILL) mid-ingest: the served index untouched, the job resumes on the restarted worker;
 * - a source returning garbage: rejected by its checks, the failure logged naming the source, the index untouched.
 * Prints per fault: requests during it, 200s, readable 503s, errors (anything else: a 500, a 503 without the
 * readable message or with a stack trace, a refused connection), time to recover, jobs lost; then whether every
 * warning and error the API and worker logged names what failed (`failing`, the `procedure`, or the `source`/`queue`
 * of a job). FAULTS_LOG=<file> writes the API's and worker's log lines there.
 * Exits 1 when a fault was not survived.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveDeployment } from '@aotearoa/contracts/deployment';
import {
  createMeili,
  DATA_DIR,
  openQueues,
  readIndexMeta,
  rebuildIndexDirect,
  startRebuild,
} from '@aotearoa/indexer';
import { freePort, superviseMeili } from '@aotearoa/testkit/meili';
import { startRedis } from '@aotearoa/testkit/redis';

const SOURCES = ['tribunal-decisions', 'nz-court-decisions-other-courts', 'nz-law-journals'];
const GARBAGE_SOURCE = 'tribunal-decisions';
const GARBAGE_FOLDER = 'worldwidelaw-nz-bsa-hdc-hpdt';
const API_MAIN = fileURLToPath(import.meta.resolve('@aotearoa/api/main'));
const WORKER_MAIN = join(dirname(fileURLToPath(import.meta.resolve('@aotearoa/indexer'))), 'cli/worker.ts');
const QUERIES = [
  'tribunal',
  'decision',
  'court',
  'health',
  'broadcasting',
  'appeal',
  'employment',
  'consent',
];
const UNAVAILABLE = 'Search is temporarily unavailable';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Figures {
  fault: string;
  requests: number;
  ok: number;
  unavailable: number;
  errors: number;
  maxLatencyMs: number;
  recoverySeconds: number | null;
  jobsLost: number | null;
  note: string;
}

/** A TypeScript entry point run as one Node process with tsx's loader; its output lines go to `onLine`. */
function startNode(main: string, env: NodeJS.ProcessEnv, onLine: (line: string) => void): ChildProcess {
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), main], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (b: Buffer) => {
      const lines = (rest + b.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const l of lines) if (l.trim()) onLine(l);
    });
  }
  return child;
}

/** Thrown by a `waitUntil` check to stop waiting at once. */
class FatalWait extends Error {}

async function waitUntil(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch (err) {
      if (err instanceof FatalWait) throw err;
      // not yet
    }
    await sleep(100);
  }
  throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'aotearoa-faults-'));
  const key = 'faults-master-key-0123456789abcdef';
  const meili = await superviseMeili({ port: await freePort(), dbPath: join(work, 'meili'), masterKey: key });
  const redisPort = await freePort();
  const redisDir = join(work, 'redis');
  let redis = await startRedis(redisPort, { dataDir: redisDir });
  const client = createMeili(meili.url, key);
  const redisPrefix = `aotearoa-faults-${process.pid}`;
  const deployment = resolveDeployment({
    meiliUrl: meili.url,
    indexPrefix: '',
    redisPrefixBase: redisPrefix,
  });
  const queues = openQueues({ url: redis.url, prefix: deployment.redisPrefix });
  const apiLog: string[] = [];
  const workerLog: string[] = [];
  let stopping = false;
  let api: ChildProcess | undefined;
  let worker: ChildProcess | undefined;
  const figures: Figures[] = [];
  try {
    console.log(`Indexing ${SOURCES.join(', ')}…`);
    await rebuildIndexDirect(client, { prefix: '', dataDir: DATA_DIR, sourceIds: SOURCES });
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MEILI_URL: meili.url,
      MEILI_MASTER_KEY: key,
      MEILI_INDEX_PREFIX: '',
      MEILI_TIMEOUT_MS: '1000',
      REDIS_URL: redis.url,
      REDIS_PREFIX: redisPrefix,
      WORKER_CONCURRENCY: '1',
      WORKER_LOCK_MS: '3000',
      // Long enough for the slowest parse here on a busy machine: a shorter lock is lost while the parse holds the
      // event loop, and the job then counts as stalled although its worker lives.
      WORKER_INGEST_LOCK_MS: '30000',
      REBUILD_EVERY_HOURS: '1000',
      RATE_LIMIT_MAX: '0',
      SEARCH_CACHE_SIZE: '0',
      LOG_LEVEL: 'warn',
    };
    api = startNode(API_MAIN, env, (l) => apiLog.push(l));
    // The worker is restarted 1 s after it stops on its own, as the launcher's supervisor does.
    const runWorker = () => {
      worker = startNode(WORKER_MAIN, { ...env, LOG_LEVEL: 'info' }, (l) => workerLog.push(l));
      worker.once('exit', () => {
        if (!stopping) setTimeout(runWorker, 1_000);
      });
    };
    runWorker();
    const base = `http://127.0.0.1:${port}`;
    await waitUntil('the API', async () => (await fetch(`${base}/api/health`)).ok, 60_000);

    // Light load: four clients searching one after another, every answer classified.
    let current = { requests: 0, ok: 0, unavailable: 0, errors: 0, maxLatencyMs: 0 };
    let loadRunning = true;
    const clients = [0, 1, 2, 3].map(async (c) => {
      for (let i = c; loadRunning; i++) {
        const started = Date.now();
        const tally = current;
        try {
          const res = await fetch(`${base}/api/search?query=${QUERIES[i % QUERIES.length]}`);
          const body = await res.text();
          tally.requests++;
          if (res.status === 200) tally.ok++;
          else if (res.status === 503 && body.includes(UNAVAILABLE) && !/\n\s+at |"stack"/.test(body))
            tally.unavailable++;
          else tally.errors++;
        } catch {
          tally.requests++;
          tally.errors++;
        }
        tally.maxLatencyMs = Math.max(tally.maxLatencyMs, Date.now() - started);
      }
    });
    const phase = async (
      fault: string,
      run: () => Promise<{ recoverySeconds?: number; jobsLost?: number; note?: string }>,
    ) => {
      current = { requests: 0, ok: 0, unavailable: 0, errors: 0, maxLatencyMs: 0 };
      console.log(`Fault: ${fault}…`);
      let result: { recoverySeconds?: number; jobsLost?: number; note?: string };
      try {
        result = await run();
      } catch (err) {
        result = { note: `NOT SURVIVED: ${(err as Error).message}` };
      }
      figures.push({
        fault,
        ...current,
        recoverySeconds: result.recoverySeconds ?? null,
        jobsLost: result.jobsLost ?? null,
        note: result.note ?? '',
      });
    };
    const healthy = async () => (await fetch(`${base}/api/health`)).ok;
    /** Source jobs of a run that did not complete (0 when the run went through). */
    const lostJobs = async (ids: string[]) => {
      let lost = 0;
      for (const id of ids)
        if ((await (await queues.ingestSource.getJob(id))?.getState()) !== 'completed') lost++;
      return lost;
    };
    const swapDone = (id: string) => async () => {
      const job = await queues.indexSwap.getJob(id);
      const state = await job?.getState();
      if (state === 'failed') throw new FatalWait(`the run failed: ${job?.failedReason}`);
      return state === 'completed';
    };

    await phase('baseline (no fault, 5 s)', async () => {
      await sleep(5_000);
      return {};
    });

    await phase('Meilisearch killed (SIGKILL)', async () => {
      const killed = Date.now();
      meili.current()?.process.kill('SIGKILL');
      await sleep(300);
      await waitUntil('search to answer again', healthy, 30_000);
      const recoverySeconds = (Date.now() - killed) / 1000;
      await sleep(2_000);
      return { recoverySeconds, note: `restarted by the supervisor (${meili.restarts()} restart)` };
    });

    await phase('Meilisearch frozen 5 s (SIGSTOP)', async () => {
      const frozen = meili.current()?.process;
      frozen?.kill('SIGSTOP');
      await sleep(5_000);
      const thawed = Date.now();
      frozen?.kill('SIGCONT');
      await waitUntil('search to answer again', healthy, 30_000);
      return { recoverySeconds: (Date.now() - thawed) / 1000, note: 'per-request timeout 1 s' };
    });

    await phase('Redis killed 5 s with a rebuild queued', async () => {
      const plan = await startRebuild(client, queues, { prefix: '', dataDir: DATA_DIR, sourceIds: SOURCES });
      redis.process.kill('SIGKILL');
      await sleep(5_000);
      redis = await startRedis(redisPort, { dataDir: redisDir });
      const back = Date.now();
      await waitUntil('the queued rebuild to complete', swapDone(plan.swapJobId), 180_000);
      return {
        recoverySeconds: (Date.now() - back) / 1000,
        jobsLost: await lostJobs(Object.values(plan.sourceJobIds)),
        note: 'recovery = Redis back → rebuild swapped in',
      };
    });

    await phase('worker killed mid-ingest (SIGKILL)', async () => {
      const before = (await readIndexMeta(client, ''))?.builtAt;
      const plan = await startRebuild(client, queues, { prefix: '', dataDir: DATA_DIR, sourceIds: SOURCES });
      await waitUntil(
        'an ingest job to run',
        async () => (await queues.ingestSource.getActiveCount()) > 0,
        60_000,
      );
      const killed = Date.now();
      worker?.kill('SIGKILL');
      await sleep(500);
      const untouched = (await readIndexMeta(client, ''))?.builtAt === before;
      await waitUntil('the rebuild to complete on the restarted worker', swapDone(plan.swapJobId), 180_000);
      return {
        recoverySeconds: (Date.now() - killed) / 1000,
        jobsLost: await lostJobs(Object.values(plan.sourceJobIds)),
        note: `served index ${untouched ? 'untouched' : 'CHANGED'} while the job waited; recovery = kill → swapped in`,
      };
    });

    await phase('a source returning garbage', async () => {
      const garbage = join(work, 'garbage-data');
      cpSync(join(DATA_DIR, GARBAGE_FOLDER), join(garbage, GARBAGE_FOLDER), { recursive: true });
      const junk = Array.from({ length: 60 }, (_, i) =>
        JSON.stringify({
          court: 'x',
          case_reference: `x${i}`,
          url: `ftp://example.invalid/${i}`,
          date: '2026-13-45',
        }),
      ).join('\n');
      for (const f of [
        'nz-bsa-sample-metadata.jsonl',
        'nz-hdc-sample-metadata.jsonl',
        'nz-hpdt-sample-metadata.jsonl',
      ])
        writeFileSync(join(garbage, GARBAGE_FOLDER, f), `${junk}\n`);
      const before = await readIndexMeta(client, '');
      const plan = await startRebuild(client, queues, {
        prefix: '',
        dataDir: garbage,
        sourceIds: [GARBAGE_SOURCE],
      });
      await waitUntil(
        'the run to fail',
        async () => (await (await queues.indexSwap.getJob(plan.swapJobId))?.getState()) === 'failed',
        120_000,
      );
      const reported = workerLog.some(
        (l) =>
          l.includes('"level":50') &&
          l.includes(`"source":"${GARBAGE_SOURCE}"`) &&
          l.includes('failed for good'),
      );
      const after = await readIndexMeta(client, '');
      const untouched = after?.builtAt === before?.builtAt;
      if (!reported || !untouched) throw new Error(`reported: ${reported}, index untouched: ${untouched}`);
      return {
        jobsLost: 0,
        note: `rejected: ${(await queues.ingestSource.getJob(plan.sourceJobIds[GARBAGE_SOURCE] as string))?.failedReason?.slice(0, 90)}`,
      };
    });

    loadRunning = false;
    await Promise.all(clients);

    // Structured logs: every warning or error names what failed.
    const parsed = [
      ...apiLog.map((l) => ['api', l] as const),
      ...workerLog.map((l) => ['worker', l] as const),
    ]
      .map(([who, l]) => {
        try {
          return { who, entry: JSON.parse(l) as Record<string, unknown> };
        } catch {
          return null;
        }
      })
      .filter((x): x is { who: 'api' | 'worker'; entry: Record<string, unknown> } => x !== null)
      .filter((x) => Number(x.entry.level) >= 40);
    const unnamed = parsed.filter(
      (x) => !x.entry.failing && !x.entry.source && !x.entry.queue && !x.entry.procedure && !x.entry.signal,
    );

    console.log(
      '\n| fault | requests | 200 | readable 503 | errors | max latency ms | recovery s | jobs lost | note |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const f of figures) {
      console.log(
        `| ${f.fault} | ${f.requests} | ${f.ok} | ${f.unavailable} | ${f.errors} | ${f.maxLatencyMs} | ${f.recoverySeconds?.toFixed(1) ?? '-'} | ${f.jobsLost ?? '-'} | ${f.note} |`,
      );
    }
    const faults = figures.filter((f) => !f.fault.startsWith('baseline'));
    const survived = faults.filter(
      (f) => !f.note.startsWith('NOT SURVIVED') && f.errors === 0 && !f.jobsLost,
    );
    const totals = figures.reduce(
      (a, f) => ({ requests: a.requests + f.requests, errors: a.errors + f.errors }),
      {
        requests: 0,
        errors: 0,
      },
    );
    const jobsLost = figures.reduce((a, f) => a + (f.jobsLost ?? 0), 0);
    console.log(
      `\nFaults survived: ${survived.length}/${faults.length}; requests: ${totals.requests}; errors: ${totals.errors}; jobs lost: ${jobsLost}`,
    );
    console.log(
      `Log lines at warn or above: ${parsed.length} (API ${parsed.filter((x) => x.who === 'api').length}, worker ${parsed.filter((x) => x.who === 'worker').length}); naming what failed: ${parsed.length - unnamed.length}/${parsed.length}`,
    );
    for (const u of unnamed.slice(0, 5))
      console.log(`  unnamed (${u.who}): ${JSON.stringify(u.entry).slice(0, 200)}`);
    process.exitCode = survived.length === faults.length && totals.errors === 0 && jobsLost === 0 ? 0 : 1;
  } finally {
    stopping = true;
    for (const c of [api, worker]) {
      if (c && c.exitCode === null && c.signalCode === null) {
        const exited = new Promise((r) => c.once('exit', r));
        c.kill('SIGTERM');
        await exited;
      }
    }
    await queues.close().catch(() => {});
    await meili.stop();
    await redis.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
