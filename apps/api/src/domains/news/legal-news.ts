import {
  LegalNewsInputSchema,
  type LegalNewsOutput,
  LegalNewsOutputSchema,
  NEWS_SOURCE_TYPES,
} from '@aotearoa/contracts';
import type { Context } from '../../context';
import type { LookupHit } from '../../platform/define-lookup';
import { equalsFilter } from '../../platform/filter-builder';
import { toTrpcError } from '../../platform/meili-errors';
import { publicProcedure } from '../../trpc';
import { NEWS_KIND_FILTER, timeframeFilter, toNewsItem } from './news-item';

/**
 * `news.legalNews` — `GET /api/legal-news?source=&timeframe=&limit=10` (the Daily Legal News card).
 * Input: `source` = a source type (`government`, `professional_body`, `gazette`, `legislation`), `timeframe` =
 * `today` (from midnight, New Zealand time) or `week` (last 7 days); `all`/blank means no filter; `limit` = items per
 * group, 1..50 (default 10). Output: `{ groups: [{ sourceType, total, items }], total }` — one group per source type
 * that has items, each newest first (by the item's date), with the group's full count. Source: the directory index
 * (kind `news_item`): dated headlines with publisher and link from `data/nz-legal-news-items/` and the items recorded
 * from legislation.govt.nz and the NZ Gazette (`data/nz-legal-feeds-fixtures/`). No item is live.
 * Errors: 400 naming `source`, `timeframe` or `limit`; 503 when the index is not reachable.
 */
export const legalNews = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/legal-news',
      summary: 'Legal news items grouped by source type',
      description:
        'Dated legal news items (headline, publisher, date, link) grouped by who published them, newest first. ' +
        'source filters by source type, timeframe by date (today, week); all or blank means no filter.',
      tags: ['news'],
      errorResponses: {
        400: 'Invalid input: the message names each parameter and why',
        429: 'Too many requests from this address',
        503: 'The search index (Meilisearch) is not reachable',
      },
    },
  })
  .input(LegalNewsInputSchema)
  .output(LegalNewsOutputSchema)
  .query(async ({ ctx, input }): Promise<LegalNewsOutput> => {
    const c: Context = ctx;
    const types = input.source ? [input.source] : [...NEWS_SOURCE_TYPES];
    const time = timeframeFilter(input.timeframe);
    try {
      const { results } = await c.meili.multiSearch({
        queries: types.map((t) => ({
          indexUid: c.indexes.directory,
          q: '',
          filter: [NEWS_KIND_FILTER, equalsFilter('category', t), ...(time ? [time] : [])],
          sort: ['date_ts:desc', 'title_sort:asc'],
          page: 1,
          hitsPerPage: input.limit,
        })),
      });
      const groups = results
        .map((r, i) => ({
          sourceType: types[i] as (typeof types)[number],
          total: r.totalHits ?? r.hits.length,
          items: r.hits.map((h) => toNewsItem(h as LookupHit)),
        }))
        .filter((g) => g.total > 0);
      return { groups, total: groups.reduce((n, g) => n + g.total, 0) };
    } catch (error) {
      throw toTrpcError(error);
    }
  });
