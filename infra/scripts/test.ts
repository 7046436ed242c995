/**
 * All the tests (`npm test`): lint and format check (Biome), type checks, then the unit, integration and
 * end-to-end suites (vitest). Installs Debian's Chromium for the browser tests when it is missing and we are
 * root, and starts a throwaway Redis when none answers at REDIS_URL (default 127.0.0.1:6379).
 * Exits non-zero when any step fails, naming it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort } from '../services/meili';
import { parseRedisUrl, redisAnswers, startRedis } from '../services/redis';

const root = resolve(import.meta.dirname, '../..');
const CHROMIUM = '/usr/bin/chromium';
const REPORT = resolve(root, 'test-results/vitest-report.json');

/** Prints the suite's totals as one plain closing line (`tests: N passed, N failed`). */
function printTotals() {
  if (!existsSync(REPORT)) return;
  const r = JSON.parse(readFileSync(REPORT, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
  };
  console.log(
    `\ntests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped`,
  );
}

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

async function main(): Promise<number> {
  ensureChromium();
  let stopRedis = () => {};
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const { host, port } = parseRedisUrl(redisUrl);
  const env = { ...process.env, REDIS_URL: redisUrl };
  if (!(await redisAnswers(host, port))) {
    const redis = await startRedis(await freePort());
    stopRedis = redis.stop;
    env.REDIS_URL = redis.url;
    console.log(`Started a throwaway Redis for the tests on ${redis.url}`);
  }
  const steps: Array<[string, string, string[]]> = [
    ['lint', 'pnpm', ['exec', 'biome', 'ci', '.']],
    ['typecheck', 'pnpm', ['exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only']],
    ['build web', 'pnpm', ['--filter', '@aotearoa/web', 'build']],
    [
      'tests',
      'pnpm',
      ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORT}`],
    ],
  ];
  rmSync(REPORT, { force: true });
  try {
    for (const [name, cmd, args] of steps) {
      console.log(`\n▶ ${name}`);
      const r = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
      if (name === 'tests') printTotals();
      if (r.status !== 0) {
        console.error(`\n✖ ${name} failed`);
        return 1;
      }
    }
    return 0;
  } finally {
    stopRedis();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
