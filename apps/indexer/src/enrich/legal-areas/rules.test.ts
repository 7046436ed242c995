import { describe, expect, it } from 'vitest';
import { textPattern, titlePattern } from './rules';

const source = { kind: 'area-name', name: 'x' } as const;

describe('the legal-area rules’ patterns', () => {
  it('match a term at a word’s start, every character taken literally', () => {
    const p = titlePattern([
      { term: 'property (relationships)', source },
      { term: 'tenanc', source },
    ]);
    expect(p.test('Property (Relationships) Act 1976')).toBe(true);
    expect(p.test('Residential Tenancies Act 1986')).toBe(true);
    expect(p.test('Property Relationships')).toBe(false);
    expect(p.test('Subtenancy')).toBe(false);
  });
  it('keep a text term’s own spaces ("acc " is not "accept")', () => {
    expect(textPattern('acc ').test('ACC cover')).toBe(true);
    expect(textPattern('acc ').test('accepted')).toBe(false);
  });
  it('never match with no title terms', () => expect(titlePattern([]).test('anything')).toBe(false));
});
