import { describe, expect, it } from 'vitest';
import {
  analyseTokens,
  foldDiacritics,
  queryStems,
  stemQuery,
  stemText,
  stemWord,
  WHOLE_WORDS,
} from './analysis';
import { DOCUMENTS_SETTINGS } from './indexes/documents';

describe('analysis', () => {
  it('folds macrons and other diacritics', () => {
    expect(foldDiacritics('Māori Ngāti Tūwharetoa')).toBe('Maori Ngati Tuwharetoa');
    expect(analyseTokens('Te Ture Whenua Māori')).toEqual(['te', 'ture', 'whenua', 'maori']);
  });

  it('drops apostrophes and possessives, splits on punctuation', () => {
    expect(analyseTokens("The employer's decision—won't apply (s 103)")).toEqual([
      'the',
      'employer',
      'decision',
      'wont',
      'apply',
      's',
      '103',
    ]);
  });

  it('stems word families to one form on both sides', () => {
    expect(stemWord('dismissed')).toBe(stemWord('dismissal'));
    expect(stemWord('tenancies')).toBe(stemWord('tenancy'));
    expect(stemWord('employee')).not.toBe('employee');
    expect(stemWord('103')).toBe('103');
    expect(stemWord('4a')).toBe('4a');
    expect(stemText('Unjustifiably dismissed employees')).toBe(stemText('unjustifiable dismissal employee'));
  });

  it('keeps "wills" (the documents) apart from "will" (the verb), without typos in the index', () => {
    expect(stemWord('wills')).toBe('wills');
    expect(stemWord('will')).toBe('will');
    expect(stemText('Wills Act 2007')).toBe('wills act 2007');
    expect(DOCUMENTS_SETTINGS.typoTolerance?.disableOnWords).toEqual([...WHOLE_WORDS]);
    expect(WHOLE_WORDS).toContain('wills');
  });

  it('stems a query keeping quoted phrases quoted', () => {
    expect(stemQuery('"good faith" bargaining')).toBe('"good faith" bargain');
    expect(stemQuery('')).toBe('');
    expect([...queryStems(stemQuery('"personal grievances" 90 days'))]).toEqual([
      'person',
      'grievanc',
      '90',
      'dai',
    ]);
  });
});
