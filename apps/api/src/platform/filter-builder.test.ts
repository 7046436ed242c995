import { describe, expect, it } from 'vitest';
import {
  buildSearchFilter,
  citationFilter,
  equalsFilter,
  inFilter,
  isoDateToUnixSeconds,
  quoteFilterValue,
} from './filter-builder';

/** Reads back a quoted filter string the way Meilisearch's filter parser does (`\` escapes the next char). */
function unquote(quoted: string): { value: string; rest: string } {
  expect(quoted[0]).toBe('"');
  let value = '';
  for (let i = 1; i < quoted.length; i++) {
    const c = quoted[i];
    if (c === '\\') {
      value += quoted[i + 1];
      i++;
    } else if (c === '"') {
      return { value, rest: quoted.slice(i + 1) };
    } else value += c;
  }
  throw new Error('unterminated string');
}

const HOSTILE = [
  'High Court',
  'a"b',
  'a\\"b',
  '\\',
  '"',
  '" OR type = "x',
  '\\" OR 1 = 1 OR \\"',
  'x"] OR court IN ["y',
  'AND',
  'NOT type EXISTS',
  'Māori Land Court',
  '',
  '🙂',
];

describe('quoteFilterValue', () => {
  it.each(HOSTILE)('round-trips %j as one whole string value', (v) => {
    const { value, rest } = unquote(quoteFilterValue(v));
    expect(value).toBe(v);
    expect(rest).toBe('');
  });

  it('escapes quotes and backslashes', () => {
    expect(quoteFilterValue('a"b\\c')).toBe('"a\\"b\\\\c"');
  });
});

describe('inFilter / equalsFilter', () => {
  it('builds IN lists with every value quoted', () => {
    expect(inFilter('type', ['legislation', 'case_law'])).toBe('type IN ["legislation", "case_law"]');
    expect(inFilter('court', [])).toBeNull();
    expect(inFilter('court', ['x"] OR court IN ["y'])).toBe('court IN ["x\\"] OR court IN [\\"y"]');
  });

  it('builds equality with the value quoted', () => {
    expect(equalsFilter('citation', '[2017] NZHC 3297')).toBe('citation = "[2017] NZHC 3297"');
    expect(citationFilter('" OR 1=1')).toEqual(['citation = "\\" OR 1=1"']);
  });
});

describe('buildSearchFilter', () => {
  it('is empty without filters', () => {
    expect(buildSearchFilter({ documentTypes: [], courtLevels: [], legalAreas: [] })).toEqual([]);
  });

  it('ANDs type, court, legal area and an inclusive date range', () => {
    const f = buildSearchFilter({
      documentTypes: ['case_law'],
      courtLevels: ['High Court', 'Court of Appeal'],
      legalAreas: ['employment'],
      dateFrom: '2020-01-01',
      dateTo: '2020-12-31',
    });
    expect(f).toEqual([
      'type IN ["case_law"]',
      'court IN ["High Court", "Court of Appeal"]',
      'legal_area IN ["employment"]',
      `date_ts >= ${Date.UTC(2020, 0, 1) / 1000}`,
      `date_ts <= ${Date.UTC(2020, 11, 31) / 1000 + 86_399}`,
    ]);
  });

  it('ignores dates that are not ISO dates', () => {
    expect(isoDateToUnixSeconds('2020-1-1')).toBeNull();
    expect(buildSearchFilter({ documentTypes: [], courtLevels: [], legalAreas: [], dateFrom: 'x' })).toEqual(
      [],
    );
  });
});
