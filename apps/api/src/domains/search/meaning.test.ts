import { describe, expect, it } from 'vitest';
import { blendRankings, countInFacets } from './meaning';

const items = (...ids: string[]) => ids.map((id) => ({ id }));

describe('blendRankings', () => {
  it('puts a result both rankings hold above results only one holds', () => {
    const out = blendRankings(items('a', 'b', 'c'), [items('c', 'x')], 10);
    expect(out.map((d) => d.id)).toEqual(['c', 'a', 'b', 'x']);
  });

  it('keeps the order by words on ties and cuts to the page size', () => {
    const out = blendRankings(items('a', 'b'), [items('x', 'y')], 3);
    expect(out.map((d) => d.id)).toEqual(['a', 'x', 'b']);
  });

  it('admits a result found by meaning only from the first few, but boosts any the words hold', () => {
    const out = blendRankings(items('a', 'z'), [items('x', 'y', 'z')], 10, { admitted: 1 });
    expect(out.map((d) => d.id)).toEqual(['z', 'a', 'x']);
  });

  it('adds up the rankings by meaning and takes their first results in turn on ties', () => {
    const out = blendRankings(items('a', 'b'), [items('x', 'b'), items('y', 'b')], 10);
    expect(out.map((d) => d.id)).toEqual(['b', 'a', 'x', 'y']);
  });

  it('is the ranking by words when there is nothing by meaning', () => {
    expect(blendRankings(items('a', 'b'), [], 5).map((d) => d.id)).toEqual(['a', 'b']);
  });
});

describe('countInFacets', () => {
  it('counts added documents in every group without changing the given counts', () => {
    const facets = { documentTypes: { legislation: 2 }, courtLevels: {}, legalAreas: { tenancy: 1 } };
    const out = countInFacets(facets, [
      { type: 'legislation', court: null, legal_area: ['tenancy', 'property'] },
    ]);
    expect(out).toEqual({
      documentTypes: { legislation: 3 },
      courtLevels: {},
      legalAreas: { tenancy: 2, property: 1 },
    });
    expect(facets.documentTypes.legislation).toBe(2);
  });
});
