import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
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

/** Starts a throwaway Redis (no persistence) on 127.0.0.1:`port` as a child process and waits until it answers. */
export async function startRedis(
  port: number,
): Promise<{ url: string; process: ChildProcess; stop(): void }> {
  const bin = ensureRedisServerInstalled();
  const child = spawn(
    bin,
    ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 100; i++) {
    if (await redisAnswers('127.0.0.1', port)) {
      return { url: `redis://127.0.0.1:${port}`, process: child, stop: () => child.kill('SIGTERM') };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not start on port ${port}`);
}
