/**
 * `pnpm --filter @aotearoa/bench scale [--n 1000000]` — the scale test: how one Meilisearch node copes with a
 * documents index of N section-sized records (default 1,000,000).
 *
 * THE RECORDS ARE SYNTHETIC LOAD-TEST DATA. They are generated at run time, in memory, into a throwaway Meilisearch
 * whose database lives in this folder (`.scale-data/`, git-ignored, deleted at the end), in an index named
 * `synthetic_loadtest_sections`; every record carries `synthetic: true` and a title starting "SYNTHETIC". Nothing
 * is written to the app's indexes, shipped or shown. The words come from the real corpus's Act section text
 * (drawn with their real frequencies), so the index's word statistics look like the real ones; the sentences do not
 * mean anything.
 *
 * Measures: time to index (batches of --batch records, settings applied first, like the indexer), database size
 * on disk, Meilisearch's resident memory (peak and after indexing), and search p50/p95 at 1 and 8 connections for
 * --duration seconds each, with the real documents index's settings and a search shaped like the API's main query
 * (facets, the hit's fields with its text whole and no highlighting or cropping, the `last` matching strategy, filters
 * on a third of searches), sent on a keep-alive connection with Node's `http` module (the global `fetch` waited
 * ~40 ms on some keep-alive answers; infra/bench/README.md).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DOCUMENTS_SETTINGS, NO_VECTORS } from '@aotearoa/contracts';
import { createMeili, DATA_DIR, loadCorpus } from '@aotearoa/indexer';
import { freePort, startMeili } from '@aotearoa/testkit/meili';
import { seededRandom } from './query-mix';

const DATA = fileURLToPath(new URL('./.scale-data', import.meta.url));
const INDEX = 'synthetic_loadtest_sections';
const AREAS = [
  'employment',
  'family',
  'property',
  'tenancy',
  'criminal',
  'consumer',
  'tax',
  'health',
  'general',
];
const TYPES = ['legislation', 'case_law', 'regulation'];

/** Resident memory of a process in MB: current (VmRSS) and peak (VmHWM), from /proc. */
function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

function percentile(sorted: number[], p: number): number {
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

async function main() {
  const { values } = parseArgs({
    options: {
      n: { type: 'string', default: '1000000' },
      batch: { type: 'string', default: '10000' },
      duration: { type: 'string', default: '10' },
    },
  });
  const n = Number(values.n);
  const batchSize = Number(values.batch);
  const duration = Number(values.duration);

  // Vocabulary with real frequencies, from the real Acts' section text.
  const { documents } = await loadCorpus(DATA_DIR);
  const counts = new Map<string, number>();
  for (const d of documents) {
    const text = `${d.title} ${(d as { content?: string }).content ?? ''}`.toLowerCase();
    for (const w of text.match(/[a-z]{3,}/g) ?? []) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  const vocab = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 50_000);
  const cumulative: number[] = [];
  let total = 0;
  for (const [, c] of vocab) {
    total += c;
    cumulative.push(total);
  }
  const rand = seededRandom(1_000_000);
  const word = () => {
    const x = rand() * total;
    let lo = 0;
    let hi = vocab.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) < x) lo = mid + 1;
      else hi = mid;
    }
    return (vocab[lo] as [string, number])[0];
  };
  const words = (k: number) => Array.from({ length: k }, word).join(' ');
  console.log(`Vocabulary: ${vocab.length} words from ${documents.length} real documents.`);

  rmSync(DATA, { recursive: true, force: true });
  mkdirSync(DATA, { recursive: true });
  const key = 'scale-master-key-0123456789abcdef';
  const meili = await startMeili({
    port: await freePort(),
    dbPath: `${DATA}/db`,
    masterKey: key,
    quiet: true,
  });
  const pid = meili.process.pid as number;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  try {
    const client = createMeili(meili.url, key);
    await client.createIndex(INDEX, { primaryKey: 'id' }).waitTask({ timeout: 600_000 });
    await client.index(INDEX).updateSettings(DOCUMENTS_SETTINGS).waitTask({ timeout: 600_000 });

    const record = (i: number) => {
      const doc = Math.floor(i / 40);
      const text = words(120 + Math.floor(rand() * 120));
      return {
        id: `synthetic-${i}`,
        doc_id: `synthetic-doc-${doc}`,
        synthetic: true,
        // The index's embedder needs every record to say whether it has a vector.
        _vectors: NO_VECTORS,
        title: `SYNTHETIC load-test document ${doc}: ${words(4)}`,
        type: TYPES[doc % TYPES.length],
        legal_area: [AREAS[doc % AREAS.length]],
        court: null,
        year: 1950 + (doc % 75),
        date_ts: Date.UTC(1950 + (doc % 75), doc % 12, 1) / 1000,
        citation_count: doc % 17,
        chunk_heading: words(5),
        stem_heading: words(5),
        section_text: text,
        content: text,
        stem_text: text,
      };
    };
    const t0 = performance.now();
    const tasks: Array<{ taskUid: number }> = [];
    for (let i = 0; i < n; i += batchSize) {
      const batch = Array.from({ length: Math.min(batchSize, n - i) }, (_, k) => record(i + k));
      tasks.push(await client.index(INDEX).addDocuments(batch));
      // Keep at most 4 batches queued, as the indexer does, so memory here stays bounded.
      if (tasks.length >= 4)
        await client.tasks.waitForTask((tasks.shift() as { taskUid: number }).taskUid, {
          timeout: 3_600_000,
        });
    }
    for (const t of tasks) await client.tasks.waitForTask(t.taskUid, { timeout: 3_600_000 });
    const indexSeconds = (performance.now() - t0) / 1000;
    const mem = memoryMb(pid);
    const disk =
      Number(
        execFileSync('du', ['-sb', `${DATA}/db`])
          .toString()
          .split('\t')[0],
      ) / 1e6;
    const stats = await client.index(INDEX).getStats();
    console.log(
      `Indexed ${stats.numberOfDocuments} SYNTHETIC records in ${indexSeconds.toFixed(0)} s ` +
        `(${(stats.numberOfDocuments / indexSeconds).toFixed(0)} records/s); database on disk ${disk.toFixed(0)} MB; ` +
        `Meilisearch RSS ${mem.rss.toFixed(0)} MB (peak ${mem.peak.toFixed(0)} MB); load ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`,
    );

    const search = () => {
      const filtered = rand() < 0.33;
      return {
        q: words(2 + Math.floor(rand() * 3)),
        facets: ['type', 'court', 'legal_area'],
        hitsPerPage: 20,
        page: 1,
        attributesToRetrieve: ['id', 'doc_id', 'title', 'type', 'content'],
        matchingStrategy: 'last',
        ...(filtered ? { filter: [`legal_area = "${AREAS[Math.floor(rand() * AREAS.length)]}"`] } : {}),
      };
    };
    const post = (body: string) =>
      new Promise<void>((resolve, reject) => {
        const req = http.request(
          `${meili.url}/indexes/${INDEX}/search`,
          {
            agent,
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
          },
          (res) => {
            res.resume();
            // A failed search is not a fast one: stop the run rather than count it.
            const status = res.statusCode ?? 0;
            if (status < 200 || status >= 300)
              reject(new Error(`Meilisearch answered ${status} to a search`));
            res.on('end', resolve);
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.setNoDelay(true);
        req.end(body);
      });
    for (const connections of [1, 8]) {
      const times: number[] = [];
      const end = performance.now() + duration * 1000;
      const loop = async () => {
        while (performance.now() < end) {
          const s0 = performance.now();
          await post(JSON.stringify(search()));
          times.push(performance.now() - s0);
        }
      };
      await Promise.all(Array.from({ length: connections }, loop));
      times.sort((a, b) => a - b);
      console.log(
        `SYNTHETIC ${stats.numberOfDocuments} records, ${connections} connection(s): ${(times.length / duration).toFixed(1)} searches/s, ` +
          `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms; ` +
          `RSS ${memoryMb(pid).rss.toFixed(0)} MB; load ${loadavg()[0]?.toFixed(1)}`,
      );
    }
  } finally {
    agent.destroy();
    await meili.stop();
    rmSync(DATA, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
