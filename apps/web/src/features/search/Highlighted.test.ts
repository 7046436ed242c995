import { describe, expect, it } from 'vitest';
import { splitMarks, truncateMarked } from './Highlighted';

describe('splitMarks', () => {
  it('splits marked words from plain text', () => {
    expect(splitMarks('The <mark>Employment</mark> Relations <mark>Act</mark>')).toEqual([
      { text: 'The ', marked: false },
      { text: 'Employment', marked: true },
      { text: ' Relations ', marked: false },
      { text: 'Act', marked: true },
    ]);
  });
  it('keeps other angle brackets as text', () => {
    expect(splitMarks('<b>x</b> <mark>y</mark>')).toEqual([
      { text: '<b>x</b> ', marked: false },
      { text: 'y', marked: true },
    ]);
  });
});

describe('truncateMarked', () => {
  it('cuts to the visible length without leaving a mark open', () => {
    expect(truncateMarked('ab <mark>cdef</mark> gh', 5)).toBe('ab <mark>cd…</mark>');
    expect(truncateMarked('short <mark>text</mark>', 500)).toBe('short <mark>text</mark>');
  });
});
