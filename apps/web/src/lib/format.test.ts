import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from './format';

describe('formatDate', () => {
  it('formats ISO dates in en-NZ long form without shifting the day', () => {
    expect(formatDate('2020-03-05')).toBe('5 March 2020');
    expect(formatDate('2020-03-05T13:00:01Z')).toBe('5 March 2020');
  });
  it('gives the year alone for year-only records and empty text for missing dates', () => {
    expect(formatDate('2000-01-01', { yearOnly: true })).toBe('2000');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatNumber', () => {
  it('groups thousands', () => {
    expect(formatNumber(1234)).toBe('1,234');
  });
});
