import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../data-dir';
import {
  buildCitator,
  type CitationDoc,
  findActReferences,
  findCaseReferences,
  provisionPinpoint,
} from './citations';
import { loadLawReportSeries } from './law-reports';

/**
 * The citator's extractor on real paragraphs of the bundled judgments (data/worldwidelaw-nz: Courts of New Zealand
 * judgments and Employment Relations Authority determinations, PDF text with its spacing and line breaks as
 * extracted). Each test reads the judgment's text and cuts the paragraph out around a phrase it contains.
 */
function judgment(folder: 'CourtsOfNZ' | 'ERA', file: string): string {
  return (
    JSON.parse(readFileSync(join(DATA_DIR, 'worldwidelaw-nz', folder, file), 'utf8')) as { text: string }
  ).text;
}
/** The real text from `phrase` to `length` characters on (throws when the judgment no longer contains it). */
function excerpt(text: string, phrase: string, length = 200): string {
  const at = text.indexOf(phrase);
  if (at < 0) throw new Error(`phrase not found: ${phrase}`);
  return text.slice(at, at + length);
}
const cases = (text: string) =>
  findCaseReferences(text).map((r) => ({ neutral: r.neutral, reports: r.reports, pinpoint: r.pinpoint }));

describe('law-report series (openlawnz-parsers/lawReports.json)', () => {
  it('lists the New Zealand series, longest acronym first', () => {
    const series = loadLawReportSeries();
    for (const s of ['NZLR', 'NZELR', 'ERNZ', 'CRNZ', 'PRNZ', 'NZAR', 'NZRMA', 'FRNZ'])
      expect(series).toContain(s);
    expect(series.indexOf('NZRMA')).toBeLessThan(series.indexOf('RMA'));
  });
});

describe('findCaseReferences on real judgment text', () => {
  const salt = judgment('CourtsOfNZ', 'NZ-CourtsOfNZ-2026-NZCA-62.json');
  const carter = judgment('CourtsOfNZ', 'NZ-CourtsOfNZ-2025-NZCA-677.json');
  const zuru = judgment('CourtsOfNZ', 'NZ-CourtsOfNZ-2025-NZCA-650.json');
  const mercury = judgment('CourtsOfNZ', 'NZ-CourtsOfNZ-2026-NZCA-91.json');
  const fleming = judgment('CourtsOfNZ', 'NZ-CourtsOfNZ-2025-NZSC-188.json');
  const iongi = judgment('CourtsOfNZ', 'NZ-CourtsOfNZ-2025-NZSC-191.json');
  const thompson = judgment('CourtsOfNZ', 'NZ-CourtsOfNZ-2026-NZHC-544.json');

  it('a neutral citation with its parallel NZLR citation and paragraph pinpoint is one reference', () => {
    // Salt v R [2026] NZCA 62, footnote 12 (spaces before the comma and the pinpoint as the PDF text has them).
    expect(cases(excerpt(salt, 'Tutakangahau v R', 80))).toEqual([
      { neutral: '[2014] NZCA 279', reports: ['[2014] 3 NZLR 482'], pinpoint: 'at [36]' },
    ]);
    expect(cases(excerpt(salt, 'Filivao v R', 40))).toEqual([
      { neutral: '[2024] NZCA 103', reports: [], pinpoint: 'at [30]' },
    ]);
  });

  it('reads a report citation broken over a line, past the court designation, to its pinpoint', () => {
    // Carter v Attorney-General [2025] NZCA 677: "… Ngāti Apa [2003] \n3 NZLR  643 (CA) at [44]".
    expect(cases(excerpt(carter, 'Attorney -General v Ngāti Apa', 70))).toEqual([
      { neutral: null, reports: ['[2003] 3 NZLR 643'], pinpoint: 'at [44]' },
    ]);
  });

  it('gives page pinpoints of reported cases with an en dash, and paragraph ranges and lists', () => {
    // Zuru v LEGO [2025] NZCA 650 footnote 9; Mercury NZ Ltd v Māori Land Court [2026] NZCA 91 footnote 3.
    expect(cases(excerpt(zuru, 'Villa Maria Wines Ltd v Montana Wines Ltd', 90))).toEqual([
      { neutral: null, reports: ['[1984] 2 NZLR 422'], pinpoint: 'at 425–430' },
    ]);
    expect(cases(excerpt(mercury, 'R v Chilton', 70))).toEqual([
      { neutral: null, reports: ['[2006] 2 NZLR 341'], pinpoint: 'at [83]–[90] and [100]' },
    ]);
  });

  it('recognises volume-organised series with the year in round brackets (NZELR, IPR)', () => {
    // Fleming v Attorney-General [2025] NZSC 188, footnote 5; Zuru footnote 2 (a note in brackets, no pinpoint).
    expect(cases(excerpt(fleming, 'Humphreys v Humphreys', 80))).toEqual([
      { neutral: '[2021] NZEmpC 217', reports: ['(2021) 18 NZELR 668'], pinpoint: null },
    ]);
    expect(cases(excerpt(zuru, 'Zuru New Zealand Ltd v Lego Juris A/S [2023]', 100))).toEqual([
      { neutral: '[2023] NZHC 1808', reports: ['(2023) 173 IPR 146'], pinpoint: null },
    ]);
  });

  it('reads an old NZLR citation without a volume as a report, not as a neutral citation', () => {
    // Iongi v R [2025] NZSC 191: "Thomas  v R [1972] NZLR 34 (CA) ; and R v Gee  [2001] 3 NZLR \n729 (CA)  at [27]".
    expect(cases(excerpt(iongi, 'Thomas  v R', 90))).toEqual([
      { neutral: null, reports: ['[1972] NZLR 34'], pinpoint: null },
      { neutral: null, reports: ['[2001] 3 NZLR 729'], pinpoint: 'at [27]' },
    ]);
  });

  it('keeps separate cases apart and takes a pinpoint after a comma', () => {
    // R v Thompson [2026] NZHC 544: "Hohua v R [2022] NZCA \n550, at [17]"; footnote 5, three cases in a row.
    expect(cases(excerpt(thompson, 'Hohua v R', 40))).toEqual([
      { neutral: '[2022] NZCA 550', reports: [], pinpoint: 'at [17]' },
    ]);
    expect(cases(excerpt(thompson, 'R v Harris [2023] NZCA 462', 80)).map((r) => r.neutral)).toEqual([
      '[2023] NZCA 462',
      '[2016] NZHC 1904',
      '[2012] NZHC 40',
    ]);
  });
});

describe('findActReferences on real judgment text', () => {
  const titles = (...list: string[]) => new Map(list.map((t, i) => [t, [`act-${i}`]]));

  it('takes the provision before the title ("s 174E of the …") and after it ("…, s 161(1)(a)")', () => {
    const era = titles('Employment Relations Act 2000', 'Minimum Wage Act 1983', 'Holidays Act 2003');
    // Determination 0001: "As permitted by s 174E of the Employment Relations Act 2000 (the Act) this …".
    const d1 = excerpt(judgment('ERA', '0001.json'), 'As permitted by s 174E', 100);
    expect(findActReferences(d1, era).map((r) => [r.title, r.pinpoint])).toEqual([
      ['Employment Relations Act 2000', 's 174E'],
    ]);
    // Determination 0014, footnote 7.
    const d14 = excerpt(judgment('ERA', '0014.json'), '7 Employment Relations Act 2000', 60);
    expect(findActReferences(d14, era).map((r) => r.pinpoint)).toEqual(['s 161(1)(a)']);
    // Determination 0008: "breaches of s 130\nof the Employment Relations Act 2000", the Holidays Act without one.
    const d8 = excerpt(judgment('ERA', '0008.json'), 'breaches of the Holidays Act 2003', 140);
    expect(findActReferences(d8, era).map((r) => [r.title, r.pinpoint])).toEqual([
      ['Holidays Act 2003', null],
      ['Employment Relations Act 2000', 's 130'],
    ]);
  });

  it('abbreviates lists and subdivisions as the Style Guide does', () => {
    const carter = judgment('CourtsOfNZ', 'NZ-CourtsOfNZ-2025-NZCA-677.json');
    const pascoe = judgment('CourtsOfNZ', 'NZ-CourtsOfNZ-2025-NZSC-195.json');
    const map = titles('Native Land Court Act 1894', 'Public Works Act 1981');
    expect(findActReferences(excerpt(carter, 'See Native Land Court Act 1894', 60), map)[0]?.pinpoint).toBe(
      'ss 14 and 73',
    );
    expect(findActReferences(excerpt(pascoe, '1  Public Works Act 1981', 60), map)[0]?.pinpoint).toBe(
      's 18(1)(a) and (c)',
    );
    expect(provisionPinpoint('section 103(1)')).toBe('s 103(1)');
    expect(provisionPinpoint('sections 5 to 7')).toBe('ss 5–7');
    expect(provisionPinpoint('Part 9')).toBe('pt 9');
  });
});

describe('buildCitator', () => {
  const fleming = judgment('CourtsOfNZ', 'NZ-CourtsOfNZ-2025-NZSC-188.json');
  const docs: CitationDoc[] = [
    {
      id: 'act-1983-15',
      type: 'legislation',
      title: 'Minimum Wage Act 1983',
      citation: '1983 No 15',
      content: null,
    },
    // A judgment held here only by its law-report citation (its record carries it), and one by neutral citation.
    {
      id: 'nzca-2011-14',
      type: 'case_law',
      title: 'IDEA SERVICES LIMITED v DICKSON',
      citation: '[2011] NZCA 14',
      content: null,
    },
    {
      id: 'rep-only',
      type: 'case_law',
      title: 'A reported case',
      citation: null,
      content: null,
      reports: ['[2012] 3 NZLR 456'],
    },
    {
      id: 'nzsc-2025-188',
      type: 'case_law',
      title: 'FLEMING v ATTORNEY-GENERAL',
      citation: '[2025] NZSC 188',
      content: fleming,
    },
  ];
  const { edges, refs } = buildCitator(docs);

  it('links a judgment to the Acts and cases it cites, by neutral or report citation, with pinpoints', () => {
    expect([...(edges.get('nzsc-2025-188') ?? [])].sort()).toEqual([
      'act-1983-15',
      'nzca-2011-14',
      'rep-only',
    ]);
    const list = refs.get('nzsc-2025-188') ?? [];
    expect(list.find((r) => r.id === 'act-1983-15')?.pinpoints).toContain('s 6');
    // "… [2012] NZCA 184, [2012] 3 NZLR 456 at [1]": the report is the held record's, the pinpoint comes with it.
    expect(list.find((r) => r.id === 'rep-only')).toEqual({
      id: 'rep-only',
      citation: '[2012] NZCA 184',
      pinpoints: ['at [1]'],
    });
  });

  it('lists cases not held here by citation, never the judgment itself', () => {
    const notHeld = (refs.get('nzsc-2025-188') ?? []).filter((r) => r.id === null).map((r) => r.citation);
    expect(notHeld).toContain('[2021] NZEmpC 217');
    expect(notHeld).not.toContain('[2025] NZSC 188');
    expect(edges.get('nzsc-2025-188')?.has('nzsc-2025-188')).toBe(false);
  });

  it('learns a held judgment’s report citation from a text that prints both', () => {
    const both: CitationDoc = {
      id: 'citing-both',
      type: 'case_law',
      title: 'x',
      citation: null,
      content: 'Idea Services Ltd v Dickson [2011] NZCA 14, [2011] 2 NZLR 522',
    };
    const reportOnly: CitationDoc = {
      id: 'citing-report',
      type: 'case_law',
      title: 'y',
      citation: null,
      content: 'Idea Services Ltd v Dickson [2011] 2 NZLR 522 at [12]',
    };
    const c = buildCitator([...docs, both, reportOnly]);
    expect([...(c.edges.get('citing-report') ?? [])]).toEqual(['nzca-2011-14']);
    expect(c.refs.get('citing-report')?.[0]?.pinpoints).toEqual(['at [12]']);
  });

  it('finds an Act cited by a title it bore before (a renamed Act is still cited by its old name)', () => {
    const renamed: CitationDoc = {
      id: 'act-1990-108',
      type: 'legislation',
      title: 'Smokefree Environments and Regulated Products Act 1990',
      citation: '1990 No 108',
      content: null,
      otherTitles: ['Smoke-free Environments Act 1990'],
    };
    // Test-only text, written for this check.
    const citing: CitationDoc = {
      id: 'citing-old-title',
      type: 'case_law',
      title: 'A judgment',
      citation: null,
      content: 'an offence under s 5 of the Smoke-free Environments Act 1990',
    };
    const c = buildCitator([renamed, citing]);
    expect([...(c.edges.get('citing-old-title') ?? [])]).toEqual(['act-1990-108']);
  });

  it('finds an Act of a two-year session cited by its whole title or by its first year', () => {
    const act: CitationDoc = {
      id: 'act-1932-47',
      type: 'legislation',
      title: 'Local Legislation Act 1932–33',
      citation: '1932 No 47',
      content: null,
    };
    // Test-only texts, written for this check.
    const whole: CitationDoc = {
      id: 'cites-whole',
      type: 'case_law',
      title: 'A judgment',
      citation: null,
      content: 'by s 9 of the Local Legislation Act 1932–33 the land was vested',
    };
    const first: CitationDoc = { ...whole, id: 'cites-first', content: 'see the Local Legislation Act 1932' };
    const c = buildCitator([act, whole, first]);
    expect([...(c.edges.get('cites-whole') ?? [])]).toEqual(['act-1932-47']);
    expect([...(c.edges.get('cites-first') ?? [])]).toEqual(['act-1932-47']);
  });
});
