import type { Meilisearch } from 'meilisearch';

/** How often the API asks Meilisearch whether its indexes changed, milliseconds (INDEX_WATCH_MS; 0 turns it off). */
export const DEFAULT_INDEX_WATCH_MS = 2_000;

/** What identifies one state of an index: its creation time (a swap brings a new one) and its last update. */
type IndexVersion = string;

/**
 * Watches the deployment's Meilisearch indexes and calls `onChange` when any of them changed: a rebuild swapped new
 * indexes in (the index under the same uid has another `createdAt`) or an incremental ingest upserted records
 * (`updatedAt` moves). Reads `GET /indexes/{uid}` for each uid every `intervalMs` — a few bytes, no search. The
 * first reading only records the versions. An unreachable Meilisearch is skipped quietly (searches report it).
 * Used to empty the response caches, so a cached answer never outlives the index it came from by more than
 * `intervalMs`.
 * @returns `stop()`, which ends the watch.
 */
export function watchIndexes(
  meili: Meilisearch,
  uids: string[],
  onChange: (uid: string) => void,
  intervalMs = DEFAULT_INDEX_WATCH_MS,
): { stop: () => void; check: () => Promise<void> } {
  const seen = new Map<string, IndexVersion>();
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    try {
      for (const uid of uids) {
        let version: IndexVersion;
        try {
          const index = await meili.getRawIndex(uid);
          version = `${String(index.createdAt)}|${String(index.updatedAt)}`;
        } catch {
          continue;
        }
        const before = seen.get(uid);
        seen.set(uid, version);
        if (before !== undefined && before !== version) onChange(uid);
      }
    } finally {
      running = false;
    }
  };
  if (intervalMs <= 0) return { stop: () => {}, check };
  void check();
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), check };
}
