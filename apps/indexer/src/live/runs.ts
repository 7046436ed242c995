import {
  type SourceCatalogueEntry,
  type SourceChange,
  type SourceRunOutcome,
  type SourceRunRecord,
  SourceRunRecordSchema,
  sourceCatalogueKey,
  sourceRunKey,
} from '@aotearoa/contracts';
import type { Redis } from 'ioredis';
import type { Source } from '../sources/_shared/define-source';
import { scheduleLabel } from './schedule';

/**
 * Run records of the live connectors, kept in Redis under the deployment's key prefix (`sourceRunKey`, a JSON
 * value per source) and read by the API's `GET /api/sources`; and the registry the worker publishes there
 * (`sourceCatalogueKey`) so the API lists every source without importing the indexer.
 */

/** Reads a source's run record (a fresh, never-run record when there is none). */
export async function readRunRecord(
  redis: Redis,
  prefix: string,
  sourceId: string,
): Promise<SourceRunRecord> {
  const raw = await redis.get(sourceRunKey(prefix, sourceId));
  const parsed = raw ? SourceRunRecordSchema.safeParse(JSON.parse(raw)) : null;
  return parsed?.success
    ? parsed.data
    : {
        sourceId,
        lastAttemptAt: null,
        lastSuccessAt: null,
        lastOutcome: null,
        lastError: null,
        records: null,
        lastChange: null,
        consecutiveFailures: 0,
      };
}

/** What one connector run produced, as recorded. */
export interface RunOutcome {
  outcome: SourceRunOutcome;
  startedAt: Date;
  finishedAt: Date;
  /** Why it failed, was rejected or skipped. */
  error?: string;
  /** Records the batch held (successful runs). */
  records?: number;
  change?: SourceChange;
}

/**
 * Records one run's outcome: a success sets `lastSuccessAt`, `records`, `lastChange` and clears `lastError`; a
 * failure or rejection keeps the last success and its counts (the panel keeps showing the last good data) and
 * counts `consecutiveFailures`. A skipped run (sovereign mode) only notes why.
 */
export async function recordRun(
  redis: Redis,
  prefix: string,
  sourceId: string,
  run: RunOutcome,
): Promise<SourceRunRecord> {
  const prev = await readRunRecord(redis, prefix, sourceId);
  const next: SourceRunRecord =
    run.outcome === 'succeeded'
      ? {
          ...prev,
          lastAttemptAt: run.startedAt.toISOString(),
          lastSuccessAt: run.finishedAt.toISOString(),
          lastOutcome: 'succeeded',
          lastError: null,
          records: run.records ?? prev.records,
          lastChange: run.change ?? null,
          consecutiveFailures: 0,
        }
      : {
          ...prev,
          lastAttemptAt: run.startedAt.toISOString(),
          lastOutcome: run.outcome,
          lastError: run.error ?? run.outcome,
          consecutiveFailures:
            run.outcome === 'skipped' ? prev.consecutiveFailures : prev.consecutiveFailures + 1,
        };
  await redis.set(sourceRunKey(prefix, sourceId), JSON.stringify(next));
  return next;
}

/** The registry entry of a source as the API shows it (kind, schedule in words, period, names, homepage). */
export function catalogueEntry(
  source: Source,
  schedule: { every: number } | { pattern: string } | null,
  recordSources: string[],
  homepage: string | null,
): SourceCatalogueEntry {
  const every = schedule && 'every' in schedule ? schedule.every : null;
  return {
    id: source.id,
    name: source.name,
    domain: source.domain,
    index: source.index,
    kind: source.fetch && schedule ? 'live' : 'snapshot',
    schedule: schedule
      ? { every, pattern: 'pattern' in schedule ? schedule.pattern : null, label: scheduleLabel(schedule) }
      : null,
    periodMs: every ?? (schedule ? 24 * 3_600_000 : null),
    recordSources,
    homepage,
  };
}

/** Publishes the registry for the API (`sourceCatalogueKey`). */
export async function publishCatalogue(
  redis: Redis,
  prefix: string,
  entries: SourceCatalogueEntry[],
): Promise<void> {
  await redis.set(sourceCatalogueKey(prefix), JSON.stringify(entries));
}
