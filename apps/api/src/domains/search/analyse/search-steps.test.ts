import { SearchInputSchema, type SearchParams } from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { analyseQuery } from './query-analysis';
import { searchesByMeaning, showsLeadingActs } from './search-steps';

const params = (query: string, more: Partial<SearchParams> = {}) =>
  SearchInputSchema.parse({ query, ...more }) as SearchParams;

describe('showsLeadingActs', () => {
  it('places the Act in force above the one it replaced on a first page by relevance', () => {
    expect(showsLeadingActs(params('land transfer'), analyseQuery('land transfer'))).toBe(true);
    expect(showsLeadingActs(params('land transfer', { page: 2 }), analyseQuery('land transfer'))).toBe(false);
  });

  it('leaves a search filtered otherwise than to legislation as asked: a leading Act is fetched by its id', () => {
    const q = analyseQuery('youth court');
    expect(showsLeadingActs(params('youth court', { legalAreas: ['criminal'] }), q)).toBe(false);
    expect(showsLeadingActs(params('youth court', { documentTypes: ['case_law'] }), q)).toBe(false);
    expect(showsLeadingActs(params('youth court', { documentTypes: ['legislation'] }), q)).toBe(true);
  });

  it('leaves an Act named by its title, a citation and a type of document as asked', () => {
    for (const q of ['Land Transfer Act 1952', '[2017] NZHC 3297', 'parliamentary debates'])
      expect(showsLeadingActs(params(q), analyseQuery(q))).toBe(false);
  });

  it('is wider than the search by meaning, which needs two words and no named type of document', () => {
    expect(searchesByMeaning(params('bail'), analyseQuery('bail'))).toBe(false);
    expect(searchesByMeaning(params('land transfer'), analyseQuery('land transfer'))).toBe(true);
    expect(showsLeadingActs(params('bail'), analyseQuery('bail'))).toBe(true);
  });
});

describe('searchesByMeaning', () => {
  it('searches a topic of two words or more by meaning too, not a named type, a quoted phrase or a title', () => {
    for (const q of ['youth court', 'starting a business', 'my landlord kept my bond'])
      expect(searchesByMeaning(params(q), analyseQuery(q))).toBe(true);
    for (const q of ['bail', 'parliamentary debates', '"youth court"', 'Oranga Tamariki Act 1989'])
      expect(searchesByMeaning(params(q), analyseQuery(q))).toBe(false);
  });

  it('searches by meaning only where the filters let Acts in', () => {
    const q = 'my landlord kept my bond';
    expect(searchesByMeaning(params(q, { documentTypes: ['case_law'] }), analyseQuery(q))).toBe(false);
    expect(searchesByMeaning(params(q, { courtLevels: ['High Court'] }), analyseQuery(q))).toBe(false);
    expect(
      searchesByMeaning(params(q, { documentTypes: ['legislation', 'case_law'] }), analyseQuery(q)),
    ).toBe(true);
    expect(searchesByMeaning(params(q, { legalAreas: ['tenancy'] }), analyseQuery(q))).toBe(true);
  });
});
