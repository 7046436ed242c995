import type { SearchHit } from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FUSION } from '../fuse/config';
import { scoreFirstPage } from '../fuse/first-page';
import { explainSearch, type PageMoves } from './explain';

const AUTHORITY_WEIGHT = DEFAULT_FUSION.authority;
const WORDS_FIRST_BONUS = DEFAULT_FUSION.wordsFirstBonus;

/** Synthetic page documents for the test: only their ids are read. */
const doc = (id: string) => ({ id }) as SearchHit;
const noMoves = (): PageMoves => ({ citation: null, exact: new Set(), leadingActs: new Map() });

describe('explainSearch', () => {
  it('gives each document of a blended page its places by ranking name, authority and score', () => {
    const words = [{ id: 'act-1--0' }, { id: 'act-2--0', citations: 4 }];
    const blend = scoreFirstPage(words, {
      meanings: [[{ id: 'act-2--0' }], [{ id: 'act-3--0' }]],
      typed: [],
      cited: [],
    });
    const out = explainSearch({
      queryKind: 'situation',
      legalTerms: [],
      mode: 'blend',
      indexQuery: 'employ dismiss',
      matchingStrategy: 'last',
      documents: [doc('act-2'), doc('act-1'), doc('act-3')],
      wordsHits: [
        {
          id: 'act-1--0',
          doc_id: 'act-1',
          _rankingScore: 0.9,
          _rankingScoreDetails: { words: { score: 1 } },
        },
        { id: 'act-2--3', doc_id: 'act-2', _rankingScore: 0.8 },
      ],
      blend,
      k: 10,
      authorityWeight: AUTHORITY_WEIGHT,
      moves: { ...noMoves(), leadingActs: new Map([['act-3', 'successor' as const]]) },
    });
    expect(out.mode).toBe('blend');
    expect(out.k).toBe(10);
    expect(out.authorityWeight).toBe(AUTHORITY_WEIGHT);
    expect(out.wordsFirstBonus).toBe(0);
    expect(out.rankings).toEqual([
      { ranking: 'words', weight: 1, size: 2 },
      { ranking: 'meaning_acts', weight: 1, size: 1 },
      { ranking: 'meaning_headings', weight: 1, size: 1 },
    ]);
    const [two, one, three] = out.documents;
    expect(two?.rankings.map((r) => `${r.ranking}#${r.place}`)).toEqual(['words#2', 'meaning_acts#1']);
    expect(two?.wordsScore).toBe(0.8);
    expect(two?.wordsScoreDetails).toBeNull();
    expect(two?.authority).toBeGreaterThan(1);
    expect(two?.score).toBeCloseTo((1 / 12 + 1 / 11) * (two?.authority ?? 0), 10);
    expect(one?.wordsScoreDetails).toEqual({ words: { score: 1 } });
    expect(one?.moved).toBeNull();
    expect(three?.rankings.map((r) => r.ranking)).toEqual(['meaning_headings']);
    expect(three?.wordsScore).toBeNull();
    expect(three?.moved).toBe('successor');
  });

  it("states the words-first bonus and counts it in the words' first place", () => {
    const blend = scoreFirstPage([{ id: 'act-1--0' }], {
      lawTerms: true,
      meanings: [],
      typed: [],
      cited: [],
    });
    const out = explainSearch({
      queryKind: 'situation',
      legalTerms: [],
      mode: 'blend',
      indexQuery: 'employ',
      matchingStrategy: 'last',
      documents: [doc('act-1')],
      wordsHits: [],
      blend,
      k: 10,
      authorityWeight: AUTHORITY_WEIGHT,
      moves: noMoves(),
    });
    expect(out.wordsFirstBonus).toBe(WORDS_FIRST_BONUS);
    expect(out.documents[0]?.rankings).toEqual([
      { ranking: 'words', place: 1, score: 1 / 11 + WORDS_FIRST_BONUS },
    ]);
  });

  it('explains a page by words alone with its Meilisearch scores only', () => {
    const out = explainSearch({
      queryKind: 'keywords',
      legalTerms: [],
      mode: 'words',
      indexQuery: 'bail',
      matchingStrategy: 'frequency',
      documents: [doc('nzsc-2025-1'), doc('act-2000-38')],
      wordsHits: [{ id: 'act-2000-38--2', doc_id: 'act-2000-38', _rankingScore: 0.7 }],
      blend: null,
      k: 10,
      authorityWeight: AUTHORITY_WEIGHT,
      moves: { ...noMoves(), citation: 'nzsc-2025-1' },
    });
    expect(out).toMatchObject({
      queryKind: 'keywords',
      legalTerms: [],
      mode: 'words',
      matchingStrategy: 'frequency',
      rankings: [],
      k: null,
    });
    expect(out.authorityWeight).toBeNull();
    expect(out.wordsFirstBonus).toBeNull();
    expect(out.documents.map((d) => [d.id, d.moved, d.wordsScore, d.score])).toEqual([
      ['nzsc-2025-1', 'citation', null, null],
      ['act-2000-38', null, 0.7, null],
    ]);
  });
});
