import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { disconnectGiven, redactRedisUrl } from './queues';

describe('disconnectGiven', () => {
  it('disconnects an ioredis connection given to a closed worker, and leaves connection options alone', () => {
    const connection = new Redis('redis://127.0.0.1:1', { lazyConnect: true });
    disconnectGiven({ opts: { connection } });
    expect(connection.status).toBe('end');
    expect(() => disconnectGiven({ opts: { connection: { host: '127.0.0.1', port: 1 } } })).not.toThrow();
    expect(() => disconnectGiven({ opts: {} })).not.toThrow();
  });
});

describe('redactRedisUrl', () => {
  it('hides the password and names a malformed URL', () => {
    expect(redactRedisUrl('redis://user:secret@example.org:6379/0')).toBe(
      'redis://user:***@example.org:6379/0',
    );
    expect(redactRedisUrl('not a url')).toBe('(invalid REDIS_URL)');
  });
});
