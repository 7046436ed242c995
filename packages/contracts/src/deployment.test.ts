import { describe, expect, it } from 'vitest';
import { deploymentKey, normaliseMeiliUrl, resolveDeployment } from './deployment';

describe('deployment identity', () => {
  it('normalises the Meilisearch URL (case, default port, trailing slash)', () => {
    expect(normaliseMeiliUrl('http://LOCALHOST:7700/')).toBe('http://localhost:7700');
    expect(normaliseMeiliUrl('https://search.example.org')).toBe('https://search.example.org:443');
    expect(normaliseMeiliUrl('http://10.0.0.5/meili/')).toBe('http://10.0.0.5:80/meili');
  });

  it('gives the same key for the same server and prefix, a different one otherwise', () => {
    const a = deploymentKey('http://127.0.0.1:7700', '');
    expect(a).toMatch(/^[0-9a-f]{12}$/);
    expect(deploymentKey('http://127.0.0.1:7700/', '')).toBe(a);
    expect(deploymentKey('http://127.0.0.1:7701', '')).not.toBe(a);
    expect(deploymentKey('http://127.0.0.1:7700', 'staging_')).not.toBe(a);
  });

  it('namespaces Redis keys under REDIS_PREFIX and the deployment id, overridable by DEPLOYMENT_ID', () => {
    const d = resolveDeployment({ meiliUrl: 'http://127.0.0.1:7700', indexPrefix: '' });
    expect(d.redisPrefix).toBe(`aotearoa-${d.key}`);
    const o = resolveDeployment({
      meiliUrl: 'http://127.0.0.1:7700',
      indexPrefix: '',
      redisPrefixBase: 'acme',
      deploymentId: 'blue',
    });
    expect(o.redisPrefix).toBe('acme-blue');
    expect(o.key).toBe(d.key);
    expect(() =>
      resolveDeployment({ meiliUrl: 'http://127.0.0.1:7700', indexPrefix: '', deploymentId: 'a b' }),
    ).toThrow(/DEPLOYMENT_ID/);
  });
});
