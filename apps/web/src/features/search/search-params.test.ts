import { describe, expect, it } from 'vitest';
import { isSearchable, normaliseSearchParams, toSearchInput, toUrlParams } from './search-params';

describe('normaliseSearchParams', () => {
  it('keeps known values, drops unknown ones and applies defaults', () => {
    const s = normaliseSearchParams({
      query: '  employment relations act ',
      documentTypes: ['legislation', 'nonsense'],
      courtLevels: ['High Court'],
      legalAreas: ['employment', 'employment'],
      dateFrom: '2000-01-01',
      dateTo: '31/12/2020',
      sortBy: 'weird',
      page: 3,
    });
    expect(s).toEqual({
      query: 'employment relations act',
      documentTypes: ['legislation'],
      courtLevels: ['High Court'],
      legalAreas: ['employment'],
      dateFrom: '2000-01-01',
      dateTo: '',
      sortBy: 'relevance',
      page: 3,
    });
  });
  it('copes with garbage', () => {
    expect(normaliseSearchParams({ page: -4, documentTypes: 'x' }).page).toBe(1);
    expect(normaliseSearchParams(undefined).query).toBe('');
  });
});

describe('toUrlParams / toSearchInput', () => {
  it('leaves defaults out of the URL and maps state to the API input', () => {
    const s = normaliseSearchParams({ query: 'bail', page: 1, sortBy: 'relevance' });
    expect(toUrlParams(s)).toEqual({
      query: 'bail',
      documentTypes: undefined,
      courtLevels: undefined,
      legalAreas: undefined,
      dateFrom: undefined,
      dateTo: undefined,
      sortBy: undefined,
      page: undefined,
    });
    expect(toSearchInput({ ...s, sortBy: 'date_newest', page: 2 })).toMatchObject({
      query: 'bail',
      sortBy: 'date_newest',
      page: 2,
      dateFrom: undefined,
    });
  });
});

describe('isSearchable', () => {
  it('searches a query, or a filter alone (browsing a type), never a reversed date range', () => {
    expect(isSearchable(normaliseSearchParams({}))).toBe(false);
    expect(isSearchable(normaliseSearchParams({ query: 'bail' }))).toBe(true);
    expect(isSearchable(normaliseSearchParams({ documentTypes: ['case_law'] }))).toBe(true);
    expect(
      isSearchable(normaliseSearchParams({ query: 'bail', dateFrom: '2021-01-01', dateTo: '2020-01-01' })),
    ).toBe(false);
  });
});
