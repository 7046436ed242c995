/**
 * All the tests (`npm test`): lint and format check (Biome), type checks, then the unit, integration and
 * end-to-end suites (vitest). Installs Debian's Chromium for the browser tests when it is missing and we are
 * root, and starts a throwaway Redis when none answers at REDIS_URL (default 127.0.0.1:6379).
 * The integration and end-to-end suites read an index of the tests' corpus (CORPUS_PROFILE=tests unless set).
 * Exits non-zero when any step fails, naming it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createMeili, DATA_DIR, rebuildIndexDirect } from '@aotearoa/indexer';
import { freePort, type RunningMeili, startMeili } from '@aotearoa/services/meili';
import { parseRedisUrl, redisAnswers, startRedis } from '@aotearoa/services/redis';
import { SHARED_INDEX_PREFIX } from '../testing/global-setup';

const root = resolve(import.meta.dirname, '../..');
const CHROMIUM = '/usr/bin/chromium';
const REPORT = resolve(root, 'test-results/vitest-report.json');
const JUNIT = resolve(root, 'test-results/junit.xml');

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
  const steps: Array<[string, string, string[]]> = [
    ['lockfile frozen', 'pnpm', ['install', '--frozen-lockfile', '--lockfile-only', '--prefer-offline']],
    ['lint', 'pnpm', ['exec', 'biome', 'ci', '.']],
    ['typecheck', 'pnpm', ['exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only']],
    ['build web', 'pnpm', ['--filter', '@aotearoa/web', 'build']],
    [
      'tests',
      'pnpm',
      [
        'exec',
        'vitest',
        'run',
        // Two workers (vitest would use one on a 2-core machine): the unit files run in pairs, about 30 s less
        // here. The integration and e2e projects still run one file at a time, one project after the other.
        '--maxWorkers=2',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${REPORT}`,
        '--reporter=junit',
        `--outputFile.junit=${JUNIT}`,
      ],
    ],
  ];
  rmSync(REPORT, { force: true });
  if (!audit()) return 1;
  let meili: RunningMeili | undefined;
  let meiliDir: string | undefined;
  try {
    for (const [name, cmd, args] of steps) {
      if (name === 'tests') {
        // One Meilisearch and one index of the tests' corpus for the integration and end-to-end projects.
        console.log(
          `\n▶ index the bundled corpus for the tests (CORPUS_PROFILE=${process.env.CORPUS_PROFILE})`,
        );
        const started = Date.now();
        meiliDir = mkdtempSync(join(tmpdir(), 'aotearoa-meili-tests-'));
        meili = await startMeili({
          port: await freePort(),
          dbPath: meiliDir,
          masterKey: 'test-master-key-0123456789',
          quiet: true,
        });
        const meta = await rebuildIndexDirect(createMeili(meili.url, meili.masterKey), {
          prefix: SHARED_INDEX_PREFIX,
          dataDir: DATA_DIR,
        });
        console.log(`  ${meta.records} records in ${Math.round((Date.now() - started) / 1000)} s`);
        env.TEST_MEILI_URL = meili.url;
        env.TEST_MEILI_KEY = meili.masterKey;
      }
      console.log(`\n▶ ${name}`);
      const r = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
      if (name === 'tests') closingLine = summarise(REPORT);
      if (r.status !== 0) {
        console.error(`\n✖ ${name} failed`);
        return 1;
      }
    }
    return 0;
  } finally {
    await meili?.stop();
    if (meiliDir) rmSync(meiliDir, { recursive: true, force: true });
    stopRedis();
  }
}

/**
 * The plain closing line CI systems read, alone on the last line: `N passed, N failed, N skipped`, from vitest's JSON
 * report (`numPassedTests`, `numFailedTests`, `numPendingTests` + `numTodoTests`). Undefined when no report was
 * written.
 */
function summarise(reportPath: string): string | undefined {
  if (!existsSync(reportPath)) return undefined;
  try {
    const r = JSON.parse(readFileSync(reportPath, 'utf8')) as Record<string, number | undefined>;
    const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    // No "Tests:" label: a line that starts like Jest's summary (`Tests: 1 failed, 885 passed, 886 total`) but has
    // no total can be read as a run of no tests.
    return `${r.numPassedTests ?? 0} passed, ${r.numFailedTests ?? 0} failed, ${skipped} skipped`;
  } catch {
    return undefined;
  }
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
