import { defineConfig } from 'vitest/config';

/**
 * Three test projects:
 * - unit: pure code, beside the source (`src/**\/*.test.ts`, and the web build's plugins).
 * - integration: against a real Meilisearch (started per run on a free port) and the machine's Redis. `npm test`
 *   indexes the tests' corpus for it and for e2e (CORPUS_PROFILE=tests, see the indexer's corpus-profile.ts).
 * - e2e: the `@aotearoa/e2e` package (tests/e2e): headless Chromium (Debian's) driving the built web app served
 *   by the real API, over the index the indexer's own pipeline builds.
 * The integration and e2e files run one at a time in one worker per project that keeps its loaded modules between
 * files (`isolate: false`): loading the API, the indexer and Playwright anew for each file cost 1–4 s a file here
 * (integration: 100 → 80 s of tests, imports 23 → 3 s). Each file starts what it needs (API, browser, Redis,
 * workers) in `beforeAll` and stops it in `afterAll`, so no file depends on module state another left; the
 * indexer's fault tests kill a Redis under BullMQ workers, whose connections `closeWorkers` disconnects so none goes
 * on reconnecting through the files after it.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'apps/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.tsx',
            'apps/web/vite-plugins/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
          ],
          environment: 'node',
          // Parsers are tested on the whole bundled snapshot, whatever corpus the index of the other projects holds.
          env: { CORPUS_PROFILE: 'full' },
          // Reading the whole snapshot takes a few seconds on a quiet 2-core machine and more on a busy one (7 s seen
          // for the Acts' parse while the integration index was building): the 5 s default failed a sound test.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/*/test/integration/**/*.test.ts'],
          globalSetup: ['infra/testing/global-setup.ts'],
          fileParallelism: false,
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['infra/testing/global-setup.ts'],
          fileParallelism: false,
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
