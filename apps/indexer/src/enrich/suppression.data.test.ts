import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../corpus';
import { parseWorldwidelaw } from '../sources/courts-tribunals-fulltext/parse';
import { parseJdo } from '../sources/jdo-judgments/parse';
import { parseOtherCourtDecisions } from '../sources/nz-court-decisions-other-courts/parse';
import { parseTribunalDecisions } from '../sources/tribunal-decisions/parse';

/** Publication orders (suppression.test.ts) over every decision the bundled snapshot holds (the `data` project). */
describe('every decision held that carries a publication order (real bundled data)', () => {
  const decisions = [
    ...parseWorldwidelaw(DATA_DIR),
    ...parseJdo(DATA_DIR),
    ...parseOtherCourtDecisions(DATA_DIR),
    ...parseTribunalDecisions(DATA_DIR),
  ].filter((d) => d.type === 'case_law');

  it('shows each order verbatim (golden: suppression-golden.json, refreshed with vitest -u and read by eye)', async () => {
    const notices = Object.fromEntries(
      decisions
        .filter((d) => typeof d.metadata.suppression_notice === 'string')
        .map((d) => [d.id, d.metadata.suppression_notice])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
    // 13 decisions before the body's headed orders were read, 14 after ([2026] NZERA 250 added).
    expect(Object.keys(notices)).toHaveLength(14);
    expect(notices['nzera-2026-250']).toMatch(
      /^Non-Publication: \[5\] .*I prohibit the publication of SYI’s name/,
    );
    // [2026] NZERA 245's notice points at "[5]", a number its text lost: the sentences making the order follow it.
    expect(notices['nzera-2026-245']).toMatch(/\n\nI therefore order a prohibition on publishing anything/);
    await expect(`${JSON.stringify(notices, null, 2)}\n`).toMatchFileSnapshot('./suppression-golden.json');
  });

  it('never loses a notice a decision prints at its head', () => {
    for (const d of decisions) {
      const notice = String(d.metadata.suppression_notice ?? '');
      const text = d.content ?? '';
      if (/ORDER PROHIBITING PUBLICATION|ORDERS? SUPPRESSING|Attention\s+is\s+drawn/.test(text.slice(0, 400)))
        expect(notice, d.id).not.toBe('');
    }
  });
});
