import { describe, expect, it } from 'vitest';
import { omitEmpty } from './omit-empty';

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
