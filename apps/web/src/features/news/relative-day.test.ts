import { describe, expect, it } from 'vitest';
import { relativeDay } from './relative-day';

describe('relativeDay', () => {
  it('says today, yesterday, then days', () => {
    expect(relativeDay('2026-11-23', '2026-11-23')).toBe('today');
    expect(relativeDay('2026-11-22', '2026-11-23')).toBe('yesterday');
    expect(relativeDay('2026-11-20', '2026-11-23')).toBe('3 days ago');
    expect(relativeDay('2025-11-23', '2026-11-23')).toBe('365 days ago');
  });
  it('gives nothing for a missing or future date', () => {
    expect(relativeDay(null, '2026-11-23')).toBeNull();
    expect(relativeDay('2026-11-24', '2026-11-23')).toBeNull();
  });
});
