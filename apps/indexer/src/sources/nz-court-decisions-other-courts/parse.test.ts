import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { dateFields } from '../../enrich/chunk';
import { expectGoldenOutput } from '../_shared/golden';
import { nzCourtDecisionsOtherCourts } from '.';
import { courtListingOf, parseOtherCourtDecisions, publicationNoticeOf, sourceNameOf } from './parse';

describe('nz-court-decisions-other-courts', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(nzCourtDecisionsOtherCourts, import.meta.dirname);
  });

  it('reads all 165 decisions of the bundled snapshot, each with a court of courts.json and provenance', () => {
    const docs = parseOtherCourtDecisions(DATA_DIR);
    expect(docs).toHaveLength(165);
    const byCourt: Record<string, number> = {};
    for (const d of docs) {
      byCourt[d.court ?? ''] = (byCourt[d.court ?? ''] ?? 0) + 1;
      expect(d.type).toBe('case_law');
      expect(d.sourceUrl).toMatch(/^https?:\/\//);
      expect(d.retrievedAt).toBe('2026-11-22');
    }
    expect(byCourt).toEqual({
      'Employment Court': 114,
      'Court of Appeal': 23,
      'Environment Court': 14,
      'District Court': 9,
      'Family Court': 4,
      'Youth Court': 1,
    });
    // Ids are unique and the two Family Court notices are kept verbatim.
    expect(new Set(docs.map((d) => d.id)).size).toBe(165);
    expect(docs.filter((d) => d.court === 'Family Court' && d.metadata.suppression_notice)).toHaveLength(2);
  });

  it('keeps the year of a decision the listing dates no further, and indexes it under that year', () => {
    const docs = parseOtherCourtDecisions(DATA_DIR);
    const jacques = docs.find((d) => d.id === 'nzenvc-a054-04');
    expect(jacques?.date_published).toBeNull();
    expect(jacques?.metadata.year).toBe(2004);
    expect(jacques && dateFields(jacques)).toEqual({ year: 2004, date_ts: null });
    // A dated decision's year is its date's.
    const dated = docs.find((d) => d.date_published);
    expect(dated && dateFields(dated).year).toBe(Number(dated?.date_published?.slice(0, 4)));
    expect(dated?.metadata.year).toBeUndefined();
  });

  it('names the publisher of each page and the court lists of notable judgments', () => {
    expect(sourceNameOf('http://classic.austlii.edu.au/nz/cases/NZCA/2021/44.html')).toMatch(/^NZLII/);
    expect(sourceNameOf('https://www.employmentcourt.govt.nz/judgments/decisions/?start=10')).toMatch(
      /Employment Court/,
    );
    const base = { court: 'NZEmpC', court_name: '', source_type: '' };
    expect(
      courtListingOf({
        ...base,
        source_url: 'http://employmentcourt.govt.nz/judgments/judgments-of-note/judgments-of-note-2014/',
      }),
    ).toBe('a judgment of note (Employment Court, 2014)');
    expect(
      courtListingOf({ ...base, source_url: 'https://www.employmentcourt.govt.nz/judgments/decisions/' }),
    ).toBeUndefined();
    expect(publicationNoticeOf({ ...base, source_url: 'x', notes: 'REDACTED VERSION FOR PUBLICATION' })).toBe(
      'REDACTED VERSION FOR PUBLICATION',
    );
    expect(
      publicationNoticeOf({ ...base, source_url: 'x', notes: 'hearing 2 February 2012' }),
    ).toBeUndefined();
  });
});
