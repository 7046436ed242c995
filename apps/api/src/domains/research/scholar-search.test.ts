import { describe, expect, it } from 'vitest';
import { referenceOf, splitAuthors, toScholarDocument } from './scholar-search';

describe('scholar search mapping', () => {
  it('splits the index’s joined author list in order', () => {
    expect(splitAuthors('Cartwright, Liam; Mark Gobbi ;  ')).toEqual(['Cartwright, Liam', 'Mark Gobbi']);
    expect(splitAuthors(null)).toEqual([]);
  });

  it('prints volume and pages only when the source gives them', () => {
    expect(referenceOf({ volume: '2', pages: '357' })).toBe('vol 2, p 357');
    expect(referenceOf({ pages: '26' })).toBe('p 26');
    expect(referenceOf({})).toBeNull();
  });

  it('maps an academic document: journal or publisher, DOI link when no url, provenance kept', () => {
    const doc = toScholarDocument({
      id: 'nzls-0152--0',
      doc_id: 'nzls-0152',
      title: 'Treatment of environmental considerations',
      author: 'Cartwright, Liam',
      year: 2024,
      citation: null,
      metadata: { publisher: 'University of Canterbury', item_type: 'thesis', doi: '10.1/x' },
      source: 'NZ legal scholarship bibliography',
      sourceUrl: 'https://ir.canterbury.ac.nz/x',
      retrievedAt: '2026-11-22',
    });
    expect(doc).toMatchObject({
      id: 'nzls-0152',
      type: 'academic',
      authors: ['Cartwright, Liam'],
      journal: 'University of Canterbury',
      year: 2024,
      reference: null,
      itemType: 'thesis',
      externalUrl: 'https://doi.org/10.1/x',
      sourceUrl: 'https://ir.canterbury.ac.nz/x',
    });
  });
});
