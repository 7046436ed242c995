import { describe, expect, it } from 'vitest';
import { showingLine, shownRange } from './showing-line';

describe('showingLine', () => {
  it('says which records a later page holds, not only how many', () => {
    expect(showingLine({ page: 2, pageSize: 50, shown: 50, total: 2050, noun: 'decisions' })).toBe(
      'Showing 51–100 of 2,050 decisions',
    );
    expect(showingLine({ page: 1, pageSize: 50, shown: 50, total: 2050, noun: 'decisions' })).toBe(
      'Showing 1–50 of 2,050 decisions',
    );
  });

  it('ends the last page at the total', () => {
    expect(showingLine({ page: 41, pageSize: 50, shown: 50, total: 2050, noun: 'decisions' })).toBe(
      'Showing 2,001–2,050 of 2,050 decisions',
    );
    expect(showingLine({ page: 3, pageSize: 30, shown: 7, total: 67, noun: 'Acts' })).toBe(
      'Showing 61–67 of 67 Acts',
    );
  });

  it('says "all" when one page holds the whole list, and names a list of one in the singular', () => {
    expect(showingLine({ page: 1, pageSize: 50, shown: 12, total: 12, noun: 'decisions' })).toBe(
      'Showing all 12 decisions',
    );
    expect(showingLine({ page: 1, pageSize: 6, shown: 1, total: 1, noun: 'papers', nounOne: 'paper' })).toBe(
      'Showing 1 paper',
    );
  });

  it('shows no range on a page past the last', () => {
    expect(shownRange({ page: 5, pageSize: 20, shown: 0, total: 60 })).toBeNull();
    expect(showingLine({ page: 5, pageSize: 20, shown: 0, total: 60, noun: 'items' })).toBe(
      'Showing 0 of 60 items',
    );
  });
});
