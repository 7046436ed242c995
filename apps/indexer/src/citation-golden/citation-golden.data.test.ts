import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../corpus';
import { DATA_DIR } from '../data-dir';
import { golden } from './golden-entries';

/**
 * The golden citations' records (citation-golden.test.ts) are copies of real records: each copy must equal the record
 * its source parses from the bundled snapshot today, so the fixture stays real (the `data` project).
 */
describe('golden citations: records true to the bundled snapshot', () => {
  it('every record is a true copy of what its source parses today', { timeout: 300_000 }, async () => {
    const sources = [...new Set(golden.map((g) => g.record.source))];
    const { documents } = await loadCorpus(DATA_DIR, sources);
    const byId = new Map(documents.map((d) => [d.id, d]));
    const drift: string[] = [];
    for (const { record } of golden) {
      const real = byId.get(record.id);
      if (!real) {
        drift.push(`${record.id}: no longer parsed by ${record.source}`);
        continue;
      }
      const { id: _i, source: _s, metadata, ...fields } = record;
      for (const [k, v] of Object.entries(fields)) {
        if (JSON.stringify(real[k as keyof typeof real] ?? null) !== JSON.stringify(v))
          drift.push(`${record.id}.${k}`);
      }
      for (const [k, v] of Object.entries(metadata)) {
        if (JSON.stringify(real.metadata[k as keyof typeof real.metadata]) !== JSON.stringify(v))
          drift.push(`${record.id}.metadata.${k}`);
      }
    }
    expect(drift).toEqual([]);
  });
});
