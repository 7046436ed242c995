import {
  MediaSearchInputSchema,
  type MediaSearchOutput,
  MediaSearchOutputSchema,
  type NewsItem,
} from '@aotearoa/contracts';
import type { Context } from '../../context';
import type { LookupHit } from '../../platform/define-lookup';
import { equalsFilter, isNotNullFilter } from '../../platform/filter-builder';
import { toTrpcError } from '../../platform/meili-errors';
import { publicProcedure } from '../../trpc';
import { NEWS_KIND_FILTER, toNewsItem } from './news-item';

/** Television outlets of the Media Search filter: their items count as TV reports in the stats row. */
const TV_OUTLETS = ['tv1', 'tv2', 'tv3'];
/** Media items are news items published through a media outlet (`subtype` holds the outlet key). */
const MEDIA_FILTER = [NEWS_KIND_FILTER, isNotNullFilter('subtype')];

/**
 * `news.mediaSearch` — `GET /api/media-search?query=&media=&legalArea=&page=1&limit=50` (the Media Search panel).
 * Input: `query` (headline, labels, summary), `media` = an outlet key (`tv1` … `the-spinoff`, `scoop`, `daily8`),
 * `legalArea` = one of the specification's eight legal areas (assigned to items by the indexer's keyword rule); `all`/blank
 * means no filter; `limit` items a page (1–100, default 50), `page` 1–1000. Output: `{ articles: { <outlet key>:
 * NewsItem[] }, total, page, pageSize, totalPages, totalHeld, sources, tvReports }` — one page of the matching items
 * (paged in the index), newest first, keyed by outlet, `total` counting every match, with the stats row's counts
 * over every held media item.
 * Source: directory kind `news_item` with a media outlet (from `data/nz-legal-news-items/`); no television or
 * radio item is held, so `tvReports` is 0 unless a source adds one.
 * Errors: 400 naming `query`, `media`, `legalArea`, `page` or `limit`; 503 when the index is not reachable.
 */
export const mediaSearch = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/media-search',
      summary: 'Legal news items from media outlets, keyed by outlet',
      description:
        'Media coverage items (headline, outlet, date, link) newest first, keyed by outlet, with counts over all ' +
        'held media items. media filters by outlet, legalArea by legal area; all or blank means no filter. page ' +
        '(from 1) and limit (items a page, at most 100) page the matches; total counts them.',
      tags: ['news'],
      errorResponses: {
        400: 'Invalid input: the message names each parameter and why',
        429: 'Too many requests from this address',
        503: 'The search index (Meilisearch) is not reachable',
      },
    },
  })
  .input(MediaSearchInputSchema)
  .output(MediaSearchOutputSchema)
  .query(async ({ ctx, input }): Promise<MediaSearchOutput> => {
    const c: Context = ctx;
    try {
      const { results } = await c.meili.multiSearch({
        queries: [
          {
            indexUid: c.indexes.directory,
            q: input.query ?? '',
            filter: [
              ...MEDIA_FILTER,
              ...(input.media ? [equalsFilter('subtype', input.media)] : []),
              ...(input.legalArea ? [equalsFilter('tags', input.legalArea)] : []),
            ],
            sort: ['date_ts:desc'],
            page: input.page,
            hitsPerPage: input.limit,
          },
          {
            indexUid: c.indexes.directory,
            q: '',
            filter: MEDIA_FILTER,
            page: 1,
            hitsPerPage: 0,
            facets: ['subtype'],
          },
        ],
      });
      const [found, all] = results;
      const articles: Record<string, NewsItem[]> = {};
      for (const hit of found?.hits ?? []) {
        const item = toNewsItem(hit as LookupHit);
        const key = item.mediaSource ?? 'other';
        const list = articles[key] ?? [];
        list.push(item);
        articles[key] = list;
      }
      const outlets = all?.facetDistribution?.subtype ?? {};
      const total = found?.totalHits ?? 0;
      return {
        articles,
        total,
        page: input.page,
        pageSize: input.limit,
        totalPages: found?.totalPages ?? Math.ceil(total / input.limit),
        totalHeld: all?.totalHits ?? 0,
        sources: Object.keys(outlets).sort(),
        tvReports: TV_OUTLETS.reduce((n, k) => n + (outlets[k] ?? 0), 0),
      };
    } catch (error) {
      throw toTrpcError(error);
    }
  });
