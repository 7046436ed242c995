import {
  isLiveWithinPeriod,
  META_INDEX,
  type SourceStatus,
  type SourcesInput,
  type SourcesOutput,
} from '@aotearoa/contracts';
import type { Meilisearch } from 'meilisearch';
import type { SourceRunsReader, SourceRunsSnapshot } from '../../platform/source-runs';

interface BuildRecord {
  builtAt?: string;
  snapshotVersion?: string;
  sources?: Record<string, number>;
}

/**
 * Every source the indexes are built from, with how current it is: kind (snapshot or live), schedule, last attempt,
 * last success, records, last error, next run, and `live` (true only when connected and the connector succeeded
 * within its period). Sources and run records come from what the indexer worker recorded in Redis; the build
 * record in Meilisearch's META_INDEX gives the snapshot version, build time and per-source counts of the last full
 * build. With Redis unreachable the answer still lists the sources of the last build (`runsAvailable: false`);
 * with Meilisearch unreachable too, the sources the worker published. Never throws.
 */
export async function listSources(opts: {
  meili: Meilisearch;
  documentsUid: string;
  runs?: SourceRunsReader;
  sovereign: boolean;
  input: SourcesInput;
  now?: Date;
}): Promise<SourcesOutput> {
  const now = opts.now ?? new Date();
  const build = (await opts.meili
    .index(META_INDEX)
    .getDocument(opts.documentsUid)
    .catch(() => null)) as BuildRecord | null;
  let snap: SourceRunsSnapshot | null = null;
  try {
    snap = opts.runs ? await opts.runs.read() : null;
  } catch {
    snap = null;
  }
  const builtCounts = build?.sources ?? {};
  const catalogue =
    snap?.catalogue ??
    Object.keys(builtCounts).map((id) => ({
      id,
      name: id,
      domain: 'search',
      index: 'documents' as const,
      kind: 'snapshot' as const,
      schedule: null,
      periodMs: null,
      recordSources: [],
      homepage: null,
    }));
  const sources: SourceStatus[] = catalogue.map((c) => {
    const run = snap?.runs.get(c.id);
    const next = snap?.nextRuns.get(c.id);
    return {
      ...c,
      live:
        !opts.sovereign &&
        c.kind === 'live' &&
        isLiveWithinPeriod(run?.lastSuccessAt ?? null, c.periodMs, now),
      lastAttempt: run?.lastAttemptAt ?? null,
      lastSuccess: run?.lastSuccessAt ?? null,
      lastOutcome: run?.lastOutcome ?? null,
      lastError: run?.lastError ?? null,
      records: run?.records ?? builtCounts[c.id] ?? null,
      lastChange: run?.lastChange ?? null,
      nextRun: next !== undefined && !opts.sovereign ? new Date(next).toISOString() : null,
    };
  });
  const kind = opts.input.kind;
  return {
    mode: opts.sovereign ? 'sovereign' : 'connected',
    generatedAt: now.toISOString(),
    indexBuiltAt: build?.builtAt ?? null,
    snapshotVersion: build?.snapshotVersion ?? null,
    runsAvailable: snap !== null,
    sources: kind ? sources.filter((s) => s.kind === kind) : sources,
  };
}
