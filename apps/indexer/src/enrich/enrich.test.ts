import { actFamily, IndexRecordSchema } from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { makeDocument } from '../sources/_shared/common';
import { cardHeadings, chunkContent, spreadHeadingVectors, titleSort, toIndexRecords } from './chunk';
import { countCitations } from './citations';
import { classifyLegalAreas } from './legal-area';
import { detectSuppressionNotice } from './suppression';
import { crowdedFamilies } from './vectors-of';

describe('classifyLegalAreas on real Act titles', () => {
  it.each([
    ['Employment Relations Act 2000', ['employment']],
    ['Residential Tenancies Act 1986', ['tenancy']],
    ['Crimes Act 1961', ['criminal']],
    ['Income Tax Act 2007', ['tax']],
    ['Te Ture Whenua Maori Act 1993', ['treaty_maori_land']],
  ])('%s', (title, areas) => expect(classifyLegalAreas(title)).toEqual(expect.arrayContaining(areas)));
  it('Property (Relationships) Act 1976 → family + property', () =>
    expect(classifyLegalAreas('Property (Relationships) Act 1976')).toEqual(
      expect.arrayContaining(['family', 'property']),
    ));
  it('New Zealand Bill of Rights Act 1990 → constitutional + human rights', () =>
    expect(classifyLegalAreas('New Zealand Bill of Rights Act 1990')).toEqual(
      expect.arrayContaining(['constitutional', 'human_rights']),
    ));
  it('falls back to general', () => expect(classifyLegalAreas('Anzac Day Act 1966')).toEqual(['general']));
  it('does not take a party’s name for the subject (the ministry; a family trust or company)', () => {
    const mbie = classifyLegalAreas(
      'Fang v Chief Executive of the Ministry of Business, Innovation and Employment',
    );
    expect(mbie).not.toContain('employment');
    expect(
      classifyLegalAreas('Kumandan v Chief Executive of Ministry of Business, Innovation & Employment'),
    ).not.toContain('employment');
    expect(classifyLegalAreas('Feng Family Investments Ltd v Commissioner of Inland Revenue')).not.toContain(
      'family',
    );
    expect(classifyLegalAreas('Smith Family Trust v Jones')).not.toContain('family');
    expect(classifyLegalAreas('Family Violence Act 2018')).toContain('family');
  });
});

describe('countCitations', () => {
  const docs = [
    {
      id: 'act-2000-24',
      type: 'legislation' as const,
      title: 'Employment Relations Act 2000',
      citation: '2000 No 24',
      content: null,
    },
    {
      id: 'nzhc-2020-430',
      type: 'case_law' as const,
      title: 'APPLICATION BY STOKE VALLEY HOLDINGS LIMITED',
      citation: '[2020] NZHC 430',
      content: null,
    },
    // Excerpt of [2026] NZERA 251 wording and a citing sentence pattern from the ERA determinations.
    {
      id: 'a',
      type: 'case_law' as const,
      title: 'x',
      citation: null,
      content:
        'raised a personal grievance under s 103 of the Employment Relations Act 2000 and the Employment Relations Act 2000; see [2020]  NZHC 430',
    },
    {
      id: 'b',
      type: 'case_law' as const,
      title: 'y',
      citation: null,
      content: 'under the Employment Relations Act 2000 (the Act)',
    },
  ];
  it('counts citing documents, not mentions; normalises citation spacing', () => {
    const c = countCitations(docs);
    expect(c.get('act-2000-24')).toBe(2);
    expect(c.get('nzhc-2020-430')).toBe(1);
    expect(c.get('a')).toBe(0);
  });
});

describe('chunking', () => {
  it('splits legislation by section headings and keeps ids safe', () => {
    const body = Array.from(
      { length: 30 },
      (_, i) => `s ${i + 1} Heading ${i + 1}\n${'word '.repeat(250)}`,
    ).join('\n\n');
    const doc = makeDocument({
      id: 'act-2000-24',
      title: 'Māori Test Act',
      type: 'legislation',
      content: body,
      metadata: { sections: Array.from({ length: 30 }, (_, i) => `s ${i + 1}`) },
      sections_count: 30,
      date_enacted: '2000-01-01',
      source: 's',
      sourceUrl: 'https://example.org',
      retrievedAt: '2020-01-01',
    });
    const recs = toIndexRecords(doc);
    expect(recs.length).toBeGreaterThan(5);
    expect(recs[0]?.chunk_heading).toBe('s 1 Heading 1');
    expect(recs[1]?.chunk_heading).toBe('s 2 Heading 2');
    expect(recs[0]?.metadata.sections).toHaveLength(5);
    expect(recs[0]?.sections_count).toBe(30);
    expect(recs[0]?.date_ts).toBe(946684800);
    expect(recs[0]?.title_sort).toBe('maori test act');
    for (const r of recs) expect(IndexRecordSchema.safeParse(r).success).toBe(true);
    // No vectors, no family for the searches by meaning.
    expect(recs.some((r) => r.meaning_family !== undefined)).toBe(false);
  });
  it('puts the searches by meaning’s family on the record that carries the vectors, and only there', () => {
    const doc = makeDocument({
      id: 'act-1951-21',
      title: 'Local Legislation Act 1951',
      type: 'legislation',
      content: 's 1 Short Title\nword\n\ns 2 Borough of Test\nword',
      source: 's',
      sourceUrl: 'https://example.org',
      retrievedAt: '2020-01-01',
    });
    const recs = toIndexRecords(doc, {
      vector: [1, 0],
      headingVectors: [[1, 0]],
      family: 'Local Legislation Act',
    });
    expect(recs.map((r) => r.meaning_family)).toEqual([
      'Local Legislation Act',
      ...recs.slice(1).map(() => undefined),
    ]);
    expect(actFamily('Local Legislation Act 1932–33')).toBe('Local Legislation Act');
    expect(actFamily('Finance Act (No 2) 1988')).toBe('Finance Act');
    expect(actFamily('Employment Relations Act 2000')).toBe('Employment Relations Act');
  });
  it('spreads an Act’s heading vectors over its records, one a record where it has enough, with its family', () => {
    const doc = makeDocument({
      id: 'act-2000-1',
      title: 'Test Act 2000',
      type: 'legislation',
      content: 's 1 Short Title\nword\n\ns 2 Other\nword',
      source: 's',
      sourceUrl: 'https://example.org',
      retrievedAt: '2020-01-01',
    });
    const [first] = toIndexRecords(doc);
    if (!first) throw new Error('no record');
    const records = [0, 1, 2, 3].map((n) => ({ ...first, id: `act-2000-1--${n}` }));
    const vectors = [[1], [2], [3]];
    const one = spreadHeadingVectors(records, vectors, 'act-2000-1');
    expect(one.map((r) => r._vectors?.headings)).toEqual([[[1]], [[2]], [[3]], null]);
    expect(one.map((r) => r.meaning_family)).toEqual(['act-2000-1', 'act-2000-1', 'act-2000-1', undefined]);
    // Fewer records than vectors: as even as they go, in order, none left out.
    const few = spreadHeadingVectors(records.slice(0, 2), [[1], [2], [3], [4], [5]], 'f');
    expect(few.map((r) => r._vectors?.headings)).toEqual([
      [[1], [2], [3]],
      [[4], [5]],
    ]);
    // No vectors or no family: the records as they were.
    expect(spreadHeadingVectors(records, null, 'f')).toBe(records);
    expect(spreadHeadingVectors(records, vectors, null)).toBe(records);
  });
  it('caps chunks at 1,500 words and makes one record for no content', () => {
    expect(chunkContent('word '.repeat(4000), false).map((c) => c.text.split(' ').length)).toEqual([
      1500, 1500, 1000,
    ]);
    expect(titleSort('Te Ture Whenua Māori Act 1993')).toBe('te ture whenua maori act 1993');
  });
});

describe('detectSuppressionNotice', () => {
  it('finds a notice and ignores a plain header', () => {
    expect(
      detectSuppressionNotice(
        'S v P [2018] NZHC 2645\nNOTE: PURSUANT TO S 139 OF THE CARE OF CHILDREN ACT 2004, ANY REPORT OF THIS PROCEEDING MUST COMPLY WITH SS 11B, 11C AND 11D.\n\nIN THE HIGH COURT',
      ),
    ).toMatch(/^NOTE: PURSUANT TO S 139/);
    expect(
      detectSuppressionNotice('KUMAR v POLICE [2018] NZHC 3202 IN THE HIGH COURT OF NEW ZEALAND'),
    ).toBeNull();
  });
});

describe('families of yearly Acts searched by meaning as one', () => {
  const act = (id: string, title: string) =>
    makeDocument({
      id,
      title,
      type: 'legislation',
      content: null,
      source: 's',
      sourceUrl: 'https://example.org',
      retrievedAt: '2020-01-01',
      metadata: {
        sections: ['s 1 Short Title', 's 2 Borough', 's 3 Reserve', 's 4 Harbour', 's 5 Drainage'],
      },
    });
  it('groups a family of three or more Acts, not an Act and its successor', () => {
    const crowded = crowdedFamilies([
      act('act-1951-1', 'Local Legislation Act 1951'),
      act('act-1952-1', 'Local Legislation Act 1952'),
      act('act-1932-47', 'Local Legislation Act 1932–33'),
      act('act-1983-14', 'Fisheries Act 1983'),
      act('act-1996-88', 'Fisheries Act 1996'),
    ]);
    expect([...crowded]).toEqual(['Local Legislation Act']);
  });
});

describe('cardHeadings', () => {
  it('skips the machinery provisions an Act opens with, keeping purpose and order', () => {
    expect(
      cardHeadings([
        's 1 Title',
        's 2 Commencement',
        's 3 Purpose',
        's 4 Interpretation',
        's 5 Act binds the Crown',
        's 6 [Repealed]',
        's 6A Extended meaning of subsidiary [Repealed]',
        's 6B Short Title, commencement, etc',
        's 7 Personal grievance',
        's 8 Raising personal grievance',
        's 9 Remedies',
        's 10 Mediation',
        's 11 Costs',
      ]),
    ).toEqual([
      's 3 Purpose',
      's 7 Personal grievance',
      's 8 Raising personal grievance',
      's 9 Remedies',
      's 10 Mediation',
    ]);
  });

  it('keeps the first headings as they are when all are machinery, and drops non-strings', () => {
    expect(cardHeadings(['s 1 Short Title and commencement', 7, 's 2 Interpretation'])).toEqual([
      's 1 Short Title and commencement',
      's 2 Interpretation',
    ]);
  });
});
