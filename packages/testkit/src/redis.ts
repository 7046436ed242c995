import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { Socket } from 'node:net';

/** True when something answers Redis PING at host:port within `timeoutMs`. */
export function redisAnswers(host: string, port: number, timeoutMs = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, host, () => socket.write('PING\r\n'));
    socket.once('data', (b) => done(b.toString().startsWith('+PONG')));
  });
}

/** Host and port of a `redis://host:port[/db]` URL. */
export function parseRedisUrl(url: string): { host: string; port: number } {
  const u = new URL(url);
  return { host: u.hostname || '127.0.0.1', port: Number(u.port || 6379) };
}

/** Path of `redis-server`, or null. */
export function findRedisServer(): string | null {
  for (const p of ['/usr/bin/redis-server', '/usr/local/bin/redis-server']) if (existsSync(p)) return p;
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/**
 * Installs Debian's `redis-server` package when it is absent and we are root; otherwise throws a message
 * saying how to install it (or to set REDIS_URL).
 */
export function ensureRedisServerInstalled(): string {
  const found = findRedisServer();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'Redis is not running and redis-server is not installed. Install it with `sudo apt-get install -y redis-server`, or set REDIS_URL to a running Redis.',
    );
  }
  console.log('Installing redis-server from Debian packages…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'redis-server'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const bin = findRedisServer();
  if (!bin) throw new Error('redis-server was installed but cannot be found on PATH');
  return bin;
}

/** A redis-server child process started by `startRedis`. */
export interface RunningRedis {
  url: string;
  process: ChildProcess;
  /** Stops it (SIGTERM, SIGKILL after 5 s) and resolves when it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts a Redis on 127.0.0.1:`port` as a child process and waits until it answers.
 * - Without `dataDir`: a throwaway Redis (no persistence).
 * - With `dataDir`: an append-only file there, synced on every write (`appendfsync always`), so that a Redis
 *   killed and started again on the same folder comes back with every queued job.
 * @throws when redis-server is missing (see ensureRedisServerInstalled) or does not answer within 5 s.
 */
export async function startRedis(port: number, opts: { dataDir?: string } = {}): Promise<RunningRedis> {
  const bin = ensureRedisServerInstalled();
  const persistence = opts.dataDir
    ? ['--dir', opts.dataDir, '--appendonly', 'yes', '--appendfsync', 'always', '--save', '']
    : ['--save', '', '--appendonly', 'no'];
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const child = spawn(bin, ['--bind', '127.0.0.1', '--port', String(port), ...persistence], {
    stdio: 'ignore',
  });
  let exited = child.exitCode !== null;
  child.once('exit', () => {
    exited = true;
  });
  const stop = () =>
    new Promise<void>((res) => {
      if (exited) return res();
      child.once('exit', () => res());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
    });
  for (let i = 0; i < 100; i++) {
    if (exited) throw new Error(`redis-server exited during start-up on port ${port}`);
    if (await redisAnswers('127.0.0.1', port)) {
      return { url: `redis://127.0.0.1:${port}`, process: child, stop };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not start on port ${port}`);
}
