import { LiveDebatesInputSchema, LiveDebatesOutputSchema } from '@aotearoa/contracts';
import { publicProcedure, router } from '../../trpc';
import { listLiveDebates } from './list-live-debates';

/** Parliamentary debates (Hansard speech turns and bills in the local index). */
export const parliamentRouter = router({
  /**
   * `debates.live` — `GET /api/parliamentary-debates-live?limit=20`.
   * Input: `{ limit?: 1..50 }` (default 20; anything else answers 400 naming `limit`).
   * Output: `{ items: DebateItem[], dataMode: 'local-only' | 'connected', generatedAt }`, newest first.
   * Reads the local Meilisearch only, so it answers the same way in sovereign mode (then `dataMode: 'local-only'`).
   * Errors: 503 when the index cannot be reached.
   */
  live: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/parliamentary-debates-live',
        summary:
          'Newest parliamentary debate records (Hansard speech turns and bills) for the debates ticker',
        tags: ['debates'],
      },
    })
    .input(LiveDebatesInputSchema)
    .output(LiveDebatesOutputSchema)
    .query(({ ctx, input }) =>
      listLiveDebates({
        meili: ctx.meili,
        indexName: ctx.indexes.documents,
        limit: input.limit,
        offlineMode: ctx.offlineMode,
      }),
    ),
});
