import { z } from 'zod';
import { filterParam } from '../lookup';

/**
 * The data sources the indexes are built from and how current each one is (`GET /api/sources`).
 *
 * Every source is either a bundled dated snapshot (`kind: 'snapshot'`) or has a live connector that the indexer
 * worker runs on a schedule (`kind: 'live'`). The indexer records the outcome of every connector run in Redis
 * (`SourceRunRecordSchema`, key `sourceRunKey`) and publishes the registry (`SourceCatalogueEntrySchema`, key
 * `sourceCatalogueKey`); the API reads both. "Live" is claimed only for a source whose connector succeeded within
 * its period (`isLiveWithinPeriod`), and never in sovereign mode.
 */

export const SOURCE_KINDS = ['snapshot', 'live'] as const;
export const SourceKindSchema = z.enum(SOURCE_KINDS);
export type SourceKind = z.infer<typeof SourceKindSchema>;

/** When a connector runs: every `every` milliseconds, or on a cron `pattern`; `label` says it in words. */
export const SourceScheduleInfoSchema = z.object({
  every: z.number().int().positive().nullable(),
  pattern: z.string().nullable(),
  /** e.g. 'every 5 minutes', 'every 24 hours', 'cron 0 6 * * *'. */
  label: z.string(),
});
export type SourceScheduleInfo = z.infer<typeof SourceScheduleInfoSchema>;

/** One source of the indexer's registry, as the worker publishes it. */
export const SourceCatalogueEntrySchema = z.object({
  /** Source id (its folder under the indexer's `sources/`). */
  id: z.string(),
  name: z.string(),
  /** The domain whose panels read the source's records (a value of DOMAINS). */
  domain: z.string(),
  index: z.enum(['documents', 'directory']),
  kind: SourceKindSchema,
  /** The connector's schedule (null for snapshot sources and while scheduling is off). */
  schedule: SourceScheduleInfoSchema.nullable(),
  /** How long a successful run counts as current, ms (the schedule's period); null for snapshot sources. */
  periodMs: z.number().int().positive().nullable(),
  /** `source` names the connector's records carry (a panel's source line matches records to sources by them). */
  recordSources: z.array(z.string()),
  /** Official site to link to (always; the only way to reach a source whose terms or robots.txt forbid fetching). */
  homepage: z.string().nullable(),
});
export type SourceCatalogueEntry = z.infer<typeof SourceCatalogueEntrySchema>;

/** How a connector run ended. `rejected`: the batch failed its sanity checks and was not applied. */
export const SOURCE_RUN_OUTCOMES = ['succeeded', 'failed', 'rejected', 'skipped'] as const;
export const SourceRunOutcomeSchema = z.enum(SOURCE_RUN_OUTCOMES);
export type SourceRunOutcome = z.infer<typeof SourceRunOutcomeSchema>;

/** Records a run added, changed and removed in the served index. */
export const SourceChangeSchema = z.object({
  added: z.number().int().nonnegative(),
  changed: z.number().int().nonnegative(),
  removed: z.number().int().nonnegative(),
});
export type SourceChange = z.infer<typeof SourceChangeSchema>;

/** The recorded state of one source's connector (written by the indexer after every run). */
export const SourceRunRecordSchema = z.object({
  sourceId: z.string(),
  /** ISO date-time the last run started. */
  lastAttemptAt: z.string().nullable(),
  /** ISO date-time the last successful run finished. */
  lastSuccessAt: z.string().nullable(),
  lastOutcome: SourceRunOutcomeSchema.nullable(),
  /** Why the last run failed or was rejected (null after a success). */
  lastError: z.string().nullable(),
  /** Records of the source in the served index after the last successful run. */
  records: z.number().int().nonnegative().nullable(),
  /** What the last successful run changed. */
  lastChange: SourceChangeSchema.nullable(),
  /** Failed runs in a row (0 after a success). */
  consecutiveFailures: z.number().int().nonnegative(),
});
export type SourceRunRecord = z.infer<typeof SourceRunRecordSchema>;

/** Redis key of a source's run record, under the deployment's key prefix. */
export function sourceRunKey(redisPrefix: string, sourceId: string): string {
  return `${redisPrefix}:sources:run:${sourceId}`;
}
/** Redis key of the published source registry (a JSON array of SourceCatalogueEntry). */
export function sourceCatalogueKey(redisPrefix: string): string {
  return `${redisPrefix}:sources:catalogue`;
}

/**
 * True when a live source's last success lies within its period (plus a quarter of it, for the run's own
 * duration and the scheduler's jitter) before `now`.
 */
export function isLiveWithinPeriod(
  lastSuccessAt: string | null,
  periodMs: number | null,
  now: Date,
): boolean {
  if (!lastSuccessAt || !periodMs) return false;
  const at = Date.parse(lastSuccessAt);
  if (Number.isNaN(at)) return false;
  const age = now.getTime() - at;
  return age >= -60_000 && age <= periodMs * 1.25;
}

/** One source in the answer of `GET /api/sources`. */
export const SourceStatusSchema = SourceCatalogueEntrySchema.extend({
  /** True only when connected and the connector succeeded within its period: the source may be called Live. */
  live: z.boolean(),
  lastAttempt: z.string().nullable(),
  lastSuccess: z.string().nullable(),
  lastOutcome: SourceRunOutcomeSchema.nullable(),
  lastError: z.string().nullable(),
  /** Records of the source in the served index (last connector run, else the last full build), or null. */
  records: z.number().int().nonnegative().nullable(),
  lastChange: SourceChangeSchema.nullable(),
  /** ISO date-time of the next scheduled run (from the job scheduler), or null. */
  nextRun: z.string().nullable(),
});
export type SourceStatus = z.infer<typeof SourceStatusSchema>;

/** `GET /api/sources?kind=` — `all` or blank lists every source. */
export const SourcesInputSchema = z.object({ kind: filterParam(SourceKindSchema) });
export type SourcesInput = z.infer<typeof SourcesInputSchema>;

export const SourcesOutputSchema = z.object({
  /** `sovereign` when the deployment or the request is in sovereign mode (no connector runs, nothing is Live). */
  mode: z.enum(['connected', 'sovereign']),
  /** ISO date-time the answer was made. */
  generatedAt: z.string(),
  /** When the served indexes were last built from the bundled snapshot (ISO), or null. */
  indexBuiltAt: z.string().nullable(),
  /** Version (date and hash) of the bundled snapshot the indexes were built from, or null. */
  snapshotVersion: z.string().nullable(),
  /** False when the run records could not be read (Redis unreachable): run fields are then null. */
  runsAvailable: z.boolean(),
  sources: z.array(SourceStatusSchema),
});
export type SourcesOutput = z.infer<typeof SourcesOutputSchema>;
