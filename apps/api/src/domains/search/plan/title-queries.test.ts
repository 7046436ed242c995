import { firstRecordId, SearchInputSchema, type SearchParams, stemWord } from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { analyseQuery } from '../analyse/query-analysis';
import {
  MAX_PHRASE_ACTS,
  MAX_PHRASES,
  MAX_TITLE_WORDS,
  situationPhrases,
  situationWords,
} from '../analyse/situation-words';
import { headingPhrasesFound, phraseActsRanking } from '../fuse/rankings';
import { buildSearchPlan } from './first-round';
import { buildSectionsQuery } from './follow-up';

/** Thirty words that are not stop words ("worda wordb … wordz worda … wordd"): more than either cap. */
const THIRTY_WORDS = Array.from({ length: 30 }, (_, i) => `word${'abcdefghijklmnopqrstuvwxyz'[i % 26]}`).join(
  ' ',
);
const stems = (...words: string[]) => words.map(stemWord).join(' ');
const hits = (...docIds: string[]) => ({ hits: docIds.map((doc_id) => ({ doc_id, citation_count: 2 })) });

describe('situationPhrases', () => {
  it('takes adjacent words, neither a stop word, stemmed like the index', () => {
    const phrases = situationPhrases('My nana passed away, how many days bereavement leave do I get?');
    expect(phrases).toContain(stems('bereavement', 'leave'));
    expect(phrases).toContain(stems('nana', 'passed'));
    // "my", "how", "many", "do", "I" are stop words: no phrase holds them.
    expect(phrases.every((p) => p.split(' ').length === 2)).toBe(true);
    expect(phrases.some((p) => p.split(' ').includes('my'))).toBe(false);
  });

  it('leaves out negations, numbers and short words, and repeats no phrase', () => {
    expect(situationPhrases('not paid for 3 weeks, not paid at all')).toEqual([]);
    expect(situationPhrases('bereavement leave and bereavement leave')).toEqual([
      stems('bereavement', 'leave'),
    ]);
  });

  it(`keeps at most ${MAX_PHRASES}`, () => {
    expect(situationPhrases(THIRTY_WORDS)).toHaveLength(MAX_PHRASES);
  });
});

describe('situationWords', () => {
  it('takes the words of the phrases one by one, stemmed, each once, in the order typed', () => {
    expect(situationWords('My business partner wants out: can I end the business partnership?')).toEqual(
      ['business', 'partner', 'end', 'partnership'].map(stemWord),
    );
  });

  it('leaves out a word whose stem is a stop word of the index ("wants" → "want")', () => {
    expect(situationWords('she wants the money back')).toEqual(['money', 'back'].map(stemWord));
    expect(situationPhrases('my mum wants out')).toEqual([]);
  });

  it(`keeps at most ${MAX_TITLE_WORDS}`, () => {
    expect(situationWords(THIRTY_WORDS)).toHaveLength(MAX_TITLE_WORDS);
  });
});

describe('phraseActsRanking', () => {
  it('ranks first the Act a phrase only it holds names, by its first record', () => {
    const ranked = phraseActsRanking([hits('act-a', 'act-b', 'act-c'), hits('act-c')]);
    expect(ranked.map((r) => r.id)).toEqual(['act-c', 'act-a', 'act-b'].map(firstRecordId));
    expect(ranked[0]?.citations).toBe(2);
  });

  it('ignores a phrase more than MAX_PHRASE_ACTS Acts hold', () => {
    const crowded = hits(...Array.from({ length: MAX_PHRASE_ACTS + 1 }, (_, i) => `act-${i}`));
    expect(phraseActsRanking([crowded])).toEqual([]);
    expect(phraseActsRanking([{ hits: [] }])).toEqual([]);
  });
});

describe('the phrase searches of the plan', () => {
  const params = (query: string) => SearchInputSchema.parse({ query }) as SearchParams;
  const SITUATION = 'one of our workers fell off scaffolding, do we have to notify WorkSafe?';

  it('search each phrase word for word in the titles of Acts but amending ones, and in the headings', () => {
    const qs =
      buildSearchPlan('documents', params(SITUATION), analyseQuery(SITUATION), true).rankings?.phrases ?? [];
    const phrases = situationPhrases(SITUATION);
    expect(qs).toHaveLength(2 * phrases.length);
    expect(qs[0]?.q).toBe(`"${phrases[0]}" -amend -valid`);
    expect(qs[0]?.attributesToSearchOn).toEqual(['stem_title']);
    expect(qs[1]?.q).toBe(`"${phrases[0]}"`);
    expect(qs[1]?.attributesToSearchOn).toEqual(['stem_outline', 'stem_heading']);
    expect(qs.every((q) => ((q?.filter ?? []) as string[]).includes('type = legislation'))).toBe(true);
    expect(qs[0]?.limit).toBe(MAX_PHRASE_ACTS + 1);
  });

  it('search each word whole in the titles of Acts but amending ones', () => {
    const qs =
      buildSearchPlan('documents', params(SITUATION), analyseQuery(SITUATION), true).rankings?.titleWords ??
      [];
    const words = situationWords(SITUATION);
    expect(qs.map((q) => q?.q)).toEqual(words.map((w) => `"${w}" -amend -valid`));
    expect(qs.every((q) => q?.attributesToSearchOn?.join() === 'stem_title')).toBe(true);
    expect(qs.every((q) => ((q?.filter ?? []) as string[]).includes('type = legislation'))).toBe(true);
  });

  it('are left out of a search by words only', () => {
    expect(buildSearchPlan('documents', params(SITUATION), analyseQuery(SITUATION)).rankings).toBeNull();
  });
});

describe('the sections listed under the Acts', () => {
  it("are found by the phrases the Acts' headings hold first, then by the words", () => {
    const phrases = ['bereav leav', 'nana pass', 'dai bereav'];
    // Per phrase: its titles query, then its headings query.
    const results = [hits(), hits('act-holidays'), hits(), hits(), hits(), hits('a', 'b', 'c', 'd')];
    expect(headingPhrasesFound(phrases, results)).toEqual(['bereav leav']);
    const q = buildSectionsQuery('documents', 'pass mani leav', ['act-holidays'], ['bereav leav']);
    expect(q.q).toBe('bereav pass mani leav');
    expect(buildSectionsQuery('documents', 'pass mani leav', ['act-holidays']).q).toBe('pass mani leav');
  });
});
