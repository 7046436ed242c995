import { describe, expect, it } from 'vitest';
import { formatLongDate } from './long-date';

describe('formatLongDate', () => {
  it('writes the day, month and year as New Zealand does, without shifting the day', () => {
    expect(formatLongDate('2026-07-29')).toBe('29 July 2026');
    expect(formatLongDate('2000-01-01T23:30:00+13:00')).toBe('1 January 2000');
  });
  it('gives back what is not a calendar date instead of throwing', () => {
    expect(formatLongDate('2026-13-45')).toBe('2026-13-45');
    expect(formatLongDate('')).toBe('');
  });
});
