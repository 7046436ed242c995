import { describe, expect, it } from 'vitest';
import { timeframeFilter } from './news-item';

describe('timeframeFilter', () => {
  // 2026-11-23 10:00 in New Zealand (NZDT, UTC+13) is 2026-11-22 21:00 UTC.
  const now = new Date('2026-11-22T21:00:00Z');
  it('today starts at the New Zealand calendar day, not the UTC one', () => {
    expect(timeframeFilter('today', now)).toBe(`date_ts >= ${Date.UTC(2026, 10, 23) / 1000}`);
  });
  it('week covers today and the 7 days before it', () => {
    expect(timeframeFilter('week', now)).toBe(`date_ts >= ${Date.UTC(2026, 10, 16) / 1000}`);
  });
  it('no timeframe adds no clause', () => {
    expect(timeframeFilter(undefined, now)).toBeNull();
  });
});
