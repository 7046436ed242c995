import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv: rate limits', () => {
  it('defaults to budgets sized for 30 readers behind one address, no address exempt', () => {
    const env = loadEnv({});
    expect(env.RATE_LIMIT_MAX).toBe(1_200);
    expect(env.RATE_LIMIT_SEARCH).toBe(600);
    expect(env.RATE_LIMIT_PAGES).toBe(300);
    expect(env.RATE_LIMIT_HEALTH).toBe(120);
    expect(env.RATE_LIMIT_ALLOW).toEqual([]);
  });

  it('reads each limit and the allow list', () => {
    const env = loadEnv({
      RATE_LIMIT_SEARCH: '50',
      RATE_LIMIT_PAGES: '0',
      RATE_LIMIT_ALLOW: '127.0.0.1, ::1',
    });
    expect(env.RATE_LIMIT_SEARCH).toBe(50);
    expect(env.RATE_LIMIT_PAGES).toBe(0);
    expect(env.RATE_LIMIT_ALLOW).toEqual(['127.0.0.1', '::1']);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadEnv({ RATE_LIMIT_SEARCH: 'lots' })).toThrow(/RATE_LIMIT_SEARCH must be a number/);
    expect(() => loadEnv({ RATE_LIMIT_PAGES: '-1' })).toThrow(/RATE_LIMIT_PAGES must be at least 0/);
    expect(() => loadEnv({ RATE_LIMIT_ALLOW: 'localhost' })).toThrow(
      /RATE_LIMIT_ALLOW must list IP addresses/,
    );
  });
});
