import {
  CLOSING_SOON_DAYS,
  type Grant,
  GrantSchema,
  type GrantStatus,
  grantStatus,
  LegalGrantsInputSchema,
  type LegalGrantsOutput,
  LegalGrantsOutputSchema,
  todayInNewZealand,
} from '@aotearoa/contracts';
import type { Context } from '../../context';
import type { LookupHit } from '../../platform/define-lookup';
import { directoryFieldsOf } from '../../platform/directory-fields';
import {
  compareFilter,
  equalsFilter,
  isNullFilter,
  isoDateToUnixSeconds,
} from '../../platform/filter-builder';
import { toTrpcError } from '../../platform/meili-errors';
import { publicProcedure } from '../../trpc';
import { resourcesMeta } from './meta';

const GRANT_KIND = equalsFilter('kind', 'grant');

/**
 * Filter clauses selecting grants of a computed status on `today` (New Zealand date, `YYYY-MM-DD`), on the closing
 * date (`date_ts`, start of the day in UTC seconds); the same rule as `grantStatus`: `closed` once the closing date
 * has passed, `closing_soon` when it is within CLOSING_SOON_DAYS (today included), `open` later, `unknown` without a
 * dated closing date. `awarded` is never computed from a date: only a record whose source says so would match.
 */
export function grantStatusFilter(status: GrantStatus, today: string): string[] {
  const t = isoDateToUnixSeconds(today);
  if (t === null) throw new Error(`grantStatusFilter: bad date ${today}`);
  const soon = t + CLOSING_SOON_DAYS * 86_400;
  switch (status) {
    case 'closed':
      return [compareFilter('date_ts', '<', t)];
    case 'closing_soon':
      return [compareFilter('date_ts', '>=', t), compareFilter('date_ts', '<=', soon)];
    case 'open':
      return [compareFilter('date_ts', '>', soon)];
    case 'unknown':
      return [isNullFilter('date_ts')];
    case 'awarded':
      return [equalsFilter('status', 'awarded')];
  }
}

/** Maps a directory record of kind `grant` to the Grant entity, with status and days left computed for `today`. */
export function toGrant(hit: LookupHit, today: string): Grant {
  const f = directoryFieldsOf(hit, 'grant');
  const closingDate = f.closingDate;
  const { status, daysLeft } = grantStatus(closingDate, today);
  return GrantSchema.parse({
    id: hit.id,
    title: f.title,
    type: f.type,
    category: f.category,
    status,
    daysLeft,
    provider: f.provider,
    amount: f.amount,
    closingDate,
    closingNote: f.closingNote,
    description: f.description,
    eligibility: f.eligibility,
    established: f.established,
    contact: { website: f.contact.website ?? hit.url ?? null, applicationUrl: f.contact.applicationUrl },
    asAt: f.asAt ?? hit.asAt ?? null,
    source: hit.source,
    sourceUrl: hit.sourceUrl,
    retrievedAt: hit.retrievedAt,
  });
}

/**
 * `resources.grants` — `GET /api/legal-grants-awards?query=&category=&type=&status=` (the Grants & Awards panel and
 * the /grants page). Input: `query` (title, provider, amount, eligibility), `category` (student, researcher, firm,
 * community, academic), `type` (subsidy, grant, award, scholarship, research_funding), `status` (open, closing_soon,
 * closed, awarded, unknown — computed from the closing date against today's New Zealand date); `all`/blank means no
 * filter. Output: `{ grants, total, lastUpdated, today }` — grants by title with `status` and `daysLeft` computed for
 * `today`; `lastUpdated` is the date the snapshot was compiled (no schedule refreshes it).
 * Source: directory kind `grant`, from `data/legal-grants-scholarships/` (compiled from the providers' public pages).
 * Errors: 400 naming the parameter; 503 when the index is not reachable.
 */
export const grants = publicProcedure
  .meta(
    resourcesMeta(
      '/legal-grants-awards',
      'Legal grants, scholarships and awards',
      'Grants, scholarships, prizes and research funding with the facts their providers state; status and days ' +
        'left are computed from the closing date against today (New Zealand). all or blank means no filter.',
    ),
  )
  .input(LegalGrantsInputSchema)
  .output(LegalGrantsOutputSchema)
  .query(async ({ ctx, input }): Promise<LegalGrantsOutput> => {
    const c: Context = ctx;
    const today = todayInNewZealand();
    const filter = [
      GRANT_KIND,
      ...(input.category ? [equalsFilter('category', input.category)] : []),
      ...(input.type ? [equalsFilter('subtype', input.type)] : []),
      ...(input.status ? grantStatusFilter(input.status, today) : []),
    ];
    try {
      const { results } = await c.meili.multiSearch({
        queries: [
          {
            indexUid: c.indexes.directory,
            q: input.query ?? '',
            filter,
            sort: ['title_sort:asc'],
            page: 1,
            hitsPerPage: 100,
          },
          // The snapshot's date, whatever the filter matched.
          {
            indexUid: c.indexes.directory,
            q: '',
            filter: [GRANT_KIND],
            page: 1,
            hitsPerPage: 100,
            attributesToRetrieve: ['retrievedAt'],
          },
        ],
      });
      const [found, all] = results;
      const items = (found?.hits ?? []).map((h) => toGrant(h as LookupHit, today));
      const lastUpdated =
        (all?.hits ?? [])
          .map((h) => String((h as LookupHit).retrievedAt ?? ''))

          .sort()
          .at(-1) ?? '';
      return { grants: items, total: found?.totalHits ?? items.length, lastUpdated, today };
    } catch (error) {
      throw toTrpcError(error);
    }
  });
