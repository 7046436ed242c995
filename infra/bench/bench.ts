/**
 * `pnpm bench` — load-tests search three ways with one query mix and prints one table: Meilisearch directly
 * (exactly the requests the API would send), the API with its response cache off, and the API with its cache on
 * (with the cache hit rate), each at several connection counts.
 *
 * The mix: a pool of ≥ 2,000 distinct searches built from real material (query-mix.ts: the evaluation's
 * plain-language situations, Act names and neutral citations from the corpus, filtered and sorted searches, page
 * 2), asked in a seeded Zipf-distributed sequence (rank r with probability ∝ 1/r^s) — a popular head and a long
 * tail, as search traffic is, so the cached figure is not the 98%-hit fiction of a short cycled list. Every target
 * walks the same sequence from the same point.
 *
 * Meilisearch directly: per search, `POST /multi-search` with the body `buildSearchPlan` builds (the API's own
 * function: main query with facets, citation lookup, disjunctive facet counts and, for a described situation, the
 * search by meaning over headings with its vector, encoded here beforehand, the cases, bills, debates and papers
 * whose citations make the cited ranking, the Acts its typed words find without the vocabulary, and the Acts whose
 * titles or headings hold two adjacent words of it or whose titles hold one of its words) and, beside it, the
 * plan's federated search of the Acts' own vectors (`meaningActs`); then as the API does: the records its blend
 * (`blendFirstPage`) put on the page that the words did not bring, and the sections of the page's Acts with the
 * check of which Acts found by meaning the words match. So "direct" is the Meilisearch work of one API search, and
 * API/direct measures the API's own cost (HTTP, validation, query reduction, encoding a situation, blending,
 * mapping).
 *
 * The load generator is closed-loop (each connection sends its next search when the last one answered), with
 * keep-alive sockets, and times every search itself.
 *
 * Index: by default its own Meilisearch with the corpus indexed by the indexer's `rebuildIndexDirect` (minutes);
 * `--meili-url URL --meili-key KEY --prefix P` uses an index already built (e.g. the full one), read-only.
 *
 * Flags: --duration S (per row, default 10) · --warmup S (default 2) · --connections 4,32 · --zipf 1.0 ·
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
  blendFirstPage,
  buildBestSectionQuery,
  buildFetchRecordsQuery,
  buildMatchedByWordsQuery,
  buildSearchPlan,
  buildSectionsQuery,
  citedActsRanking,
  headingPhrasesFound,
  indexQuery,
  meaningRankings,
  meaningText,
  phraseActsRanking,
  reduceQueryWeighted,
  searchesByMeaning,
  situationPhrases,
  typedActsRanking,
} from '@aotearoa/api';
import {
  firstRecordId,
  indexUid,
  legalTermsOf,
  SearchInputSchema,
  type SearchParams,
} from '@aotearoa/contracts';
import { createMeili, DATA_DIR, loadCorpus, rebuildIndexDirect } from '@aotearoa/indexer';
import { freePort, startMeili } from '@aotearoa/services/meili';
import { waitForOk } from '@aotearoa/services/processes';
import { loadSentenceEncoder } from '@aotearoa/services/sentence-encoder';
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
      connections: { type: 'string', default: '4,32' },
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
  const connectionList = (values.connections ?? '4,32').split(',').map(Number);
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
    // The API's plan for each search, with the vector of a described situation computed here beforehand (encoding
    // is the API's own work; the vector searches are Meilisearch's).
    const encoder = targets.has('direct') ? await loadSentenceEncoder() : null;
    const plans: {
      params: SearchParams;
      body: string;
      meaningActs: string | null;
      meaningAt: number[];
      citedAt: number;
      typedAt: number;
      phraseAt: number[];
      titleWordAt: number[];
      stemmed: string;
    }[] = [];
    for (const q of pool) {
      const params = SearchInputSchema.parse(q.params);
      const reduced = reduceQueryWeighted(params.query);
      const vector =
        encoder && searchesByMeaning(params, reduced)
          ? ((await encoder.embed([meaningText(params.query)]))[0] ?? null)
          : null;
      const plan = buildSearchPlan(index, params, reduced, vector);
      plans.push({
        params,
        body: JSON.stringify({ queries: plan.queries }),
        meaningActs: plan.meaningActs ? JSON.stringify(plan.meaningActs) : null,
        meaningAt: plan.meaningAt,
        citedAt: plan.citedAt,
        typedAt: plan.typedAt,
        phraseAt: plan.phraseAt,
        titleWordAt: plan.titleWordAt,
        stemmed: indexQuery(reduced).q,
      });
    }

    const rows: Row[] = [];
    const note = () => `load ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`;
    const loadNotes: string[] = [];

    if (targets.has('direct')) {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 2 * Math.max(...connectionList) });
      const post = async (queries: unknown[]) => {
        const r = await request(
          agent,
          meiliBase,
          'POST',
          '/multi-search',
          JSON.stringify({ queries }),
          meiliHeaders,
        );
        return r.status === 200
          ? (JSON.parse(r.body) as { results: Array<{ hits: Record<string, unknown>[] }> }).results
          : null;
      };
      // The federated search by meaning for the Acts' own vectors, sent beside the multi-search as the API does.
      const federated = async (body: string) => {
        const r = await request(agent, meiliBase, 'POST', '/multi-search', body, meiliHeaders);
        return r.status === 200 ? (JSON.parse(r.body) as { hits: Record<string, unknown>[] }).hits : null;
      };
      // One API search's Meilisearch work, in the API's order: the multi-search (words, facets, citation, the
      // search by meaning over headings) and beside it the federated search by the Acts' own vectors; the records
      // the blend put on the page that the words did not bring; then the sections of the page's Acts (the sections
      // query and each Act's best section) and which of the Acts found by meaning the words match.
      const search = async (i: number) => {
        const plan = plans[i] as (typeof plans)[number];
        const [results, actsHits] = await Promise.all([
          post(JSON.parse(plan.body).queries),
          plan.meaningActs ? federated(plan.meaningActs) : [],
        ]);
        if (!results || !actsHits) return { ok: false };
        let page = (results[0]?.hits ?? []).map((h) => ({
          id: String(h.doc_id),
          type: String(h.type),
          citations: Number(h.citation_count ?? 0),
        }));
        let meaningOnly: string[] = [];
        if (plan.meaningAt.length > 0) {
          const byWords = page.map((d) => ({ id: firstRecordId(d.id), citations: d.citations, doc: d }));
          const cited = plan.citedAt >= 0 ? citedActsRanking(results[plan.citedAt]?.hits ?? []) : [];
          const typed = plan.typedAt >= 0 ? typedActsRanking(results[plan.typedAt]?.hits ?? []) : [];
          const meanings = meaningRankings([
            { hits: actsHits },
            ...plan.meaningAt.map((m) => ({ hits: results[m]?.hits ?? [] })),
          ]);
          const hitsAt = (at: number[]) => at.map((m) => ({ hits: results[m]?.hits ?? [] }));
          const phrases = phraseActsRanking(hitsAt(plan.phraseAt));
          const titleWords = phraseActsRanking(hitsAt(plan.titleWordAt));
          const blended: { id: string; doc?: { id: string; type: string; citations: number } }[] =
            blendFirstPage(
              byWords,
              {
                lawTerms: legalTermsOf(plan.params.query).length > 0,
                meanings,
                typed,
                cited,
                phrases,
                titleWords,
              },
              plan.params.limit,
            );
          const missing = blended.flatMap((b) => (b.doc ? [] : [b.id]));
          const fetched = missing.length ? await post([buildFetchRecordsQuery(index, missing)]) : [];
          if (!fetched) return { ok: false };
          const found = (fetched[0]?.hits ?? []).map((h) => ({
            id: String(h.doc_id),
            type: String(h.type),
            citations: Number(h.citation_count ?? 0),
          }));
          meaningOnly = found.map((d) => d.id);
          page = [...blended.flatMap((b) => (b.doc ? [b.doc] : [])), ...found];
        }
        const actIds = [...new Set(page.filter((d) => d.type === 'legislation').map((d) => d.id))];
        const second = [
          ...(plan.stemmed && actIds.length
            ? [
                buildSectionsQuery(
                  index,
                  plan.stemmed,
                  actIds,
                  headingPhrasesFound(
                    situationPhrases(plan.params.query),
                    plan.phraseAt.map((m) => ({ hits: results[m]?.hits ?? [] })),
                  ),
                ),
                buildBestSectionQuery(index, plan.stemmed, actIds),
              ]
            : []),
          ...(plan.stemmed && meaningOnly.length
            ? [buildMatchedByWordsQuery(index, plan.params, plan.stemmed, meaningOnly)]
            : []),
        ];
        if (second.length === 0) return { ok: true };
        return { ok: (await post(second)) !== null };
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
