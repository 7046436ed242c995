import { defineSource } from '../_shared/define-source';
import { parseLegalNews } from './parse';

/**
 * `nz-legal-news`: legal news headlines with publisher and date, and the legislation and Gazette items recorded on
 * 16 December 2025 (kind `news_item`). Not a live feed.
 */
export const nzLegalNews = defineSource({
  id: 'nz-legal-news',
  name: 'NZ legal news items and recorded legislation / Gazette items',
  domain: 'news',
  index: 'directory',
  parse: (dataDir) => parseLegalNews(dataDir),
  sanity: { minCount: 100 },
});
