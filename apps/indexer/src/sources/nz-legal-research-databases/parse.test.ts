import { databaseLink } from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { expectGoldenOutput } from '../_shared/golden';
import { nzLegalResearchDatabases } from '.';
import { accessTypeOf, parseDatabases, shortNameOf, specialtiesOf } from './parse';

describe('nz-legal-research-databases', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(nzLegalResearchDatabases, import.meta.dirname);
  });

  it('reads 12 databases (JDO names no page) with the categories of the specification', () => {
    const records = parseDatabases(DATA_DIR);
    expect(records).toHaveLength(12);
    for (const r of records) {
      expect(r.sourceUrl).toMatch(/^https?:\/\//);
      expect(r.tags).toContain('nz');
    }
    const nzlii = records.find((r) => r.fields.shortName === 'NZLII');
    expect(nzlii?.fields.focus).toBe('NZ · Case law · Legislation · Academic · Repository · Open');
    expect(nzlii?.tags).toEqual(['nz', 'academic', 'research']);
    expect(records.find((r) => r.fields.shortName === 'AustLII')?.tags).toContain('comparative');
  });

  it.each([
    ['free', 'free'],
    ['free (guest access without registration)', 'free'],
    ['subscription (Pay-Per-View no longer supported …)', 'subscription'],
    ['pay-per-report (perpetual licence to a specific report, PDF)', 'subscription'],
    ['online (authors retain copyright)', 'open'],
    [undefined, 'unknown'],
  ] as const)('access %j → %s', (access, type) => {
    expect(accessTypeOf(access)).toBe(type);
  });

  it('splits specialties and short names', () => {
    expect(
      specialtiesOf(
        'cases, legislation, university law journals, law reform materials; 152 databases / 324,252 documents',
      ),
    ).toEqual(['cases', 'legislation', 'university law journals', 'law reform materials']);
    expect(shortNameOf('NZLII – New Zealand Legal Information Institute')).toBe('NZLII');
    expect(shortNameOf('New Zealand Law Reports (NZLR) – lawreports.nz')).toBe('NZLR');
    expect(shortNameOf('Westlaw New Zealand (Westlaw NZ; formerly Brookers Online)')).toBeNull();
  });

  it('opens the search address with the encoded query, else the home page', () => {
    const nzlii = parseDatabases(DATA_DIR).find((r) => r.fields.shortName === 'NZLII');
    const db = { searchUrl: nzlii?.fields.searchUrl as string, baseUrl: nzlii?.url ?? null };
    expect(databaseLink(db, 'unjustified dismissal')).toBe(
      'http://www.nzlii.org/cgi-bin/sinosrch.cgi?query=unjustified%20dismissal',
    );
    expect(databaseLink(db, '  ')).toBe('http://www.nzlii.org/');
  });
});
