import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { expectGoldenOutput } from '../_shared/golden';
import { courtsTribunalsFulltext } from '.';
import { parseWorldwidelaw } from './parse';

describe('worldwidelaw-nz (real bundled data)', () => {
  const docs = parseWorldwidelaw(DATA_DIR);
  it('reads 15 Courts of NZ judgments, 15 ERA determinations and 1 Commerce Commission decision', () => {
    expect(docs).toHaveLength(31);
    expect(docs.filter((d) => d.court === 'Employment Relations Authority')).toHaveLength(15);
  });
  it('keeps suppression notices, e.g. [2026] NZHC 446', () => {
    const d = docs.find((x) => x.citation === '[2026] NZHC 446');
    expect(d?.metadata.suppression_notice).toMatch(
      /^ORDER SUPPRESSING THE NAMES, IDENTIFYING PARTICULARS AND ADDRESS/,
    );
    expect(d?.pdfUrl).toBe('https://www.courtsofnz.govt.nz/assets/cases/2026/2026-NZHC-446.pdf');
  });
  it('decodes the HTML entities of titles and members (`G&amp;S`, `O&#039;Sullivan`)', () => {
    expect(docs.some((d) => d.title === 'BETTI v G&S BROTHERS LIMITED')).toBe(true);
    const members = docs.map((d) => String(d.metadata.member ?? ''));
    expect(members).toContain("Geoff O'Sullivan");
    expect(members.some((m) => m.includes('&'))).toBe(false);
  });
});

describe('courts-tribunals-fulltext (recorded fixture)', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(courtsTribunalsFulltext, import.meta.dirname);
  });
});
