import { describe, expect, it } from 'vitest';
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

  it('adds the sentences that make the order when the referred paragraph lost its number', () => {
    // Trimmed from [2026] NZERA 245 (data/worldwidelaw-nz/ERA/0007.json): the PDF's "[5]" is not in its text.
    const text = [
      'NOTE: This determination',
      'contains an order prohibiting',
      'publication of certain information',
      'at [5]',
      'IN THE EMPLOYMENT RELATIONS AUTHORITY',
      'I congratulate the parties on their achievement. By consent, the terms of the',
      'settlement signed by the parties become consent orders of the Authority.',
      '',
      '2',
      'For the purposes of preserving confidentiality, I make a further order pursuant to clause',
      '10 of schedule 2 of the Employment Relations Act 2000 prohibiting publication of the',
      'agreed terms of the settlement. The parties also asked that their identities and the fact of',
      'their involvement in this matter be suppressed. The rationale warranted acceptance. I',
      'therefore order a prohibition on publishing anything which identifies the parties, their',
      'witnesses and their links to this settlement.',
      'Geoff O’Sullivan',
    ].join('\n');
    expect(detectSuppressionNotice(text)).toBe(
      'NOTE: This determination contains an order prohibiting publication of certain information at [5]\n\n' +
        'For the purposes of preserving confidentiality, I make a further order pursuant to clause 10 of schedule 2 ' +
        'of the Employment Relations Act 2000 prohibiting publication of the agreed terms of the settlement.\n\n' +
        'I therefore order a prohibition on publishing anything which identifies the parties, their witnesses and ' +
        'their links to this settlement.',
    );
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
