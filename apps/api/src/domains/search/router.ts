import { publicProcedure, router } from '../../trpc';
import { search, searchInput, searchMeta, searchOutput } from './procedure';

/** Search over the documents index. */
export const searchRouter = router({
  /**
   * `search` — `GET /api/search` (REST) and `/trpc/search` (tRPC).
   * Input: SearchInputSchema (query ≤ 500 chars; documentTypes/courtLevels/legalAreas; dateFrom/dateTo ISO dates;
   * sortBy; page ≥ 1; limit 1..100). Output: SearchOutputSchema. Source: the Meilisearch documents index built
   * from the bundled snapshot. Errors: 400 naming the parameter; 503 when the index is not reachable.
   * Sets `X-Cache: HIT|MISS`.
   */
  search: publicProcedure
    .meta(searchMeta)
    .input(searchInput)
    .output(searchOutput)
    .query(({ ctx, input }) =>
      search(ctx.deps, input, (hit) => ctx.setHeader('X-Cache', hit ? 'HIT' : 'MISS')),
    ),
});
