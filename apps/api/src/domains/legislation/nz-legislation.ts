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
import { toLegislation, toLegislationUpdate } from './to-legislation';

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
 * `nzLegislation` — `GET /api/nz-legislation?query=&category=&status=Current|Repealed|Amended|Bill&limit=30`.
 * Output: Acts and bills (the specification's entity Legislation): title, number, legal areas, status with its as-at date and
 * source (never a bare "Current"), first section headings, official link, provenance. One hit per Act (the documents
 * index groups sections by `doc_id`). Order: relevance for a query; otherwise most-cited first (bills: newest first).
 * Source: the documents index — legislation.govt.nz (Parliamentary Counsel Office) Acts with dated status records,
 * and bills from the Parliament Bills API and legislation.govt.nz XML.
 * Errors: 400 naming `category` (not a legal area), `status`, `query` or `limit`; 503 when the index is unreachable.
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
        'blank means no filter.',
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
        limit: input.limit,
        ...(sort ? { sort } : {}),
        ...(s.attributes ? { attributesToSearchOn: s.attributes } : {}),
        ...(input.query ? { matchingStrategy: 'all' as const } : {}),
        attributesToRetrieve: ['*'],
      });
      return res.hits.map((h) => toLegislation(h as LookupHit));
    } catch (error) {
      throw toTrpcError(error);
    }
  });

/** Number of items in the Recent Updates list. */
export const LEGISLATION_UPDATES_LIMIT = 30;

/**
 * `nzLegislationUpdates` — `GET /api/nz-legislation-updates` (no parameters).
 * Output: `{ feedTitle, lastUpdated, source, mode, error, updates[] }`: the newest bills, supplementary order
 * papers and Acts held in the documents index, newest first by their own date (version, introduction or
 * enactment). `mode` is `live` when some items come from a live connector that succeeded within its period (the
 * Parliament Bills API, as `GET /api/sources` reports it), else `snapshot` (bundled dated records); `feedTitle`
 * says which. `lastUpdated` is the newest retrieved-at date among the items; `source` names their sources.
 * `error` is null (no feed is fetched by this request).
 * Errors: 503 when the index is unreachable.
 */
export const nzLegislationUpdates = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/nz-legislation-updates',
      summary: 'Newest bills, amendment papers and Acts',
      description:
        'The newest bills, supplementary order papers and Acts held in the index, newest first, with the snapshot ' +
        'date they were retrieved and their sources.',
      tags: ['legislation'],
      errorResponses: ERRORS,
    },
  } satisfies OpenApiMeta)
  .input(NzLegislationUpdatesInputSchema)
  .output(NzLegislationUpdatesOutputSchema)
  .query(async ({ ctx }) => {
    const c: Context = ctx;
    try {
      const res = await c.meili.index(c.indexes.documents).search('', {
        filter: [inFilter('type', ['legislation', 'bill']) as string],
        sort: ['date_ts:desc'],
        limit: LEGISLATION_UPDATES_LIMIT,
      });
      const updates = res.hits.map((h) => toLegislationUpdate(h as LookupHit));
      const sources = [...new Set(updates.map((u) => u.source))];
      const liveNames = await liveRecordSourceNames(c.services.sourceRuns, { sovereign: c.offlineMode });
      const live = sources.some((s) => liveNames.has(s));
      const lastUpdated = updates.reduce<string | null>(
        (max, u) => (max === null || u.retrievedAt > max ? u.retrievedAt : max),
        null,
      );
      return {
        feedTitle: live
          ? 'Newest bills, amendment papers and Acts held (live from Parliament, with dated snapshots)'
          : 'Newest bills, amendment papers and Acts held (dated snapshot)',
        lastUpdated,
        source: sources.join('; '),
        mode: live ? ('live' as const) : ('snapshot' as const),
        error: null,
        updates,
      };
    } catch (error) {
      throw toTrpcError(error);
    }
  });
