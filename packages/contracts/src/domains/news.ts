import { z } from 'zod';
import {
  filterParam,
  LookupQuerySchema,
  limitParam,
  PageInfoSchema,
  ProvenanceSchema,
  pagedList,
  pagingParams,
} from '../lookup';

/**
 * Legal News & Media: dated legal news items (headline, publisher, date, link — no article text), and the items
 * recorded from official update streams (new versions of Acts on legislation.govt.nz, NZ Gazette government
 * notices). Nothing here is live: every item says when it was published or recorded.
 */

/** Who published an item, as a group of the Legal News card. */
export const NEWS_SOURCE_TYPES = ['government', 'professional_body', 'gazette', 'legislation'] as const;
export const NewsSourceTypeSchema = z.enum(NEWS_SOURCE_TYPES);
export type NewsSourceType = z.infer<typeof NewsSourceTypeSchema>;

/**
 * Media outlets of the Media Search filter: the specification's eight, then the outlets the held items actually come from
 * (`scoop`, `daily8`). The specification's outlets have no item in the bundled data.
 */
export const MEDIA_SOURCES = [
  'tv1',
  'tv2',
  'tv3',
  'nz-herald',
  'stuff',
  'radio-nz',
  'newshub',
  'the-spinoff',
  'scoop',
  'daily8',
] as const;
export const MediaSourceSchema = z.enum(MEDIA_SOURCES);
export type MediaSource = z.infer<typeof MediaSourceSchema>;

/** Legal areas of the Media Search filter (the specification's list), assigned by a documented keyword rule. */
export const NEWS_LEGAL_AREAS = [
  'criminal',
  'employment',
  'family',
  'property',
  'constitutional',
  'environmental',
  'corporate',
  'human-rights',
] as const;
export const NewsLegalAreaSchema = z.enum(NEWS_LEGAL_AREAS);
export type NewsLegalArea = z.infer<typeof NewsLegalAreaSchema>;

/** Time filters of the news tools: `today` from midnight (New Zealand time), `week` the last 7 days. */
export const NEWS_TIMEFRAMES = ['today', 'week'] as const;
export const NewsTimeframeSchema = z.enum(NEWS_TIMEFRAMES);
export type NewsTimeframe = z.infer<typeof NewsTimeframeSchema>;

/**
 * A legal news item (the specification's entities "News article" / "Media article"), only with what its source gives: no
 * importance, read time, view count, thumbnail or duration is held.
 */
export const NewsItemSchema = ProvenanceSchema.extend({
  id: z.string(),
  title: z.string(),
  /** Publisher as the source names it (e.g. 'New Zealand Law Society – LawTalk issue 955'). */
  publisher: z.string(),
  sourceType: NewsSourceTypeSchema,
  /** Media outlet key for items published through a media outlet, else null. */
  mediaSource: MediaSourceSchema.nullable(),
  /** 'online' for news websites; null when the item is not media coverage. */
  mediaType: z.enum(['tv', 'radio', 'print', 'online']).nullable(),
  /** Category as the source gives it (a Gazette notice type, 'New version of an Act'), or null. */
  category: z.string().nullable(),
  /** ISO date, or null when the source shows none. */
  date: z.string().nullable(),
  /** What `date` is: the publication date, or the date a recorded stream listed the item. */
  dateKind: z.enum(['published', 'listed']).nullable(),
  /** Short factual line from the source (e.g. 'Version as at 27 November 2025'), or null. */
  summary: z.string().nullable(),
  /** Labels given by the source (the recording scraper's keywords for recorded items; not official). */
  tags: z.array(z.string()),
  legalAreas: z.array(NewsLegalAreaSchema),
  /** The item itself on the publisher's site; null when only a copy elsewhere is known (never shown as its page). */
  url: z.string().nullable(),
  /** True for items from a recorded update stream (not a live feed). */
  recorded: z.boolean(),
  /** Caveats of the source (e.g. 'headline taken from the URL slug'), or null. */
  notes: z.string().nullable(),
});
export type NewsItem = z.infer<typeof NewsItemSchema>;

/** `GET /api/legal-news?source=&timeframe=&limit=` — the Daily Legal News card (source = source type). */
export const LegalNewsInputSchema = z.object({
  source: filterParam(NewsSourceTypeSchema),
  timeframe: filterParam(NewsTimeframeSchema),
  /** Items per source type (newest first). */
  limit: limitParam(10, 50),
});
export type LegalNewsInput = z.infer<typeof LegalNewsInputSchema>;
/** The specification's "news grouped by source type": one group per type that has items, with its total. */
export const LegalNewsOutputSchema = z.object({
  groups: z.array(
    z.object({ sourceType: NewsSourceTypeSchema, total: z.number().int(), items: z.array(NewsItemSchema) }),
  ),
  total: z.number().int(),
});
export type LegalNewsOutput = z.infer<typeof LegalNewsOutputSchema>;

/**
 * `GET /api/nz-herald-news?query=&category=&timeframe=&page=&limit=` — the newspaper search over the held news items,
 * `limit` a page (1–100, default 30), `page` 1–1000 (default 1).
 */
export const NewspaperNewsInputSchema = z.object({
  query: LookupQuerySchema,
  category: filterParam(NewsSourceTypeSchema),
  timeframe: filterParam(NewsTimeframeSchema),
  ...pagingParams(30, 100),
});
export type NewspaperNewsInput = z.infer<typeof NewspaperNewsInputSchema>;
/** One page of the matching items (`articles`), with the exact total and the page's place (`PageInfoSchema`). */
export const NewspaperNewsOutputSchema = pagedList('articles', NewsItemSchema);
export type NewspaperNewsOutput = z.infer<typeof NewspaperNewsOutputSchema>;

/**
 * `GET /api/media-search?query=&media=&legalArea=&page=&limit=` — items published through media outlets, `limit` a
 * page (1–100, default 50), `page` 1–1000 (default 1).
 */
export const MediaSearchInputSchema = z.object({
  query: LookupQuerySchema,
  media: filterParam(MediaSourceSchema),
  legalArea: filterParam(NewsLegalAreaSchema),
  ...pagingParams(50, 100),
});
export type MediaSearchInput = z.infer<typeof MediaSearchInputSchema>;
/**
 * The specification's "articles keyed by source name": one page of the matching items, newest first, keyed by outlet,
 * with the page's place (`total` counts every match) and the stats row's counts.
 */
export const MediaSearchOutputSchema = z.object({
  articles: z.record(z.string(), z.array(NewsItemSchema)),
  ...PageInfoSchema.shape,
  /** Media items held over all outlets (the stats row's Total Articles). */
  totalHeld: z.number().int(),
  /** Outlets with at least one held item. */
  sources: z.array(z.string()),
  /** Television items held (none unless a source gives them). */
  tvReports: z.number().int(),
});
export type MediaSearchOutput = z.infer<typeof MediaSearchOutputSchema>;
