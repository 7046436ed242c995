import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { listFetched, readRetrievedAt, writeFetched, writeRetrievedAt } from '../../live/fetched-files';
import type { FetchContext, FetchedRecords } from '../_shared/define-source';
import { parseLegislationFeed } from './parse';

/**
 * The feed the connector reads: `LEGISLATION_FEED_URL`, else legislation.govt.nz's feed of new and updated
 * legislation as named in public material (unverified from here: a feed that is gone is a failed run, recorded as
 * such, and the panel keeps its snapshot).
 */
export const DEFAULT_FEED_URL = 'https://www.legislation.govt.nz/subscribe/nzpco-rss.xml';
/** Source name of the entries read live. */
export const FEED_LIVE_SOURCE =
  'legislation.govt.nz feed of new and updated legislation (Parliamentary Counsel Office)';

export function feedUrl(env: Record<string, string | undefined>): string {
  return env.LEGISLATION_FEED_URL?.trim() || DEFAULT_FEED_URL;
}

/**
 * Fetches the feed through the shared HTTP client (conditional requests keep the schedule cheap) and writes the
 * answer unchanged to `legislation-feed/feed.atom.xml`, with the address it came from and `retrieved-at.txt`.
 */
export async function fetchLegislationFeed(ctx: FetchContext): Promise<void> {
  const url = feedUrl(ctx.env);
  const res = await ctx.http.request(url, {
    signal: ctx.signal,
    headers: { accept: 'application/atom+xml, application/xml;q=0.9, */*;q=0.5' },
  });
  writeFetched(ctx.outDir, 'legislation-feed/feed.atom.xml', res.body);
  writeFetched(ctx.outDir, 'legislation-feed/address.txt', `${url}\n`);
  writeRetrievedAt(ctx.outDir, ctx.now);
}

/** Parses what `fetchLegislationFeed` wrote (the same parser as the recording), as a partial batch. */
export function parseFetchedLegislationFeed(outDir: string): FetchedRecords {
  const retrievedAt = readRetrievedAt(outDir);
  const records = listFetched(outDir, 'legislation-feed', /\.atom\.xml$/).flatMap((file) => {
    const address = readFileSync(file.replace(/feed\.atom\.xml$/, 'address.txt'), 'utf8').trim();
    return parseLegislationFeed(readFileSync(file, 'utf8'), basename(file), {
      source: FEED_LIVE_SOURCE,
      sourceUrl: address,
      retrievedAt,
    });
  });
  return { index: 'directory', records, complete: false };
}
