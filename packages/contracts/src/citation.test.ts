import { describe, expect, it } from 'vitest';
import { type CitableDocument, caseName, formatAllCitations, formatCitation } from './citation';
import { isOfficialUrl, isSiteSearchPage, officialUrl, recordOfficialUrl } from './official-url';

// Titles, citations, dates and bibliographic details below are real records from the bundled snapshot in data/
// (legislation-act-outlines, jdo-openlawnz, nz-legal-scholarship, hansard-bills-nz).
const base = {
  court: null,
  citation: null,
  date_enacted: null,
  date_published: null,
  author: null,
  metadata: {},
  sourceUrl: '',
} satisfies Omit<CitableDocument, 'title' | 'type'>;

const era: CitableDocument = {
  ...base,
  title: 'Employment Relations Act 2000',
  type: 'legislation',
  citation: 'Public Act 2000 No 24',
  sourceUrl: 'https://www.legislation.govt.nz/act/public/2000/0024/latest/DLM58317.html',
};

const ssr: CitableDocument = { ...base, title: 'Social Security Regulations 2018', type: 'regulation' };

const mcleod: CitableDocument = {
  ...base,
  title: 'MCLEOD v GILES-PAIN & Anor [2020] NZHC 369 [5 March 2020]',
  type: 'case_law',
  court: 'High Court',
  citation: '[2020] NZHC 369',
  date_published: '2020-03-05',
};

const dunworth: CitableDocument = {
  ...base,
  title: 'Hidden Anxieties: Customary International Law in New Zealand',
  type: 'academic',
  author: 'Treasa Dunworth',
  date_published: '2004-01-01',
  metadata: {
    journal: 'New Zealand Journal of Public and International Law',
    volume: '2',
    issue: '1',
    pages: '67',
  },
};

const hansard: CitableDocument = {
  ...base,
  title: 'Volume 607, Week 21 - Tuesday, 8 April 2003',
  type: 'parliamentary_debate',
  date_published: '2003-04-08',
  metadata: { volume: '607', speaker: 'Minister of Consumer Affairs' },
};

describe('caseName', () => {
  it('drops the trailing citation and date, extra parties, and puts capitals into ordinary case', () => {
    expect(caseName(mcleod.title, mcleod.citation)).toBe('McLeod v Giles-Pain');
    expect(
      caseName('A v NATIONAL STANDARDS COMMITTEE [2020] NZHC 392 [4 March 2020]', '[2020] NZHC 392'),
    ).toBe('A v National Standards Committee');
  });
  it('keeps names already in ordinary case as the title gives them, with Limited as Ltd', () => {
    expect(
      caseName(
        'Lu v Industrial and Commercial Bank of China (New Zealand) Limited [2020] NZHC 402',
        '[2020] NZHC 402',
      ),
    ).toBe('Lu v Industrial and Commercial Bank of China (New Zealand) Ltd');
  });
});

describe('formatCitation: nzlr', () => {
  it('cites an Act by short title and year, with a section pinpoint', () => {
    expect(formatCitation(era, 'nzlr')).toBe('Employment Relations Act 2000');
    expect(formatCitation(era, 'nzlr', { pinpoint: 's 103 Personal grievances' })).toBe(
      'Employment Relations Act 2000, s 103',
    );
  });
  it('cites regulations by title and year, without the serial number, pinpoints in the instrument’s unit (r 4.3.1)', () => {
    expect(formatCitation(ssr, 'nzlr')).toBe('Social Security Regulations 2018');
    expect(formatCitation({ ...ssr, metadata: { act_number: 'LI 2018/202' } }, 'nzlr')).toBe(
      'Social Security Regulations 2018',
    );
    expect(formatCitation(ssr, 'nzlr', { pinpoint: '3' })).toBe('Social Security Regulations 2018, reg 3');
    const order = { ...ssr, title: 'Trade in Endangered Species Order 2023' };
    expect(formatCitation(order, 'nzlr', { pinpoint: '3' })).toBe(
      'Trade in Endangered Species Order 2023, cl 3',
    );
    const rules = { ...ssr, title: 'High Court Rules 2016' };
    expect(formatCitation(rules, 'nzlr', { pinpoint: '5-7' })).toBe('High Court Rules 2016, rr 5–7');
  });
  it('cites a judgment by case name and neutral citation', () => {
    expect(formatCitation(mcleod, 'nzlr')).toBe('McLeod v Giles-Pain [2020] NZHC 369');
  });
  it('cites an article as Author "Title" (Year) Volume Journal Page, with the journal’s own abbreviation', () => {
    expect(formatCitation(dunworth, 'nzlr')).toBe(
      'Treasa Dunworth "Hidden Anxieties: Customary International Law in New Zealand" (2004) 2 NZJPIL 67',
    );
  });
  it('uses [Year] Journal Page when the record has no volume', () => {
    const noVol = { ...dunworth, metadata: { journal: 'New Zealand Law Journal', pages: '67' } };
    expect(formatCitation(noVol, 'nzlr')).toBe(
      'Treasa Dunworth "Hidden Anxieties: Customary International Law in New Zealand" [2004] NZLJ 67',
    );
  });
  it('cites Hansard as (date) Volume NZPD page (Speaker), omitting the unknown page', () => {
    expect(formatCitation(hansard, 'nzlr')).toBe('(8 April 2003) 607 NZPD (Minister of Consumer Affairs)');
  });
});

describe('formatCitation: apa', () => {
  it('gives Acts as Title. (Year). New Zealand Legislation. URL', () => {
    expect(formatCitation(era, 'apa')).toBe(
      'Employment Relations Act 2000. (2000). New Zealand Legislation. https://www.legislation.govt.nz/act/public/2000/0024/latest/DLM58317.html',
    );
  });
  it('falls back to the official site when the record has no URL', () => {
    expect(formatCitation(ssr, 'apa')).toBe(
      'Social Security Regulations 2018. (2018). New Zealand Legislation. https://www.legislation.govt.nz/',
    );
  });
  it('gives cases in Style Guide form with the URL (the courts’ judgments page when the record names none)', () => {
    expect(formatCitation(mcleod, 'apa')).toBe(
      'McLeod v Giles-Pain [2020] NZHC 369. https://www.courtsofnz.govt.nz/judgments',
    );
    const own = {
      ...mcleod,
      metadata: { official_url: 'https://www.nzlii.org/nz/cases/NZHC/2020/369.html' },
    };
    expect(formatCitation(own, 'apa')).toBe(
      'McLeod v Giles-Pain [2020] NZHC 369. https://www.nzlii.org/nz/cases/NZHC/2020/369.html',
    );
  });
  it('gives articles with inverted author, year, journal, volume(issue) and page', () => {
    expect(formatCitation(dunworth, 'apa')).toBe(
      'Dunworth, T. (2004). Hidden Anxieties: Customary International Law in New Zealand. New Zealand Journal of Public and International Law, 2(1), 67.',
    );
  });
  it('gives debates with speaker, full date, and volume', () => {
    expect(formatCitation(hansard, 'apa')).toBe(
      'Minister of Consumer Affairs. (2003, April 8). Volume 607, Week 21 - Tuesday, 8 April 2003. New Zealand parliamentary debates (Vol. 607). https://www.parliament.nz/en/pb/hansard-debates/',
    );
  });
});

describe('formatCitation: footnote', () => {
  it('ends with a full stop and carries the pinpoint', () => {
    expect(formatCitation(era, 'footnote')).toBe('Employment Relations Act 2000.');
    expect(formatCitation(era, 'footnote', { pinpoint: '103' })).toBe(
      'Employment Relations Act 2000, s 103.',
    );
    expect(formatCitation(mcleod, 'footnote', { pinpoint: '[12]' })).toBe(
      'McLeod v Giles-Pain [2020] NZHC 369 at [12].',
    );
  });
  it('adds the address in angle brackets for articles', () => {
    const withUrl = { ...dunworth, sourceUrl: 'http://www.nzlii.org/nz/journals/NZYbkIntLaw/2005/16.html' };
    expect(formatCitation(withUrl, 'footnote', { pinpoint: '70' })).toBe(
      'Treasa Dunworth "Hidden Anxieties: Customary International Law in New Zealand" (2004) 2 NZJPIL 67 at 70 <http://www.nzlii.org/nz/journals/NZYbkIntLaw/2005/16.html>.',
    );
  });
});

describe('officialUrl', () => {
  it('prefers the record’s own address, in order official_url, sourceUrl, metadata.url', () => {
    expect(officialUrl({ ...era, metadata: { official_url: 'https://www.legislation.govt.nz/x' } })).toBe(
      'https://www.legislation.govt.nz/x',
    );
    expect(officialUrl(era)).toBe(era.sourceUrl);
    expect(officialUrl({ ...ssr, metadata: { url: 'https://www.legislation.govt.nz/y' } })).toBe(
      'https://www.legislation.govt.nz/y',
    );
  });
  it('falls back to the official site by type, never to an address built from a neutral citation', () => {
    expect(officialUrl(ssr)).toBe('https://www.legislation.govt.nz/');
    expect(officialUrl(mcleod)).toBe('https://www.courtsofnz.govt.nz/judgments');
    expect(recordOfficialUrl(mcleod)).toBeUndefined();
  });
  it('never takes a mirror (GitHub, docref, docslib) as the official link', () => {
    const mirror = { ...ssr, sourceUrl: 'https://docref.org/nz/x', metadata: {} };
    expect(officialUrl(mirror)).toBe('https://www.legislation.govt.nz/');
    const gh = { ...mcleod, sourceUrl: 'https://github.com/openlawnz/openlawnz-parsers' };
    expect(officialUrl(gh)).toBe('https://www.courtsofnz.govt.nz/judgments');
    expect(isOfficialUrl('academic', 'https://docslib.org/doc/1')).toBe(false);
    expect(isOfficialUrl('academic', 'https://ir.canterbury.ac.nz/handle/1')).toBe(true);
  });
  it('never takes a site search page for a record’s own page (an Environment Court listing read from one)', () => {
    const listed = {
      ...mcleod,
      sourceUrl: 'https://justice.govt.nz/search/SearchForm?Search=environmental&start=1250',
      metadata: {},
    };
    expect(recordOfficialUrl(listed)).toBeUndefined();
    expect(
      recordOfficialUrl({
        ...listed,
        metadata: { url: 'https://www.nzlii.org/nz/cases/NZEnvC/2018/17.html' },
      }),
    ).toBe('https://www.nzlii.org/nz/cases/NZEnvC/2018/17.html');
    expect(
      isSiteSearchPage(
        'https://www.legislation.govt.nz/bill/government/2026/0249/latest/LMS1573383.html?search=ta_bill',
      ),
    ).toBe(false);
    expect(isSiteSearchPage('https://forms.justice.govt.nz/search/Documents/pdf/jdo/1.pdf')).toBe(false);
    expect(isSiteSearchPage('https://example.govt.nz/search')).toBe(true);
  });
});

describe('formatAllCitations', () => {
  it('labels each format and adds the official link', () => {
    expect(formatAllCitations(era).split('\n')).toEqual([
      'NZLR: Employment Relations Act 2000',
      `APA: ${formatCitation(era, 'apa')}`,
      'Footnote: Employment Relations Act 2000.',
      `Official link: ${era.sourceUrl}`,
    ]);
  });
});
