import { describe, expect, it } from 'vitest';
import { deploymentOf, readEnv } from './env';

describe('deploymentOf', () => {
  it('two apps started with default settings on different Meilisearch ports get different queues', () => {
    const env = (port: number) =>
      deploymentOf(readEnv({ MEILI_URL: `http://127.0.0.1:${port}`, MEILI_MASTER_KEY: 'k' }));
    expect(env(7700).redisPrefix).not.toBe(env(7701).redisPrefix);
    expect(env(7700).redisPrefix).toBe(env(7700).redisPrefix);
  });
});
