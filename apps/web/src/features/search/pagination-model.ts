/** One slot in the pagination bar. */
export type PageSlot = { kind: 'page'; page: number } | { kind: 'ellipsis' };

/**
 * Page slots for the pagination bar: up to `window` (default 5) numbered pages around `page`, then an ellipsis
 * when pages are skipped, then the last page. Pages are 1-based; `totalPages` < 1 yields no slots.
 */
export function pageSlots(page: number, totalPages: number, window = 5): PageSlot[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(1, page), totalPages);
  const start = Math.max(1, Math.min(current - Math.floor(window / 2), totalPages - window + 1));
  const end = Math.min(totalPages, start + window - 1);
  const slots: PageSlot[] = [];
  for (let p = start; p <= end; p++) slots.push({ kind: 'page', page: p });
  if (end < totalPages - 1) slots.push({ kind: 'ellipsis' });
  if (end < totalPages) slots.push({ kind: 'page', page: totalPages });
  return slots;
}
