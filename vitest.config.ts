import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Five test projects, and one golden rule:
 * - unit: pure code, beside the source (`src/**\/*.test.ts`, and the web build's plugins); seconds, no services.
 * - data: whole-snapshot checks beside the code they check (`src/**\/*.data.test.ts`): tests that parse every
 *   source or a large one of the bundled `data/` (the whole corpus, every Act, every decision) to check the real
 *   records. They took most of the unit run's time (the whole corpus alone ~30 s a file on a quiet machine), so they
 *   have a project of their own: `vitest run --project unit` is the fast inner loop, `npm test` runs both.
 * - web: the web app's component tests (`apps/web/src/**\/*.test.tsx`) on happy-dom: each tool panel rendered in the
 *   app's providers, its tRPC calls answered by a fake link with synthetic records (`apps/web/test/`).
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
 *
 * Golden files (`golden.json`, `live-golden.json`, any `toMatchFileSnapshot`) are never written by a plain run, in CI
 * or not: a missing or different golden fails. They are written only on request, with `vitest run <file> -u` or
 * UPDATE_GOLDEN=1 (then review the diff).
 */
/** Snapshots and golden files are written only when asked (`-u` on the command line overrides this). */
// biome-ignore lint/suspicious/noUndeclaredEnvVars: vitest runs outside turbo, whose cache this rule is about
const update = process.env.UPDATE_GOLDEN === '1' ? 'all' : 'none';

/** Files the unit project leaves to the data project: the whole-snapshot checks. */
const NOT_UNIT = ['**/*.data.test.ts'];

export default defineConfig({
  test: {
    update,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'apps/*/src/**/*.test.ts',
            'apps/web/vite-plugins/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...NOT_UNIT],
          environment: 'node',
          // One module graph per worker, shared by its files (no unit file mocks a module; the one that stubs a
          // global unstubs it): importing zod, the contracts, the indexer and the API anew for each of ~120 files
          // was most of this project's time (CPU 83 → 21 s for the run here).
          isolate: false,
          // Parsers are tested on the bundled snapshot, whatever corpus the index of the other projects holds.
          env: { CORPUS_PROFILE: 'full' },
          // A source's parse test reads its own folder of the snapshot: a few seconds at most on a busy machine
          // (7 s seen for the Acts' parse while the integration index was building): the 5 s default failed a
          // sound test.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'data',
          include: ['apps/*/src/**/*.data.test.ts', 'packages/*/src/**/*.data.test.ts'],
          environment: 'node',
          env: { CORPUS_PROFILE: 'full' },
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['test/setup.ts'],
          // One module graph per worker (React, Chakra and the app's modules loaded once, not per panel file): the
          // fake link's answers and calls are reset after each test, and every test renders a fresh page.
          isolate: false,
          testTimeout: 30_000,
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
