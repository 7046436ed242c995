import { describe, expect, it } from 'vitest';
import { omitBlank, omitEmpty } from './omit-empty';

describe('omitEmpty', () => {
  it("drops 'all', blank text, empty lists and undefined; keeps the rest", () => {
    expect(
      omitEmpty({ query: ' ', region: 'all', type: 'City Council', tags: [], limit: 20, x: undefined }),
    ).toEqual({ type: 'City Council', limit: 20 });
  });
  it("treats 'All' in any case as no filter", () => {
    expect(omitEmpty({ status: 'ALL' })).toEqual({});
  });
});

describe('omitBlank', () => {
  it('drops blank text, empty lists and missing values, keeps the word "all" and everything else', () => {
    expect(
      omitBlank({ query: '', documentTypes: [], courtLevels: ['High Court'], dateFrom: undefined, page: 1 }),
    ).toEqual({ courtLevels: ['High Court'], page: 1 });
    expect(omitBlank({ query: 'all' })).toEqual({ query: 'all' });
  });
  it('passes other inputs through', () => {
    expect(omitBlank(undefined)).toBeUndefined();
    expect(omitBlank(['a'])).toEqual(['a']);
  });
});
