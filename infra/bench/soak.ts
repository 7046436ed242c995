/**
 * `pnpm --filter @aotearoa/bench soak` — a bounded soak test on loopback: the API under steady load at half its
 * measured capacity for a while, with an ingest (a rebuild through the BullMQ queues and the worker) in the middle.
 *
 * Starts its own Meilisearch (free port, throwaway data) indexed with a few bundled sources, the API and the indexer
 * worker as processes of their own (as `npm start` runs them), on the machine's Redis under a key prefix of its own
 * (REDIS_URL, default 127.0.0.1:6379; its keys are deleted at the end). Measures the API's capacity with autocannon,
 * then drives it at half that rate with the same query mix as the benchmark, sampling the API's and the worker's
 * resident memory. Prints the error count, latency percentiles, the memory at start and end, and PASS or FAIL:
 * it passes when no request failed and the API's memory grew by less than the bound. Exits 1 on FAIL.
 * Not part of the test suite (it runs for minutes).
 *
 * Flags: --duration SECONDS (soak, default 600), --calibrate SECONDS (capacity run, default 10),
 *        --connections N (default 16), --max-rss-growth-mb MB (bound on the API's growth, default 100),
 *        --ingest-at SECONDS (when the ingest starts, default half the duration).
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { resolveDeployment } from '@aotearoa/contracts/deployment';
import {
  createMeili,
  DATA_DIR,
  loadCorpus,
  openQueues,
  rebuildIndexDirect,
  startRebuild,
} from '@aotearoa/indexer';
import { freePort, startMeili } from '@aotearoa/testkit/meili';
import { waitForOk } from '@aotearoa/testkit/processes';
import autocannon from 'autocannon';
import { buildQueryPool } from './query-mix';

/** A few sources of both indexes: indexed in well under a minute, and the ingest in the middle is the same. */
const SOURCES = [
  'pco-regulations',
  'tribunal-decisions',
  'parliament',
  'nz-legal-scholarship',
  'nz-court-decisions-other-courts',
  'nz-law-journals',
];
const API_MAIN = fileURLToPath(import.meta.resolve('@aotearoa/api/main'));
const WORKER_MAIN = join(dirname(fileURLToPath(import.meta.resolve('@aotearoa/indexer'))), 'cli/worker.ts');

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** The p-th percentile of sorted numbers. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)] as number;
}

/** Warnings and errors the API and worker logged (pino JSON lines), counted by message. */
const logged = new Map<string, number>();

/** Starts a TypeScript entry point as one Node process with tsx's loader (signals reach it directly). */
function startNode(main: string, env: NodeJS.ProcessEnv, name: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), main], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (b: Buffer) => process.stderr.write(`[${name}] ${b}`));
  child.stdout?.on('data', (b: Buffer) => {
    for (const line of b.toString().split('\n')) {
      const m = /"level":(\d+).*"msg":"([^"]{0,120})/.exec(line);
      if (m && Number(m[1]) >= 40) logged.set(`${name}: ${m[2]}`, (logged.get(`${name}: ${m[2]}`) ?? 0) + 1);
    }
  });
  return child;
}

interface LoadResult {
  /** Answers per HTTP status. */
  statuses: Record<number, number>;
  /** Non-2xx answers while `during()` was true (the ingest). */
  non2xxDuring: number;
  requests: number;
  rps: number;
  latencies: number[];
  errors: number;
  non2xx: number;
}

/** Runs autocannon against `base`, cycling through `paths`; `rate` caps requests per second (all connections). */
async function load(
  base: string,
  paths: string[],
  opts: { connections: number; duration: number; rate?: number; during?: () => boolean },
): Promise<LoadResult> {
  let next = 0;
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let non2xxDuring = 0;
  const instance = autocannon({
    url: base,
    connections: opts.connections,
    duration: opts.duration,
    ...(opts.rate ? { overallRate: opts.rate } : {}),
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
  }) as unknown as PromiseLike<autocannon.Result> & NodeJS.EventEmitter;
  instance.on('response', (_c: unknown, status: number, _b: number, ms: number) => {
    latencies.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
    if ((status < 200 || status > 299) && opts.during?.()) non2xxDuring++;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    statuses,
    non2xxDuring,
    requests: latencies.length,
    rps: latencies.length / opts.duration,
    latencies,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '600' },
      calibrate: { type: 'string', default: '10' },
      connections: { type: 'string', default: '16' },
      'max-rss-growth-mb': { type: 'string', default: '100' },
      'ingest-at': { type: 'string' },
    },
  });
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  const bound = Number(values['max-rss-growth-mb']);
  const ingestAt = Number(values['ingest-at'] ?? Math.floor(duration / 2));
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisPrefix = `aotearoa-soak-${process.pid}`;

  const dir = mkdtempSync(join(tmpdir(), 'aotearoa-soak-'));
  const key = 'soak-master-key-0123456789abcdef';
  const meili = await startMeili({ port: await freePort(), dbPath: dir, masterKey: key, quiet: true });
  const children: ChildProcess[] = [];
  const client = createMeili(meili.url, key);
  // The same Redis namespace the worker derives from its environment.
  const deployment = resolveDeployment({
    meiliUrl: meili.url,
    indexPrefix: '',
    redisPrefixBase: redisPrefix,
  });
  const queues = openQueues({ url: redisUrl, prefix: deployment.redisPrefix });
  try {
    console.log(`Indexing ${SOURCES.length} bundled sources…`);
    const meta = await rebuildIndexDirect(client, { prefix: '', dataDir: DATA_DIR, sourceIds: SOURCES });
    console.log(`Indexed ${meta.documents} documents (${meta.records} records).`);
    const { documents } = await loadCorpus(DATA_DIR, SOURCES);
    const paths = buildQueryPool(documents).map((q) => `/api/search?${q.apiQueryString}`);

    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MEILI_URL: meili.url,
      MEILI_MASTER_KEY: key,
      MEILI_INDEX_PREFIX: '',
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      REBUILD_EVERY_HOURS: '1000',
      RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'warn',
    };
    const api = startNode(API_MAIN, env, 'api');
    const worker = startNode(WORKER_MAIN, env, 'worker');
    children.push(api, worker);
    const base = `http://127.0.0.1:${port}`;
    await waitForOk(`${base}/api/health`, 60_000);

    console.log(`Measuring capacity (${connections} connections, ${values.calibrate} s)…`);
    await load(base, paths, { connections, duration: 3 });
    const capacity = await load(base, paths, { connections, duration: Number(values.calibrate) });
    const rate = Math.max(1, Math.floor(capacity.rps / 2));
    console.log(`Capacity ≈ ${capacity.rps.toFixed(0)} req/s; soaking at ${rate} req/s for ${duration} s…`);

    const samples: Array<{ t: number; api: number; worker: number }> = [];
    const t0 = Date.now();
    const sample = () =>
      samples.push({ t: (Date.now() - t0) / 1000, api: rssMb(api.pid), worker: rssMb(worker.pid) });
    sample();
    const sampler = setInterval(sample, 5_000);

    // The ingest in the middle: a forced rebuild through the queues, run by the worker process, swapped in live.
    let ingesting = false;
    const ingest = (async () => {
      await new Promise((r) => setTimeout(r, ingestAt * 1000));
      ingesting = true;
      const started = Date.now();
      const plan = await startRebuild(client, queues, { prefix: '', dataDir: DATA_DIR, sourceIds: SOURCES });
      for (;;) {
        const job = await queues.indexSwap.getJob(plan.swapJobId);
        const state = job ? await job.getState() : 'missing';
        if (state === 'completed' || state === 'failed') {
          ingesting = false;
          return { state, seconds: (Date.now() - started) / 1000, at: (started - t0) / 1000 };
        }
        await new Promise((r) => setTimeout(r, 500));
      }
    })();

    const soak = await load(base, paths, { connections, duration, rate, during: () => ingesting });
    clearInterval(sampler);
    sample();
    const ingested = await ingest;

    const first = samples[0];
    const last = samples[samples.length - 1];
    const growth = (last?.api ?? 0) - (first?.api ?? 0);
    const maxApi = Math.max(...samples.map((s) => s.api));
    const errors = soak.errors + soak.non2xx;
    const pass = errors === 0 && growth < bound && ingested.state === 'completed';
    const f = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
    console.log('\n| figure | value |');
    console.log('| --- | ---: |');
    console.log(`| duration s | ${duration} |`);
    console.log(`| capacity req/s (${connections} connections) | ${f(capacity.rps)} |`);
    console.log(`| soak rate req/s (target / achieved) | ${rate} / ${f(soak.rps)} |`);
    console.log(`| requests | ${soak.requests} |`);
    console.log(`| errors (socket errors + timeouts + non-2xx) | ${errors} |`);
    console.log(`| non-2xx during the ingest | ${soak.non2xxDuring} |`);
    console.log(
      `| answers by status | ${Object.entries(soak.statuses)
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')} |`,
    );
    console.log(
      `| latency p50 / p95 / p99 / max ms | ${f(percentile(soak.latencies, 50))} / ${f(percentile(soak.latencies, 95))} / ${f(percentile(soak.latencies, 99))} / ${f(soak.latencies.at(-1) ?? Number.NaN)} |`,
    );
    console.log(
      `| ingest (rebuild of ${SOURCES.length} sources) | ${ingested.state} at ${f(ingested.at)} s, took ${f(ingested.seconds)} s |`,
    );
    console.log(
      `| API RSS MB start / end / max | ${f(first?.api ?? Number.NaN)} / ${f(last?.api ?? Number.NaN)} / ${f(maxApi)} |`,
    );
    console.log(
      `| worker RSS MB start / end | ${f(first?.worker ?? Number.NaN)} / ${f(last?.worker ?? Number.NaN)} |`,
    );
    console.log(`| API RSS growth MB (bound ${bound}) | ${f(growth)} |`);
    console.log(
      `\n${pass ? 'PASS' : 'FAIL'}: ${errors} errors, API memory ${growth >= 0 ? '+' : ''}${f(growth)} MB (bound ${bound} MB), ingest ${ingested.state}`,
    );
    process.exitCode = pass ? 0 : 1;
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await Promise.all(
      children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r)))),
    );
    await meili.stop();
    rmSync(dir, { recursive: true, force: true });
    // Every key of this run's namespace (SCAN, never KEYS, on a shared Redis).
    let cursor = '0';
    do {
      const [nextCursor, keys] = await queues.connection.scan(
        cursor,
        'MATCH',
        `${redisPrefix}-*`,
        'COUNT',
        1000,
      );
      cursor = nextCursor;
      if (keys.length) await queues.connection.del(...keys);
    } while (cursor !== '0');
    await queues.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
