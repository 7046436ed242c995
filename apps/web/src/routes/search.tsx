import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '../features/search/SearchPage';
import {
  isSearchable,
  normaliseSearchParams,
  parseSearchParams,
  toSearchInput,
} from '../features/search/search-params';

/**
 * `/search?query=…&documentTypes=[…]&page=2`: the results page. The loader starts fetching the results of the URL's
 * state (the same query the page reads, so it is shared through the query cache) without holding the page back.
 */
export const Route = createFileRoute('/search')({
  validateSearch: parseSearchParams,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => {
    const state = normaliseSearchParams(deps.search);
    if (isSearchable(state)) {
      void context.queryClient.prefetchQuery(context.trpc.search.queryOptions(toSearchInput(state)));
    }
  },
  component: () => <SearchPage from="/search" />,
});
