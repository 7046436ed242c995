import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { expectGoldenOutput } from '../_shared/golden';
import { legislationSearchExport } from '.';
import { parseSearchExport } from './parse';

describe('legislation-search-export', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(legislationSearchExport, import.meta.dirname);
  });

  it('keeps the 18 bills and amendment papers and the one Order of the bundled export, not its Act', () => {
    const records = parseSearchExport(DATA_DIR);
    expect(records).toHaveLength(19);
    expect(records.filter((r) => r.type === 'bill')).toHaveLength(18);
    expect(records.some((r) => r.title === 'Trade in Endangered Species Act 1989')).toBe(false);
    for (const r of records) {
      expect(r.retrievedAt).toBe('2026-03-08');
      expect(String(r.metadata.official_url)).toMatch(/^https:\/\/www\.legislation\.govt\.nz\//);
      expect(r.date_published).toMatch(/^2026-03-0\d$/);
    }
  });
});
