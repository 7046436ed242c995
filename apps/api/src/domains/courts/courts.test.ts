import { describe, expect, it } from 'vitest';
import { caseFacetCounts, caseSort, facetFilter, toCase } from '../case-law/case-record';
import { firstYearOf } from './maori-court-decisions';
import { toWaitangiClaim } from './waitangi-claims';

describe('courts: case list helpers', () => {
  it('splits metadata.case_facets counts by key', () => {
    const counts = caseFacetCounts({
      court: { 'Employment Court': 3 },
      'metadata.case_facets': {
        'outcome:Dismissed': 2,
        'employment_area:Health and Safety': 1,
        'children_involved:true': 4,
        'reported:NZLR': 1,
      },
    });
    expect(counts.courts).toEqual({ 'Employment Court': 3 });
    expect(counts.outcomes).toEqual({ Dismissed: 2 });
    expect(counts.employmentAreas).toEqual({ 'Health and Safety': 1 });
    expect(counts.childrenInvolved).toEqual({ true: 4 });
    expect(counts.familyCaseTypes).toEqual({});
  });

  it('builds one quoted facet clause, none for an absent value', () => {
    expect(facetFilter('employment_area', 'Health and Safety')).toBe(
      'metadata.case_facets = "employment_area:Health and Safety"',
    );
    expect(facetFilter('children_involved', false)).toBe('metadata.case_facets = "children_involved:false"');
    expect(facetFilter('outcome', undefined)).toBeNull();
  });

  it('sorts newest first without a query, by relevance with one, unless asked', () => {
    expect(caseSort({})).toEqual(['date_ts:desc']);
    expect(caseSort({ query: 'redundancy' })).toBeUndefined();
    expect(caseSort({ sort: 'oldest', query: 'redundancy' })).toEqual(['date_ts:asc']);
  });

  it('maps a hit without derived facts to a case with nothing derived, and keeps the notice verbatim', () => {
    const c = toCase(
      {
        id: 'nzfc-2024-1--0',
        doc_id: 'nzfc-2024-1',
        title: 'A v B',
        court: 'Family Court',
        citation: '[2024] NZFC 1',
        date_published: '2024-04-15',
        year: 2024,
        legal_area: ['family'],
        pdfUrl: 'https://example.com/a.pdf',
        metadata: { parties: ['A', 'B'], suppression_notice: 'Care of Children Act 2004 s 139' },
        source: 'NZLII',
        sourceUrl: 'http://www.nzlii.org/nz/cases/NZFC/2024/1.html',
        retrievedAt: '2026-11-22',
      },
      'official',
    );
    expect(c.id).toBe('nzfc-2024-1');
    expect(c.outcome).toBeNull();
    expect(c.caseType).toBeNull();
    expect(c.familyCaseTypes).toEqual([]);
    expect(c.significance.value).toBe('standard');
    expect(c.suppressionNotice).toBe('Care of Children Act 2004 s 139');
    expect(c.url).toBe('http://www.nzlii.org/nz/cases/NZFC/2024/1.html');
    // A PDF on a host that is not the court's own is not offered as the judgment.
    expect(c.downloadUrl).toBeNull();
  });
});

describe('courts: Māori decisions and Waitangi claims', () => {
  it('counts date ranges in whole calendar years back from the current year', () => {
    const now = new Date('2026-11-23T00:00:00Z');
    expect(firstYearOf('last-year', now)).toBe(2025);
    expect(firstYearOf('last-5-years', now)).toBe(2021);
    expect(firstYearOf('last-10-years', now)).toBe(2016);
  });

  it('never shows a withheld claim title, and gives no status for a claim an Act names', () => {
    const c = toWaitangiClaim({
      id: 'waitangi_claim--wai-1',
      kind: 'waitangi_claim',
      title: 'Wai 1',
      category: 'settlement_act',
      asAt: '2014-05-20',
      fields: {
        wai: 'Wai 1',
        claimTitle: null,
        titleWithheld: 'The title in the Act may name private people; only the Wai number is shown.',
        act: 'Example Claims Settlement Act 2014',
        provision: 's 14 Meaning of historical claims',
        actAsAt: '2014-05-20',
      },
      source: 'Treaty settlement Acts',
      sourceUrl: 'https://github.com/x/y/blob/c/a.md#L1',
      retrievedAt: '2015-03-30',
    });
    expect(c.title).toBeNull();
    expect(c.claimNumber).toBe('Wai 1');
    expect(c.status).toBeNull();
    expect(c.act).toEqual({
      title: 'Example Claims Settlement Act 2014',
      provision: 's 14 Meaning of historical claims',
      asAt: '2014-05-20',
    });
  });
});
