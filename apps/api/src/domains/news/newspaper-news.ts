import { NewspaperNewsInputSchema, NewspaperNewsOutputSchema } from '@aotearoa/contracts';
import { defineLookup, pageInfo } from '../../platform/define-lookup';
import { equalsFilter } from '../../platform/filter-builder';
import { NEWS_KIND_FILTER, timeframeFilter, toNewsItem } from './news-item';

/**
 * `news.newspaperNews` — `GET /api/nz-herald-news?query=&category=&timeframe=&page=1&limit=30` (the newspaper news search;
 * the panel runs it only on an explicit search). `query` searches headline, labels and summary; `category` is a
 * source type; `timeframe` `today` (New Zealand midnight) or `week` (last 7 days); `all`/blank means no filter.
 * Output: `{ articles: NewsItem[], total, page, pageSize, totalPages }`, one page (`limit` items, paged in the index),
 * newest first. Source: the held legal news items (directory kind
 * `news_item`); no newspaper article is held, so no item claims to be one.
 * Errors: 400 naming `query`, `category`, `timeframe`, `page` (1–1000) or `limit` (1–100); 503 when the index is not reachable.
 */
export const newspaperNews = defineLookup({
  path: '/nz-herald-news',
  summary: 'Search the held legal news items',
  description:
    'Searches dated legal news items (headline, publisher, date, link), newest first. category filters by ' +
    'source type, timeframe by date (today, week); all or blank means no filter. page (from 1) and limit (items ' +
    'a page, at most 100) page the list; total counts it.',
  tags: ['news'],
  index: 'directory',
  input: NewspaperNewsInputSchema,
  baseFilter: [NEWS_KIND_FILTER],
  query: (input) => input.query,
  filters: (input) => [
    input.category ? equalsFilter('category', input.category) : null,
    timeframeFilter(input.timeframe),
  ],
  sort: () => ['date_ts:desc'],
  limit: (input) => input.limit,
  page: (input) => input.page,
  toItem: toNewsItem,
  output: NewspaperNewsOutputSchema,
  respond: (articles, result) => ({ articles, ...pageInfo(result) }),
});
