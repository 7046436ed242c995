import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { expectGoldenOutput } from '../_shared/golden';
import { nzLegalNews } from '.';
import { legalAreasOf, legislationItemKind, mediaSourceOf, parseLegalNews, sourceTypeOf } from './parse';

describe('nz-legal-news', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(nzLegalNews, import.meta.dirname);
  });

  it('reads 10 news items and 187 recorded items, each with its publisher and provenance', () => {
    const records = parseLegalNews(DATA_DIR);
    expect(records).toHaveLength(197);
    expect(records.filter((r) => r.fields.recorded === false)).toHaveLength(10);
    expect(records.filter((r) => r.category === 'gazette')).toHaveLength(48);
    expect(records.filter((r) => r.category === 'legislation')).toHaveLength(139);
    for (const r of records) {
      expect(r.sourceUrl).toMatch(/^https?:\/\//);
      expect(r.fields.publisher).toBeTruthy();
      // No view count, thumbnail, duration, read time or importance is held.
      for (const key of ['viewCount', 'thumbnail', 'duration', 'readTime', 'importance'])
        expect(r.fields).not.toHaveProperty(key);
    }
    // Only the one item whose page showed a date has a published date.
    expect(records.filter((r) => r.fields.dateKind === 'published').map((r) => r.date)).toEqual([
      '2000-03-24',
    ]);
  });

  it('classifies publishers, outlets and legal areas by documented rules', () => {
    expect(sourceTypeOf('New Zealand Law Society – LawTalk issue 955')).toBe('professional_body');
    expect(sourceTypeOf('Hon Phil Goff, Minister of Justice (media statement, via Scoop)')).toBe(
      'government',
    );
    expect(mediaSourceOf('Justice Minister Phil Goff (via Scoop)')).toBe('scoop');
    expect(mediaSourceOf('New Zealand Law Society (newsroom)')).toBeNull();
    expect(legalAreasOf('Government proceeds with improved legal aid bill')).toEqual([]);
    expect(legalAreasOf('Search and Surveillance Act 2012', ['Justice'])).toEqual([]);
    expect(legalAreasOf('Sentencing Amendment Act 2025')).toEqual(['criminal']);
    expect(legalAreasOf('Wildlife Act 1953', ['Environment'])).toEqual(['environmental']);
    expect(legalAreasOf('Privacy Act 2020', ['Justice'])).toEqual(['human-rights']);
    expect(legalAreasOf('Some District Court decisions now available online')).toEqual([]);
  });

  it('says what kind of legislation item each recorded summary is', () => {
    expect(legislationItemKind('as at 27 November 2025')).toEqual({
      category: 'New version of an Act',
      summary: 'Version as at 27 November 2025',
    });
    expect(legislationItemKind('repealed 13 November 2025').summary).toBe('Repealed 13 November 2025');
    expect(legislationItemKind('as enacted').category).toBe('Act as enacted');
  });
});
