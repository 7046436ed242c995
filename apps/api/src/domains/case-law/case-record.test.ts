import { describe, expect, it } from 'vitest';
import { caseFacetCounts, caseSort, precedentialFilter, toCase } from './case-record';
import { decisionStats } from './judicial-decisions';

const base = {
  id: 'nzhc-2017-2412--0',
  doc_id: 'nzhc-2017-2412',
  title: 'CHARMING GROUP (NZ) LIMITED v SINGH',
  type: 'case_law',
  court: 'High Court',
  citation: '[2017] NZHC 2412',
  date_published: '2017-10-03',
  year: 2017,
  legal_area: ['general', 'not-an-area'],
  citation_count: 0,
  pdfUrl: null,
  source: 'Ministry of Justice Judicial Decisions Online (via OpenLaw NZ)',
  sourceUrl: 'https://github.com/Eugene-Bulog/openlawnz-data',
  retrievedAt: '2017-12-19',
};

describe('toCase', () => {
  it('maps a JDO index record: no page made up from the citation, the JDO document as download, no derived values', () => {
    const c = toCase({
      ...base,
      metadata: {
        parties: ['CHARMING GROUP (NZ) LIMITED', 'SINGH'],
        jdo_path: 'jdo/74/alfresco/service/api/node/content/workspace/SpacesStore/af4c/af4c.pdf',
        snapshot_note: 'Judicial Decisions Online index metadata (2010–2020).',
        case_facts: { significance: { value: 'standard', basis: 'Not reported' } },
      },
    });
    expect(c.id).toBe('nzhc-2017-2412');
    expect(c.url).toBeNull();
    expect(c.downloadUrl).toBe(
      'https://forms.justice.govt.nz/search/Documents/pdf/jdo/74/alfresco/service/api/node/content/workspace/SpacesStore/af4c/af4c.pdf',
    );
    expect(c.legalAreas).toEqual(['general']);
    expect(c.caseType).toBeNull();
    expect(c.outcome).toBeNull();
    expect(c.precedential).toBe(false);
    expect(c.snapshotNote).toMatch(/^Judicial Decisions Online/);
    expect(c.suppressionNotice).toBeNull();
  });

  it('keeps the derived facts with their basis, the suppression notice verbatim and the court’s PDF', () => {
    const c = toCase({
      ...base,
      court: 'Supreme Court',
      citation: '[2026] NZSC 19',
      pdfUrl: 'https://www.courtsofnz.govt.nz/assets/cases/2026/2026-NZSC-19.pdf',
      metadata: {
        url: 'https://www.courtsofnz.govt.nz/cases/g-sc-130-2024-v-r-1',
        suppression_notice: 'NOTE: PUBLICATION OF NAMES … PROHIBITED BY S 203',
        case_facts: {
          significance: { value: 'high', basis: 'Listed by the court' },
          outcome: { value: 'Allowed', quote: 'The appeal is allowed.' },
          judges: 'Winkelmann CJ, Ellen France and Kós JJ',
        },
      },
    });
    expect(c.url).toBe('https://www.courtsofnz.govt.nz/cases/g-sc-130-2024-v-r-1');
    expect(c.downloadUrl).toBe('https://www.courtsofnz.govt.nz/assets/cases/2026/2026-NZSC-19.pdf');
    expect(c.outcome).toEqual({ value: 'Allowed', quote: 'The appeal is allowed.' });
    expect(c.judges).toEqual(['Winkelmann CJ', 'Ellen France J', 'Kós J']);
    expect(c.bench).toBe('Winkelmann CJ, Ellen France and Kós JJ');
    expect(c.suppressionNotice).toBe('NOTE: PUBLICATION OF NAMES … PROHIBITED BY S 203');
    expect(c.precedential).toBe(true);
  });

  it('never links a third-party mirror as the official page, and counts citations as precedent', () => {
    const c = toCase({
      ...base,
      citation: null,
      citation_count: 2,
      sourceUrl: 'https://casechat.au/cases/nz/x',
      metadata: { url: 'https://casechat.au/cases/nz/x', source_type: 'secondary (third-party mirror)' },
    });
    // No official page and no neutral citation: no main link (the mirror stays the source line only).
    expect(c.url).toBeNull();
    expect(c.sourceUrl).toBe('https://casechat.au/cases/nz/x');
    expect(c.significance.value).toBe('standard');
    expect(c.precedential).toBe(true);
    expect(c.citedBy).toBe(2);
    const official = toCase({
      ...base,
      metadata: {
        official_url: 'https://www.nzlii.org/nz/cases/NZCA/2002/54.html',
        source_type: 'secondary',
      },
    });
    expect(official.url).toBe('https://www.nzlii.org/nz/cases/NZCA/2002/54.html');
  });

  it('gives a court list’s card no link rather than a search page or the courts’ judgments site', () => {
    // An Environment Court listing read from the Ministry of Justice site search (data/ of the courts' listings).
    const listed = {
      ...base,
      citation: null,
      sourceUrl: 'https://justice.govt.nz/search/SearchForm?Search=environmental&start=1250',
      metadata: {},
    };
    expect(toCase(listed, 'official').url).toBeNull();
    expect(
      toCase({ ...listed, sourceUrl: 'http://www.mfe.govt.nz/publications/x' }, 'official').url,
    ).toBeNull();
  });
});

describe('helpers', () => {
  it('groups case facets by key and computes the stat tiles', () => {
    const facets = caseFacetCounts({
      court: { 'High Court': 3, 'Court of Appeal': 1 },
      legal_area: { criminal: 2, tax: 0 },
      year: { '2025': 2, '2026': 1, '2017': 1 },
      'metadata.case_facets': {
        'case_type:Judicial Review': 1,
        'significance:high': 2,
        'outcome:Dismissed': 1,
      },
    });
    expect(facets.caseTypes).toEqual({ 'Judicial Review': 1 });
    expect(facets.outcomes).toEqual({ Dismissed: 1 });
    expect(decisionStats(facets, new Date('2026-11-23T00:00:00Z'))).toEqual({
      recentDecisions: 3,
      highImportance: 2,
      courtsCovered: 2,
      legalAreas: 1,
    });
  });

  it('sorts newest without a query, by relevance with one, and filters precedents in the index', () => {
    expect(caseSort({})).toEqual(['date_ts:desc']);
    expect(caseSort({ query: 'bail' })).toBeUndefined();
    expect(caseSort({ query: 'bail', sort: 'oldest' })).toEqual(['date_ts:asc']);
    expect(precedentialFilter(undefined)).toBeNull();
    expect(precedentialFilter(true)).toBe(
      '(metadata.case_facets IN ["significance:high", "reported:NZLR", "reported:other"] OR citation_count > 0)',
    );
  });
});
