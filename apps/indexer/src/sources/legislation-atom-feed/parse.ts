import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DirectoryRecord } from '@aotearoa/contracts';
import { parseFeed } from 'feedsmith';
import { DateTime } from 'luxon';
import { clean, NZ_ZONE, nzDate, readData, slug } from '../_shared/common';
import { makeDirectoryRecord } from '../_shared/directory-record';

/** The bundled recording of the feed (PROVENANCE.md): one Atom file, captured 19 May 2015. */
export const FEED_FOLDER = 'legislation-atom-feed-2015';
/** The site a feed entry's relative link belongs to. */
export const LEGISLATION_SITE = 'https://www.legislation.govt.nz/';

/** Provenance of one parsed feed: the source name, where it was read from and when. */
export interface FeedProvenance {
  source: string;
  sourceUrl: string;
  retrievedAt: string;
}

/** The kind of legislation an entry is, from the first segment of its address on legislation.govt.nz. */
const CATEGORIES: Record<string, string> = {
  act: 'Act',
  regulation: 'Regulation',
  deemedreg: 'Deemed regulation',
  bill: 'Bill',
  sop: 'Supplementary Order Paper',
};

/** New Zealand calendar date of a feed date (Atom: ISO 8601; RSS: RFC 2822), or null. */
function feedDate(v: string | null): string | null {
  if (!v) return null;
  const rfc = DateTime.fromRFC2822(v, { setZone: true });
  return rfc.isValid ? rfc.setZone(NZ_ZONE).toISODate() : nzDate(v);
}

const text = (v: unknown): string =>
  clean(typeof v === 'string' ? v : v && typeof v === 'object' && 'value' in v ? String(v.value ?? '') : '');

/**
 * One legislation.govt.nz Atom feed (a "custom feed" of new and changed versions) → `legislation_update` records,
 * parsed with the feedsmith feed parser: id `legislation_update--<slug of the entry's address>` (the same for the
 * recording's copy and a live fetch's), title as the feed gives it, `url` the entry's page on legislation.govt.nz (a
 * relative link resolved against the site), `date` the New Zealand date the entry was updated, `status` its version
 * line as written (`Version: as at 07 May 2015`, `Version: as enacted`, `Version: Reported from …`), `category` the
 * kind of legislation its address names. An entry with no title or no address is left out; an entry with no version
 * line (the feed gives none for many deemed regulations) has `status` null.
 * An RSS answer is read the same way (item link, `pubDate`, description as the version line).
 * @throws naming `file` when it is not an Atom or RSS feed.
 */
export function parseLegislationFeed(xml: string, file: string, prov: FeedProvenance): DirectoryRecord[] {
  let parsed: ReturnType<typeof parseFeed>;
  try {
    parsed = parseFeed(xml);
  } catch (err) {
    throw new Error(`${file}: not an Atom or RSS feed (${(err as Error).message})`);
  }
  const feedTitle = text(parsed.feed.title);
  // Atom entries (the feed's own format); RSS items read the same way, should the address answer RSS.
  const entries: { title: string; href: string; version: string; updated: string; entryId: string }[] =
    parsed.format === 'atom'
      ? (parsed.feed.entries ?? []).map((e) => ({
          title: text(e.title),
          href: e.links?.find((l) => !l.rel || l.rel === 'alternate')?.href ?? '',
          version: text(e.content) || text(e.summary),
          updated: text(e.updated) || text(e.published),
          entryId: text(e.id),
        }))
      : parsed.format === 'rss' || parsed.format === 'rdf'
        ? (parsed.feed.items ?? []).map((i) => ({
            title: text(i.title),
            href: text(i.link),
            version: text(i.description),
            updated: 'pubDate' in i ? text(i.pubDate) : '',
            entryId: 'guid' in i ? text(i.guid) : '',
          }))
        : [];
  const records = new Map<string, DirectoryRecord>();
  for (const e of entries) {
    const { title, href } = e;
    if (!title || !href) continue;
    const url = new URL(href, LEGISLATION_SITE).toString();
    const path = new URL(url).pathname;
    const category = CATEGORIES[path.split('/')[1] ?? ''] ?? 'Legislation';
    const version = e.version || null;
    const updated = e.updated || null;
    const date = feedDate(updated);
    const id = `legislation_update--${slug(path, 200)}`;
    records.set(
      id,
      makeDirectoryRecord({
        id,
        kind: 'legislation_update',
        title,
        summary: version,
        category,
        status: version,
        asAt: date,
        date,
        url,
        source: prov.source,
        sourceUrl: prov.sourceUrl,
        retrievedAt: prov.retrievedAt,
        fields: { feedTitle, entryId: e.entryId || null, updated, version, category, url },
      }),
    );
  }
  return [...records.values()];
}

/** Source name of the bundled recording's entries. */
export const RECORDED_FEED_SOURCE =
  'legislation.govt.nz custom feed (Parliamentary Counsel Office), recorded 19 May 2015';

/**
 * The bundled recording (`legislation-atom-feed-2015/*.atom.xml`, 680 entries of 18 February – 18 May 2015): its
 * records carry the capture date as their retrieved-at date and the copy they were read from as `sourceUrl`.
 */
export function parseRecordedFeed(dataDir: string): DirectoryRecord[] {
  const files = readdirSync(join(dataDir, FEED_FOLDER)).filter((f) => f.endsWith('.atom.xml'));
  return files.sort().flatMap((f) =>
    parseLegislationFeed(readData(dataDir, FEED_FOLDER, f), f, {
      source: RECORDED_FEED_SOURCE,
      sourceUrl: 'https://github.com/joshgagnon/nzlawapi',
      retrievedAt: '2015-05-19',
    }),
  );
}
