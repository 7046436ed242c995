/**
 * Age of a ticker item, for display:
 * - under 60 minutes: `{ kind: 'minutes', count }` ("N minutes ago"; 0 for future or just now),
 * - under 24 hours: `{ kind: 'hours', count }` ("N hours ago"),
 * - otherwise `{ kind: 'date', text }` with the en-NZ date (e.g. "12 November 2003"), in New Zealand time.
 */
export type Age =
  | { kind: 'minutes'; count: number }
  | { kind: 'hours'; count: number }
  | { kind: 'date'; text: string };

const NZ_DATE = new Intl.DateTimeFormat('en-NZ', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Pacific/Auckland',
});

export function ageOf(timestamp: string, now: number): Age {
  const ms = Date.parse(timestamp);
  if (Number.isNaN(ms)) return { kind: 'date', text: timestamp };
  const minutes = Math.max(0, Math.floor((now - ms) / 60_000));
  if (minutes < 60) return { kind: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { kind: 'hours', count: hours };
  return { kind: 'date', text: NZ_DATE.format(new Date(ms)) };
}

/** Viewer count with en-NZ digit grouping (e.g. 12,345). */
export function formatViewers(count: number, locale = 'en-NZ'): string {
  return new Intl.NumberFormat(locale).format(count);
}

/** Whole years from `isoDate` (YYYY-MM-DD) to `nowMs`, counting a year only once its anniversary has passed. */
export function yearsSince(isoDate: string, nowMs: number): number {
  const then = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  const now = new Date(nowMs);
  if (Number.isNaN(then.getTime())) return 0;
  const years = now.getUTCFullYear() - then.getUTCFullYear();
  const before =
    now.getUTCMonth() < then.getUTCMonth() ||
    (now.getUTCMonth() === then.getUTCMonth() && now.getUTCDate() < then.getUTCDate());
  return Math.max(0, before ? years - 1 : years);
}
