import type { CitableDocument } from './citation';
import type { DocumentType } from './constants';

/**
 * A document's official page, and the hosts that count as official for each type. No zod and no citation rules
 * here: a results page links every card to its official page and needs nothing else of the citation module.
 */

/** Fallback official sites, by document type, when a record carries no URL of its own. */
const OFFICIAL_SITE: Record<DocumentType, string> = {
  legislation: 'https://www.legislation.govt.nz/',
  regulation: 'https://www.legislation.govt.nz/',
  case_law: 'https://www.courtsofnz.govt.nz/judgments',
  academic: 'https://www.nzlii.org/nz/journals/',
  parliamentary_debate: 'https://www.parliament.nz/en/pb/hansard-debates/',
  bill: 'https://www.parliament.nz/en/pb/bills-and-laws/',
  linz_data: 'https://data.linz.govt.nz/',
};

/** The trimmed text of a string (or a finite number's digits); undefined when blank or another type. */
function str(v: unknown): string | undefined {
  if (typeof v === 'string') {
    const t = v.trim();
    return t === '' ? undefined : t;
  }
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

function isHttpUrl(v: string | undefined): v is string {
  return v !== undefined && /^https?:\/\/\S+$/i.test(v);
}

/**
 * Hosts (and their subdomains) accepted as a document's official page, by type: the authority's own site
 * (legislation.govt.nz, courtsofnz.govt.nz, justice.govt.nz, the tribunal's site, Parliament), NZLII where the
 * authority publishes none, and for scholarship the publisher, university repository or NZLII/AustLII.
 * Mirrors a record was copied from (GitHub, docref, docslib and similar) are its `sourceUrl`, never its official link.
 */
export const OFFICIAL_HOSTS: Record<DocumentType, readonly string[]> = {
  legislation: ['legislation.govt.nz'],
  regulation: ['legislation.govt.nz'],
  case_law: [
    'courtsofnz.govt.nz',
    'justice.govt.nz',
    'era.govt.nz',
    'bsa.govt.nz',
    'hdc.org.nz',
    'hpdt.org.nz',
    'comcom.govt.nz',
    'waitangitribunal.govt.nz',
    'maorilandcourt.govt.nz',
    'nzlii.org',
  ],
  academic: [
    'nzlii.org',
    'austlii.edu.au',
    'paclii.org',
    'ac.nz',
    'maorilawreview.co.nz',
    'aulr.org',
    'rmla.org.nz',
    'legalresearch.org.nz',
    'i-law.com',
    'brooklaw.edu',
  ],
  parliamentary_debate: ['parliament.nz'],
  bill: ['legislation.govt.nz', 'parliament.nz'],
  linz_data: ['linz.govt.nz'],
};

/** True when `url` is http(s) and its host is (a subdomain of) an official host for `type`. */
export function isOfficialUrl(type: DocumentType, url: string | undefined): boolean {
  if (!isHttpUrl(url)) return false;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return OFFICIAL_HOSTS[type].some((h) => host === h || host.endsWith(`.${h}`));
}

/**
 * True when `url` is a site's search form or results page (a `SearchForm` path segment, or a path ending in
 * `/search`), e.g. https://justice.govt.nz/search/SearchForm?Search=environmental&start=1250: a page listing
 * whatever matched a query, never one record's own page. A record's page that only carries a `search` parameter
 * (legislation.govt.nz's bill pages, `…/LMS1573383.html?search=…`) and Judicial Decisions Online's documents (under
 * forms.justice.govt.nz/search/) are not search pages. False for anything that does not parse.
 */
export function isSiteSearchPage(url: string | undefined): boolean {
  if (!isHttpUrl(url)) return false;
  try {
    const segments = new URL(url).pathname.split('/').filter(Boolean);
    return segments.some((seg) => /^searchform$/i.test(seg)) || /^search$/i.test(segments.at(-1) ?? '');
  } catch {
    return false;
  }
}

/**
 * The record's own official page, if it has one: the first of `metadata.official_url`, `metadata.url`,
 * `sourceUrl` whose host is in OFFICIAL_HOSTS for its type and that is not a site search page (`isSiteSearchPage`).
 * No address is built from other fields (a judgment's NZLII address is never made from its neutral citation: not every judgment is there). Undefined when none (then
 * `officialUrl` falls back to the official site).
 */
export function recordOfficialUrl(
  doc: Pick<CitableDocument, 'type' | 'metadata' | 'sourceUrl'> & { citation?: string | null },
): string | undefined {
  const candidates = [str(doc.metadata.official_url), str(doc.metadata.url), str(doc.sourceUrl)];
  const own = candidates.find((u) => isOfficialUrl(doc.type, u) && !isSiteSearchPage(u));
  return own;
}

/**
 * The document's official address: `recordOfficialUrl` (the authority's own page, never a mirror), else the
 * official site for its type — https://www.legislation.govt.nz/ for Acts and regulations,
 * https://www.courtsofnz.govt.nz/judgments for cases, NZLII's journal list for articles, Parliament's Hansard
 * page for debates. Always a host in OFFICIAL_HOSTS for the type. Never throws.
 */
export function officialUrl(
  doc: Pick<CitableDocument, 'type' | 'metadata' | 'sourceUrl'> & { citation?: string | null },
): string {
  return recordOfficialUrl(doc) ?? OFFICIAL_SITE[doc.type];
}
