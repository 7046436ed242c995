import { describe, expect, it } from 'vitest';
import { ageOf, formatViewers, yearsSince } from './format-age';

describe('ageOf', () => {
  const now = Date.parse('2026-11-22T04:00:00Z');
  it('counts minutes under an hour', () => {
    expect(ageOf('2026-11-22T03:15:00Z', now)).toEqual({ kind: 'minutes', count: 45 });
    expect(ageOf('2026-11-22T04:30:00Z', now)).toEqual({ kind: 'minutes', count: 0 });
  });
  it('switches to hours after 60 minutes', () => {
    expect(ageOf('2026-11-22T03:00:00Z', now)).toEqual({ kind: 'hours', count: 1 });
    expect(ageOf('2026-11-21T05:00:00Z', now)).toEqual({ kind: 'hours', count: 23 });
  });
  it('shows the en-NZ date after a day', () => {
    expect(ageOf('2003-11-12T00:00:00.000Z', now)).toEqual({ kind: 'date', text: '12 November 2003' });
  });
});

describe('formatViewers', () => {
  it('groups digits the New Zealand way', () => {
    expect(formatViewers(12345)).toBe('12,345');
  });
});

describe('yearsSince', () => {
  it('counts whole years, a year only once its anniversary has passed', () => {
    const now = Date.parse('2026-12-02T10:00:00Z');
    expect(yearsSince('2017-12-19', now)).toBe(8);
    expect(yearsSince('2017-12-02', now)).toBe(9);
    expect(yearsSince('2026-11-30', now)).toBe(0);
    expect(yearsSince('not a date', now)).toBe(0);
  });
});
