import { SourcesInputSchema, SourcesOutputSchema } from '@aotearoa/contracts';
import { publicProcedure, router } from '../../trpc';
import { listSources } from './list-sources';

/** The data sources and how current each is. `trpc.sources.<procedure>`. */
export const sourcesRouter = router({
  /**
   * `sources.list` — `GET /api/sources?kind=snapshot|live` (blank or `all`: every source).
   * Output: `{ mode, generatedAt, indexBuiltAt, snapshotVersion, runsAvailable, sources[] }`; each source with its
   * kind, schedule, last attempt, last success, last outcome and error, records, last change, next run and `live`
   * (its connector succeeded within its period, and the request is not in sovereign mode).
   * Reads Redis (the worker's run records) and Meilisearch's build record only: never leaves the machine.
   * Errors: 400 naming `kind`. Redis or Meilisearch being away is reported in the answer, not as an error.
   */
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/sources',
        summary: 'Every data source, with its kind, schedule, last run, records, last error and next run',
        tags: ['sources'],
      },
    })
    .input(SourcesInputSchema)
    .output(SourcesOutputSchema)
    .query(({ ctx, input }) =>
      listSources({
        meili: ctx.meili,
        documentsUid: ctx.indexes.documents,
        runs: ctx.deps.sourceRuns,
        sovereign: ctx.sovereignMode,
        input,
      }),
    ),
});
