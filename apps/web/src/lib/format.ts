/**
 * Display formatting for New Zealand English (en-NZ). Dates in the data are ISO calendar dates
 * (`YYYY-MM-DD`, or timestamps whose calendar day is what the source recorded); they are shown as
 * written, without shifting to the viewer's time zone.
 */

const LOCALE = 'en-NZ';

const longDate = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const numberFormat = new Intl.NumberFormat(LOCALE);

/** Calendar date of an ISO date or timestamp as a UTC Date, or undefined when it is not a date. */
function parseIsoDate(iso: string | null | undefined): Date | undefined {
  if (!iso) return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso.trim());
  if (!m) return undefined;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/**
 * `2020-03-05` → `5 March 2020`; with `{ yearOnly: true }` → `2020` (for records whose source gives only a year,
 * stored as `YYYY-01-01`). Returns '' for null, empty or unparseable input (never throws).
 */
export function formatDate(iso: string | null | undefined, opts: { yearOnly?: boolean } = {}): string {
  const d = parseIsoDate(iso);
  if (!d) return '';
  return opts.yearOnly ? String(d.getUTCFullYear()) : longDate.format(d);
}

/**
 * A document's date as a card or list shows it: published, else enacted, formatted by `formatDate`, the year alone
 * where the source gives only the year (`metadata.date_precision: 'year'`, stored as `YYYY-01-01`; scholarship
 * records dated 1 January are read so too: their sources give years). '' when it has none.
 */
export function documentDate(doc: {
  type: string;
  date_published: string | null;
  date_enacted: string | null;
  metadata: Record<string, unknown>;
}): string {
  const date = doc.date_published ?? doc.date_enacted;
  const yearOnly =
    doc.metadata.date_precision === 'year' || (doc.type === 'academic' && /-01-01/.test(date ?? ''));
  return formatDate(date, { yearOnly });
}

/** `1234` → `1,234` (en-NZ grouping). */
export function formatNumber(n: number): string {
  return numberFormat.format(n);
}
