import { defineSource } from '../_shared/define-source';
import { fetchFeeds, parseFetchedFeeds } from './live';
import { parseLegalNews } from './parse';

/**
 * `nz-legal-news`: legal news headlines with publisher and date, and the legislation and Gazette items recorded on
 * 16 December 2025 (kind `news_item`). Live: legislation.govt.nz's update feed (RSS, live.ts), every 5 minutes by
 * default ("legislation updates").
 */
export const nzLegalNews = defineSource({
  id: 'nz-legal-news',
  name: 'NZ legal news items and recorded legislation / Gazette items',
  domain: 'news',
  index: 'directory',
  parse: (dataDir) => parseLegalNews(dataDir),
  sanity: { minCount: 100 },
  fetch: fetchFeeds,
  parseFetched: parseFetchedFeeds,
  schedule: { every: 5 * 60_000 },
});
