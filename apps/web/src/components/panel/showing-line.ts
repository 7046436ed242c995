import { formatNumber } from '../../lib/format';

/** One page of a list, as a paged answer describes it (`PageInfoSchema`) with the records it holds. */
export interface ShownPage {
  /** The page shown (1-based). */
  page: number;
  /** Records per page. */
  pageSize: number;
  /** Records on this page. */
  shown: number;
  /** Records in the whole list. */
  total: number;
}

/**
 * Which records of the whole list a page holds: `{ from: 51, to: 100 }` for page 2 of 50 a page holding 50;
 * `null` when it holds none (an empty list, or a page past the last).
 */
export function shownRange(p: ShownPage): { from: number; to: number } | null {
  if (p.shown <= 0) return null;
  const from = (p.page - 1) * p.pageSize + 1;
  return { from, to: from + p.shown - 1 };
}

/**
 * The count line of one page of a list: "Showing 51–100 of 2,050 decisions" (page 2, 50 a page), "Showing all 12
 * decisions" when one page holds the whole list (`nounOne` for a list of one: "Showing 1 decision"), "Showing 0 of
 * 2,050 decisions" on a page past the last.
 */
export function showingLine(p: ShownPage & { noun: string; nounOne?: string }): string {
  const range = shownRange(p);
  if (range === null) return `Showing 0 of ${formatNumber(p.total)} ${p.noun}`;
  if (range.from === 1 && range.to >= p.total)
    return p.total === 1
      ? `Showing 1 ${p.nounOne ?? p.noun}`
      : `Showing all ${formatNumber(p.total)} ${p.noun}`;
  return `Showing ${formatNumber(range.from)}–${formatNumber(range.to)} of ${formatNumber(p.total)} ${p.noun}`;
}
