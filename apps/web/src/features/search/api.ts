import type { SearchInput } from '@aotearoa/contracts';
import { trpc } from '../../lib/trpc';

/**
 * Query options for the API's root-level `search` procedure (`GET /api/search`, `/trpc/search`):
 * input SearchInputSchema, output SearchOutputSchema from the contracts. Source: the documents index.
 */
export function searchQueryOptions(input: SearchInput) {
  return trpc.search.queryOptions(input);
}
