import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { parseTribunalDecisions } from './parse';

describe('tribunal-decisions dates (real bundled data)', () => {
  const docs = parseTribunalDecisions(DATA_DIR);
  const byId = new Map(docs.map((d) => [d.id, d]));

  it('keeps each decision date as the tribunal gives it', () => {
    expect(byId.get('bsa-2025-063a-b')?.date_published).toBe('2026-08-11'); // title "(11 August 2026)"
    expect(byId.get('hdc-23hdc01879')?.date_published).toBe('2026-08-24');
  });

  it('gives the retrieval date in New Zealand time (fetched 2026-08-25T13:57Z is 26 August in Auckland)', () => {
    expect(byId.get('hdc-23hdc01879')?.retrievedAt).toBe('2026-08-26');
    expect(byId.get('bsa-2025-063a-b')?.retrievedAt).toBe('2026-08-25'); // 11:52Z is 23:52 the same day
  });
});
