import { type NewsItem, NewsItemSchema, type NewsTimeframe, todayInNewZealand } from '@aotearoa/contracts';
import type { LookupHit } from '../../platform/define-lookup';
import { directoryFieldsOf } from '../../platform/directory-fields';
import { compareFilter, equalsFilter, isoDateToUnixSeconds } from '../../platform/filter-builder';

/** Every news lookup reads directory records of this kind. */
export const NEWS_KIND_FILTER = equalsFilter('kind', 'news_item');

/** Maps a directory record of kind `news_item` to the NewsItem entity (only what its source gives). */
export function toNewsItem(hit: LookupHit): NewsItem {
  const f = directoryFieldsOf(hit, 'news_item');
  return NewsItemSchema.parse({
    id: hit.id,
    title: hit.title,
    publisher: f.publisher,
    sourceType: f.sourceType,
    mediaSource: f.mediaSource,
    mediaType: f.mediaType,
    category: f.category,
    date: f.date ?? hit.date ?? null,
    dateKind: f.dateKind,
    summary: f.summary,
    tags: f.tags,
    legalAreas: f.legalAreas,
    url: f.url ?? hit.url ?? null,
    recorded: f.recorded,
    notes: f.notes,
    source: hit.source,
    sourceUrl: hit.sourceUrl,
    retrievedAt: hit.retrievedAt,
  });
}

/**
 * The filter clause of a news time filter at the instant `now`, on the item's date (`date_ts`, the start of its
 * calendar day in UTC seconds): `today` = dated today in New Zealand (from midnight); `week` = dated within the last
 * 7 days (today and the 7 days before it). Undefined timeframe → no clause.
 * Example: on 2026-11-23 (NZ), `week` → `date_ts >= <2026-11-16>`.
 */
export function timeframeFilter(timeframe: NewsTimeframe | undefined, now: Date = new Date()): string | null {
  if (!timeframe) return null;
  const today = isoDateToUnixSeconds(todayInNewZealand(now));
  if (today === null) return null;
  return compareFilter('date_ts', '>=', timeframe === 'today' ? today : today - 7 * 86_400);
}
