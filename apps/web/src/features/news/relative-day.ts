/**
 * How long ago a dated item was, in the specification's words, for items whose source gives a calendar date (no time):
 * `today` for today's date, 'yesterday' for the day before, else 'N days ago' (future dates: null).
 * Both dates are ISO calendar dates (`YYYY-MM-DD`); `today` is the New Zealand date.
 * Example: `relativeDay('2026-11-20', '2026-11-23')` → '3 days ago'.
 */
export function relativeDay(date: string | null, today: string): string | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}/.test(date)) return null;
  const ms = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10));
  const days = Math.round((ms(today) - ms(date)) / 86_400_000);
  if (days < 0) return null;
  if (days === 0) return 'today';
  if (days === 1) return 'yesterday';
  return `${days.toLocaleString('en-NZ')} days ago`;
}
