import { describe, expect, it } from 'vitest';
import { contentsSummary, headingAfterPinpoint, pinpointHash, yearInCitation } from './pinpoints';

describe('pinpointHash', () => {
  it('gives an Act section’s anchor, ignoring subsections and taking the first of a list', () => {
    expect(pinpointHash('legislation', 's 103(1)(a)')).toBe('s103');
    expect(pinpointHash('legislation', 'ss 14 and 73')).toBe('s14');
    expect(pinpointHash('legislation', 'sch 1')).toBe('sch1');
    expect(pinpointHash('legislation', 'pt 9')).toBeNull();
  });
  it('gives a judgment paragraph’s anchor; page pinpoints have none', () => {
    expect(pinpointHash('case_law', 'at [45]–[47]')).toBe('para-45');
    expect(pinpointHash('case_law', 'at 425–430')).toBeNull();
  });
});

describe('contentsSummary', () => {
  it.each([
    [['s 1', 's 2', 'sch 1'], '2 sections and 1 schedule'],
    [['s 1'], '1 section'],
    [['s 1', 's 2', 'sch 1', 'sch 2', 'long title'], '2 sections, 2 schedules and 1 other provision'],
    [[], '0 sections'],
    [
      ['s 1', 'sch 1 cl 1', 'sch 1 cl 2', 'sch 2', 'sch 4 pt 1'],
      '1 section, 1 schedule and 3 provisions of schedules',
    ],
  ])('%j → %s', (pinpoints, summary) => {
    expect(contentsSummary(pinpoints)).toBe(summary);
  });
});

describe('yearInCitation', () => {
  it('leaves out a year-only date its citation already gives', () => {
    expect(yearInCitation('2000 No 24', '2000-01-01', 'year')).toBe(true);
    expect(yearInCitation('2000 No 24', '2000-10-02', undefined)).toBe(false);
    expect(yearInCitation('[2017] NZSC 12', '2018-01-01', 'year')).toBe(false);
    expect(yearInCitation(null, '2000-01-01', 'year')).toBe(false);
  });
});

describe('headingAfterPinpoint', () => {
  it('drops a heading that only repeats its pinpoint', () => {
    expect(headingAfterPinpoint('long title', 'long title')).toBe('');
    expect(headingAfterPinpoint('preamble', 'Preamble.')).toBe('');
  });

  it('keeps every other heading', () => {
    expect(headingAfterPinpoint('s 114', 'Raising personal grievance')).toBe('Raising personal grievance');
    expect(headingAfterPinpoint(null, 'long title')).toBe('long title');
  });
});
