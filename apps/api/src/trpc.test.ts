import {
  HighCourtCasesInputSchema,
  SearchInputSchema,
  SupremeCourtCasesInputSchema,
} from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readableIssues, syncValidated } from './trpc';

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
    [{ page: ['1', '2'] }, 'page', 'must be given once'],
    [{ limit: '0x10' }, 'limit', 'must be a whole number'],
    [{ limit: '1e1' }, 'limit', 'must be a whole number'],
    [{ limit: 'Infinity' }, 'limit', 'must be a whole number'],
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
    [{ limit: 'abc' }, 'limit', 'must be a whole number'],
    [{ limit: '0b11' }, 'limit', 'must be a whole number'],
    [{ limit: ['5', '6'] }, 'limit', 'must be given once'],
    [{ legalArea: ['employment', 'general'] }, 'legalArea', 'must be given once'],
    [
      { legalArea: 'nope' },
      'legalArea',
      'must be one of employment, family, property, tenancy, criminal, constitutional, human_rights, environmental, commercial, consumer, tax, immigration, health, treaty_maori_land, social_security, accident_compensation, civil_procedure, general',
    ],
  ])('lookup %j → %s: %s', (input, parameter, message) => {
    const r = HighCourtCasesInputSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.success ? [] : readableIssues(r.error.issues)).toContainEqual({ parameter, message });
  });

  it('reads decimal digits with blanks, trims filter text and puts it in NFC', () => {
    expect(HighCourtCasesInputSchema.parse({ limit: ' 7 ', legalArea: ' employment ' })).toMatchObject({
      limit: 7,
      legalArea: 'employment',
    });
    expect(HighCourtCasesInputSchema.parse({ limit: '  ' }).limit).toBe(50);
    const year = SupremeCourtCasesInputSchema.safeParse({ year: '0x7E4' });
    expect(year.success ? [] : readableIssues(year.error.issues)).toEqual([
      { parameter: 'year', message: 'must be a whole year' },
    ]);
    expect(
      SearchInputSchema.parse({ courtLevels: 'Ma\u0304ori Land Court', documentTypes: 'ALL' }),
    ).toMatchObject({
      courtLevels: ['Māori Land Court'],
      documentTypes: [],
    });
  });

  it('says a required parameter given empty is required', () => {
    const r = z.object({ query: z.string() }).safeParse({ query: undefined });
    expect(r.success ? [] : readableIssues(r.error.issues)).toEqual([
      { parameter: 'query', message: 'is required' },
    ]);
  });
});

describe('syncValidated', () => {
  const sync = syncValidated(SearchInputSchema);

  it('answers parseAsync with the value and the errors of the schema itself', async () => {
    for (const input of [{}, { query: ' bail ', documentTypes: ['legislation', 'all'], limit: '5' }]) {
      expect(await sync.parseAsync(input)).toEqual(await SearchInputSchema.parseAsync(input));
    }
    for (const input of [
      { limit: 1000 },
      { documentTypes: 'nope' },
      { dateFrom: '2021-01-01', dateTo: '2020-01-01' },
    ]) {
      const mine = await sync.parseAsync(input).catch((e: unknown) => e);
      const theirs = await SearchInputSchema.parseAsync(input).catch((e: unknown) => e);
      expect(mine).toBeInstanceOf(z.ZodError);
      expect((mine as z.ZodError).issues).toEqual((theirs as z.ZodError).issues);
    }
  });

  it('leaves the schema it copies as it was', () => {
    expect(sync).not.toBe(SearchInputSchema);
    expect(SearchInputSchema.parseAsync).not.toBe(sync.parseAsync);
  });

  it('refuses a schema with an asynchronous check rather than skipping it', async () => {
    const asyncCheck = syncValidated(z.string().refine(async (s) => s.length > 1));
    await expect(asyncCheck.parseAsync('ab')).rejects.toThrow();
  });
});
