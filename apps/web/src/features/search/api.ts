import type { SearchInput, SearchOutput } from '@aotearoa/contracts';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

type SearchQueryOptions = UseQueryOptions<SearchOutput, Error, SearchOutput, QueryKey>;

interface SearchProcedures {
  search: { search: { queryOptions: (input: SearchInput) => SearchQueryOptions } };
}

/**
 * Query options for the API's `search.search` procedure (`GET /api/search`): input SearchInputSchema,
 * output SearchOutputSchema from the contracts.
 */
export function searchQueryOptions(input: SearchInput): SearchQueryOptions {
  return (trpc as unknown as SearchProcedures).search.search.queryOptions(input);
}
