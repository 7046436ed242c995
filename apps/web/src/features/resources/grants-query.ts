import { omitEmpty } from '../../components/panel/omit-empty';
import { trpc } from '../../lib/trpc';

/** How long a grants answer stays fresh in the browser: 24 hours (the snapshot changes at most daily). */
export const GRANTS_STALE_MS = 24 * 60 * 60 * 1000;

/** The grants tool's filters: free text and the category, type and status selects (`all` or '' for any). */
export type GrantFilters = Record<'query' | 'category' | 'type' | 'status', string>;
export const NO_GRANT_FILTERS: GrantFilters = { query: '', category: 'all', type: 'all', status: 'all' };

/**
 * Query options of `resources.grants` (`GET /api/resources/grants`; the Law Foundation and providers' pages, as in
 * the bundled snapshot) for `filters`, empty ones left out. With no filters, the All Grants Overview the panel shows
 * first. Kept apart from the panel so the /grants route's loader can start it without loading the panel's code.
 */
export function grantsOverviewQuery(filters: Partial<GrantFilters> = NO_GRANT_FILTERS) {
  return { ...trpc.resources.grants.queryOptions(omitEmpty(filters)), staleTime: GRANTS_STALE_MS };
}
