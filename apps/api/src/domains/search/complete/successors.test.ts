import { describe, expect, it } from 'vitest';
import { replacedBy, withSuccessors } from './successors';

const act = (id: string, replaced?: string) => ({
  id,
  metadata: replaced ? { replaced_by: { id: replaced, title: `${replaced} title` } } : {},
});
const ids = (docs: { id: string }[]) => docs.map((d) => d.id);

describe('withSuccessors', () => {
  it('adds the successor of a repealed Act just above it', () => {
    const out = withSuccessors([act('a'), act('old', 'new'), act('b')], new Map([['new', act('new')]]), 10);
    expect(ids(out)).toEqual(['a', 'new', 'old', 'b']);
  });

  it('moves a successor lower on the page up, and keeps the page size', () => {
    const out = withSuccessors([act('old', 'new'), act('a'), act('new')], new Map(), 2);
    expect(ids(out)).toEqual(['new', 'old']);
  });

  it('places a successor once for several Acts it replaced, and leaves a page without repealed Acts alone', () => {
    const page = [act('old1', 'new'), act('old2', 'new'), act('a')];
    expect(ids(withSuccessors(page, new Map([['new', act('new')]]), 10))).toEqual([
      'new',
      'old1',
      'old2',
      'a',
    ]);
    expect(ids(withSuccessors([act('a'), act('b')], new Map(), 10))).toEqual(['a', 'b']);
  });

  it('keeps the repealed Act when its successor could not be fetched', () => {
    expect(ids(withSuccessors([act('old', 'gone'), act('a')], new Map(), 10))).toEqual(['old', 'a']);
  });
});

describe('replacedBy', () => {
  it('reads the successor id from the metadata, or null', () => {
    expect(replacedBy(act('old', 'new'))).toBe('new');
    expect(replacedBy(act('a'))).toBeNull();
    expect(replacedBy({ metadata: { replaced_by: 'x' } })).toBeNull();
  });
});
