import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('expires entries, evicts the least recently used and counts hits', () => {
    const c = new TtlCache<number>(2, 1000);
    c.set('a', 1, 0);
    c.set('b', 2, 0);
    expect(c.get('a', 10)).toBe(1);
    c.set('c', 3, 10); // evicts b (a was used more recently)
    expect(c.get('b', 10)).toBeUndefined();
    expect(c.get('c', 10)).toBe(3);
    expect(c.get('a', 2000)).toBeUndefined();
    expect(c.stats()).toMatchObject({ hits: 2, misses: 2, hitRate: 0.5 });
  });

  it('is off with size 0', () => {
    const c = new TtlCache<number>(0, 1000);
    c.set('a', 1);
    expect(c.get('a')).toBeUndefined();
  });
});
