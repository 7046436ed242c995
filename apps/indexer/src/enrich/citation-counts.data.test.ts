import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../corpus';
import { DATA_DIR } from '../data-dir';
import { citationCountsOf } from './citation-counts';
import { citationDocOf, countCitations } from './citations';
import { mergeDuplicates } from './duplicates';

/** The citation counts a rebuild's records go in with, on the real records of the bundled snapshot. */
describe('citation counts ahead of indexing (real records)', async () => {
  const { documents } = await loadCorpus(DATA_DIR);
  const counts = citationCountsOf(documents);
  const withoutSections = countCitations(mergeDuplicates(documents).map(citationDocOf));

  it('counts what the Acts’ sections cite, as the index holds their text', () => {
    const more = Object.entries(counts).filter(([id, n]) => n > (withoutSections.get(id) ?? 0));
    expect(more.length).toBeGreaterThan(0);
    for (const [id, n] of Object.entries(counts))
      expect(n).toBeGreaterThanOrEqual(withoutSections.get(id) ?? 0);
  });

  it('lists cited documents only, after merging duplicate judgments', () => {
    expect(Object.values(counts).every((n) => n > 0)).toBe(true);
    // [2017] NZCA 360 is held twice; the merged document keeps the id 'nzca-2017-360' (duplicates.data.test.ts).
    expect(counts['nzca-2017-360-32d3666f']).toBeUndefined();
    expect(counts['act-2000-24']).toBeGreaterThan(0);
  });
});
