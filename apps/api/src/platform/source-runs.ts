import {
  connectorSchedulerId,
  isLiveWithinPeriod,
  QUEUES,
  type SourceCatalogueEntry,
  SourceCatalogueEntrySchema,
  type SourceRunRecord,
  SourceRunRecordSchema,
  schedulerSetKey,
  sourceCatalogueKey,
  sourceRunKey,
} from '@aotearoa/contracts';
import { Redis } from 'ioredis';
import { z } from 'zod';

/**
 * Reads what the indexer worker records in Redis about the sources (contracts `sources.ts`): the registry it
 * publishes and each connector's run record, plus each connector's next run from its BullMQ job scheduler. The API
 * only reads; it never writes there.
 */

/** What the worker recorded, as read at one moment. */
export interface SourceRunsSnapshot {
  /** The published registry (null when no worker has published one). */
  catalogue: SourceCatalogueEntry[] | null;
  runs: Map<string, SourceRunRecord>;
  /** Next run (ms since epoch) per source id, from the job schedulers. */
  nextRuns: Map<string, number>;
}

export interface SourceRunsReader {
  /**
   * Reads the registry, the run records of `sourceIds` (the registry's when omitted) and the next runs.
   * @throws when Redis cannot be reached within about a second (the caller answers without run fields).
   */
  read(sourceIds?: string[]): Promise<SourceRunsSnapshot>;
  close(): Promise<void>;
}

/**
 * A reader on its own Redis connection (lazy; commands fail at once while Redis is away instead of queueing, so
 * `GET /api/sources` answers without run fields rather than hanging).
 */
export function createSourceRunsReader(opts: { redisUrl: string; redisPrefix: string }): SourceRunsReader {
  const redis = new Redis(opts.redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1_000,
    retryStrategy: (times) => Math.min(times * 500, 5_000),
  });
  redis.on('error', () => {});
  const prefix = opts.redisPrefix;
  const ensure = async () => {
    if (redis.status === 'wait') await redis.connect();
    else if (redis.status !== 'ready') throw new Error(`Redis is not reachable (${redis.status})`);
  };
  return {
    async read(sourceIds) {
      await ensure();
      const raw = await redis.get(sourceCatalogueKey(prefix));
      const parsed = raw ? z.array(SourceCatalogueEntrySchema).safeParse(JSON.parse(raw)) : null;
      const catalogue = parsed?.success ? parsed.data : null;
      const ids = sourceIds ?? catalogue?.map((c) => c.id) ?? [];
      const runs = new Map<string, SourceRunRecord>();
      const nextRuns = new Map<string, number>();
      if (ids.length) {
        const values = await redis.mget(...ids.map((id) => sourceRunKey(prefix, id)));
        ids.forEach((id, i) => {
          const v = values[i];
          const rec = v ? SourceRunRecordSchema.safeParse(JSON.parse(v)) : null;
          if (rec?.success) runs.set(id, rec.data);
        });
        const repeatKey = schedulerSetKey(prefix, QUEUES.connectorRun);
        const scores = await Promise.all(ids.map((id) => redis.zscore(repeatKey, connectorSchedulerId(id))));
        ids.forEach((id, i) => {
          const s = scores[i];
          if (s !== null && s !== undefined && Number.isFinite(Number(s))) nextRuns.set(id, Number(s));
        });
      }
      return { catalogue, runs, nextRuns };
    },
    async close() {
      redis.disconnect();
    },
  };
}

/**
 * The `source` names carried by records of connectors that are live right now: kind `live` in the registry the
 * worker published, last success within the connector's period, and not sovereign mode. A list of records may call
 * itself live only when some of its records carry one of these names. Empty when there is no reader, Redis is away
 * or no worker has published its registry. Never throws.
 */
export async function liveRecordSourceNames(
  runs: SourceRunsReader | undefined,
  opts: { sovereign: boolean; now?: Date },
): Promise<Set<string>> {
  if (opts.sovereign || !runs) return new Set();
  const snap = await runs.read().catch(() => null);
  const now = opts.now ?? new Date();
  const names = (snap?.catalogue ?? [])
    .filter(
      (c) =>
        c.kind === 'live' && isLiveWithinPeriod(snap?.runs.get(c.id)?.lastSuccessAt ?? null, c.periodMs, now),
    )
    .flatMap((c) => c.recordSources);
  return new Set(names);
}
