import { describe, expect, it } from 'vitest';
import { splitMarks } from './Highlighted';

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
