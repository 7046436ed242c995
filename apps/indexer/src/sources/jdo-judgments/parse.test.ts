import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { expectGoldenOutput } from '../_shared/golden';
import { jdoJudgments } from '.';
import { caseTitle, parseJdo } from './parse';

describe('jdo-judgments (real bundled data)', () => {
  const docs = parseJdo(DATA_DIR);
  const byId = new Map(docs.map((d) => [d.id, d]));

  it('parses the 2,626 index records (6 with empty names skipped) plus unmatched case texts', () => {
    expect(docs.length).toBeGreaterThanOrEqual(2620);
  });

  it('[2020] NZHC 430 is a High Court judgment of 6 March 2020', () => {
    const d = byId.get('nzhc-2020-430');
    expect(d?.court).toBe('High Court');
    expect(d?.citation).toBe('[2020] NZHC 430');
    expect(d?.date_published).toBe('2020-03-06');
  });

  it('takes the title and parties from the case name', () => {
    expect(caseTitle('MCLEOD v GILES-PAIN & Anor [2020] NZHC 369 [5 March 2020]')).toBe(
      'MCLEOD v GILES-PAIN & Anor',
    );
    expect(byId.get('nzhc-2020-369')?.metadata.parties).toEqual(['MCLEOD', 'GILES-PAIN & Anor']);
  });

  it('keeps both records of a known JDO citation collision', () => {
    const both = docs.filter((d) => d.citation === '[2017] NZHC 2412').map((d) => d.title);
    expect(both.sort()).toEqual(['CHARMING GROUP (NZ) LIMITED v SINGH', 'DELIU v NEW ZEALAND POLICE']);
  });

  it('keeps the statutory publication-restriction notice of S v P verbatim', () => {
    const d = byId.get('nzhc-2018-2645');
    expect(d?.metadata.suppression_notice).toMatch(
      /^NOTE: PURSUANT TO S 139 OF THE CARE OF CHILDREN ACT 2004/,
    );
    expect(d?.content).toContain('PURSUANT TO S 139 OF THE CARE OF CHILDREN ACT 2004');
  });

  it('withholds the full text of judgments under a statutory family-law restriction, keeping the notice', () => {
    for (const id of ['nzhc-2018-2645', 'nzca-2015-30']) {
      const d = byId.get(id);
      expect(d?.metadata.full_text_withheld, id).toBe(true);
      expect(d?.content?.startsWith(d?.metadata.suppression_notice ?? '-'), id).toBe(true);
      expect((d?.content ?? '').length, id).toBeLessThan(2_500);
    }
    // Judgments without such a restriction keep their text.
    const taylor = byId.get('nzsc-2018-104');
    expect(taylor?.metadata.full_text_withheld).toBeUndefined();
    expect(taylor?.content).not.toContain('Full text not reproduced');
  });
});

describe('jdo-judgments (recorded fixture)', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(jdoJudgments, import.meta.dirname);
  });
});
