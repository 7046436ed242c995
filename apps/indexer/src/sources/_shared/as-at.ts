import { DateTime } from 'luxon';

/**
 * Dates as hand-compiled snapshots write them (`2018-07-18`, `2022-08 (end of August 2022)`, `fees from 1 July
 * 2013`, `page reviewed 18 Apr 2019`, `made operative December 2014`, `phase 2 (2014)`), turned into ISO dates of
 * the precision written: `YYYY-MM-DD`, `YYYY-MM` or `YYYY`. Used for the as-at date of a status or a fee, which is
 * the newest date the source page shows for it.
 */

const MONTH =
  '(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)';
const PATTERNS: ReadonlyArray<{ re: RegExp; toIso: (m: RegExpExecArray) => string | null }> = [
  { re: /\b(\d{4})-(\d{2})-(\d{2})\b/g, toIso: (m) => valid(`${m[1]}-${m[2]}-${m[3]}`) },
  {
    re: new RegExp(`\\b(\\d{1,2}) ${MONTH}\\.? (\\d{4})\\b`, 'g'),
    toIso: (m) => monthDate(m[3], m[2], m[1]),
  },
  { re: /\b(\d{4})-(\d{2})\b(?!-\d)/g, toIso: (m) => valid(`${m[1]}-${m[2]}`) },
  { re: new RegExp(`\\b${MONTH}\\.? (\\d{4})\\b`, 'g'), toIso: (m) => monthDate(m[2], m[1]) },
  { re: /\b(19\d{2}|20\d{2})\b/g, toIso: (m) => m[1] ?? null },
];

function valid(iso: string): string | null {
  return DateTime.fromISO(iso, { zone: 'utc' }).isValid ? iso : null;
}

function monthDate(
  year: string | undefined,
  month: string | undefined,
  day?: string | undefined,
): string | null {
  if (!year || !month) return null;
  const name = month.replace(/^Sept$/, 'Sep').slice(0, 3);
  const dt = DateTime.fromFormat(`${day ?? '1'} ${name} ${year}`, 'd LLL yyyy', {
    locale: 'en',
    zone: 'utc',
  });
  if (!dt.isValid) return null;
  return day ? dt.toISODate() : dt.toFormat('yyyy-MM');
}

/**
 * Every date written in `text`, most precise reading first for each span (a full date is not also counted as its
 * month or year). Returns ISO dates of the precision written, in the order found.
 */
export function datesIn(text: string | null | undefined): string[] {
  let rest = text ?? '';
  const found: string[] = [];
  for (const { re, toIso } of PATTERNS) {
    rest = rest.replace(re, (...args) => {
      const m = args.slice(0, -2) as unknown as RegExpExecArray;
      const iso = toIso(m);
      if (iso) found.push(iso);
      return ' ';
    });
  }
  return found;
}

/**
 * The newest date written in any of `texts` (ISO, of the precision written), or null. Dates of different
 * precision compare by their text, so `2018` sorts before `2018-01-25` (the more precise date wins a tie).
 */
export function newestDate(texts: ReadonlyArray<string | null | undefined>): string | null {
  const all = texts.flatMap((t) => datesIn(t)).sort();
  return all.at(-1) ?? null;
}

/** The first full calendar date (`YYYY-MM-DD`) written in `text`, or null. */
export function firstFullDate(text: string | null | undefined): string | null {
  return datesIn(text).find((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)) ?? null;
}
