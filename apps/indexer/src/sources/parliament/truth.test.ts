import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { SPEAKER_NOT_IDENTIFIED } from './members';
import { parseBills, parseHansard } from './parse';

/**
 * Parliament records over the real bundled data: bills are bills, bill stage dates are New Zealand dates, and a
 * Hansard speaker is a member only where Parliament's records name the member (never a newspaper, a document
 * title or "Mr SPEAKER" shown as a speaker).
 */
describe('parliament truth (real bundled data)', () => {
  const hansard = parseHansard(DATA_DIR);
  const bills = parseBills(DATA_DIR);

  it('types every bill, bill text and supplementary order paper as a bill', () => {
    expect(bills.every((b) => b.type === 'bill')).toBe(true);
    expect(hansard.every((h) => h.type === 'parliamentary_debate')).toBe(true);
  });

  it('dates bill stages in New Zealand time (a stage at 2026-05-27T12:00Z is 28 May)', () => {
    const gas = bills.find((b) => b.title === 'Gas (Market Transparency) Amendment Bill');
    expect(gas?.content).toContain('Introduced: 2026-05-28');
    expect(gas?.date_published).toBe('2026-06-05'); // Royal Assent
    expect(gas?.metadata.status_as_at).toBe('2026-06-13');
  });

  it('never shows a newspaper, a document title or a presiding office as a member', () => {
    const text = hansard.map((h) => h.content ?? '').join('\n');
    for (const bad of ['Dominion Post:', 'New Zealand Herald:', 'Counting for Something:', 'Mr SPEAKER:']) {
      expect(text).not.toContain(`\n${bad}`);
      expect(text.startsWith(bad)).toBe(false);
    }
    expect(text).toContain(`${SPEAKER_NOT_IDENTIFIED}:`);
    expect(text).toContain('Mr SPEAKER (member not named):');
    for (const h of hansard) {
      const speaker = String(h.metadata.speaker ?? '');
      expect(speaker, h.id).not.toMatch(/Herald|Dominion Post|SPEAKER|Minister/);
    }
  });

  it('names the member a speech or question record is filed under, and the volume of its sitting day', () => {
    const hide = hansard.find((h) => h.metadata.parliament_document_id === '47HansS_20050217_00000759');
    expect(hide?.metadata.speaker).toBe('Rodney Hide');
    const daily = hansard.find((h) => h.metadata.parliament_document_id === '47HansD_20030408');
    expect(daily?.metadata.volume).toBe('607');
    expect(daily?.metadata.speaker).toBeUndefined();
  });
});
