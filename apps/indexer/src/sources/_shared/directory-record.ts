import { isDeepStrictEqual } from 'node:util';
import {
  DIRECTORY_FIELDS_SCHEMAS,
  DIRECTORY_LINK_FIELDS,
  type DirectoryFields,
  type DirectoryKind,
  type DirectoryRecord,
  officialDirectoryLink,
} from '@aotearoa/contracts';
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
 * `fields` with every link a card shows as the record's own page (DIRECTORY_LINK_FIELDS, and `contact.website`)
 * kept only when official for `kind` (contracts' `isOfficialDirectoryLink`), else null. The record's provenance
 * (`sourceUrl`, and the `sourceUrl` of each fact) is left as it is: a copy a fact was read from stays named there.
 */
export function officialLinksOnly(
  kind: DirectoryKind,
  fields: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...fields };
  for (const key of DIRECTORY_LINK_FIELDS) {
    if (typeof out[key] === 'string') out[key] = officialDirectoryLink(kind, out[key] as string);
  }
  const contact = out.contact;
  if (
    contact &&
    typeof contact === 'object' &&
    typeof (contact as Record<string, unknown>).website === 'string'
  ) {
    const website = (contact as Record<string, unknown>).website as string;
    out.contact = { ...contact, website: officialDirectoryLink(kind, website) };
  }
  return out;
}

/**
 * A directory record with every optional field at its empty value and the derived fields (`title_sort`,
 * `date_ts`, `year`) computed from `title` and `date`. `date` must be an ISO calendar date (`YYYY-MM-DD`) or null;
 * `date_ts` is its start in UTC (Unix seconds), used only for sorting and range filters. `url` and the links in
 * `fields` are kept only when official for the kind (`officialLinksOnly`): a record read from a copy has no main
 * link rather than a link to the copy.
 */
export function makeDirectoryRecord<K extends DirectoryKind>(
  fields: Pick<DirectoryRecord, 'id' | 'title' | 'source' | 'sourceUrl' | 'retrievedAt'> &
    Partial<Omit<DirectoryRecord, 'kind' | 'fields' | 'title_sort' | 'date_ts' | 'year'>> & {
      kind: K;
      /** The kind's payload, shaped by its fields schema (contracts `DIRECTORY_FIELDS_SCHEMAS`). */
      fields?: DirectoryFields<K>;
    },
): DirectoryRecord {
  const date = fields.date ?? null;
  const dt = date ? DateTime.fromISO(date, { zone: 'utc' }) : null;
  const { url, fields: given, ...rest } = fields;
  const own = given ?? {};
  const checked = DIRECTORY_FIELDS_SCHEMAS[fields.kind].safeParse(own);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new Error(
      `${fields.id}: fields do not fit the ${fields.kind} schema at ${issue?.path.join('.')}: ${issue?.message}`,
    );
  }
  // The schema strips a key it does not name: one left out would reach the index unread by the API.
  if (!isDeepStrictEqual(checked.data, own)) {
    throw new Error(`${fields.id}: fields hold a key the ${fields.kind} schema does not name`);
  }
  return {
    summary: null,
    text: null,
    category: null,
    subtype: null,
    region: null,
    tags: [],
    status: null,
    url: officialDirectoryLink(fields.kind, url ?? null),
    asAt: null,
    fields: officialLinksOnly(fields.kind, own),
    ...rest,
    date,
    title_sort: sortKey(fields.title),
    date_ts: dt?.isValid ? Math.floor(dt.toSeconds()) : null,
    year: dt?.isValid ? dt.year : null,
  };
}
