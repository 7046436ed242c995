import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { DirectoryRecord } from '@aotearoa/contracts';
import { parseFeed } from 'feedsmith';
import { DateTime } from 'luxon';
import { listFetched, readRetrievedAt, writeFetched, writeRetrievedAt } from '../../live/fetched-files';
import { clean, NZ_ZONE, slug } from '../_shared/common';
import type { FetchContext, FetchedRecords } from '../_shared/define-source';
import { makeDirectoryRecord } from '../_shared/directory-record';
import { legalAreasOf, legislationItemKind } from './parse';

/**
 * The RSS/Atom feeds the news connector reads, by the file name it writes each to. legislation.govt.nz's feed of new
 * and updated legislation (the PCO's `subscribe` feed; its address as named in public material, unverified from
 * here: a feed that is gone is recorded as a failed run and the snapshot stays).
 */
export const NEWS_FEEDS: Record<string, { url: string; publisher: string }> = {
  'legislation-govt-nz': {
    url: 'https://www.legislation.govt.nz/subscribe/nzpco-rss.xml',
    publisher: 'New Zealand Legislation (legislation.govt.nz, Parliamentary Counsel Office)',
  },
};
/** Source name of news items read live from the feeds. */
export const FEEDS_LIVE_SOURCE = 'New Zealand Legislation update feed (legislation.govt.nz)';

/**
 * Live connector of the news feeds: GETs each of NEWS_FEEDS through the shared HTTP client (conditional requests
 * keep a 5-minute schedule cheap) and writes each answer unchanged to `feeds/<name>.xml`, plus `retrieved-at.txt`.
 * @throws the HTTP client's errors for the first feed that fails (the run is then recorded as failed).
 */
export async function fetchFeeds(ctx: FetchContext): Promise<void> {
  for (const [name, feed] of Object.entries(NEWS_FEEDS)) {
    const res = await ctx.http.request(feed.url, {
      signal: ctx.signal,
      headers: { accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, */*;q=0.5' },
    });
    writeFetched(ctx.outDir, `feeds/${name}.xml`, res.body);
  }
  writeRetrievedAt(ctx.outDir, ctx.now);
}

const text = (v: unknown): string =>
  typeof v === 'string' ? v : v && typeof v === 'object' && 'value' in v ? String(v.value ?? '') : '';

/** New Zealand calendar date of a feed date (RSS: RFC 2822; Atom: ISO 8601), or null. */
function feedDate(v: string | undefined): string | null {
  if (!v) return null;
  const d = DateTime.fromRFC2822(v.trim(), { setZone: true });
  const parsed = d.isValid ? d : DateTime.fromISO(v.trim(), { setZone: true });
  return parsed.isValid ? parsed.setZone(NZ_ZONE).toISODate() : null;
}

/**
 * Parses the fetched feeds (RSS 2.0, RSS 1.0/RDF or Atom, through the feedsmith feed parser) into `news_item`
 * directory records: id `news_item--<slug of the item's link>`, the item's title, link, date (New Zealand date of
 * `pubDate` / `updated`) and description; `category` `legislation`, the kind of change from the description
 * ("as at …" → a new version of an Act). Items without a title or an http(s) link are skipped. Never `complete`.
 * @throws naming the file when a feed cannot be parsed.
 */
export function parseFetchedFeeds(outDir: string): FetchedRecords {
  const retrievedAt = readRetrievedAt(outDir);
  const records = new Map<string, DirectoryRecord>();
  for (const file of listFetched(outDir, 'feeds', /\.xml$/)) {
    const feed = NEWS_FEEDS[basename(file, '.xml')];
    if (!feed) continue;
    let parsed: ReturnType<typeof parseFeed>;
    try {
      parsed = parseFeed(readFileSync(file, 'utf8'));
    } catch (err) {
      throw new Error(`${basename(file)}: not an RSS or Atom feed (${(err as Error).message})`);
    }
    const entries: { title: string; link: string; date: string | null; description: string }[] =
      parsed.format === 'atom'
        ? (parsed.feed.entries ?? []).map((e) => ({
            title: text(e.title),
            link: e.links?.find((l) => !l.rel || l.rel === 'alternate')?.href ?? '',
            date: feedDate(text(e.published ?? e.updated) || undefined),
            description: text(e.summary),
          }))
        : parsed.format === 'rss' || parsed.format === 'rdf'
          ? (parsed.feed.items ?? []).map((i) => ({
              title: text(i.title),
              link: text(i.link),
              date: feedDate('pubDate' in i ? (i.pubDate as string | undefined) : undefined),
              description: text(i.description),
            }))
          : [];
    for (const e of entries) {
      const title = clean(e.title);
      if (!title || !/^https?:\/\//.test(e.link)) continue;
      const kind = legislationItemKind(e.description);
      const legalAreas = legalAreasOf(title);
      const id = `news_item--${slug(e.link.replace(/^https?:\/\/(www\.)?/, ''), 120)}`;
      records.set(
        id,
        makeDirectoryRecord({
          id,
          kind: 'news_item',
          title,
          summary: kind.summary || null,
          text: kind.category,
          category: 'legislation',
          subtype: null,
          tags: legalAreas,
          date: e.date,
          url: e.link,
          source: FEEDS_LIVE_SOURCE,
          sourceUrl: feed.url,
          retrievedAt,
          fields: {
            publisher: feed.publisher,
            sourceType: 'legislation',
            mediaSource: null,
            mediaType: null,
            category: kind.category,
            date: e.date,
            dateKind: e.date ? 'published' : null,
            summary: kind.summary || null,
            tags: [],
            legalAreas,
            url: e.link,
            recorded: false,
            notes: null,
          },
        }),
      );
    }
  }
  return { index: 'directory', records: [...records.values()], complete: false };
}
