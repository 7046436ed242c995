import {
  type ActStatus,
  NzLegislationInputSchema,
  NzLegislationOutputSchema,
  NzLegislationUpdatesInputSchema,
  NzLegislationUpdatesOutputSchema,
} from '@aotearoa/contracts';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { Context } from '../../context';
import type { LookupHit } from '../../platform/define-lookup';
import { equalsFilter, inFilter } from '../../platform/filter-builder';
import { toTrpcError } from '../../platform/meili-errors';
import { liveRecordSourceNames } from '../../platform/source-runs';
import { publicProcedure } from '../../trpc';
import { feedEntryUpdate, toLegislation, toLegislationUpdate } from './to-legislation';

const ERRORS = {
  400: 'Invalid input: the message names each parameter and why',
  429: 'Too many requests from this address',
  503: 'The search index (Meilisearch) is not reachable',
};

/** How one Act status value is searched: filter clauses and, where needed, a required phrase in some attributes. */
interface StatusSearch {
  filter: string[];
  /** A phrase every hit must contain (Meilisearch phrase search), searched only in `attributes`. */
  phrase?: string;
  attributes?: string[];
}

/**
 * The Act status filter as Meilisearch searches (documented in contracts `ACT_STATUSES`):
 * Current → Acts in force as at a dated version (`is_current`); Repealed → Acts whose dated legal status is
 * repealed (`metadata.legal_status.state`: a repeal note of the official list or of an Act's text); Amended → Acts
 * titled "… Amendment Act …";
 * Bill → bills and supplementary order papers; none → Acts and bills.
 */
export function statusSearch(status: ActStatus | undefined): StatusSearch {
  switch (status) {
    case 'Current':
      return { filter: [equalsFilter('type', 'legislation'), 'is_current = true'] };
    case 'Repealed':
      return {
        filter: [
          equalsFilter('type', 'legislation'),
          equalsFilter('metadata.legal_status.state', 'repealed'),
        ],
      };
    case 'Amended':
      return {
        filter: [equalsFilter('type', 'legislation')],
        phrase: 'amendment act',
        attributes: ['title'],
      };
    case 'Bill':
      return { filter: [equalsFilter('type', 'bill')] };
    default:
      return { filter: [inFilter('type', ['legislation', 'bill']) as string] };
  }
}

/**
 * `nzLegislation` — `GET /api/nz-legislation?query=&category=&status=Current|Repealed|Amended|Bill&page=1&limit=30`.
 * Output: `{ legislation, total, page, pageSize, totalPages }` — one page (`limit` a page, paged in the index) of Acts
 * and bills (the specification's entity Legislation): title, number, legal areas, status with its as-at date and
 * source (never a bare "Current"), first section headings, official link, provenance. One hit per Act (the documents
 * index groups sections by `doc_id`). Order: relevance for a query; otherwise most-cited first (bills: newest first).
 * Source: the documents index — legislation.govt.nz (Parliamentary Counsel Office) Acts with dated status records,
 * and bills from the Parliament Bills API and legislation.govt.nz XML.
 * Errors: 400 naming `category` (not a legal area), `status`, `query`, `page` (1–1000) or `limit` (1–100); 503 when
 * the index is unreachable.
 */
export const nzLegislation = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/nz-legislation',
      summary: 'New Zealand Acts and bills',
      description:
        'Acts and bills from legislation.govt.nz and the Parliament Bills API, each with its status as at a dated ' +
        'source. category is a legal area; status is Current, Repealed, Amended (amendment Acts) or Bill; all or ' +
        'blank means no filter. page (from 1) and limit (Acts a page, at most 100) page the list; total counts it.',
      tags: ['legislation'],
      errorResponses: ERRORS,
    },
  } satisfies OpenApiMeta)
  .input(NzLegislationInputSchema)
  .output(NzLegislationOutputSchema)
  .query(async ({ ctx, input }) => {
    const c: Context = ctx;
    const s = statusSearch(input.status);
    const filter = [...s.filter];
    if (input.category) filter.push(equalsFilter('legal_area', input.category));
    const q = [s.phrase ? `"${s.phrase}"` : '', input.query ?? ''].join(' ').trim();
    const sort = input.query
      ? undefined
      : input.status === 'Bill'
        ? ['date_ts:desc']
        : ['citation_count:desc', 'date_ts:desc'];
    try {
      const res = await c.meili.index(c.indexes.documents).search(q, {
        filter,
        page: input.page,
        hitsPerPage: input.limit,
        ...(sort ? { sort } : {}),
        ...(s.attributes ? { attributesToSearchOn: s.attributes } : {}),
        ...(input.query ? { matchingStrategy: 'all' as const } : {}),
        attributesToRetrieve: ['*'],
      });
      const legislation = res.hits.map((h) => toLegislation(h as LookupHit));
      const total = res.totalHits ?? legislation.length;
      return {
        legislation,
        total,
        page: input.page,
        pageSize: input.limit,
        totalPages: res.totalPages ?? Math.ceil(total / input.limit),
      };
    } catch (error) {
      throw toTrpcError(error);
    }
  });

/** Number of items on a page of the Recent Updates list. */
export const LEGISLATION_UPDATES_LIMIT = 30;

/**
 * `nzLegislationUpdates` — `GET /api/nz-legislation-updates?page=`.
 * Output: `{ feedTitle, lastUpdated, source, mode, error, updates[], total, page, pageSize, totalPages }`, 30 items a page.
 * - Connected mode, while the legislation.govt.nz feed connector is live (its newest entry carries the name of a
 *   connector that succeeded within its period, as `GET /api/sources` reports it): the feed's entries (directory
 *   records of kind `legislation_update`), newest first by the date each was updated, with its version line as
 *   written (`Version: as at 07 May 2015`); `mode` `live`.
 * - Otherwise, and always in sovereign mode: the snapshot — the newest bills, supplementary order papers and Acts
 *   held in the documents index, newest first by their own date (version, introduction or enactment); `mode` `live`
 *   only when some come from a live connector (the Parliament Bills API), else `snapshot`.
 * `feedTitle` says which list it is; `lastUpdated` is the newest retrieved-at date among the page's items; `source`
 * names their sources. `error` is null (no feed is fetched by this request).
 * Errors: 400 naming `page`; 503 when the index is unreachable.
 */
export const nzLegislationUpdates = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/nz-legislation-updates',
      summary: 'Newest legislation: the legislation.govt.nz feed, or the newest bills and Acts held',
      description:
        "While the legislation.govt.nz feed connector is live (connected mode): the feed's entries with their " +
        'version lines, newest first. Otherwise (and in sovereign mode): the newest bills, supplementary order ' +
        'papers and Acts held in the index. 30 a page; page is the page number.',
      tags: ['legislation'],
      errorResponses: ERRORS,
    },
  } satisfies OpenApiMeta)
  .input(NzLegislationUpdatesInputSchema)
  .output(NzLegislationUpdatesOutputSchema)
  .query(async ({ ctx, input }) => {
    const c: Context = ctx;
    const paging = { page: input.page, hitsPerPage: LEGISLATION_UPDATES_LIMIT };
    try {
      const liveNames = await liveRecordSourceNames(c.deps.sourceRuns, { sovereign: c.sovereignMode });
      const feedFilter = [equalsFilter('kind', 'legislation_update')];
      const directory = c.meili.index(c.indexes.directory);
      // The feed is live when its newest entry came from a connector run within its period (live entries are newer
      // than the recording's): the whole list, every page, is then the feed.
      const newestFeed = liveNames.size
        ? await directory.search('', { filter: feedFilter, sort: ['date_ts:desc'], limit: 1 })
        : null;
      const feedLive = liveNames.has(String(newestFeed?.hits[0]?.source ?? ''));
      const res = feedLive
        ? await directory.search('', { filter: feedFilter, sort: ['date_ts:desc'], ...paging })
        : await c.meili.index(c.indexes.documents).search('', {
            filter: [inFilter('type', ['legislation', 'bill']) as string],
            sort: ['date_ts:desc'],
            ...paging,
          });
      const updates = res.hits.map((h) =>
        feedLive ? feedEntryUpdate(h as LookupHit) : toLegislationUpdate(h as LookupHit),
      );
      const sources = [...new Set(updates.map((u) => u.source))];
      const live = feedLive || sources.some((s) => liveNames.has(s));
      const lastUpdated = updates.reduce<string | null>(
        (max, u) => (max === null || u.retrievedAt > max ? u.retrievedAt : max),
        null,
      );
      const total = res.totalHits ?? updates.length;
      return {
        feedTitle: feedLive
          ? 'legislation.govt.nz feed of new and updated legislation (live)'
          : live
            ? 'Newest bills, amendment papers and Acts held (live from Parliament, with dated snapshots)'
            : 'Newest bills, amendment papers and Acts held (dated snapshot)',
        lastUpdated,
        source: sources.join('; '),
        mode: live ? ('live' as const) : ('snapshot' as const),
        error: null,
        updates,
        total,
        page: input.page,
        pageSize: LEGISLATION_UPDATES_LIMIT,
        totalPages: res.totalPages ?? Math.ceil(total / LEGISLATION_UPDATES_LIMIT),
      };
    } catch (error) {
      throw toTrpcError(error);
    }
  });
