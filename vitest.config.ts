import { defineConfig } from 'vitest/config';

/**
 * Three test projects:
 * - unit: pure code, beside the source (`src/**\/*.test.ts`, and the web build's plugins).
 * - integration: against a real Meilisearch (started per run on a free port) and the machine's Redis. `npm test`
 *   indexes the tests' corpus for it and for e2e (CORPUS_PROFILE=tests, see the indexer's corpus-profile.ts).
 * - e2e: the `@aotearoa/e2e` package (tests/e2e): headless Chromium (Debian's) driving the built web app served
 *   by the real API, over the index the indexer's own pipeline builds.
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
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
