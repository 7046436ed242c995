import { describe, expect, it } from 'vitest';
import { makeDocument } from '../sources/_shared/common';
import { batchCitator } from './ingest';

// SYNTHETIC TEST RECORDS (not data): a live judgment and what the served index holds.
const judgment = (content: string) =>
  makeDocument({
    id: 'nzhc-2026-9',
    title: 'E v F',
    type: 'case_law',
    citation: '[2026] NZHC 9',
    content,
    source: 'test',
    sourceUrl: 'https://example.test/',
    retrievedAt: '2026-12-01',
  });
const held = [
  {
    id: 'act-2020-31',
    type: 'legislation' as const,
    title: 'Privacy Act 2020',
    citation: null,
    content: null,
  },
  { id: 'nzca-2018-5', type: 'case_law' as const, title: 'C v D', citation: '[2018] NZCA 5', content: null },
  {
    id: 'act-1993-28',
    type: 'legislation' as const,
    title: 'Privacy Act 1993',
    citation: null,
    content: null,
  },
];

describe('batchCitator: the citator over a live batch', () => {
  it('finds what a new document cites in the served index, and adds one to each count', () => {
    const { citator, delta } = batchCitator(
      [judgment('Under s 22 of the Privacy Act 2020, and see [2018] NZCA 5 at [3].')],
      held,
      new Map(),
    );
    expect(citator.get('nzhc-2026-9')?.cites).toEqual(['act-2020-31', 'nzca-2018-5']);
    expect(citator.get('nzhc-2026-9')?.cite_refs[0]).toEqual({
      id: 'act-2020-31',
      citation: 'Privacy Act 2020',
      pinpoints: ['s 22'],
    });
    expect(Object.fromEntries(delta)).toEqual({ 'act-2020-31': 1, 'nzca-2018-5': 1 });
  });

  it('changes only the counts of what a changed document cites now and did not, or no longer cites', () => {
    const { delta } = batchCitator(
      [judgment('Under the Privacy Act 2020.')],
      held,
      new Map([['nzhc-2026-9', ['act-1993-28', 'act-2020-31']]]),
    );
    expect(Object.fromEntries(delta)).toEqual({ 'act-1993-28': -1 });
  });
});
