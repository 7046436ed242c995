import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { expectGoldenOutput } from '../_shared/golden';
import { tribunalDecisions } from '.';
import { parseTribunalDecisions } from './parse';

describe('tribunal-decisions (real bundled data)', () => {
  const docs = parseTribunalDecisions(DATA_DIR);
  it('reads 15 BSA, 15 HDC and 15 HPDT records', () => {
    expect(docs).toHaveLength(45);
    expect(docs.filter((d) => d.court === 'Broadcasting Standards Authority')).toHaveLength(15);
  });
  it('maps BSA 2025-063A-B', () => {
    const d = docs.find((x) => x.id === 'bsa-2025-063a-b');
    expect(d?.title).toBe('WK and The Platform Media NZ Ltd - 2025-063A-B (11 August 2026)');
    expect(d?.date_published).toBe('2026-08-11');
  });
});

describe('tribunal-decisions (recorded fixture)', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(tribunalDecisions, import.meta.dirname);
  });
});
