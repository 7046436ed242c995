import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../corpus';
import { parseWorldwidelaw } from '../sources/courts-tribunals-fulltext/parse';
import { parseJdo } from '../sources/jdo-judgments/parse';
import { parseOtherCourtDecisions } from '../sources/nz-court-decisions-other-courts/parse';
import { parseTribunalDecisions } from '../sources/tribunal-decisions/parse';
import { detectSuppressionNotice } from './suppression';

describe('publication orders under a heading in the body of a decision', () => {
  // Trimmed from [2026] NZERA 250 (data/worldwidelaw-nz/ERA/0002.json), line breaks as in the source.
  const ERA_250 = [
    '[2] The respondent has not lodged a statement in reply.',
    '',
    '2',
    'Non-Publication',
    '[3] The agreed terms included a commitment to keep the terms and all matters',
    'leading to the settlement confidential. SYI has applied for permanent non-publication',
    'of their name to preserve the benefit of confidentiality under the agreement.',
    '[4] Candoo has not participated in the Authority’s investigation.',
    '[5] Candoo’s breach of the agreed terms should not cause SYI to lose the benefit of',
    'confidentiality. Accordingly, I prohibit the publication of SYI’s name and any of their',
    'identifying details.',
    'The Authority’s investigation',
    '[6] I am satisfied from the file that the statement of problem was served on Candoo',
  ].join('\n');

  it('gives the heading and the paragraph that makes the order, verbatim, not the discussion around it', () => {
    expect(detectSuppressionNotice(ERA_250)).toBe(
      'Non-Publication: [5] Candoo’s breach of the agreed terms should not cause SYI to lose the benefit of ' +
        'confidentiality. Accordingly, I prohibit the publication of SYI’s name and any of their identifying details.',
    );
  });

  it('gives none for a section that only refuses suppression, nor for a contents line', () => {
    const refused =
      'reasons.\nName suppression\n[150] G should not be given name suppression.\nResult\n[151] The appeal is allowed.';
    expect(detectSuppressionNotice(refused)).toBeNull();
    expect(detectSuppressionNotice('Name suppression [154]\nResult [160]')).toBeNull();
  });

  it('adds the paragraph a notice refers to ("refer paragraph 9")', () => {
    const text =
      'Attention is drawn to the order\nprohibiting publication of\ncertain information (refer\nparagraph 9)\n' +
      'IN THE EMPLOYMENT RELATIONS AUTHORITY\n[8] Mr Paul does not oppose it.\n' +
      '[9] I order that the name of the customer is not to be published.\n[10] This order is made under cl 10(1).';
    expect(detectSuppressionNotice(text)).toBe(
      'Attention is drawn to the order prohibiting publication of certain information (refer paragraph 9)\n\n' +
        '[9] I order that the name of the customer is not to be published.',
    );
  });
});

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
