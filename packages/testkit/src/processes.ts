/**
 * Helpers for the fault and isolation tests: child processes the test starts itself (and only those are ever
 * signalled) and polling.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

/** The repository's root folder (this file is packages/testkit/src/processes.ts). */
export const repoRoot = resolve(import.meta.dirname, '../../..');

/** A child process started by a test, with its output kept (last 200 kB) for failure messages. */
export interface TestProcess {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (or signal name) when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Runs `script` (a .ts path relative to the repository root) in a fresh environment of `env`, as one Node process
 * with tsx's loader. Not through the `tsx` command: that runs the script in a second process, so a SIGKILL sent to
 * the pid a test holds would leave the script itself running.
 */
export function spawnTsx(script: string, env: NodeJS.ProcessEnv): TestProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (b: Buffer) => {
    out = (out + b.toString()).slice(-200_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) =>
    child.once('exit', (code, signal) => res({ code, signal })),
  );
  return { child, output: () => out, exited };
}

/** Polls `check` every `everyMs` until it returns a truthy value, or throws `timed out waiting for <what>`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  timeoutMs = 60_000,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const v = await check();
      if (v) return v;
    } catch (err) {
      lastError = err;
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  const why = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${why}`);
}

/** Polls `url` (GET) every 200 ms until it answers 2xx, or throws naming the URL after `timeoutMs`. */
export function waitForOk(url: string, timeoutMs = 60_000): Promise<true> {
  return waitFor(`${url} to answer 200`, async () => (await fetch(url)).ok || undefined, timeoutMs, 200);
}
