/**
 * All the tests (`npm test`): lint and format check (Biome), type checks, then the unit, integration and
 * end-to-end suites (vitest). Installs Debian's Chromium for the browser tests when it is missing and we are
 * root, and starts a throwaway Redis when none answers at REDIS_URL (default 127.0.0.1:6379).
 * The integration and end-to-end suites read an index of the tests' corpus (CORPUS_PROFILE=tests unless set),
 * built while the checks and the unit tests run. Exits non-zero when any step fails, naming it; the last line
 * sums the passed, failed and skipped tests of both vitest runs.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createMeili, DATA_DIR, rebuildIndexDirect } from '@aotearoa/indexer';
import { freePort, type RunningMeili, startMeili } from '@aotearoa/testkit/meili';
import { parseRedisUrl, redisAnswers, startRedis } from '@aotearoa/testkit/redis';
import { SHARED_INDEX_PREFIX } from '../testing/global-setup';

const root = resolve(import.meta.dirname, '../..');
const CHROMIUM = '/usr/bin/chromium';
/** vitest's reports: the unit project's, and the integration and end-to-end projects' (they read the index). */
const REPORTS = {
  unit: resolve(root, 'test-results/vitest-report-unit.json'),
  index: resolve(root, 'test-results/vitest-report-index.json'),
};
const JUNITS = {
  unit: resolve(root, 'test-results/junit-unit.xml'),
  index: resolve(root, 'test-results/junit-index.xml'),
};

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error("Browser tests need Debian's Chromium: run `sudo apt-get install -y chromium`.");
  }
  console.log('Installing Chromium from Debian packages for the browser tests…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/**
 * `pnpm audit --prod --audit-level high`: fails on a high or critical advisory in a production dependency. When the
 * registry has no audit endpoint (some mirrors answer 405), says so and goes on, unless AUDIT_REQUIRED=1 (CI).
 */
function audit(): boolean {
  console.log('\n▶ audit (production dependencies)');
  const r = spawnSync('pnpm', ['audit', '--prod', '--audit-level', 'high'], { cwd: root, encoding: 'utf8' });
  const out = `${r.stdout}${r.stderr}`;
  process.stdout.write(out);
  if (r.status === 0) return true;
  if (/ERR_PNPM_AUDIT_BAD_RESPONSE|ENOTFOUND|ECONNREFUSED|ETIMEDOUT/.test(out)) {
    const required = process.env.AUDIT_REQUIRED === '1';
    console.error(
      `${required ? '✖' : '⚠'} audit could not reach the registry's advisory database${required ? '' : ' (set AUDIT_REQUIRED=1 to make this fatal)'}`,
    );
    return !required;
  }
  console.error('\n✖ audit found high or critical advisories in production dependencies');
  return false;
}

async function main(): Promise<number> {
  ensureChromium();
  let stopRedis = () => {};
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const { host, port } = parseRedisUrl(redisUrl);
  // Plain output in CI, so the runner's closing summary (`Tests  N passed (N)`) reads as text.
  // The tests' corpus (CORPUS_PROFILE=tests, see the indexer's corpus-profile.ts): the bundled snapshot without
  // the bulk of the old reprints' section text, so the index is built in a fraction of the time. Set
  // CORPUS_PROFILE=full to run the tests on the whole corpus.
  process.env.CORPUS_PROFILE ||= 'tests';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    REDIS_URL: redisUrl,
    ...(process.env.CI ? { NO_COLOR: '1', FORCE_COLOR: '0' } : {}),
  };
  if (!(await redisAnswers(host, port))) {
    const redis = await startRedis(await freePort());
    stopRedis = redis.stop;
    env.REDIS_URL = redis.url;
    console.log(`Started a throwaway Redis for the tests on ${redis.url}`);
  }
  const vitest = (projects: string[], report: string, junit: string): string[] => [
    'exec',
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    // Two workers (vitest would use one on a 2-core machine): the unit files run in pairs, about 30 s less
    // here. The integration and e2e projects still run one file at a time, one project after the other.
    '--maxWorkers=2',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    '--reporter=junit',
    `--outputFile.junit=${junit}`,
  ];
  // The checks and the unit tests need no index: they run while Meilisearch indexes the tests' corpus for the
  // integration and end-to-end projects (about two minutes of this machine's time each, side by side).
  const before: Step[] = [
    ['lockfile frozen', 'pnpm', ['install', '--frozen-lockfile', '--lockfile-only', '--prefer-offline']],
    ['lint', 'pnpm', ['exec', 'biome', 'ci', '.']],
    ['typecheck', 'pnpm', ['exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only']],
    ['build web', 'pnpm', ['--filter', '@aotearoa/web', 'build']],
    ['unit tests', 'pnpm', vitest(['unit'], REPORTS.unit, JUNITS.unit)],
  ];
  const after: Step = [
    'integration and end-to-end tests',
    'pnpm',
    vitest(['integration', 'e2e'], REPORTS.index, JUNITS.index),
  ];
  for (const r of Object.values(REPORTS)) rmSync(r, { force: true });
  if (!audit()) return 1;
  let meili: RunningMeili | undefined;
  let meiliDir: string | undefined;
  let stopping = false;
  try {
    // One Meilisearch and one index of the tests' corpus for the integration and end-to-end projects.
    console.log(
      `\n▶ index the bundled corpus for the tests (CORPUS_PROFILE=${process.env.CORPUS_PROFILE}), in the background`,
    );
    const started = Date.now();
    meiliDir = mkdtempSync(join(tmpdir(), 'aotearoa-meili-tests-'));
    const running = await startMeili({
      port: await freePort(),
      dbPath: meiliDir,
      masterKey: 'test-master-key-0123456789',
      quiet: true,
    });
    meili = running;
    const indexing = rebuildIndexDirect(createMeili(running.url, running.masterKey), {
      prefix: SHARED_INDEX_PREFIX,
      dataDir: DATA_DIR,
    }).then(
      (meta) => {
        console.log(
          `\n✓ indexed the tests' corpus: ${meta.records} records in ${Math.round((Date.now() - started) / 1000)} s`,
        );
        return true;
      },
      (error: unknown) => {
        // Not when an earlier step failed and Meilisearch was stopped under it.
        if (!stopping) console.error(`\n✖ indexing the tests' corpus failed: ${(error as Error).message}`);
        return false;
      },
    );
    for (const step of before) {
      if (!(await runStep(step, env))) return 1;
    }
    if (!(await indexing)) return 1;
    env.TEST_MEILI_URL = running.url;
    env.TEST_MEILI_KEY = running.masterKey;
    if (!(await runStep(after, env))) return 1;
    return 0;
  } finally {
    closingLine = summarise(Object.values(REPORTS));
    stopping = true;
    await meili?.stop();
    if (meiliDir) rmSync(meiliDir, { recursive: true, force: true });
    stopRedis();
  }
}

type Step = [name: string, command: string, args: string[]];

/**
 * Runs one step (its output shown as it comes), without blocking this process, so the index build goes on beside
 * it. Resolves true when it exits with status 0; otherwise says which step failed and resolves false.
 */
function runStep([name, cmd, args]: Step, env: NodeJS.ProcessEnv): Promise<boolean> {
  console.log(`\n▶ ${name}`);
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`\n✖ ${name} could not start: ${error.message}`);
      resolvePromise(false);
    });
    child.on('exit', (code, signal) => {
      if (code === 0) resolvePromise(true);
      else {
        console.error(`\n✖ ${name} failed${signal ? ` (${signal})` : ''}`);
        resolvePromise(false);
      }
    });
  });
}

/**
 * The plain closing line CI systems read, alone on the last line: `N passed, N failed, N skipped`, summed over
 * vitest's JSON reports (`numPassedTests`, `numFailedTests`, `numPendingTests` + `numTodoTests`). Undefined when no
 * report was written.
 */
function summarise(reportPaths: string[]): string | undefined {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  let read = 0;
  for (const path of reportPaths) {
    if (!existsSync(path)) continue;
    try {
      const r = JSON.parse(readFileSync(path, 'utf8')) as Record<string, number | undefined>;
      totals.passed += r.numPassedTests ?? 0;
      totals.failed += r.numFailedTests ?? 0;
      totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
      read++;
    } catch {
      // An unreadable report counts as none.
    }
  }
  // No "Tests:" label: a line that starts like Jest's summary (`Tests: 1 failed, 885 passed, 886 total`) but has
  // no total can be read as a run of no tests.
  return read > 0 ? `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped` : undefined;
}

let closingLine: string | undefined;

main().then(
  (code) => {
    if (closingLine) console.log(`\n${closingLine}`);
    process.exit(code);
  },
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
