import { describe, expect, it } from 'vitest';
import { leadingActOf, withLeadingActs } from './leading-acts';

const act = (id: string, replaced?: string) => ({
  id,
  metadata: replaced ? { replaced_by: { id: replaced, title: `${replaced} title` } } : {},
});
const ids = (docs: { id: string }[]) => docs.map((d) => d.id);

describe('withLeadingActs', () => {
  it('adds the successor of a repealed Act just above it', () => {
    const out = withLeadingActs([act('a'), act('old', 'new'), act('b')], new Map([['new', act('new')]]), 10);
    expect(ids(out)).toEqual(['a', 'new', 'old', 'b']);
  });

  it('moves a successor lower on the page up, and keeps the page size', () => {
    const out = withLeadingActs([act('old', 'new'), act('a'), act('new')], new Map(), 2);
    expect(ids(out)).toEqual(['new', 'old']);
  });

  it('places a successor once for several Acts it replaced, and leaves a page without repealed Acts alone', () => {
    const page = [act('old1', 'new'), act('old2', 'new'), act('a')];
    expect(ids(withLeadingActs(page, new Map([['new', act('new')]]), 10))).toEqual([
      'new',
      'old1',
      'old2',
      'a',
    ]);
    expect(ids(withLeadingActs([act('a'), act('b')], new Map(), 10))).toEqual(['a', 'b']);
  });

  it('keeps the repealed Act when its successor could not be fetched', () => {
    expect(ids(withLeadingActs([act('old', 'gone'), act('a')], new Map(), 10))).toEqual(['old', 'a']);
  });
});

describe('leadingActOf', () => {
  it('reads the successor id from the metadata, or null', () => {
    expect(leadingActOf(act('old', 'new'))).toEqual({ id: 'new', reason: 'successor' });
    expect(leadingActOf(act('a'))).toBeNull();
    expect(leadingActOf({ metadata: { replaced_by: 'x' } })).toBeNull();
  });

  it("reads an amendment Act's principal Act, after a successor", () => {
    const principal = { id: 'act-1989-24', title: 'Oranga Tamariki Act 1989' };
    expect(leadingActOf({ metadata: { principal_act: principal } })).toEqual({
      id: 'act-1989-24',
      reason: 'principal_act',
    });
    expect(
      leadingActOf({ metadata: { principal_act: principal, replaced_by: { id: 'n', title: 'N' } } }),
    ).toEqual({ id: 'n', reason: 'successor' });
  });
});

describe('withLeadingActs with amendment Acts', () => {
  it("places an amendment Act's principal Act just above it", () => {
    const amendment = {
      id: 'amend',
      metadata: { principal_act: { id: 'principal', title: 'Principal Act 1989' } },
    };
    const out = withLeadingActs([amendment, act('a')], new Map([['principal', act('principal')]]), 10);
    expect(ids(out)).toEqual(['principal', 'amend', 'a']);
  });
});
