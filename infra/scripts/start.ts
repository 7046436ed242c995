/**
 * The main job (`npm start`): starts Redis and Meilisearch (or uses REDIS_URL / MEILI_URL), builds the web app
 * if needed, starts the API (which serves the web app on the same origin) and the indexer worker, and indexes
 * the bundled snapshot when the index is missing or older than the snapshot. Ctrl-C stops everything it started.
 *
 * Environment: PORT (default 8080), MEILI_URL + MEILI_MASTER_KEY, REDIS_URL, SUPPORT_EMAIL.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { freePort, superviseMeili } from '@aotearoa/testkit/meili';
import { parseRedisUrl, redisAnswers, startRedis } from '@aotearoa/testkit/redis';

const root = resolve(import.meta.dirname, '../..');
const children: Array<{ name: string; stop: () => void | Promise<void> }> = [];
const tsx = join(root, 'node_modules/.bin/tsx');
const log = (msg: string) => console.log(`[aotearoa] ${msg}`);

async function portFree(port: number): Promise<boolean> {
  const { createServer } = await import('node:net');
  return new Promise((res) => {
    const s = createServer();
    s.once('error', () => res(false));
    s.listen(port, '127.0.0.1', () => s.close(() => res(true)));
  });
}

async function ensureRedis(): Promise<string> {
  if (process.env.REDIS_URL) {
    const { host, port } = parseRedisUrl(process.env.REDIS_URL);
    if (!(await redisAnswers(host, port)))
      throw new Error(`REDIS_URL is set to ${process.env.REDIS_URL} but nothing answers there`);
    log(`Using Redis at ${process.env.REDIS_URL}`);
    return process.env.REDIS_URL;
  }
  if (await redisAnswers('127.0.0.1', 6379)) {
    log('Using the Redis already running on 127.0.0.1:6379');
    return 'redis://127.0.0.1:6379';
  }
  const port = (await portFree(6379)) ? 6379 : await freePort();
  const redis = await startRedis(port);
  children.push({ name: 'redis', stop: redis.stop });
  log(`Started Redis on ${redis.url}`);
  return redis.url;
}

async function ensureMeili(): Promise<{ url: string; key: string }> {
  if (process.env.MEILI_URL) {
    log(`Using Meilisearch at ${process.env.MEILI_URL}`);
    return { url: process.env.MEILI_URL, key: process.env.MEILI_MASTER_KEY ?? '' };
  }
  const dir = join(root, '.meili');
  mkdirSync(dir, { recursive: true });
  const keyFile = join(dir, 'master-key');
  if (!existsSync(keyFile)) writeFileSync(keyFile, randomBytes(24).toString('hex'), { mode: 0o600 });
  const key = readFileSync(keyFile, 'utf8').trim();
  const port = (await portFree(7700)) ? 7700 : await freePort();
  // Started again (same port and data, with backoff) whenever it stops on its own: a crash or a kill.
  const meili = await superviseMeili({ port, dbPath: dir, masterKey: key, log });
  children.push({ name: 'meilisearch', stop: () => meili.stop() });
  log(`Started Meilisearch on http://127.0.0.1:${port} (data in .meili/)`);
  return { url: `http://127.0.0.1:${port}`, key };
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    const p = join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

function buildWebIfStale() {
  const web = join(root, 'apps/web');
  const index = join(web, 'dist/index.html');
  const sources = Math.max(newestMtime(join(web, 'src')), newestMtime(join(root, 'packages/contracts/src')));
  // The support address is compiled into the app, so a change of SUPPORT_EMAIL also needs a build. The address the
  // last build had is the launcher's own record (`.run/`), not a file written into the web app's build.
  const stamp = join(root, '.run', 'web-support-email');
  const supportEmail = process.env.SUPPORT_EMAIL ?? '';
  const builtWith = existsSync(stamp) ? readFileSync(stamp, 'utf8') : null;
  if (existsSync(index) && statSync(index).mtimeMs > sources && builtWith === supportEmail) return;
  log('Building the web app…');
  const r = spawnSync('pnpm', ['--filter', '@aotearoa/web', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) throw new Error('Building the web app failed (see the messages above)');
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, supportEmail);
}

function run(name: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(tsx, args, { cwd: root, env, stdio: 'inherit' });
  children.push({
    name,
    stop: () =>
      new Promise<void>((res) => {
        if (child.exitCode !== null || child.signalCode !== null) return res();
        child.once('exit', () => res());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  });
  return child;
}

/** Runs `name` and starts it again (after 1 s, growing to 30 s) whenever it stops on its own. */
function supervise(name: string, args: string[], env: NodeJS.ProcessEnv, attempt = 0) {
  const started = Date.now();
  const child = run(name, args, env);
  child.once('exit', (code, signal) => {
    if (stopping) return;
    const next = Date.now() - started > 60_000 ? 0 : attempt + 1;
    const wait = Math.min(1_000 * 2 ** Math.max(0, next - 1), 30_000);
    log(`The ${name} stopped (${signal ?? `exit ${code}`}); restarting it in ${wait} ms`);
    setTimeout(() => supervise(name, args, env, next), wait);
  });
}

/** Runs the ingest CLI; resolves with its exit code and the sources it named as failing. */
function ingestOnce(env: NodeJS.ProcessEnv): Promise<{ code: number; failed: string[] }> {
  return new Promise((res) => {
    const child = spawn(tsx, ['apps/indexer/src/cli/ingest.ts', '--if-stale'], {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let err = '';
    child.stderr?.on('data', (b: Buffer) => {
      process.stderr.write(b);
      err = (err + b.toString()).slice(-20_000);
    });
    child.once('exit', (code) =>
      res({
        code: code ?? 1,
        failed: [...err.matchAll(/Source '([^']+)' failed: ([^\n]+)/g)].map((m) => `${m[1]}: ${m[2]}`),
      }),
    );
  });
}

/**
 * Indexes the bundled snapshot when stale. A transient failure (Meilisearch or Redis unreachable, exit 2) is retried
 * with backoff (5 s, growing to 60 s) for ever; a source failure (exit 1) is reported once. Either way the app keeps
 * serving the previous index, if there is one.
 */
async function ingestWithRetries(env: NodeJS.ProcessEnv): Promise<void> {
  for (let attempt = 0; !stopping; attempt++) {
    const { code, failed } = await ingestOnce(env);
    if (code === 0) return;
    if (code === 2) {
      const wait = Math.min(5_000 * 2 ** attempt, 60_000);
      log(
        `Indexing could not reach Meilisearch or Redis (see above); serving the previous index, retrying in ${wait / 1000} s`,
      );
      await new Promise((r) => setTimeout(r, wait));
      continue;
    }
    log(
      `Indexing failed${failed.length ? `: ${failed.join('; ')}` : ' (see above)'}. The previous index, if any, is still served; the worker retries at its next scheduled rebuild.`,
    );
    return;
  }
}

async function waitHealthy(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

let stopping = false;
async function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  log('Stopping…');
  for (const c of children.reverse()) await c.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

async function main() {
  // The main job serves the whole bundled corpus, even in a shell where the tests' profile was exported.
  process.env.CORPUS_PROFILE = 'full';
  const port = Number(process.env.PORT ?? 8080);
  const redisUrl = await ensureRedis();
  const meili = await ensureMeili();
  buildWebIfStale();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: process.env.HOST ?? 'localhost',
    MEILI_URL: meili.url,
    MEILI_MASTER_KEY: meili.key,
    REDIS_URL: redisUrl,
    WEB_DIST: join(root, 'apps/web/dist'),
  };
  // The API serves the previous index (if any) while the snapshot is indexed; both it and the worker are restarted
  // if they stop on their own.
  supervise('API', ['apps/api/src/main.ts'], env);
  supervise('worker', ['apps/indexer/src/cli/worker.ts'], env);
  await ingestWithRetries(env);
  const origin = `http://localhost:${port}`;
  if (!(await waitHealthy(`${origin}/api/health`, 60_000))) {
    log(`${origin}/api/health does not answer 200 yet (see the messages above); the app keeps running.`);
    return;
  }
  log(`Aotearoa Legal is running at ${origin}  (API: ${origin}/api/openapi.json). Press Ctrl-C to stop.`);
}

main().catch((err: unknown) => {
  console.error(`[aotearoa] ${err instanceof Error ? err.message : String(err)}`);
  void stopAll(1);
});
