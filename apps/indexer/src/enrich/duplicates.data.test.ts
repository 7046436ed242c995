import type { Document } from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { buildIndexRecords, loadCorpus } from '../corpus';
import { DATA_DIR } from '../data-dir';
import { countCitations } from './citations';
import { duplicateGroups, mergeDuplicates, mergeGroup } from './duplicates';

/** Duplicate judgments on the real records of the bundled snapshot. */
describe('duplicate judgments (real records)', async () => {
  const { documents } = await loadCorpus(DATA_DIR);
  const byId = new Map(documents.map((d) => [d.id, d]));
  const get = (id: string): Document => {
    const d = byId.get(id);
    if (!d) throw new Error(`no record ${id}`);
    return d;
  };

  it('finds exactly the judgments held twice: [2017] NZCA 360 and [2017] NZHC 2187', () => {
    const groups = duplicateGroups(documents).map((g) => g.map((d) => d.id).sort());
    expect(groups.sort()).toEqual([
      ['nzca-2017-360', 'nzca-2017-360-32d3666f'],
      ['nzhc-2017-2187', 'nzhc-2017-2187-64b3dfe0'],
    ]);
  });

  it('does not merge two different cases that share a citation, or one name listed on two dates', () => {
    // A known Judicial Decisions Online collision: two cases labelled [2017] NZHC 2412.
    expect(get('nzhc-2017-2412').title).not.toBe(get('nzhc-2017-2412-8ab8e169').title);
    // R v Crozier [2017] NZHC 1279, listed on 12 June and 18 August 2017.
    expect(get('nzhc-2017-1279').date_published).not.toBe(get('nzhc-2017-1279-d2d21761').date_published);
    const merged = new Set(
      duplicateGroups(documents)
        .flat()
        .map((d) => d.id),
    );
    for (const id of [
      'nzhc-2017-2412',
      'nzhc-2017-2412-8ab8e169',
      'nzhc-2017-1279',
      'nzhc-2017-1279-d2d21761',
    ])
      expect(merged.has(id)).toBe(false);
    // Each listing line prints its own citation: that is not a citation of the other record carrying it.
    const counts = countCitations([get('nzhc-2017-2412'), get('nzhc-2017-2412-8ab8e169')]);
    expect([...counts.values()]).toEqual([0, 0]);
  });

  it('keeps one document with both records’ provenance and links', () => {
    const { keep, drop, document } = mergeGroup([get('nzca-2017-360-32d3666f'), get('nzca-2017-360')]);
    expect(keep).toBe('nzca-2017-360');
    expect(drop).toEqual(['nzca-2017-360-32d3666f']);
    expect(document.citation).toBe('[2017] NZCA 360');
    expect(document.metadata.merged_ids).toEqual(['nzca-2017-360-32d3666f']);
    expect(document.metadata.provenance?.map((p) => [p.id, p.jdo_document])).toEqual([
      ['nzca-2017-360', 'c474e0dd-5fd7-46a2-b38a-2f6e06f3713c.pdf'],
      ['nzca-2017-360-32d3666f', '32d3666f-adb7-44bf-88e9-be92b1c14110.pdf'],
    ]);
    for (const p of document.metadata.provenance ?? []) {
      expect(p.source).toMatch(/Judicial Decisions Online/);
      expect(p.sourceUrl).toMatch(/^https:\/\//);
      expect(p.jdo_path).toMatch(/\.pdf$/);
    }
  });

  it('prefers the record with the full text, with its notice verbatim', () => {
    // A real full-text judgment (S v P [2018] NZHC 2645, JDO text with its s 139 notice) and the same judgment as
    // a listing without text, as Judicial Decisions Online's index lists judgments.
    const text = get('nzhc-2018-2645');
    const listing: Document = {
      ...text,
      id: 'nzhc-2018-2645-listing',
      content: 'S v P [2018] NZHC 2645 [21 September 2018]',
      metadata: { parties: ['S', 'P'] },
    };
    const { keep, document } = mergeGroup([listing, text]);
    expect(keep).toBe('nzhc-2018-2645');
    expect(document.content).toBe(text.content);
    expect(document.metadata.suppression_notice).toBe(text.metadata.suppression_notice);
  });

  it('leaves one document per judgment, so duplicates no longer cite each other', () => {
    // Each JDO copy's text (its listing line "SUTCLIFFE v TARR [2017] NZCA 360 [11 September 2017]") prints the
    // citation both carry: that is its own citation, not a citation of the other copy.
    const copies = [get('nzca-2017-360'), get('nzca-2017-360-32d3666f')];
    expect([...countCitations(copies).values()]).toEqual([0, 0]);
    const merged = mergeDuplicates(documents);
    expect(merged.length).toBe(documents.length - 2);
    expect(merged.filter((d) => d.citation === '[2017] NZCA 360').map((d) => d.id)).toEqual([
      'nzca-2017-360',
    ]);
    const counts = countCitations(merged.filter((d) => d.citation === '[2017] NZCA 360'));
    expect(counts.get('nzca-2017-360')).toBe(0);
    expect(counts.has('nzca-2017-360-32d3666f')).toBe(false);
  });

  it('the index holds one record set per judgment', () => {
    const records = buildIndexRecords(documents.filter((d) => d.type === 'case_law'));
    expect(new Set(records.filter((r) => r.citation === '[2017] NZHC 2187').map((r) => r.doc_id))).toEqual(
      new Set(['nzhc-2017-2187']),
    );
  });
});
