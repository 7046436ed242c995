import { describe, expect, it } from 'vitest';
import { highlightPieces, paragraphNumber } from './highlight';

describe('highlightPieces', () => {
  it('marks whole-word prefixes of the query words, ignoring case', () => {
    expect(highlightPieces('Personal grievances are raised within 90 days.', 'personal grievance')).toEqual([
      { text: 'Personal', match: true },
      { text: ' ', match: false },
      { text: 'grievances', match: true },
      { text: ' are raised within 90 days.', match: false },
    ]);
  });

  it('ignores short words and keeps text without matches whole', () => {
    expect(highlightPieces('An employee may raise it.', 'to of')).toEqual([
      { text: 'An employee may raise it.', match: false },
    ]);
  });

  it('matches across macrons', () => {
    const pieces = highlightPieces('Te Ture Whenua Māori Act', 'maori');
    expect(pieces.filter((p) => p.match).map((p) => p.text)).toEqual(['Māori']);
  });
});

describe('paragraphNumber', () => {
  it('reads the number of a judgment paragraph', () => {
    expect(paragraphNumber('[23] The appeal is dismissed.')).toBe('23');
    expect(paragraphNumber('See [23] above.')).toBeNull();
  });
});
