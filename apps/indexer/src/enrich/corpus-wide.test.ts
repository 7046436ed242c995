import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../corpus';
import { DATA_DIR } from '../data-dir';
import { makeDocument } from '../sources/_shared/common';
import { toIndexRecords } from './chunk';
import { citationDocOf, countCitations } from './citations';
import { enrichCorpus } from './corpus-wide';
import { mergeDuplicates } from './duplicates';

/** A document for the tests (synthetic; only the fields the corpus-wide stage reads). */
function doc(
  id: string,
  type: 'case_law' | 'legislation',
  title: string,
  content: string,
  citation?: string,
) {
  return makeDocument({
    id,
    title,
    type,
    content,
    citation: citation ?? null,
    metadata: {},
    source: 'test',
    sourceUrl: 'https://example.test/',
    retrievedAt: '2026-12-01',
  });
}

describe('enrichCorpus (synthetic)', () => {
  const act = doc('act-2000-24', 'legislation', 'Employment Relations Act 2000', 'Object of this Act.');
  const first = doc(
    'nzhc-2019-1',
    'case_law',
    'A v B',
    'A personal grievance under s 103 of the Employment Relations Act 2000, as in [2018] NZCA 5 at [12].',
    '[2019] NZHC 1',
  );
  const cited = doc('nzca-2018-5', 'case_law', 'C v D', 'Text of C v D.', '[2018] NZCA 5');
  const twin = doc('nzca-2018-5-copy', 'case_law', 'C v D', 'Text of C v D.', '[2018] NZCA 5');
  const out = enrichCorpus([act, first, cited, twin]);
  const byId = new Map(out.map((d) => [d.id, d]));

  it('merges duplicates, counts citing documents, and says what each document cites with its pinpoints', () => {
    expect(out.map((d) => d.id)).toEqual(['act-2000-24', 'nzhc-2019-1', 'nzca-2018-5']);
    expect(byId.get('nzca-2018-5')?.metadata.merged_ids).toEqual(['nzca-2018-5-copy']);
    expect(byId.get('act-2000-24')?.citation_count).toBe(1);
    expect(byId.get('nzca-2018-5')?.citation_count).toBe(1);
    expect(byId.get('nzhc-2019-1')?.citation_count).toBe(0);
    expect(byId.get('nzhc-2019-1')?.citator?.cites).toEqual(['act-2000-24', 'nzca-2018-5']);
    expect(byId.get('nzhc-2019-1')?.citator?.cite_refs).toEqual([
      { id: 'act-2000-24', citation: 'Employment Relations Act 2000', pinpoints: ['s 103'] },
      { id: 'nzca-2018-5', citation: '[2018] NZCA 5', pinpoints: ['at [12]'] },
    ]);
    expect(byId.get('act-2000-24')?.citator).toBeUndefined();
  });

  it('puts what a document cites on its first index record only, its count on every one', () => {
    const long = { ...(byId.get('nzhc-2019-1') ?? first), content: `${'word '.repeat(1600)}\n\nmore` };
    const records = toIndexRecords(long);
    expect(records.length).toBeGreaterThan(1);
    expect(records[0]?.cites).toEqual(['act-2000-24', 'nzca-2018-5']);
    expect(records.slice(1).every((r) => r.cites === undefined && r.cite_refs === undefined)).toBe(true);
    expect(records.every((r) => r.citation_count === 0)).toBe(true);
  });
});

/** The citation counts of the bundled snapshot's real records. */
describe('corpus-wide stage (real records)', async () => {
  const { documents } = await loadCorpus(DATA_DIR);
  const counts = new Map(enrichCorpus(documents).map((d) => [d.id, d.citation_count]));
  const withoutSections = countCitations(mergeDuplicates(documents).map(citationDocOf));

  it('counts what the Acts’ sections cite, as the index holds their text', () => {
    const more = [...counts].filter(([id, n]) => n > (withoutSections.get(id) ?? 0));
    expect(more.length).toBeGreaterThan(0);
    for (const [id, n] of counts) expect(n).toBeGreaterThanOrEqual(withoutSections.get(id) ?? 0);
  });

  it('counts after merging duplicate judgments', () => {
    // [2017] NZCA 360 is held twice; the merged document keeps the id 'nzca-2017-360' (duplicates.test.ts).
    expect(counts.has('nzca-2017-360-32d3666f')).toBe(false);
    expect(counts.get('act-2000-24')).toBeGreaterThan(0);
  });
});
