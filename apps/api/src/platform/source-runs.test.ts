import { resolveDeployment } from '@aotearoa/indexer';
import { describe, expect, it } from 'vitest';
import { deploymentRedisPrefix } from './source-runs';

describe('deploymentRedisPrefix', () => {
  it('derives the Redis key prefix exactly as the indexer does', () => {
    for (const c of [
      { meiliUrl: 'http://127.0.0.1:7700', indexPrefix: '' },
      { meiliUrl: 'http://LOCALHOST:7700/', indexPrefix: 'staging_' },
      { meiliUrl: 'https://search.example.nz', indexPrefix: 'x', base: 'other' },
      { meiliUrl: 'http://127.0.0.1:7700', indexPrefix: '', deploymentId: 'prod-1' },
    ]) {
      const indexer = resolveDeployment({
        meiliUrl: c.meiliUrl,
        indexPrefix: c.indexPrefix,
        redisPrefixBase: c.base,
        deploymentId: c.deploymentId,
      }).redisPrefix;
      expect(deploymentRedisPrefix({ ...c })).toBe(indexer);
    }
  });
});
