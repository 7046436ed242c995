import { HighCourtCasesInputSchema, SearchInputSchema } from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readableIssues } from './trpc';

function issuesFor(input: unknown) {
  const r = SearchInputSchema.safeParse(input);
  expect(r.success).toBe(false);
  return r.success ? [] : readableIssues(r.error.issues);
}

describe('readable input errors', () => {
  it.each([
    [{ limit: 1000 }, 'limit', 'must be at most 100'],
    [{ limit: '0' }, 'limit', 'must be at least 1'],
    [{ page: -1 }, 'page', 'must be at least 1'],
    [{ page: '1.5' }, 'page', 'must be a whole number'],
    [{ page: ['1', '2'] }, 'page', 'must be a single value'],
    [{ query: 'x'.repeat(501) }, 'query', 'at most 500'],
    [{ query: ['a', 'b'] }, 'query', 'expected text, got a list'],
    [{ documentTypes: 'nope' }, 'documentTypes', "unknown value 'nope'"],
    [{ sortBy: 'random' }, 'sortBy', ''],
    [{ dateFrom: '2020-13-45' }, 'dateFrom', 'ISO date'],
    [{ dateFrom: '2021-01-01', dateTo: '2020-01-01' }, 'dateFrom', 'must not be after dateTo'],
  ])('%j → names %s', (input, parameter, fragment) => {
    const issues = issuesFor(input);
    const issue = issues.find((i) => i.parameter === parameter);
    expect(issue, JSON.stringify(issues)).toBeDefined();
    expect(issue?.message).toContain(fragment);
    expect(issue?.message.startsWith(`${parameter} `)).toBe(false);
  });

  it('accepts an empty input with defaults', () => {
    const r = SearchInputSchema.parse({});
    expect(r).toMatchObject({ query: '', page: 1, limit: 30, sortBy: 'relevance', documentTypes: [] });
  });

  it.each([
    [{ precedential: 'maybe' }, 'precedential', "must be 'true' or 'false'"],
    [{ limit: 'abc' }, 'limit', 'must be a single number'],
    [{ limit: ['5', '6'] }, 'limit', 'must be a single number'],
  ])('lookup %j → %s: %s', (input, parameter, message) => {
    const r = HighCourtCasesInputSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.success ? [] : readableIssues(r.error.issues)).toContainEqual({ parameter, message });
  });

  it('says a required parameter given empty is required', () => {
    const r = z.object({ query: z.string() }).safeParse({ query: undefined });
    expect(r.success ? [] : readableIssues(r.error.issues)).toEqual([
      { parameter: 'query', message: 'is required' },
    ]);
  });
});
