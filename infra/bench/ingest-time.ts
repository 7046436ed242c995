/**
 * `pnpm --filter @aotearoa/bench ingest-time` — times a full rebuild of the whole corpus (every source, the
 * citator pass and the index swap) with the indexer's own `rebuildIndexDirect`, as production builds it.
 *
 * Without MEILI_URL it starts its own Meilisearch (throwaway data folder) so the timing is not mixed with other
 * indexes' work; with MEILI_URL/MEILI_MASTER_KEY it builds under BENCH_PREFIX (default `perf_`) on that server.
 * Batch size and batches in flight come from INDEX_ADD_BATCH / INDEX_IN_FLIGHT (read by the indexer), so runs with
 * different values can be compared. Prints wall time, records, and the index's size on disk.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMeili, DATA_DIR, rebuildIndexDirect } from '@aotearoa/indexer';
import { freePort, startMeili } from '@aotearoa/testkit/meili';

async function main() {
  const external = process.env.MEILI_URL;
  const prefix = process.env.BENCH_PREFIX ?? 'perf_';
  const key = process.env.MEILI_MASTER_KEY ?? 'bench-master-key-0123456789abcdef';
  const dir = external ? undefined : mkdtempSync(join(tmpdir(), 'aotearoa-ingest-'));
  const port = Number(process.env.BENCH_MEILI_PORT ?? 0) || (await freePort());
  const meili = dir ? await startMeili({ port, dbPath: dir, masterKey: key, quiet: true }) : undefined;
  const url = external ?? meili?.url ?? '';
  try {
    const client = createMeili(url, key);
    const t0 = performance.now();
    const meta = await rebuildIndexDirect(client, { prefix, dataDir: DATA_DIR });
    const seconds = (performance.now() - t0) / 1000;
    const stats = (await client.getStats()) as { databaseSize: number };
    console.log(
      `Rebuilt ${meta.documents} documents, ${meta.records} records, ${meta.directory} directory entries in ` +
        `${seconds.toFixed(1)} s (INDEX_ADD_BATCH=${process.env.INDEX_ADD_BATCH ?? 'default'}, ` +
        `INDEX_IN_FLIGHT=${process.env.INDEX_IN_FLIGHT ?? 'default'}); Meilisearch database ` +
        `${(stats.databaseSize / 1e6).toFixed(0)} MB`,
    );
  } finally {
    if (process.env.BENCH_KEEP_MEILI !== '1') {
      await meili?.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
