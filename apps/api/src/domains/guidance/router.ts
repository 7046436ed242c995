import { GuidanceInputSchema, GuidanceOutputSchema } from '@aotearoa/contracts';
import { publicProcedure, router } from '../../trpc';
import { getGuidance, getGuidanceMeta } from './get-guidance';

/** Plain-language guidance (situations and topics): the guidance records of the directory index. */
export const guidanceRouter = router({
  /**
   * `guidance.match` — `GET /api/guidance?query=being%20fired`.
   * Input: `{ query: string ≤ 500 }` (anything else answers 400 naming `query`).
   * Output: `{ situation | null, topic | null, provenance }` (GuidanceOutputSchema in the contracts).
   */
  match: publicProcedure
    .meta(getGuidanceMeta)
    .input(GuidanceInputSchema)
    .output(GuidanceOutputSchema)
    .query(({ ctx, input }) => getGuidance(ctx, input.query)),
});
