import { describe, expect, it } from 'vitest';
import { pageSlots } from './pagination-model';

const labels = (page: number, total: number) =>
  pageSlots(page, total).map((s) => (s.kind === 'page' ? s.page : '…'));

describe('pageSlots', () => {
  it('shows five pages around the current one, an ellipsis and the last page', () => {
    expect(labels(1, 20)).toEqual([1, 2, 3, 4, 5, '…', 20]);
    expect(labels(8, 20)).toEqual([6, 7, 8, 9, 10, '…', 20]);
  });
  it('drops the ellipsis when no page is skipped and near the end', () => {
    expect(labels(16, 20)).toEqual([14, 15, 16, 17, 18, '…', 20]);
    expect(labels(17, 20)).toEqual([15, 16, 17, 18, 19, 20]);
    expect(labels(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(labels(2, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('handles few pages', () => {
    expect(labels(1, 1)).toEqual([1]);
    expect(labels(1, 0)).toEqual([]);
  });
});
