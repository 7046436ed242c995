import { describe, expect, it } from 'vitest';
import { corpusProfile } from './corpus-profile';

describe('corpusProfile', () => {
  it('is full unless CORPUS_PROFILE names the tests profile', () => {
    expect(corpusProfile({})).toBe('full');
    expect(corpusProfile({ CORPUS_PROFILE: ' ' })).toBe('full');
    expect(corpusProfile({ CORPUS_PROFILE: 'tests' })).toBe('tests');
  });

  it('rejects an unknown profile instead of indexing the wrong corpus', () => {
    expect(() => corpusProfile({ CORPUS_PROFILE: 'test' })).toThrow(/"full" or "tests", not "test"/);
  });
});
