import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMeili, DATA_DIR, isIndexStale, rebuildIndexDirect } from '@aotearoa/indexer';
import { freePort, type RunningMeili, startMeili } from '@aotearoa/testkit/meili';
import type { TestProject } from 'vitest/node';

let meili: RunningMeili | undefined;
let dir: string | undefined;

/** Index prefix of the full bundled corpus the global setup builds once for the tests that read it. */
export const SHARED_INDEX_PREFIX = 'shared_';

/**
 * Integration and end-to-end tests get their own Meilisearch on a free port with a throwaway database (or the one
 * `npm test` started for the whole run, named by TEST_MEILI_URL and TEST_MEILI_KEY, so the corpus is indexed once
 * for both projects), and a Redis key prefix of their own on the machine's Redis (REDIS_URL, default
 * 127.0.0.1:6379).
 * The full bundled corpus is indexed once, through the production pipeline, under SHARED_INDEX_PREFIX: tests that
 * only read it share it (`inject('sharedIndexPrefix')`) instead of each building their own.
 * Values reach the tests through `inject('meiliUrl')` etc. and through process.env.
 */
export async function setup(project: TestProject) {
  let url = process.env.TEST_MEILI_URL;
  let key = process.env.TEST_MEILI_KEY ?? '';
  if (!url) {
    dir = mkdtempSync(join(tmpdir(), 'aotearoa-meili-test-'));
    meili = await startMeili({
      port: await freePort(),
      dbPath: dir,
      masterKey: 'test-master-key-0123456789',
      quiet: true,
    });
    url = meili.url;
    key = meili.masterKey;
  }
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `aotearoa-test-${process.pid}`;
  project.provide('meiliUrl', url);
  project.provide('meiliKey', key);
  project.provide('redisUrl', redisUrl);
  project.provide('redisPrefix', prefix);
  const client = createMeili(url, key);
  // TEST_INDEX_PREFIX: another name for the shared indexes, so several checkouts can share one Meilisearch
  // (TEST_MEILI_URL) without rebuilding each other's indexes.
  const shared = process.env.TEST_INDEX_PREFIX || SHARED_INDEX_PREFIX;
  // TEST_INDEX_REUSE=1 (development only): use the shared indexes as they are, even when built from other code.
  const reuse = process.env.TEST_INDEX_REUSE === '1' && !process.env.CI;
  if (!reuse && (await isIndexStale(client, shared, DATA_DIR))) {
    await rebuildIndexDirect(client, { prefix: shared, dataDir: DATA_DIR });
  }
  project.provide('sharedIndexPrefix', shared);
  process.env.MEILI_URL = url;
  process.env.MEILI_MASTER_KEY = key;
  process.env.REDIS_URL = redisUrl;
  process.env.REDIS_PREFIX = prefix;
}

export async function teardown() {
  await meili?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
