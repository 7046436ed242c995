import { type CitationOptions, formatCitation } from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { golden } from './golden-entries';

/**
 * Golden citations (issue 14): real records of the bundled snapshot — Acts and sections, judgments from every case
 * source, tribunal decisions, bills and a supplementary order paper, Hansard, articles and dissertations — each with
 * its expected citation in the New Zealand Law Style Guide (3rd ed) form, checked by hand against the guide's
 * rules: Acts and provisions r 4.1 (`s 103`, `ss 167–172`, `sch 2 cl 10`); cases r 3.2–3.3 (first party only,
 * surnames for individuals, Ltd, R for the Crown; the official neutral citation, then the best report,
 * `[2013] NZCA 588, [2014] 2 NZLR 587 at [20]`); a judgment before its court adopted neutral citations is cited by
 * its report with the court (`(2006) 23 CRNZ 833 (CA)`) or its file number (`CA134/01, 14 March 2002`), never by
 * NZLII's number; tribunal decisions without a neutral citation r 3.4 (`… BSA 2003-016, 27 February 2003`); bills
 * r 4.2 (`Title Year (number-version), cl 5`); Hansard r 5.1 (`(date) volume NZPD …`); articles r 6.4
 * (`Author "Title" (Year) Volume Journal Page`) and dissertations r 6.8. Footnote forms are given where a
 * pinpoint is (ending with a full stop).
 *
 * Each record in golden.json is a copy of the fields the formatter reads; citation-golden.data.test.ts (the `data`
 * project) checks every copy against the record the source parses today, so the fixture stays real.
 */
describe('golden citations (real records, NZ Law Style Guide form)', () => {
  it('holds at least 60 records across every kind of document and every case source', () => {
    expect(golden.length).toBeGreaterThanOrEqual(60);
    expect(new Set(golden.map((g) => g.record.type))).toEqual(
      new Set(['legislation', 'case_law', 'bill', 'parliamentary_debate', 'academic']),
    );
    const caseSources = new Set(
      golden.filter((g) => g.record.type === 'case_law').map((g) => g.record.source),
    );
    expect(caseSources).toEqual(
      new Set([
        'jdo-judgments',
        'courts-tribunals-fulltext',
        'tribunal-decisions',
        'nz-court-decisions-other-courts',
      ]),
    );
    expect(golden.filter((g) => g.record.type === 'legislation' && g.pinpoint).length).toBeGreaterThanOrEqual(
      5,
    );
  });

  for (const g of golden) {
    const label = `${g.record.id}${g.pinpoint ? ` at ${g.pinpoint}` : ''}`;
    it(`formats ${label}`, () => {
      const opts: CitationOptions = g.pinpoint ? { pinpoint: g.pinpoint } : {};
      expect(formatCitation(g.record, 'nzlr', opts)).toBe(g.nzlr);
      if (g.footnote) expect(formatCitation(g.record, 'footnote', opts)).toBe(g.footnote);
    });
  }
});
