import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { expectGoldenOutput } from '../_shared/golden';
import { nzDataSources } from '.';
import {
  categoryOf,
  dataTypesOf,
  parseDataSources,
  parseReadmeTable,
  retrievedAtOf,
  upstreamOf,
} from './parse';

describe('nz-data-sources', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(nzDataSources, import.meta.dirname);
  });

  it('lists every folder of the data README table that names a source address', () => {
    const rows = parseReadmeTable(readFileSync(join(DATA_DIR, 'README.md'), 'utf8'));
    const records = parseDataSources(DATA_DIR);
    // Its PROVENANCE.md names neither a repository nor a page address (each record carries its own).
    const noAddress = ['nz-court-decisions-other-courts'];
    expect(records.map((r) => r.fields.folder)).toEqual(
      rows.map((r) => r.folder).filter((f) => !noAddress.includes(f)),
    );
    for (const r of records) {
      expect(r.sourceUrl).toMatch(/^https?:\/\//);
      expect(r.tags.length).toBeGreaterThan(0);
    }
  });

  it('computes categories and data types by documented rules', () => {
    expect(
      categoryOf('hansard-bills-nz', 'NZ Parliament Bills API records (partial) and Hansard speech turns'),
    ).toBe('Parliament');
    expect(categoryOf('community-law-centres', 'Community Law Centres and official helplines')).toBe(
      'Legal services & research',
    );
    expect(categoryOf('moj-glossary', 'Ministry of Justice glossary of legal terms')).toBe('Reference');
    expect(
      categoryOf('legislation-nz-mcp-fixtures', 'XML fragments (Crimes Act 1961 ss 253–254, a bill clause)'),
    ).toBe('Legislation');
    expect(categoryOf('jdo-openlawnz', 'Judicial Decisions Online index metadata and 2,879 Act titles')).toBe(
      'Case law & tribunals',
    );
    expect(
      dataTypesOf('Bills API records and a sample of Hansard speech turns', ['a.jsonl', 'b.csv']),
    ).toEqual(['Bills', 'Parliamentary debates', 'JSON Lines', 'CSV']);
  });

  it('dates a folder by its README row, else its PROVENANCE', () => {
    expect(retrievedAtOf('Compiled 2026-11-22; a sample', 'Commit (2018-05-01)')).toBe('2026-11-22');
    expect(retrievedAtOf('Historic', 'commit a (2017-12-19) … b (2018-05-01)')).toBe('2018-05-01');
    expect(retrievedAtOf('Transcribed copies', 'no date')).toBe('2026-11-22');
    expect(upstreamOf('- Repository: https://github.com/edithatogo/corpus-nz-hansard\n')).toBe(
      'https://github.com/edithatogo/corpus-nz-hansard',
    );
  });
});
