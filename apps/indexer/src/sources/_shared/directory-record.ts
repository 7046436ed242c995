import type { DirectoryRecord } from '@aotearoa/contracts';
import { DateTime } from 'luxon';

/** Title folded to ASCII lower case (macrons removed), the sort key of directory records. */
export function sortKey(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/**
 * A directory record with every optional field at its empty value and the derived fields (`title_sort`,
 * `date_ts`, `year`) computed from `title` and `date`. `date` must be an ISO calendar date (`YYYY-MM-DD`) or null;
 * `date_ts` is its start in UTC (Unix seconds), used only for sorting and range filters.
 */
export function makeDirectoryRecord(
  fields: Pick<DirectoryRecord, 'id' | 'kind' | 'title' | 'source' | 'sourceUrl' | 'retrievedAt'> &
    Partial<Omit<DirectoryRecord, 'title_sort' | 'date_ts' | 'year'>>,
): DirectoryRecord {
  const date = fields.date ?? null;
  const dt = date ? DateTime.fromISO(date, { zone: 'utc' }) : null;
  return {
    summary: null,
    text: null,
    category: null,
    subtype: null,
    region: null,
    tags: [],
    status: null,
    url: null,
    asAt: null,
    fields: {},
    ...fields,
    date,
    title_sort: sortKey(fields.title),
    date_ts: dt?.isValid ? Math.floor(dt.toSeconds()) : null,
    year: dt?.isValid ? dt.year : null,
  };
}
