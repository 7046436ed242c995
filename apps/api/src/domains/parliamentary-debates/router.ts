import {
  ParliamentaryDebatesTickerInputSchema,
  ParliamentaryDebatesTickerOutputSchema,
} from '@aotearoa/contracts';
import { publicProcedure, router } from '../../trpc';
import { loadTicker } from './ticker';

/** Parliamentary debates (Hansard speech turns and bills in the local index): the specification's debates ticker. */
export const parliamentaryDebatesRouter = router({
  /**
   * `parliamentaryDebates.ticker` — `GET /api/parliamentary-debates-live?limit=20` (the specification's path).
   * Input: `{ limit?: 1..50 }` (default 20; anything else answers 400 naming `limit`).
   * Output: `{ items: DebateItem[], dataMode: 'local-only' | 'connected', generatedAt }`, newest first.
   * Reads the local Meilisearch only, so it answers the same way in sovereign mode (then `dataMode: 'local-only'`).
   * Errors: 503 when the index cannot be reached.
   */
  ticker: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/parliamentary-debates-live',
        summary:
          'Newest parliamentary debate records (Hansard speech turns and bills) for the debates ticker',
        tags: ['parliamentary-debates'],
      },
    })
    .input(ParliamentaryDebatesTickerInputSchema)
    .output(ParliamentaryDebatesTickerOutputSchema)
    .query(({ ctx, input }) =>
      loadTicker({
        meili: ctx.meili,
        indexName: ctx.indexes.documents,
        limit: input.limit,
        sovereignMode: ctx.sovereignMode,
      }),
    ),
});
