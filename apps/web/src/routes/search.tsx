import { createFileRoute } from '@tanstack/react-router';
import { guidanceQueryOptions } from '../features/guidance/api';
import { SearchPage } from '../features/search/SearchPage';
import {
  isSearchable,
  normaliseSearchParams,
  parseSearchParams,
  showsGuidance,
  toSearchInput,
} from '../features/search/search-params';

/**
 * `/search?query=…&documentTypes=[…]&page=2`: the results page. The loader starts fetching the results of the URL's
 * state (the same query the page reads, so it is shared through the query cache) without holding the page back, and
 * the situation answer's on the first page of a query longer than 3 characters (the page shows the two together).
 */
export const Route = createFileRoute('/search')({
  validateSearch: parseSearchParams,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => {
    const state = normaliseSearchParams(deps.search);
    if (isSearchable(state)) {
      void context.queryClient.prefetchQuery(context.trpc.search.queryOptions(toSearchInput(state)));
    }
    if (showsGuidance(state)) {
      void context.queryClient.prefetchQuery(guidanceQueryOptions(state.query));
    }
  },
  component: () => <SearchPage from="/search" />,
});
