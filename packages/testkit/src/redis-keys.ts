/** Redis helpers for integration tests: a test's own keys only, found with SCAN (never KEYS on a shared Redis). */
import { Redis } from 'ioredis';

/** Deletes every key starting with `prefix` (SCAN, never KEYS on a shared Redis). Returns how many. */
export async function deleteRedisKeys(url: string, prefix: string): Promise<number> {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  let deleted = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) deleted += await client.del(...keys);
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
  return deleted;
}

/** Every key starting with `prefix`. */
export async function redisKeys(url: string, prefix: string): Promise<string[]> {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  const out: string[] = [];
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      out.push(...keys);
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
  return out;
}
