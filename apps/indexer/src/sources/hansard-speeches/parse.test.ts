import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { expectGoldenOutput } from '../_shared/golden';
import { hansardSpeeches } from '.';
import { parseReoExcerpts, parseStructuredHansard, reoDate } from './parse';
import { readSpeakerLine } from './speaker';

describe('hansard-speeches', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(hansardSpeeches, import.meta.dirname);
  });

  it('reads every speech of the three structured sitting days, each with a speaker, a date and its official page', () => {
    const speeches = parseStructuredHansard(DATA_DIR);
    expect(speeches).toHaveLength(18);
    for (const s of speeches) {
      expect(s.type).toBe('parliamentary_debate');
      expect(s.metadata.speaker).toBeTruthy();
      expect(s.date_published).toMatch(/^2017-07-2[567]$/);
      expect(s.metadata.official_url).toMatch(/^https:\/\/www\.parliament\.nz\/en\/pb\/hansard-debates\//);
    }
  });

  it('groups the 6,023 te reo Māori utterances by speaker and sitting-day record, none lost', () => {
    const excerpts = parseReoExcerpts(DATA_DIR);
    expect(excerpts).toHaveLength(2400);
    expect(excerpts.reduce((n, d) => n + Number(d.metadata.utterances), 0)).toBe(6023);
    for (const d of excerpts) expect(d.metadata.official_url).toMatch(/^https:\/\/www\.parliament\.nz\//);
  });

  it.each([
    ['RICHARD PROSSER (NZ First)', 'RICHARD PROSSER', 'NZ First', null, null],
    ['Hon RUTH DYSON (Labour—Port Hills)', 'Hon RUTH DYSON', 'Labour', 'Port Hills', null],
    ['METIRIA TUREI (Co-Leader—Green)', 'METIRIA TUREI', 'Green', null, 'Co-Leader'],
    ['Rt Hon BILL ENGLISH (Prime Minister)', 'Rt Hon BILL ENGLISH', null, null, 'Prime Minister'],
    ['The CHAIRPERSON (Hon Trevor Mallard)', 'The CHAIRPERSON (Hon Trevor Mallard)', null, null, null],
    ['Darren Hughes', 'Darren Hughes', null, null, null],
  ])('speaker line %j', (line, speaker, party, electorate, office) => {
    expect(readSpeakerLine(line)).toEqual({ speaker, party, electorate, office });
  });

  it('reads the corpus dates', () => {
    expect(reoDate('11-Feb-2003 \u00a0')).toBe('2003-02-11');
    expect(reoDate('not a date')).toBeNull();
  });
});
