import { describe, expect, it } from 'vitest';
import { actNumberFromUrl, placedStatements, sectionLabels } from './provisions';

describe('guidance provisions', () => {
  it('reads the sections a pinpoint names, not its subsections', () => {
    expect(sectionLabels('ss 161(1), 179(1)–(2), (5)')).toEqual(['161', '179']);
    expect(sectionLabels('s 114(1), (3), (4), (6), (7)')).toEqual(['114']);
    expect(sectionLabels('ss 21, 21F, 21H')).toEqual(['21', '21F', '21H']);
    expect(sectionLabels('s 24(1)–(3)')).toEqual(['24']);
  });

  it('reads an Act number from its legislation.govt.nz address', () => {
    expect(
      actNumberFromUrl('https://www.legislation.govt.nz/act/public/1988/0110/latest/DLM133282.html'),
    ).toBe('1988 No 110');
    expect(actNumberFromUrl('https://www.legislation.govt.nz/')).toBeNull();
  });

  it('places every statement by record kind, id and field, so a situation and a topic sharing an id stay apart', () => {
    const s = (text: string) => ({ text });
    const placed = placedStatements({
      situations: [{ id: 'a', keyPoints: [s('k0'), s('k1')], timeLimit: s('t') }],
      topics: [
        { id: 'a', definition: s('d'), relevantCourt: null, keyProvisions: [s('p0')], timeLimit: s('tt') },
      ],
    });
    expect(placed.map((p) => p.id)).toEqual([
      'situations/a/keyPoints/0',
      'situations/a/keyPoints/1',
      'situations/a/timeLimit',
      'topics/a/definition',
      'topics/a/keyProvisions/0',
      'topics/a/timeLimit',
    ]);
  });
});
