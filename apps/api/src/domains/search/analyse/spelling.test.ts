import { describe, expect, it } from 'vitest';
import { searchCacheKey } from '../procedure';
import { analyseQuery } from './query-analysis';
import { correctSpelling, correctWord } from './spelling';

const params = (query: string) => ({
  query,
  documentTypes: [],
  courtLevels: [],
  legalAreas: [],
  sortBy: 'relevance' as const,
  page: 1,
  limit: 30,
  explain: false,
});

describe('correctWord (the Australian English dictionary and the law’s own words)', () => {
  it('undoes one slip: a swap, a doubled or missing letter, a wrong letter', () => {
    expect(correctWord('landlrod')).toBe('landlord');
    expect(correctWord('seperated')).toBe('separated');
    expect(correctWord('harrassment')).toBe('harassment');
    expect(correctWord('nieghbours')).toBe('neighbours');
    expect(correctWord('daugther')).toBe('daughter');
  });

  it('prefers the likelier slip: a letter doubled over a letter replaced ("stoped" is "stopped", not "stored")', () => {
    expect(correctWord('stoped')).toBe('stopped');
  });

  it('leaves words it knows, or that the law or te reo as the Acts use it knows', () => {
    for (const w of [
      'landlord',
      'neighbour',
      'licence',
      'ute',
      'kiwisaver',
      'stormwater',
      'mokopuna',
      'whangai',
    ])
      expect(correctWord(w)).toBeNull();
  });

  it('leaves names, acronyms, short words and words it cannot place', () => {
    // A capital marks a name or an acronym; a short word has too many neighbours one letter away.
    for (const w of ['Snapchat', 'WINZ', 'IRD', 'Etsy', 'kdis', 'qzxwvjk']) expect(correctWord(w)).toBeNull();
  });
});

describe('correctSpelling', () => {
  it('corrects each misspelt word in place and lists them in order', () => {
    expect(correctSpelling('my landlrod kept the bond after we seperated')).toEqual({
      text: 'my landlord kept the bond after we separated',
      corrections: [
        { typed: 'landlrod', searched: 'landlord' },
        { typed: 'seperated', searched: 'separated' },
      ],
    });
  });

  it('corrects a capitalised word that opens a sentence, not a name inside one', () => {
    expect(correctSpelling('Landlrod kept the bond. Seperated now, and Etsy sold me a lemon').text).toBe(
      'Landlord kept the bond. Separated now, and Etsy sold me a lemon',
    );
    expect(correctSpelling('Snapchat messages from my ex').corrections).toEqual([]);
    expect(correctSpelling('my ex sent Snapchat messages to Seperated friends').corrections).toEqual([]);
    // After a quoted phrase the sentence goes on: a capital there still marks a name.
    expect(correctSpelling('the "bond" Seperated clause').corrections).toEqual([]);
    expect(correctSpelling('the "bond". Seperated now').text).toBe('the "bond". Separated now');
  });

  it('searches a word in double quotes as typed, and leaves contractions whole', () => {
    expect(correctSpelling('the "landlrod" clause')).toEqual({
      text: 'the "landlrod" clause',
      corrections: [],
    });
    expect(correctSpelling('it doesn’t and weren’t').corrections).toEqual([]);
  });
});

describe('analyseQuery reads the corrected text', () => {
  it('maps a corrected everyday word and keeps the text as typed', () => {
    const typo = analyseQuery('my landlrod kept my bond when I moved out');
    const right = analyseQuery('my landlord kept my bond when I moved out');
    expect(typo.text).toBe('my landlrod kept my bond when I moved out');
    expect(typo.spelling).toEqual([{ typed: 'landlrod', searched: 'landlord' }]);
    expect(typo.reduced).toEqual(right.reduced);
    expect(typo.meaningText).toBe(right.meaningText);
    expect(right.spelling).toEqual([]);
  });

  it('keys the response cache by the corrections too: each answer says what it corrected', () => {
    const typo = analyseQuery('landlrod bond');
    const right = analyseQuery('landlord bond');
    expect(typo.reduced).toEqual(right.reduced);
    expect(searchCacheKey('documents', params('landlrod bond'), typo)).not.toBe(
      searchCacheKey('documents', params('landlord bond'), right),
    );
  });
});
