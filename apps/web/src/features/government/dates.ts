import { formatDate } from '../../lib/format';

const monthYear = new Intl.DateTimeFormat('en-NZ', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * An ISO date of the precision the source wrote it: `2013-07-01` → `1 July 2013`, `2024-07` → `July 2024`,
 * `2014` → `2014`. Returns '' for null or anything else.
 */
export function formatSourceDate(iso: string | null | undefined): string {
  const v = iso?.trim() ?? '';
  if (/^\d{4}-\d{2}-\d{2}/.test(v)) return formatDate(v);
  const m = /^(\d{4})-(\d{2})$/.exec(v);
  if (m) return monthYear.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)));
  return /^\d{4}$/.test(v) ? v : '';
}

/** `1100.00` → `$1,100.00`; `0 (no fee)` → `No fee`; other wording as the source wrote it. */
export function formatFee(amount: string): string {
  if (/^0(\.0+)?\b/.test(amount) && /no fee/i.test(amount)) return 'No fee';
  const n = Number(amount);
  return Number.isFinite(n)
    ? new Intl.NumberFormat('en-NZ', {
        style: 'currency',
        currency: 'NZD',
        currencyDisplay: 'narrowSymbol',
      }).format(n)
    : amount;
}
