import { NewspaperNewsInputSchema, NewspaperNewsOutputSchema } from '@aotearoa/contracts';
import { defineLookup } from '../../platform/define-lookup';
import { equalsFilter } from '../../platform/filter-builder';
import { NEWS_KIND_FILTER, timeframeFilter, toNewsItem } from './news-item';

/**
 * `news.newspaperNews` — `GET /api/nz-herald-news?query=&category=&timeframe=&limit=30` (the newspaper news search;
 * the panel runs it only on an explicit search). `query` searches headline, labels and summary; `category` is a
 * source type; `timeframe` `today` (New Zealand midnight) or `week` (last 7 days); `all`/blank means no filter.
 * Output: `{ articles: NewsItem[], total }`, newest first. Source: the held legal news items (directory kind
 * `news_item`); no newspaper article is held, so no item claims to be one.
 * Errors: 400 naming `query`, `category`, `timeframe` or `limit`; 503 when the index is not reachable.
 */
export const newspaperNews = defineLookup({
  path: '/nz-herald-news',
  summary: 'Search the held legal news items',
  description:
    'Searches dated legal news items (headline, publisher, date, link), newest first. category filters by ' +
    'source type, timeframe by date (today, week); all or blank means no filter.',
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
  toItem: toNewsItem,
  output: NewspaperNewsOutputSchema,
  respond: (articles, result) => ({ articles, total: result.total }),
});
