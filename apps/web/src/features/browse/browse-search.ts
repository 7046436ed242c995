import { optionalText } from '../../lib/url-search';

/**
 * URL state of the category browser on `/`: `?category=case-law&tool=high-court`. Unknown values are kept out by
 * the browser (it shows no open category), so a stale link still opens the page.
 */
export interface BrowseSearch {
  category?: string;
  tool?: string;
}

/** Longest category or tool id read from a URL. */
const MAX_ID_LENGTH = 60;

/** The `/` route's `validateSearch`: `category` and `tool` when they are short strings, else left out. */
export function parseBrowseSearch(raw: Record<string, unknown>): BrowseSearch {
  return { category: optionalText(raw.category, MAX_ID_LENGTH), tool: optionalText(raw.tool, MAX_ID_LENGTH) };
}
