import { z } from 'zod';

/**
 * Job definitions: zod payloads, separate from their handlers (worker.ts); the queue names are the contracts'
 * (`QUEUES` in `@aotearoa/contracts`, read by the API too).
 *
 * A rebuild is a BullMQ flow: one `ingest-source` job per source (children) and one `index-swap` job (parent)
 * that runs only after every child succeeded. A child that fails after its retries fails the parent, so the
 * swap never happens and the served index is untouched. `index-rebuild` holds the periodic job scheduler.
 */

/** Staging uid of every index of a run, by index name (see pipeline.ts `IndexUids`). */
const IndexUidsSchema = z.object({ documents: z.string(), directory: z.string() });

/**
 * Deployment key (deployment.ts `deploymentKey`) of the Meilisearch server and index prefix a job writes to. A worker
 * refuses a job of another deployment (it would write into the wrong Meilisearch), which can only happen when two
 * deployments were given the same DEPLOYMENT_ID.
 */
const TargetSchema = z.string().min(1);

export const IngestSourcePayload = z.object({
  runId: z.string(),
  target: TargetSchema,
  staging: IndexUidsSchema,
  sourceId: z.string(),
  dataDir: z.string(),
  /**
   * Every source of the run: the corpus the job's source is one share of (corpus.ts `buildCorpus`; all sources when
   * absent).
   */
  sourceIds: z.array(z.string()).optional(),
});
export type IngestSourcePayload = z.infer<typeof IngestSourcePayload>;

export const IndexSwapPayload = z.object({
  runId: z.string(),
  target: TargetSchema,
  /** Sources of the run (one ingest-source child each). */
  sourceIds: z.array(z.string()),
  /** Prefix of the deployment's served index uids (`''` by default). */
  prefix: z.string(),
  staging: IndexUidsSchema,
  snapshotVersion: z.string(),
});
export type IndexSwapPayload = z.infer<typeof IndexSwapPayload>;

export const IndexRebuildPayload = z.object({
  /** Rebuild even when the served index was built from the same snapshot version. */
  force: z.boolean().default(false),
});
export type IndexRebuildPayload = z.infer<typeof IndexRebuildPayload>;

/** Result of an ingest-source job, read by the swap job to record per-source counts. */
export const IngestSourceResult = z.object({
  sourceId: z.string(),
  documents: z.number(),
  records: z.number(),
});
export type IngestSourceResult = z.infer<typeof IngestSourceResult>;

/**
 * Retries: 3 attempts with exponential backoff from 2 s (2 s, 4 s). A source that fails its sanity checks fails
 * all three (the data does not change between attempts) and is reported; Meilisearch or Redis blips are absorbed.
 */
export const RETRY_OPTIONS = { attempts: 3, backoff: { type: 'exponential', delay: 2_000 } } as const;

/** Stable job ids: the same run and source always map to the same job, so enqueuing twice does nothing. */
export const jobIds = {
  ingestSource: (runId: string, sourceId: string) => `${runId}__${sourceId}`,
  indexSwap: (runId: string) => `${runId}__swap`,
};
