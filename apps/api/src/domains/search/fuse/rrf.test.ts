import { describe, expect, it } from 'vitest';
import { countInFacets } from '../present/facets';
import { DEFAULT_FUSION } from './config';
import { type FirstPageRankings, scoreFirstPage } from './first-page';
import { citedActsRanking, meaningRankings, typedActsRanking } from './rankings';
import { authorityFactor, blendRankings, type Ranked } from './rrf';

const AUTHORITY_WEIGHT = DEFAULT_FUSION.authority;
const CITED_WEIGHT = DEFAULT_FUSION.cited;
const PHRASE_WEIGHT = DEFAULT_FUSION.phrases;
const TYPED_WEIGHT = DEFAULT_FUSION.typed;
const WORDS_FIRST_BONUS = DEFAULT_FUSION.wordsFirstBonus;

/** The first `limit` results of `scoreFirstPage` with the default weights. */
const blendFirstPage = <T extends Ranked>(words: T[], rankings: FirstPageRankings<T>, limit: number): T[] =>
  scoreFirstPage(words, rankings)
    .results.slice(0, limit)
    .map((x) => x.item);

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

  it('weighs each ranking by its weight', () => {
    // x: 1/11 at weight 1; y: 0.5/11 — below b (1/12), above nothing else.
    const out = blendRankings(items('a', 'b'), [items('x'), items('y')], 10, { weights: [1, 0.5] });
    expect(out.map((d) => d.id)).toEqual(['a', 'x', 'b', 'y']);
  });

  it('weighs each score by the authority prior of the first citation count any ranking gives', () => {
    // Without the prior a and x tie (1/11 each; a first by order). With it, x, cited 50 times (a count only the
    // ranking by meaning gives), passes a, cited by none.
    const words = [{ id: 'a', citations: 0 }, { id: 'b' }];
    const meanings = [[{ id: 'x', citations: 50 }]];
    expect(blendRankings(words, meanings, 10).map((d) => d.id)).toEqual(['a', 'x', 'b']);
    expect(blendRankings(words, meanings, 10, { authority: 0.1 }).map((d) => d.id)).toEqual(['x', 'a', 'b']);
    // b's count comes from a later ranking that holds it (here at weight 0: it adds no score of its own).
    const counted = [[{ id: 'b', citations: 1000 }]];
    expect(blendRankings(words, counted, 10, { weights: [0] }).map((d) => d.id)).toEqual(['a', 'b']);
    const out = blendRankings(words, counted, 10, { weights: [0], authority: 0.1 });
    expect(out.map((d) => d.id)).toEqual(['b', 'a']);
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

describe('blendFirstPage', () => {
  it('weighs the cited ranking at CITED_WEIGHT, below a ranking by meaning', () => {
    expect(CITED_WEIGHT).toBeLessThan(1);
    const out = blendFirstPage(items('a', 'b'), { meanings: [items('x')], typed: [], cited: items('y') }, 10);
    expect(out.map((d) => d.id)).toEqual(['a', 'x', 'b', 'y']);
  });

  it('weighs the typed-words ranking at TYPED_WEIGHT: an Act both it and the words hold climbs', () => {
    expect(TYPED_WEIGHT).toBeGreaterThan(0);
    expect(TYPED_WEIGHT).toBeLessThan(1);
    const out = blendFirstPage(
      items('a', 'b', 'c'),
      { meanings: [items('x')], typed: items('c'), cited: [] },
      10,
    );
    // c: 1/13 + 0.5/11 beats b (1/12) and x (1/11).
    expect(out.map((d) => d.id)).toEqual(['c', 'a', 'x', 'b']);
  });

  it('weighs the phrase ranking like a ranking by meaning (PHRASE_WEIGHT)', () => {
    expect(PHRASE_WEIGHT).toBe(1);
    const out = blendFirstPage(
      items('a', 'b', 'c'),
      { meanings: [], typed: [], cited: [], phrases: items('c', 'p') },
      10,
    );
    // c: 1/13 + 1/11 first; p (1/12, the phrases only) between a (1/11) and b (1/12, the words' order first).
    expect(out.map((d) => d.id)).toEqual(['c', 'a', 'b', 'p']);
  });

  it('is the plain blend when nothing is cited or typed', () => {
    const out = blendFirstPage(items('a', 'b'), { meanings: [items('x', 'b')], typed: [], cited: [] }, 10);
    expect(out).toEqual(blendRankings(items('a', 'b'), [items('x', 'b')], 10));
  });
});

describe('scoreFirstPage', () => {
  it('names each ranking and gives every result its places, authority and score', () => {
    const words = [{ id: 'a', citations: 0 }, { id: 'b' }];
    const { results, rankings } = scoreFirstPage(words, {
      meanings: [[{ id: 'b', citations: 10 }], []],
      typed: [],
      cited: [{ id: 'c' }],
    });
    // Empty rankings are left out; the places' `list` indexes the named rankings (−1: the words).
    expect(rankings.map((r) => [r.name, r.weight])).toEqual([
      ['meaning_acts', 1],
      ['cited', CITED_WEIGHT],
    ]);
    const b = results.find((r) => r.item.id === 'b');
    expect(b?.places).toEqual([
      { list: -1, place: 2, score: 1 / 12 },
      { list: 0, place: 1, score: 1 / 11 },
    ]);
    expect(b?.authority).toBeCloseTo(authorityFactor(10, AUTHORITY_WEIGHT), 10);
    expect(b?.score).toBeCloseTo((1 / 12 + 1 / 11) * (b?.authority ?? 0), 10);
    expect(results[0]?.item.id).toBe('b');
    // The first `limit` of the scores are the page.
    expect(
      blendFirstPage(
        words,
        { meanings: [[{ id: 'b', citations: 10 }], []], typed: [], cited: [{ id: 'c' }] },
        2,
      ),
    ).toEqual(results.slice(0, 2).map((r) => r.item));
  });
});

describe('the words first bonus', () => {
  it("adds WORDS_FIRST_BONUS to the words' first place only when the everyday terms gave legal terms", () => {
    expect(WORDS_FIRST_BONUS).toBeGreaterThan(0);
    // x (meaning 2nd, cited 1st: 1/12 + 0.5/11 ≈ 0.129) beats a (words 1st: 1/11) without the bonus, not with it.
    const rankings = { meanings: [items('y', 'x')], typed: [], cited: items('x') };
    const plain = scoreFirstPage(items('a', 'b'), rankings);
    expect(plain.results.map((r) => r.item.id)).toEqual(['x', 'a', 'y', 'b']);
    const led = scoreFirstPage(items('a', 'b'), { ...rankings, lawTerms: true });
    expect(led.results.map((r) => r.item.id)).toEqual(['a', 'x', 'y', 'b']);
    // The bonus shows in the first place's score (what `explain` reports); other places are unchanged.
    expect(led.results[0]?.places).toEqual([{ list: -1, place: 1, score: 1 / 11 + WORDS_FIRST_BONUS }]);
    expect(led.results.find((r) => r.item.id === 'b')?.score).toBeCloseTo(1 / 12, 10);
  });

  it('is an option of any blend, 0 by default', () => {
    expect(blendRankings(items('a', 'b'), [items('b')], 10).map((d) => d.id)).toEqual(['b', 'a']);
    expect(blendRankings(items('a', 'b'), [items('b')], 10, { firstBonus: 0.1 }).map((d) => d.id)).toEqual([
      'a',
      'b',
    ]);
  });
});

describe('authorityFactor', () => {
  it('is 1 for a document nothing cites and grows with the log of its citing documents', () => {
    expect(authorityFactor(0, 0.1)).toBe(1);
    expect(authorityFactor(-3, 0.1)).toBe(1);
    expect(authorityFactor(33, 0.1)).toBeCloseTo(1 + 0.1 * Math.log(34), 10);
    expect(authorityFactor(82, 0.1)).toBeGreaterThan(authorityFactor(33, 0.1));
    expect(authorityFactor(1000, 0)).toBe(1);
  });

  it('is a gentle weight by default: a document cited 100 times scores less than half again as much', () => {
    expect(AUTHORITY_WEIGHT).toBeGreaterThan(0);
    expect(authorityFactor(100, AUTHORITY_WEIGHT)).toBeLessThan(1.5);
  });
});

describe('typedActsRanking', () => {
  it('lists each Act of the hits once, best first, as first-record ids with their citation counts', () => {
    expect(
      typedActsRanking([
        { doc_id: 'act-2006-40', citation_count: 12 },
        { doc_id: 'act-2007-97' },
        { doc_id: 'act-2006-40', citation_count: 12 },
        {},
      ]),
    ).toEqual([
      { id: 'act-2006-40--0', docId: 'act-2006-40', citations: 12 },
      { id: 'act-2007-97--0', docId: 'act-2007-97' },
    ]);
    expect(typedActsRanking([])).toEqual([]);
  });
});

describe('meaningRankings', () => {
  it('names the Act that replaced a repealed Act, where the hit holds it, so its successor is fetched with the page', () => {
    const [ranking] = meaningRankings([
      {
        hits: [
          {
            id: 'act-1995-86--s12',
            doc_id: 'act-1995-86',
            metadata: { replaced_by: { id: 'act-2018-46', title: 'Family Violence Act 2018' } },
          },
          { id: 'act-2018-46--0', doc_id: 'act-2018-46' },
        ],
      },
    ]);
    expect(ranking).toEqual([
      { id: 'act-1995-86--0', docId: 'act-1995-86', leadingAct: 'act-2018-46' },
      { id: 'act-2018-46--0', docId: 'act-2018-46' },
    ]);
  });

  it('turns each search by meaning into a ranking of record ids with their citation counts', () => {
    expect(
      meaningRankings([
        {
          hits: [
            { id: 'act-2020-31--0', citation_count: 33 },
            { id: 'act-1993-28--0', citation_count: 'x' },
          ],
        },
        { hits: [] },
      ]),
    ).toEqual([[{ id: 'act-2020-31--0', citations: 33 }, { id: 'act-1993-28--0' }], []]);
  });
  it('ranks a hit on a section record as its Act’s first record (heading vectors are spread over an Act’s records)', () => {
    expect(
      meaningRankings([
        {
          hits: [
            { id: 'act-2000-24--s101', doc_id: 'act-2000-24', citation_count: 40 },
            { id: 'act-2020-31--0', doc_id: 'act-2020-31' },
          ],
        },
      ]),
    ).toEqual([
      [
        { id: 'act-2000-24--0', docId: 'act-2000-24', citations: 40 },
        { id: 'act-2020-31--0', docId: 'act-2020-31' },
      ],
    ]);
  });
});

describe('citedActsRanking', () => {
  it('ranks the Acts the best-matching documents cite, by their rank, as first-record ids; cases left out', () => {
    const ranking = citedActsRanking([
      { cites: ['act-2007-97', 'nzsc-2020-1'] },
      { cites: ['act-2017-30', 'act-2007-97', 'act-2007-97'] },
      { cites: ['act-2017-30'] },
      {},
    ]);
    // act-2007-97: 1/11 + 1/12 (a document citing it twice counts once); act-2017-30: 1/12 + 1/13.
    expect(ranking).toEqual([
      { id: 'act-2007-97--0', docId: 'act-2007-97' },
      { id: 'act-2017-30--0', docId: 'act-2017-30' },
    ]);
    expect(citedActsRanking([])).toEqual([]);
  });
});
