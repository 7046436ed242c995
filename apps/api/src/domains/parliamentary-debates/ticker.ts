import {
  type DebateItem,
  type DebateStatus,
  DOCUMENTS_INDEX,
  type DocumentMetadata,
  type IndexRecord,
  type ParliamentaryDebatesTickerOutput,
  recordOfficialUrl,
} from '@aotearoa/contracts';
import { TRPCError } from '@trpc/server';
import { type Meilisearch, MeilisearchApiError } from 'meilisearch';

/** Default and maximum number of ticker items. */
export const DEFAULT_DEBATE_LIMIT = 20;
/** Length of an item's excerpt, characters (cut at a word boundary, then `…`). */
export const EXCERPT_LENGTH = 240;
/** An item dated within this many days is `Recent` (the last sitting week). */
export const RECENT_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;
const NZ_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Pacific/Auckland',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Bill stages or statuses that mean the bill's passage is over. */
const FINAL_BILL_STATE =
  /royal assent|assented|defeated|withdrawn|discharged|negatived|lapsed|not proceeded/i;

function metaString(meta: DocumentMetadata, ...keys: Array<keyof DocumentMetadata>): string | undefined {
  for (const key of keys) {
    const v = meta[key];
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
  }
  return undefined;
}

/**
 * True when the record is a bill (Parliament Bills API record, bill XML excerpt or supplementary order paper)
 * rather than a Hansard record: decided by `metadata.debate_type` ("bill", "supplementary order paper"),
 * else by a Bills API source name.
 */
export function isBillRecord(rec: Pick<IndexRecord, 'metadata' | 'source'> & { type?: string }): boolean {
  if (rec.type === 'bill') return true;
  const kind = metaString(rec.metadata, 'debate_type', 'item_type');
  if (kind) return /\bbills?\b|supplementary order paper/i.test(kind);
  return /\bbills api\b/i.test(rec.source);
}

/**
 * Status of one record at `now`:
 * - `Live` only when the record is dated today in New Zealand time and is not a finished bill — a sitting
 *   under way now. (The bundled snapshot is old, so none is expected.)
 * - `Recent` when dated within the last RECENT_DAYS days (the last sitting week).
 * - otherwise its own state: a bill whose status is final (Royal Assent, Terminated, …) → `Completed`, a bill
 *   with another recorded status (e.g. Second Reading, Select Committee) → `In progress`, anything else
 *   (Hansard records; bill excerpts with no recorded status) → `Archived`.
 * Records with no date are never Live or Recent.
 */
export function debateStatus(
  rec: Pick<IndexRecord, 'metadata' | 'source' | 'is_current'> & { type?: string },
  timestampMs: number | null,
  now: Date,
): DebateStatus {
  const bill = isBillRecord(rec);
  const state = metaString(rec.metadata, 'bill_status');
  const finished =
    bill && ((state !== undefined && FINAL_BILL_STATE.test(state)) || rec.is_current === false);
  if (timestampMs !== null && timestampMs <= now.getTime()) {
    const sameNzDay = NZ_DAY.format(new Date(timestampMs)) === NZ_DAY.format(now);
    if (sameNzDay && !finished) return 'Live';
    if (now.getTime() - timestampMs < RECENT_DAYS * DAY_MS) return 'Recent';
  }
  if (finished) return 'Completed';
  if (bill && state !== undefined) return 'In progress';
  return 'Archived';
}

/** Collapses whitespace and cuts `text` to at most `max` characters at a word boundary, adding `…`. */
export function makeExcerpt(text: string | null | undefined, max = EXCERPT_LENGTH): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

function recordTimestamp(
  rec: Pick<IndexRecord, 'date_ts' | 'date_published' | 'date_enacted'>,
): number | null {
  if (typeof rec.date_ts === 'number') return rec.date_ts * 1000;
  const iso = rec.date_published ?? rec.date_enacted;
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * Turns one index record (type `parliamentary_debate`) into a ticker item. Speaker and party are the
 * record's own `metadata.speaker` / `metadata.party` (null when absent — never inferred); no viewer count
 * (the data has none). `officialUrl` is the record's page on Parliament's or the legislation site (contracts'
 * `recordOfficialUrl`), else null: a copy it was read from (a GitHub repository) stays `sourceUrl` only.
 * Returns null for a record with no usable date (it cannot be placed in time).
 */
export function toDebateItem(rec: IndexRecord, now: Date): DebateItem | null {
  const ts = recordTimestamp(rec);
  if (ts === null) return null;
  const m = rec.metadata;
  return {
    id: rec.doc_id,
    status: debateStatus(rec, ts, now),
    // Set by the indexer from the Hansard document type, title and bill stage (enrich/debate-type.ts there).
    debateType: rec.metadata.debate_category ?? 'Other',
    chamber: 'House of Representatives',
    topic: rec.title,
    // A debate's speaker as Parliament's records name the member; a bill's member in charge. Never inferred.
    speaker: metaString(m, 'speaker', 'member_in_charge') ?? null,
    party: metaString(m, 'party') ?? null,
    excerpt: makeExcerpt(rec.content ?? rec.summary),
    timestamp: new Date(ts).toISOString(),
    officialUrl:
      recordOfficialUrl({
        type: isBillRecord(rec) ? 'bill' : 'parliamentary_debate',
        metadata: m,
        sourceUrl: rec.sourceUrl,
      }) ?? null,
    source: rec.source,
    sourceUrl: rec.sourceUrl,
    retrievedAt: rec.retrievedAt,
  };
}

/**
 * Hansard's editorial marker where the authorised te reo Māori text of a speech was still to come ("[Authorised Te
 * Reo text to be inserted by the Hansard Office.]"), as the 2017 utterances of data/hansard-te-reo-tehiku print it.
 */
const HANSARD_PLACEHOLDER_RE = /\[Authorised Te Reo text to be inserted by the Hansard Office\.?\]/gi;

/**
 * True when an item's excerpt holds words of the speech: false when it is empty or only Hansard's placeholders
 * (HANSARD_PLACEHOLDER_RE). The ticker shows only items with words; their excerpt stays verbatim.
 */
export function hasSpokenWords(item: Pick<DebateItem, 'excerpt'>): boolean {
  return item.excerpt.replace(HANSARD_PLACEHOLDER_RE, '').replace(/[\s.…]+/g, '') !== '';
}

export interface LoadTickerOptions {
  meili: Meilisearch;
  /** Index to read (default `documents`). */
  indexName?: string;
  /** Number of items, 1..50 (default 20). */
  limit?: number;
  /** Whether the request is in sovereign mode (only changes `dataMode`: this procedure never leaves the machine). */
  sovereignMode: boolean;
  /** Clock, for tests. */
  now?: Date;
}

/**
 * Newest Hansard speeches in the local index that hold words of the speech (`hasSpokenWords`: not Hansard's
 * placeholder for te reo text still to come), as ticker items; Parliament's bills only when the index holds no
 * speech (`shows` says which, `newestDate` how old the newest item is).
 *
 * Reads Meilisearch only (filter `type = "parliamentary_debate"`, else `type = "bill"`, sort `date_ts:desc`; one hit
 * per document via the index's distinct attribute). Source of values: the Hansard speeches (data/hansard-*) and the
 * Parliament Bills API records (data/hansard-bills-nz), as ingested by the indexer.
 *
 * Errors: a missing index answers an empty list (nothing ingested yet); an unreachable Meilisearch throws
 * TRPCError `SERVICE_UNAVAILABLE` ("Search index unavailable ...").
 */
export async function loadTicker(opts: LoadTickerOptions): Promise<ParliamentaryDebatesTickerOutput> {
  const now = opts.now ?? new Date();
  const limit = opts.limit ?? DEFAULT_DEBATE_LIMIT;
  const dataMode = opts.sovereignMode ? 'local-only' : 'connected';
  const index = opts.meili.index<IndexRecord>(opts.indexName ?? DOCUMENTS_INDEX);
  // Read more than asked: speeches that are only Hansard's placeholder are left out below.
  const newest = (type: 'parliamentary_debate' | 'bill') =>
    index.search('', { filter: `type = "${type}"`, sort: ['date_ts:desc'], limit: limit * 4 });
  let hits: IndexRecord[];
  let shows: ParliamentaryDebatesTickerOutput['shows'] = 'speeches';
  try {
    // Speeches whenever the index holds any; bills (never typed as debates) only when it holds none.
    hits = (await newest('parliamentary_debate')).hits as IndexRecord[];
    if (hits.length === 0) {
      shows = 'bills';
      hits = (await newest('bill')).hits as IndexRecord[];
    }
  } catch (err) {
    if (err instanceof MeilisearchApiError && err.cause?.code === 'index_not_found') {
      return { items: [], shows, newestDate: null, dataMode, generatedAt: now.toISOString() };
    }
    throw new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Search index unavailable: could not read parliamentary debates. Try again shortly.',
      cause: err,
    });
  }
  const items = hits
    .map((h) => toDebateItem(h, now))
    .filter((i): i is DebateItem => i !== null && (shows === 'bills' || hasSpokenWords(i)))
    .slice(0, limit);
  const newestDate = items[0]?.timestamp.slice(0, 10) ?? null;
  return { items, shows, newestDate, dataMode, generatedAt: now.toISOString() };
}
