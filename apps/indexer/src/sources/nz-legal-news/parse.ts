import type { DirectoryRecord, MediaSource, NewsLegalArea, NewsSourceType } from '@aotearoa/contracts';
import { clean, readJsonl, slug } from '../_shared/common';
import { publicNote } from '../_shared/compiler-notes';
import { makeDirectoryRecord } from '../_shared/directory-record';

/** Folders of the snapshots under `data/` (see their PROVENANCE.md). */
export const NEWS_FOLDER = 'nz-legal-news-items';
export const FEEDS_FOLDER = 'nz-legal-feeds-fixtures';
/** Date the news items were compiled (PROVENANCE.md). */
export const NEWS_RETRIEVED_AT = '2026-11-22';
/** Date the recorded update stream was scraped from legislation.govt.nz and gazette.govt.nz (PROVENANCE.md). */
export const RECORDED_AT = '2025-12-16';
/** The recording scraper's data file at the commit the recorded items were copied from. */
export const RECORDED_SOURCE_URL =
  'https://github.com/richbodo/keep-track-nz/blob/af358aa8af38a3a816909e98da37ad10b747e58f/src/data/data.json';
const RECORDED_SOURCE =
  'Legislation and NZ Gazette items recorded by keep-track-nz (scrape of 16 December 2025)';
const NEWS_SOURCE = 'NZ legal news items (compiled from the publishers’ pages)';

interface RawNewsItem {
  headline: string;
  publisher: string;
  date?: string;
  url: string;
  notes?: string;
  source_type?: string;
}

interface RawRecordedItem {
  id: string;
  title: string;
  date: string;
  source_system: 'LEGISLATION' | 'GAZETTE';
  url: string;
  primary_entity?: string;
  summary?: string;
  labels?: string[];
  metadata?: { notice_number?: string | null; notice_type?: string | null; act_number?: string | null };
}

/**
 * Who published a news item: a Minister's statement → `government`; the Law Society's newsroom, LawTalk or
 * statements → `professional_body`.
 */
export function sourceTypeOf(publisher: string): NewsSourceType {
  if (/Law Society/i.test(publisher)) return 'professional_body';
  return 'government';
}

/** The media outlet an item was published through ('… via Scoop' → `scoop`), or null. */
export function mediaSourceOf(publisher: string): MediaSource | null {
  if (/\bScoop\b/i.test(publisher)) return 'scoop';
  if (/daily8/i.test(publisher)) return 'daily8';
  return null;
}

/** Keyword rules of the Media Search legal areas, on a title and the source's labels. */
const AREA_RULES: Array<[NewsLegalArea, RegExp]> = [
  ['criminal', /\b(Crimes?|Criminal|Sentencing|Police|Prisons?|Corrections|Bail|Parole)\b/i],
  ['employment', /\b(Employment|Holidays|Wages?|Minimum Wage|Workplace|Health and Safety at Work)\b/i],
  ['family', /\b(Family|Care of Children|Oranga Tamariki|Children|Adoption|Marriage|Relationships)\b/i],
  ['property', /\b(Property|Land Transfer|Tenanc\w*|Unit Titles|Housing|Real Estate|Land Notices)\b/i],
  [
    'constitutional',
    /\b(Electoral|Constitution\w*|Parliament(ary)?|Treaty of Waitangi|Public Service|Official Information)\b/i,
  ],
  [
    'environmental',
    /\b(Environment\w*|Resource Management|Conservation|Wildlife|Climate|Fisheries|Reserves?)\b/i,
  ],
  ['corporate', /\b(Compan(y|ies)|Financial Markets|Insolvency|Takeovers|Commerce|Securities)\b/i],
  ['human-rights', /\b(Human Rights|Privacy|Bill of Rights)\b/i],
];

/** Legal areas of an item by keyword (title and labels), in the filter's order; none when no rule matches. */
export function legalAreasOf(title: string, labels: readonly string[] = []): NewsLegalArea[] {
  const text = [title, ...labels].join(' | ');
  return AREA_RULES.filter(([, re]) => re.test(text)).map(([area]) => area);
}

/** 'as at 27 November 2025' → category 'New version', summary 'Version as at 27 November 2025'; etc. */
export function legislationItemKind(summary: string): { category: string; summary: string } {
  const s = clean(summary);
  if (/^as at /i.test(s)) return { category: 'New version of an Act', summary: `Version ${s}` };
  if (/^as enacted/i.test(s)) return { category: 'Act as enacted', summary: 'As enacted' };
  if (/^repealed/i.test(s)) return { category: 'Act repealed', summary: s.replace(/^r/, 'R') };
  return { category: 'Legislation', summary: s };
}

function newsItems(dataDir: string): DirectoryRecord[] {
  return readJsonl<RawNewsItem>(dataDir, NEWS_FOLDER, 'legal-news-items.jsonl').map((r) => {
    const title = clean(r.headline);
    const publisher = clean(r.publisher);
    const sourceType = sourceTypeOf(publisher);
    const mediaSource = mediaSourceOf(publisher);
    const date = r.date && /^\d{4}-\d{2}-\d{2}$/.test(r.date) ? r.date : null;
    const legalAreas = legalAreasOf(title);
    return makeDirectoryRecord({
      id: `news_item--${slug(r.url.replace(/^https?:\/\/(www\.)?/, ''), 120)}`,
      kind: 'news_item',
      title,
      summary: null,
      text: publisher,
      category: sourceType,
      subtype: mediaSource,
      tags: legalAreas,
      date,
      url: r.url,
      source: NEWS_SOURCE,
      sourceUrl: r.url,
      retrievedAt: NEWS_RETRIEVED_AT,
      fields: {
        publisher,
        sourceType,
        mediaSource,
        mediaType: mediaSource ? 'online' : null,
        category: null,
        date,
        dateKind: date ? 'published' : null,
        summary: null,
        tags: [],
        legalAreas,
        url: r.url,
        recorded: false,
        notes: publicNote(r.notes),
        publisherSourceType: r.source_type ?? null,
      },
    });
  });
}

function recordedItems(dataDir: string): DirectoryRecord[] {
  const rows = [
    ...readJsonl<RawRecordedItem>(dataDir, FEEDS_FOLDER, 'keep-track-nz-legislation-updates-2025.jsonl'),
    ...readJsonl<RawRecordedItem>(
      dataDir,
      FEEDS_FOLDER,
      'keep-track-nz-gazette-government-notices-2025.jsonl',
    ),
  ];
  return rows.map((r) => {
    const title = clean(r.title);
    const labels = r.labels ?? [];
    const isGazette = r.source_system === 'GAZETTE';
    const sourceType: NewsSourceType = isGazette ? 'gazette' : 'legislation';
    const kind = isGazette
      ? {
          category: r.metadata?.notice_type ?? 'Notice',
          summary: `Notice ${r.metadata?.notice_number ?? ''}`.trim(),
        }
      : legislationItemKind(r.summary ?? '');
    const legalAreas = legalAreasOf(title, [
      ...labels,
      ...(isGazette ? [r.metadata?.notice_type ?? ''] : []),
    ]);
    // One Act can be listed once per new version: the version number in its URL keeps the ids apart.
    const version = /\/(\d+\.\d+)\/contents/.exec(r.url)?.[1];
    return makeDirectoryRecord({
      id: `news_item--${slug(version ? `${r.id}-v${version}` : r.id)}`,
      kind: 'news_item',
      title,
      summary: kind.summary,
      text: [kind.category, r.metadata?.act_number].filter(Boolean).join(' · ') || null,
      category: sourceType,
      subtype: null,
      tags: legalAreas,
      date: r.date,
      url: r.url,
      source: RECORDED_SOURCE,
      sourceUrl: RECORDED_SOURCE_URL,
      retrievedAt: RECORDED_AT,
      fields: {
        publisher: isGazette
          ? 'New Zealand Gazette (gazette.govt.nz)'
          : 'New Zealand Legislation (legislation.govt.nz, Parliamentary Counsel Office)',
        sourceType,
        mediaSource: null,
        mediaType: null,
        category: kind.category,
        date: r.date,
        dateKind: 'listed',
        summary: kind.summary,
        tags: labels,
        legalAreas,
        url: r.url,
        recorded: true,
        notes:
          'Recorded item, not a live feed: the date is when the recording listed it; labels are the scraper’s own.',
      },
    });
  });
}

/**
 * The dated legal news items of `data/nz-legal-news-items/` and the recorded legislation.govt.nz and NZ Gazette
 * items of `data/nz-legal-feeds-fixtures/` as directory records of kind `news_item`: `category` is the source type,
 * `subtype` the media outlet, `tags` the legal areas (see `legalAreasOf`), `date` the publication date (news items;
 * null when the page showed none) or the date the recording listed the item. `fields` = contracts `NewsItemSchema`
 * without provenance.
 */
export function parseLegalNews(dataDir: string): DirectoryRecord[] {
  return [...newsItems(dataDir), ...recordedItems(dataDir)];
}
