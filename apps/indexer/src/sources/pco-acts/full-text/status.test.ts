import { legalStatusLabel } from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../../corpus';
import { fallbackStatus, readCurrentTitles, readStatusEvidence } from './status';

describe('readStatusEvidence (bundled data)', () => {
  const statuses = readStatusEvidence(DATA_DIR);

  it('reads repeals with their date and provision from official covers', () => {
    const privacy1993 = statuses.get('act-1993-28');
    expect(privacy1993?.state).toBe('repealed');
    expect(privacy1993?.as_at).toBe('2020-12-01');
    expect(privacy1993 && legalStatusLabel(privacy1993)).toBe(
      'Repealed 1 December 2020 by section 216(1) of the Privacy Act 2020 (2020 No 31) — source: legislation.govt.nz (official version cover, via joedaviesio/magna)',
    );
  });

  it("reads the c.2020 list's bracketed repeal note without its closing bracket", () => {
    // The note as the c.2020 list of Acts gives it for the Land Transfer Act 1952 (data/openlawnz-parsers).
    const alert =
      '[repealed] [Land Transfer Act 1952: repealed, on 12 November 2018, by section 248(1) of the Land Transfer Act 2017 (2017 No 30).]';
    const status = readStatusEvidence(
      DATA_DIR,
      new Map([
        [
          'act-1952-52',
          { alert, url: 'https://www.legislation.govt.nz/act/public/1952/0052/latest/DLM269032.html' },
        ],
      ]),
    ).get('act-1952-52');
    expect(status?.repealed_by).toBe('section 248(1) of the Land Transfer Act 2017 (2017 No 30)');
    expect(status && legalStatusLabel(status)).toBe(
      'Repealed 12 November 2018 by section 248(1) of the Land Transfer Act 2017 (2017 No 30) — source: legislation.govt.nz Acts list (c.2020 scrape, via OpenLaw NZ)',
    );
  });

  it('dates a repeal whose provision states no date by the version of the text that says it', () => {
    const stateSector = statuses.get('act-1988-20');
    expect(stateSector?.state).toBe('repealed');
    expect(stateSector?.as_at).toBeNull();
    expect(stateSector?.evidence_as_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(stateSector && legalStatusLabel(stateSector)).toMatch(
      /^Repealed by .*Public Service Act 2020.*, as its text as at \d{1,2} \w+ \d{4} states — source: legislation\.govt\.nz/,
    );
  });

  it('says in force only as at the date of an official version', () => {
    const privacy2020 = statuses.get('act-2020-31');
    expect(privacy2020?.state).toBe('in_force');
    expect(privacy2020?.as_at).toMatch(/^20(2[5-9])-\d{2}-\d{2}$/);
    expect(privacy2020 && legalStatusLabel(privacy2020)).toMatch(
      /^In force as at \d{1,2} \w+ 20\d\d — source: legislation\.govt\.nz/,
    );
  });

  it('never shows the repealed Acts named in the issue as in force', () => {
    // State Sector Act 1988 and Education Act 1989: repeal evidence in the data.
    expect(statuses.get('act-1988-20')?.state).toBe('repealed');
    expect(statuses.get('act-1989-80')?.state).toBe('repealed');
    // Interpretation Act 1999, Legislation Act 2012, NZ Public Health and Disability Act 2000: no dated evidence.
    for (const id of ['act-1999-85', 'act-2012-119', 'act-2000-91']) {
      const s = statuses.get(id) ?? fallbackStatus(undefined, null);
      expect(s.state).not.toBe('in_force');
    }
  });

  it('falls back to an official reprint date, else not confirmed', () => {
    expect(fallbackStatus(undefined, { reprintAsAt: '2022-04-12', url: 'https://x.test/' }).state).toBe(
      'in_force',
    );
    const unknown = fallbackStatus(
      'https://www.legislation.govt.nz/act/public/1999/0085/latest/whole.html',
      null,
    );
    expect(unknown.state).toBe('not_confirmed');
    expect(legalStatusLabel(unknown)).toMatch(/^Status not confirmed/);
  });
});

describe('readCurrentTitles (bundled data)', () => {
  it('gives the title on the cover of the latest official version, with its date and address', () => {
    const titles = readCurrentTitles(DATA_DIR);
    expect(titles.get('act-1990-108')?.title).toBe('Smokefree Environments and Regulated Products Act 1990');
    expect(titles.get('act-1993-4')?.title).toBe('Te Ture Whenua Maori Act 1993');
    expect(titles.get('act-1993-4')?.url).toMatch(/^https:\/\/www\.legislation\.govt\.nz\//);
  });
});

describe('a later official version file listed by another inventory (bundled data)', () => {
  it('gives the Income Tax Act 2007 its 1 July 2026 version, not the 2010 reprint of its contents page', () => {
    const incomeTax = readStatusEvidence(DATA_DIR).get('act-2007-97');
    expect(incomeTax?.state).toBe('not_confirmed');
    expect(incomeTax?.as_at).toBe('2026-07-01');
    expect(incomeTax?.evidence).toContain('act_public_2007_97_en_2026-07-01.xml');
    expect(incomeTax && legalStatusLabel(incomeTax)).toMatch(
      /^Status not confirmed: a version as at 1 July 2026 was listed — source: legislation\.govt\.nz version file list/,
    );
  });
});
