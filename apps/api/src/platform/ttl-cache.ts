/**
 * A small least-recently-used cache with a time-to-live, for search responses keyed by normalised input.
 * Counts hits and misses so the hit rate can be reported (`GET /api/metrics`, `X-Cache` header).
 */
export class TtlCache<V> {
  private readonly map = new Map<string, { value: V; expires: number }>();
  hits = 0;
  misses = 0;

  /**
   * @param maxEntries most entries kept (0 turns the cache off).
   * @param ttlMs how long an entry stays valid, milliseconds.
   */
  constructor(
    readonly maxEntries: number,
    readonly ttlMs: number,
  ) {}

  /** The cached value, or undefined when absent or expired (counts a hit or a miss). */
  get(key: string, now = Date.now()): V | undefined {
    if (this.maxEntries === 0) return undefined;
    const entry = this.map.get(key);
    if (!entry || entry.expires <= now) {
      if (entry) this.map.delete(key);
      this.misses += 1;
      return undefined;
    }
    // Refresh recency.
    this.map.delete(key);
    this.map.set(key, entry);
    this.hits += 1;
    return entry.value;
  }

  set(key: string, value: V, now = Date.now()): void {
    if (this.maxEntries === 0 || this.ttlMs === 0) return;
    this.map.delete(key);
    this.map.set(key, { value, expires: now + this.ttlMs });
    while (this.map.size > this.maxEntries) {
      const oldest = this.map.keys().next();
      if (oldest.done) break;
      this.map.delete(oldest.value);
    }
  }

  clear(): void {
    this.map.clear();
  }

  get size(): number {
    return this.map.size;
  }

  /** Hits, misses, hit rate (0..1, 0 before any lookup) and current size. */
  stats(): {
    hits: number;
    misses: number;
    hitRate: number;
    size: number;
    maxEntries: number;
    ttlMs: number;
  } {
    const total = this.hits + this.misses;
    return {
      hits: this.hits,
      misses: this.misses,
      hitRate: total === 0 ? 0 : this.hits / total,
      size: this.map.size,
      maxEntries: this.maxEntries,
      ttlMs: this.ttlMs,
    };
  }
}
