import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { expectLiveGoldenOutput } from '../../live/golden';
import { expectGoldenOutput } from '../_shared/golden';
import { legislationAtomFeed } from '.';
import { feedUrl } from './live';
import { parseLegislationFeed, parseRecordedFeed } from './parse';

describe('legislation-atom-feed', () => {
  it('parses the recorded fixture into the golden records', async () => {
    await expectGoldenOutput(legislationAtomFeed, import.meta.dirname);
  });

  it('parses a live fetch the same way (live golden)', async () => {
    await expectLiveGoldenOutput(legislationAtomFeed, import.meta.dirname);
  });

  it('reads all 680 entries of the 2015 recording, each linked to its page on legislation.govt.nz', () => {
    const records = parseRecordedFeed(DATA_DIR);
    expect(records).toHaveLength(680);
    const byCategory: Record<string, number> = {};
    for (const r of records) byCategory[r.category ?? ''] = (byCategory[r.category ?? ''] ?? 0) + 1;
    expect(byCategory).toEqual({ Act: 154, Regulation: 173, 'Deemed regulation': 299, Bill: 54 });
    for (const r of records) {
      expect(r.url).toMatch(/^https:\/\/www\.legislation\.govt\.nz\/(act|regulation|deemedreg|bill)\//);
      expect(r.date).toMatch(/^2015-0[2-5]-\d{2}$/);
      expect(r.retrievedAt).toBe('2015-05-19');
    }
    expect(records.filter((r) => r.status?.startsWith('Version: ')).length).toBe(381);
  });

  it('refuses what is not an Atom feed, naming the file', () => {
    const prov = { source: 's', sourceUrl: 'https://example.org/', retrievedAt: '2026-01-01' };
    expect(() => parseLegislationFeed('<html></html>', 'page.html', prov)).toThrow(/page\.html/);
  });

  it('reads the live feed from LEGISLATION_FEED_URL when set', () => {
    expect(feedUrl({ LEGISLATION_FEED_URL: ' https://feeds.example/a.atom ' })).toBe(
      'https://feeds.example/a.atom',
    );
    expect(feedUrl({})).toMatch(/^https:\/\/www\.legislation\.govt\.nz\//);
  });
});
