import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { expectGoldenOutput } from '../_shared/golden';
import { parliament } from '.';
import { parseBills, parseHansard } from './parse';

describe('parliament (real bundled data)', () => {
  it('groups the 439 speech turns into 360 Hansard documents', () => {
    const h = parseHansard(DATA_DIR);
    expect(h).toHaveLength(360);
    const d = h.find((x) => x.metadata.parliament_document_id === '47HansD_20030408');
    expect(d?.date_published).toBe('2003-04-08');
    // A daily Hansard holds many speakers: none is named for the record; its first turn is an office, not a member.
    expect(d?.metadata.speaker).toBeUndefined();
    expect(d?.content).toMatch(/^Minister of Consumer Affairs \(member not named\): I move/);
  });
  it('reads 481 bills and the bill/SOP XML fragments', () => {
    const b = parseBills(DATA_DIR);
    expect(b.filter((x) => x.id.startsWith('bill-') && !x.id.startsWith('bill-xml'))).toHaveLength(481);
    expect(
      b.find((x) => x.title === 'Gas (Market Transparency) Amendment Bill')?.metadata.related_acts,
    ).toEqual(['Gas (Market Transparency) Amendment Act 2026']);
    expect(b.find((x) => x.id === 'sop-2026-660')?.title).toContain('Crimes Amendment Bill');
  });
  it('keeps a bill’s stage history: New Zealand dates, in Parliament’s order within a day, outcomes recorded', () => {
    const gas = parseBills(DATA_DIR).find((x) => x.title === 'Gas (Market Transparency) Amendment Bill');
    // Bills API detail: every stage but the Royal Assent on the sitting day of 28 May 2026 (under urgency),
    // listed out of order; "Unknown" outcomes are no outcome.
    expect(gas?.metadata.stages).toEqual([
      { stage: 'Introduced', date: '2026-05-28', outcome: null },
      { stage: 'First Reading', date: '2026-05-28', outcome: 'Agreed' },
      { stage: 'Second Reading', date: '2026-05-28', outcome: 'Agreed' },
      { stage: 'Committee of whole House', date: '2026-05-28', outcome: 'Concluded' },
      { stage: 'Third Reading', date: '2026-05-28', outcome: 'Agreed' },
      { stage: 'Royal Assent', date: '2026-06-05', outcome: null },
    ]);
    expect(gas?.metadata.status_as_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('parliament (recorded fixture)', () => {
  it('parses the recorded snapshot fixture into the golden records', async () => {
    await expectGoldenOutput(parliament, import.meta.dirname);
  });
});
