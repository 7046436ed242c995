/**
 * `pnpm bench` — load-tests `GET /api/search` and Meilisearch itself with the same query mix, in one run.
 *
 * Starts its own Meilisearch (free port, throwaway data) and indexes the bundled snapshot, starts the API in a
 * separate process, then drives each with autocannon: 32 connections, a warm-up, then a measured run per
 * target cycling through ≥200 distinct queries taken from the corpus (Act titles, neutral citations,
 * plain-language situations, filtered and sorted searches). Prints p50/p95/p99 latency (ms), requests per second,
 * the API/Meilisearch throughput ratio, and the API's cache hit rate.
 *
 * Both targets are driven over public HTTP only: `GET /api/search?…` on the API (started as its own process, as
 * in production) and `POST /multi-search` on Meilisearch. The Meilisearch body is built by `buildSearchQueries`,
 * the documented function the API itself uses to build its request (imported from `@aotearoa/api` by name), so
 * Meilisearch receives exactly the queries the API would send for each search — the main query with its facets,
 * the neutral-citation lookup and the refine panel's facet counts — and the ratio measures the API's own cost
 * (HTTP, validation, mapping, cache) and nothing else. A hand-written body would drift from what the API sends,
 * and timing `GET /api/search` alone would leave nothing to compare it with.
 * The index is built with the indexer's own rebuild (`@aotearoa/indexer`), as in production.
 *
 * Flags: --duration SECONDS (measured run per target, default 15), --connections N (default 32),
 *        --no-cache (also measure the API with its response cache off), --write-queries FILE (write the mix as
 *        JSON for infra/k6/search.js and exit).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildSearchQueries } from '@aotearoa/api';
import { indexUid, SearchInputSchema } from '@aotearoa/contracts';
import { createMeili, DATA_DIR, loadCorpus, rebuildIndexDirect } from '@aotearoa/indexer';
import { freePort, startMeili } from '@aotearoa/infra/services/meili';
import autocannon from 'autocannon';
import { type BenchQuery, buildQueryMix } from './query-mix';

/** The default deployment's documents index (no prefix), which the API started below searches. */
const INDEX = indexUid('documents');
/** The API's entry point, found through its package (`@aotearoa/api/main`). */
const API_MAIN = fileURLToPath(import.meta.resolve('@aotearoa/api/main'));

interface Figures {
  label: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)] as number;
}

/** Runs autocannon against `url`, cycling through `requests`; measures every response time itself. */
async function load(
  label: string,
  url: string,
  requests: Array<{ method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> }>,
  opts: { connections: number; duration: number },
): Promise<Figures> {
  let next = 0;
  const times: number[] = [];
  // Without a callback autocannon returns its running instance, which is both an event emitter and a promise.
  const instance = autocannon({
    url,
    connections: opts.connections,
    duration: opts.duration,
    requests: [
      {
        setupRequest: (req) => {
          const r = requests[next++ % requests.length];
          return { ...req, ...r };
        },
      },
    ],
  }) as unknown as PromiseLike<autocannon.Result> & NodeJS.EventEmitter;
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    times.push(responseTime);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    label,
    requests: times.length,
    rps: times.length / opts.duration,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer in time`);
}

/** Starts the API in a process of its own (as `npm start` does), so it does not share autocannon's event loop. */
function startApi(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', import.meta.resolve('tsx'), API_MAIN], {
    env,
    stdio: 'inherit',
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '15' },
      connections: { type: 'string', default: '32' },
      'no-cache': { type: 'boolean', default: false },
      'write-queries': { type: 'string' },
    },
  });
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  const { documents } = await loadCorpus(DATA_DIR);
  const mix: BenchQuery[] = buildQueryMix(documents);
  if (values['write-queries']) {
    writeFileSync(values['write-queries'], JSON.stringify(mix, null, 1));
    console.log(`Wrote ${mix.length} queries to ${values['write-queries']}`);
    return;
  }
  const kinds: Record<string, number> = {};
  for (const q of mix) kinds[q.kind] = (kinds[q.kind] ?? 0) + 1;
  console.log(
    `Query mix: ${mix.length} distinct queries (${Object.entries(kinds)
      .map(([k, n]) => `${n} ${k}`)
      .join(', ')})`,
  );

  const dir = mkdtempSync(join(tmpdir(), 'aotearoa-bench-'));
  const key = 'bench-master-key-0123456789abcdef';
  const meili = await startMeili({ port: await freePort(), dbPath: dir, masterKey: key, quiet: true });
  const children: ChildProcess[] = [];
  try {
    console.log('Indexing the bundled snapshot…');
    const meta = await rebuildIndexDirect(createMeili(meili.url, key), { prefix: '', dataDir: DATA_DIR });
    console.log(`Indexed ${meta.documents} documents (${meta.records} records).`);

    const meiliRequests = mix.map((q) => ({
      method: 'POST' as const,
      path: '/multi-search',
      body: JSON.stringify({ queries: buildSearchQueries(INDEX, SearchInputSchema.parse(q.params)) }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    }));
    const apiRequests = mix.map((q) => ({ method: 'GET' as const, path: `/api/search?${q.apiQueryString}` }));

    const runApi = async (label: string, cacheSize: string) => {
      const port = await freePort();
      const api = startApi({
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        MEILI_URL: meili.url,
        MEILI_MASTER_KEY: key,
        RATE_LIMIT_MAX: '0',
        SEARCH_CACHE_SIZE: cacheSize,
        LOG_LEVEL: 'warn',
      });
      children.push(api);
      const base = `http://127.0.0.1:${port}`;
      await waitFor(`${base}/api/health`, 30_000);
      await load(`${label} warm-up`, base, apiRequests, { connections, duration: 3 });
      const figures = await load(label, base, apiRequests, { connections, duration });
      const metrics = (await (await fetch(`${base}/api/metrics`)).json()) as {
        searchCache?: { hitRate?: number };
      };
      api.kill('SIGTERM');
      return { figures, hitRate: metrics.searchCache?.hitRate };
    };

    console.log(`Measuring Meilisearch directly (${connections} connections, ${duration} s)…`);
    await load('meilisearch warm-up', meili.url, meiliRequests, { connections, duration: 3 });
    const direct = await load('Meilisearch (direct)', meili.url, meiliRequests, { connections, duration });
    console.log(`Measuring GET /api/search (${connections} connections, ${duration} s)…`);
    const cached = await runApi('API GET /api/search', '1000');
    const rows = [direct, cached.figures];
    let uncached: Figures | undefined;
    if (values['no-cache']) {
      uncached = (await runApi('API, cache off', '0')).figures;
      rows.push(uncached);
    }

    const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
    console.log('\n| target | requests | req/s | p50 ms | p95 ms | p99 ms | errors | non-2xx |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const r of rows) {
      console.log(
        `| ${r.label} | ${r.requests} | ${fmt(r.rps)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.errors} | ${r.non2xx} |`,
      );
    }
    console.log(`\nAPI / Meilisearch throughput: ${((cached.figures.rps / direct.rps) * 100).toFixed(0)}%`);
    if (uncached)
      console.log(
        `API (cache off) / Meilisearch throughput: ${((uncached.rps / direct.rps) * 100).toFixed(0)}%`,
      );
    if (cached.hitRate !== undefined)
      console.log(`API cache hit rate: ${(cached.hitRate * 100).toFixed(1)}%`);
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await meili.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
