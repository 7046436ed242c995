import { basename } from 'node:path';
import type { Document } from '@aotearoa/contracts';
import {
  listFetched,
  readFetchedJson,
  readRetrievedAt,
  writeFetched,
  writeRetrievedAt,
} from '../../live/fetched-files';
import type { FetchContext, FetchedRecords } from '../_shared/define-source';
import { type BillDetail, type BillSummary, billDocument } from './parse';

/** Parliament's Bills API (keyless, public): `POST /api/data/search` lists bills, `GET /api/data/Bill/<id>` one. */
export const BILLS_API = 'https://bills.parliament.nz';
/** Source name of records fetched live from the Bills API. */
export const BILLS_LIVE_SOURCE = 'New Zealand Parliament Bills API (bills.parliament.nz)';
/** Pages of current bills read per run (50 bills a page, newest activity first). */
const MAX_PAGES = 4;
/** Bills whose detail (stages, member in charge, description) is read per run: the most recently active. */
const MAX_DETAILS = 30;

/** The search request the bills.parliament.nz site itself sends for current bills, newest activity first. */
function searchBody(page: number) {
  return {
    id: null,
    documentPreset: 1,
    keyword: null,
    selectCommittee: null,
    status: [],
    documentTypes: [],
    documentSubtypes: [],
    beforeCommittee: null,
    billStages: [],
    billTab: 'Current',
    billId: null,
    includeBillStages: true,
    subject: null,
    person: null,
    parliament: null,
    dateFrom: null,
    dateTo: null,
    datePeriod: null,
    restrictedFrom: null,
    restrictedTo: null,
    terminatedReason: null,
    prettyTerminatedReason: null,
    terminatedReasons: [],
    column: 17,
    direction: 1,
    pageSize: 50,
    page,
  };
}

interface SearchAnswer {
  results?: BillSummary[];
  totalResults?: number;
}

/**
 * Live connector of Parliament's bills: reads the current bills (search pages of 50, at most MAX_PAGES) and the
 * detail of the MAX_DETAILS most recently active ones, through the shared HTTP client, and writes each answer
 * unchanged: `bills/search-page-<n>.json`, `bills/bill-<id>.json`, plus `retrieved-at.txt`.
 * @throws the HTTP client's errors (sovereign mode, host unreachable, HTTP status, robots.txt) or when an answer is
 *   not the Bills API's shape (no `results` array).
 */
export async function fetchBills(ctx: FetchContext): Promise<void> {
  const summaries: BillSummary[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const res = await ctx.http.request(`${BILLS_API}/api/data/search`, {
      method: 'POST',
      json: searchBody(page),
      signal: ctx.signal,
    });
    const answer = JSON.parse(res.body.toString('utf8')) as SearchAnswer;
    if (!Array.isArray(answer.results)) throw new Error('Bills API search answered without a results array');
    writeFetched(ctx.outDir, `bills/search-page-${page}.json`, res.body);
    summaries.push(...answer.results);
    if (answer.results.length < 50 || summaries.length >= (answer.totalResults ?? 0)) break;
  }
  const recent = [...summaries]
    .filter((b) => /^[0-9a-f-]{36}$/i.test(b.id))
    .sort((a, b) => String(b.lastStageDate ?? '').localeCompare(String(a.lastStageDate ?? '')))
    .slice(0, MAX_DETAILS);
  for (const b of recent) {
    const res = await ctx.http.request(`${BILLS_API}/api/data/Bill/${b.id}`, { signal: ctx.signal });
    writeFetched(ctx.outDir, `bills/bill-${b.id.toLowerCase()}.json`, res.body);
  }
  writeRetrievedAt(ctx.outDir, ctx.now);
}

/**
 * Parses a fetch folder of the bills connector into `bill` documents with the snapshot's ids (`bill-<API id>`),
 * so a live record replaces the snapshot's copy of the same bill. Provenance: BILLS_LIVE_SOURCE, the bill's
 * legislation.govt.nz address (else its bills.parliament.nz page), retrieved-at the fetch date. A listing of current
 * bills only, so never `complete` (a bill leaving it is not deleted).
 */
export function parseFetchedBills(outDir: string): FetchedRecords {
  const retrievedAt = readRetrievedAt(outDir);
  const summaries = new Map<string, BillSummary>();
  for (const file of listFetched(outDir, 'bills', /^search-page-\d+\.json$/)) {
    const answer = readFetchedJson<SearchAnswer>(file);
    if (!Array.isArray(answer.results)) throw new Error(`${basename(file)}: no results array`);
    for (const b of answer.results) summaries.set(b.id.toLowerCase(), b);
  }
  const details = new Map<string, BillDetail>();
  for (const file of listFetched(outDir, 'bills', /^bill-[0-9a-f-]+\.json$/)) {
    const d = readFetchedJson<BillDetail>(file);
    details.set(d.Id.toLowerCase(), d);
  }
  const records: Document[] = [...summaries.entries()].map(([id, b]) =>
    billDocument(b, details.get(id), {
      source: BILLS_LIVE_SOURCE,
      retrievedAt,
      fallbackUrl: `${BILLS_API}/v/6/${id}`,
    }),
  );
  return { index: 'documents', records, complete: false };
}
