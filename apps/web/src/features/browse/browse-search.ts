import { optionalPositiveInteger, optionalText } from '../../lib/url-search';

/**
 * URL state of the category browser on `/`: `?category=case-law&tool=high-court&page=2`. Unknown values are kept out by
 * the browser (it shows no open category), so a stale link still opens the page.
 */
export interface BrowseSearch {
  category?: string;
  tool?: string;
  /** Page of the open tool's list (1 when absent). */
  page?: number;
}

/** Longest category or tool id read from a URL. */
const MAX_ID_LENGTH = 60;

/**
 * The `/` route's `validateSearch`: `category` and `tool` when they are short strings, `page` when a whole number
 * from 1 to 1000 (the API's bound), else left out.
 */
export function parseBrowseSearch(raw: Record<string, unknown>): BrowseSearch {
  const page = optionalPositiveInteger(raw.page);
  return {
    category: optionalText(raw.category, MAX_ID_LENGTH),
    tool: optionalText(raw.tool, MAX_ID_LENGTH),
    ...(page !== undefined && page <= 1000 ? { page } : {}),
  };
}
