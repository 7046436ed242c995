import { describe, expect, it } from 'vitest';
import { optionalPositiveInteger, optionalText, optionalTextList } from './url-search';

describe('URL search param readers', () => {
  it('keep well-formed values', () => {
    expect(optionalText('bail', 10)).toBe('bail');
    expect(optionalTextList(['legislation', 'case_law'], 40)).toEqual(['legislation', 'case_law']);
    expect(optionalPositiveInteger(3)).toBe(3);
  });
  it('turn malformed ones into undefined', () => {
    expect(optionalText('x'.repeat(11), 10)).toBeUndefined();
    expect(optionalText(42, 10)).toBeUndefined();
    expect(optionalTextList('legislation', 40)).toBeUndefined();
    expect(optionalTextList(['ok', 7], 40)).toBeUndefined();
    expect(optionalPositiveInteger(0)).toBeUndefined();
    expect(optionalPositiveInteger(2.5)).toBeUndefined();
    expect(optionalPositiveInteger('2')).toBeUndefined();
  });
});
