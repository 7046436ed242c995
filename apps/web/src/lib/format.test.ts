import { describe, expect, it } from 'vitest';
import { documentDate, formatDate, formatNumber } from './format';

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

describe('documentDate', () => {
  const doc = (date_enacted: string, date_precision?: string, type = 'legislation') => ({
    type,
    date_published: null,
    date_enacted,
    metadata: date_precision ? { date_precision } : {},
  });
  it('shows the year alone where the source gives only the year, never an invented 1 January', () => {
    expect(documentDate(doc('2020-01-01', 'year'))).toBe('2020');
    expect(documentDate(doc('2019-01-01', undefined, 'academic'))).toBe('2019');
    expect(documentDate(doc('2020-03-05'))).toBe('5 March 2020');
    expect(documentDate({ ...doc('2020-01-01'), date_published: '2021-06-30' })).toBe('30 June 2021');
  });
});

describe('formatNumber', () => {
  it('groups thousands', () => {
    expect(formatNumber(1234)).toBe('1,234');
  });
});
