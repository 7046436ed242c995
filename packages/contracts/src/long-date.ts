let longDateFormat: Intl.DateTimeFormat | undefined;

/**
 * A calendar date in New Zealand's long form: `2026-07-29` (or a timestamp starting with it) → `29 July 2026`
 * (en-NZ, read as UTC so the day never shifts). The formatter is made once and kept: `toLocaleDateString` with
 * options builds a new one on every call, which cost the search endpoint about a twentieth of its CPU. A string that
 * is not a calendar date (`2026-13-45`, ``) comes back as it was: `Intl` would throw on it.
 */
export function formatLongDate(iso: string): string {
  longDateFormat ??= new Intl.DateTimeFormat('en-NZ', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : longDateFormat.format(date);
}
