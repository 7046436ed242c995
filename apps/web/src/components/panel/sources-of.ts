import type { DataSourceInfo, Provenance } from '@aotearoa/contracts';

/**
 * The distinct sources of a list of records, for a panel's source line: one entry per source name, with its URL
 * and the latest retrieved-at date among its records. Bundled records are snapshots (`mode: 'snapshot'`).
 */
export function sourcesOf(records: readonly Provenance[]): DataSourceInfo[] {
  const byName = new Map<string, DataSourceInfo>();
  for (const r of records) {
    const prev = byName.get(r.source);
    if (!prev)
      byName.set(r.source, {
        name: r.source,
        url: r.sourceUrl,
        retrievedAt: r.retrievedAt,
        mode: 'snapshot',
      });
    else if ((prev.retrievedAt ?? '') < r.retrievedAt) prev.retrievedAt = r.retrievedAt;
  }
  return [...byName.values()];
}
