/**
 * `pnpm bench` — load-tests search three ways with one query mix and prints one table: Meilisearch directly
 * (exactly the requests the API would send), the API with its response cache off, and the API with its cache on
 * (with the cache hit rate), each at several connection counts. At one connection a search waits for nothing but its
 * own work, so that row's p95 is the latency of a search (the "p95 < 100 ms uncached" target); at 4 and 32 the
 * closed-loop connections outnumber a small machine's cores, and those rows measure throughput and queueing.
 *
 * The mix: a pool of ≥ 2,000 distinct searches built from real material (query-mix.ts: the evaluation's
 * plain-language situations, Act names and neutral citations from the corpus, filtered and sorted searches, page
 * 2), asked in a seeded Zipf-distributed sequence (rank r with probability ∝ 1/r^s) — a popular head and a long
 * tail, as search traffic is, so the cached figure is not the 98%-hit fiction of a short cycled list. Every target
 * walks the same sequence from the same point.
 *
 * Meilisearch directly: per search, the API's own pipeline (`runSearch` from `@aotearoa/api`, the same code the
 * API runs) with ports of this script's: Meilisearch over a keep-alive HTTP agent, and each described situation's
 * sentence vector encoded here beforehand. So "direct" is the Meilisearch work of one API search plus the
 * pipeline's own reduction, blending and mapping, and API/direct measures what serving adds (HTTP, Fastify and
 * tRPC, validation, the encoder's worker thread).
 *
 * The load generator is closed-loop (each connection sends its next search when the last one answered), with
 * keep-alive sockets, and times every search itself.
 *
 * Index: by default its own Meilisearch with the corpus indexed by the indexer's `rebuildIndexDirect` (minutes);
 * `--meili-url URL --meili-key KEY --prefix P` uses an index already built (e.g. the full one), read-only.
 *
 * Flags: --duration S (per row, default 10) · --warmup S (default 2) · --connections 1,4,32 · --zipf 1.0 ·
 *        --seed 15 · --targets direct,uncached,cached · --write-queries FILE (pool + sequence as JSON for
 *        infra/k6/search.js, then exit) · --profile-api DIR (each API run under V8's CPU profiler, one
 *        `.cpuprofile` per run in DIR, to open in Chrome DevTools: where the API's own time goes).
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  analyseQuery,
  type QueryAnswer,
  type RawHit,
  runSearch,
  type SearchPorts,
  searchesByMeaning,
} from '@aotearoa/api';
import { indexUid, SearchInputSchema, type SearchParams } from '@aotearoa/contracts';
import { loadSentenceEncoder } from '@aotearoa/encoder';
import { createMeili, DATA_DIR, loadCorpus, rebuildIndexDirect } from '@aotearoa/indexer';
import { freePort, startMeili } from '@aotearoa/testkit/meili';
import { waitForOk } from '@aotearoa/testkit/processes';
import { type BenchQuery, buildQueryPool, zipfSequence } from './query-mix';

/** The API's entry point, found through its package (`@aotearoa/api/main`). */
const API_MAIN = fileURLToPath(import.meta.resolve('@aotearoa/api/main'));

/** Length of the precomputed Zipf sequence (every target walks it from the start, wrapping if it runs out). */
const SEQUENCE_LENGTH = 200_000;

interface Row {
  target: string;
  connections: number;
  searches: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  hitRate?: number;
}

interface Answer {
  status: number;
  body: string;
  cache?: string;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)] as number;
}

/** One HTTP request on a keep-alive agent; resolves with status, body and the X-Cache header. */
function request(
  agent: http.Agent,
  base: URL,
  method: 'GET' | 'POST',
  path: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent, host: base.hostname, port: base.port, method, path, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            cache: res.headers['x-cache'] as string | undefined,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (body) req.end(body);
    else req.end();
  });
}

/**
 * Drives `search(i)` for pool indexes taken in order from `sequence` (starting at 0) with `connections`
 * concurrent closed loops for `seconds`; returns the figures. `search` resolves to the answer's cache state.
 */
async function drive(
  sequence: number[],
  connections: number,
  seconds: number,
  search: (i: number) => Promise<{ ok: boolean; cache?: string }>,
): Promise<Omit<Row, 'target'>> {
  let next = 0;
  const times: number[] = [];
  let errors = 0;
  let hits = 0;
  let cacheAnswers = 0;
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const i = sequence[next++ % sequence.length] as number;
      const t0 = performance.now();
      try {
        const r = await search(i);
        if (!r.ok) errors++;
        if (r.cache) {
          cacheAnswers++;
          if (r.cache === 'HIT') hits++;
        }
      } catch {
        errors++;
      }
      times.push(performance.now() - t0);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    connections,
    searches: times.length,
    rps: times.length / elapsed,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors,
    ...(cacheAnswers > 0 ? { hitRate: hits / cacheAnswers } : {}),
  };
}

/** Starts the API in a process of its own (as `npm start` does), so it does not share the load generator's loop. */
/** Starts the API (`apps/api` main) in its own process; with `profileDir`, under V8's CPU profiler (`.cpuprofile` files there). */
function startApi(env: NodeJS.ProcessEnv, profileDir?: string): ChildProcess {
  const profile = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  return spawn(process.execPath, [...profile, '--import', import.meta.resolve('tsx'), API_MAIN], {
    env,
    stdio: 'inherit',
  });
}

function kindsOf(pool: BenchQuery[]): string {
  const kinds: Record<string, number> = {};
  for (const q of pool) kinds[q.kind] = (kinds[q.kind] ?? 0) + 1;
  return Object.entries(kinds)
    .map(([k, n]) => `${n} ${k}`)
    .join(', ');
}

async function main() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '1,4,32' },
      zipf: { type: 'string', default: '1' },
      seed: { type: 'string', default: '15' },
      targets: { type: 'string', default: 'direct,uncached,cached' },
      'meili-url': { type: 'string' },
      'meili-key': { type: 'string' },
      prefix: { type: 'string', default: '' },
      'write-queries': { type: 'string' },
      'profile-api': { type: 'string' },
    },
  });
  const duration = Number(values.duration);
  const warmup = Number(values.warmup);
  const connectionList = (values.connections ?? '1,4,32').split(',').map(Number);
  const targets = new Set((values.targets ?? '').split(','));
  const zipfS = Number(values.zipf);
  const { documents } = await loadCorpus(DATA_DIR);
  const pool = buildQueryPool(documents);
  const sequence = zipfSequence(pool.length, SEQUENCE_LENGTH, zipfS, Number(values.seed));
  const distinctIn = (n: number) => new Set(sequence.slice(0, n)).size;
  const mixLabel = `zipf s=${zipfS}, pool ${pool.length}`;
  if (values['write-queries']) {
    writeFileSync(
      values['write-queries'],
      JSON.stringify({
        note: `Benchmark query mix (${mixLabel}): pool of distinct searches and the Zipf request sequence (pool indexes).`,
        pool: pool.map((q) => ({ kind: q.kind, apiQueryString: q.apiQueryString })),
        sequence: sequence.slice(0, 50_000),
      }),
    );
    console.log(`Wrote ${pool.length} queries and a 50,000-request sequence to ${values['write-queries']}`);
    return;
  }
  console.log(`Query pool: ${pool.length} distinct searches (${kindsOf(pool)})`);
  console.log(
    `Sequence: Zipf s=${zipfS}; distinct searches in the first 1,000 / 10,000 requests: ${distinctIn(1_000)} / ${distinctIn(10_000)}`,
  );

  const children: ChildProcess[] = [];
  let dir: string | undefined;
  let ownMeili: Awaited<ReturnType<typeof startMeili>> | undefined;
  let meiliUrl = values['meili-url'];
  let key = values['meili-key'] ?? '';
  const prefix = values.prefix ?? '';
  try {
    if (!meiliUrl) {
      dir = mkdtempSync(join(tmpdir(), 'aotearoa-bench-'));
      key = 'bench-master-key-0123456789abcdef';
      ownMeili = await startMeili({ port: await freePort(), dbPath: dir, masterKey: key, quiet: true });
      meiliUrl = ownMeili.url;
      console.log('Indexing the corpus…');
      const meta = await rebuildIndexDirect(createMeili(meiliUrl, key), { prefix, dataDir: DATA_DIR });
      console.log(`Indexed ${meta.documents} documents (${meta.records} records).`);
    }
    const index = indexUid('documents', prefix);
    const meiliBase = new URL(meiliUrl);
    const meiliHeaders = { 'content-type': 'application/json', authorization: `Bearer ${key}` };
    // Each search's parameters, and the sentence vector of each text a described situation is encoded from,
    // computed here beforehand (encoding is the API's own work; the vector searches are Meilisearch's).
    const encoder = targets.has('direct') ? await loadSentenceEncoder() : null;
    const params: SearchParams[] = pool.map((q) => SearchInputSchema.parse(q.params));
    const vectors = new Map<string, number[]>();
    if (encoder) {
      const texts = [
        ...new Set(
          params.flatMap((p) => {
            const a = analyseQuery(p.query);
            return searchesByMeaning(p, a) ? [a.meaningText] : [];
          }),
        ),
      ];
      const encoded = await encoder.embed(texts);
      texts.forEach((t, i) => {
        const v = encoded[i];
        if (v) vectors.set(t, v);
      });
    }

    const rows: Row[] = [];
    const note = () => `load ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`;
    const loadNotes: string[] = [];

    if (targets.has('direct')) {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 2 * Math.max(...connectionList) });
      type Hits = { hits: Record<string, unknown>[] };
      const post = async (queries: unknown[]): Promise<Hits[]> => {
        const r = await request(
          agent,
          meiliBase,
          'POST',
          '/multi-search',
          JSON.stringify({ queries }),
          meiliHeaders,
        );
        if (r.status !== 200) throw new Error(`Meilisearch answered ${r.status}`);
        return (JSON.parse(r.body) as { results: Hits[] }).results;
      };
      // The federated search by meaning for the Acts' own vectors, sent beside the others as the API does.
      const federated = async (body: unknown): Promise<Hits> => {
        const r = await request(
          agent,
          meiliBase,
          'POST',
          '/multi-search',
          JSON.stringify(body),
          meiliHeaders,
        );
        if (r.status !== 200) throw new Error(`Meilisearch answered ${r.status}`);
        return JSON.parse(r.body) as Hits;
      };
      // One search through the API's own pipeline (`runSearch`), its ports Meilisearch over HTTP and the vectors
      // encoded beforehand: every Meilisearch request the API would send, in the API's order and rounds.
      const ports: SearchPorts = {
        multiSearch: async (queries) => (await post(queries)) as QueryAnswer[],
        federatedSearch: async (body) => (await federated(body)) as { hits: RawHit[] },
        encode: async (text) => vectors.get(text) ?? null,
      };
      const search = async (i: number) => {
        try {
          await runSearch(ports, params[i] as SearchParams, { index });
          return { ok: true };
        } catch {
          return { ok: false };
        }
      };
      for (const c of connectionList) {
        console.log(`Meilisearch direct, ${c} connections…`);
        await drive(sequence, c, warmup, search);
        rows.push({ target: 'Meilisearch direct', ...(await drive(sequence, c, duration, search)) });
        loadNotes.push(`direct/${c}: ${note()}`);
      }
      agent.destroy();
    }

    const runApi = async (target: string, cacheSize: string) => {
      const port = await freePort();
      const api = startApi(
        {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          MEILI_URL: meiliUrl,
          MEILI_MASTER_KEY: key,
          MEILI_INDEX_PREFIX: prefix,
          RATE_LIMIT_MAX: '0',
          SEARCH_CACHE_SIZE: cacheSize,
          LOG_LEVEL: 'warn',
        },
        values['profile-api'],
      );
      children.push(api);
      const base = new URL(`http://127.0.0.1:${port}`);
      await waitForOk(`${base.origin}/api/health`, 60_000);
      const agent = new http.Agent({ keepAlive: true, maxSockets: Math.max(...connectionList) });
      const search = async (i: number) => {
        const r = await request(agent, base, 'GET', `/api/search?${(pool[i] as BenchQuery).apiQueryString}`);
        return { ok: r.status === 200, ...(r.cache ? { cache: r.cache } : {}) };
      };
      for (const c of connectionList) {
        console.log(`${target}, ${c} connections…`);
        // The warm-up walks the same sequence: a cache starts each row as warm as steady traffic leaves it.
        await drive(sequence, c, warmup, search);
        const figures = await drive(sequence, c, duration, search);
        rows.push({ target, ...figures, ...(cacheSize === '0' ? { hitRate: undefined } : {}) });
        loadNotes.push(`${target}/${c}: ${note()}`);
      }
      agent.destroy();
      api.kill('SIGTERM');
    };
    if (targets.has('uncached')) await runApi('API, cache off', '0');
    if (targets.has('cached')) await runApi('API, cache on', '1000');

    const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
    console.log(
      `\n| mix | target | connections | searches | req/s | p50 ms | p95 ms | p99 ms | errors | cache hit rate |`,
    );
    console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const r of rows) {
      console.log(
        `| ${mixLabel} | ${r.target} | ${r.connections} | ${r.searches} | ${fmt(r.rps)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.errors} | ${r.hitRate === undefined ? '-' : `${(r.hitRate * 100).toFixed(1)}%`} |`,
      );
    }
    for (const c of connectionList) {
      const direct = rows.find((r) => r.target === 'Meilisearch direct' && r.connections === c);
      const uncached = rows.find((r) => r.target === 'API, cache off' && r.connections === c);
      if (direct && uncached)
        console.log(
          `API (cache off) / Meilisearch direct at ${c} connections: ${((uncached.rps / direct.rps) * 100).toFixed(0)}%`,
        );
    }
    console.log(`Machine load while measuring: ${loadNotes.join('; ')}`);
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await ownMeili?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
