import type { Document, DocumentType } from './document';
import { parseNeutralCitation } from './neutral-citation';

/**
 * Citation styles offered by the citation dialog.
 * - `nzlr`: New Zealand Law Style Guide (Law Foundation, 3rd ed) form, as used in the NZLR.
 * - `apa`: APA 7th edition reference-list entry, following the New Zealand legal-materials
 *   conventions university APA guides use (Act / case name as the author element).
 * - `footnote`: the Style Guide's footnote form: the NZLR form plus a pinpoint where one is given,
 *   the online address in angle brackets for sources the Style Guide cites by URL, and a closing full stop.
 */
export const CITATION_STYLES = ['nzlr', 'apa', 'footnote'] as const;
export type CitationStyle = (typeof CITATION_STYLES)[number];

/** Short labels for each style, used by toasts and the copied text ("NZLR citation copied successfully."). */
export const CITATION_STYLE_LABELS: Record<CitationStyle, string> = {
  nzlr: 'NZLR',
  apa: 'APA',
  footnote: 'Footnote',
};

/** The fields of a Document that citation formatting reads. Search hits and full documents both fit. */
export type CitableDocument = Pick<
  Document,
  | 'title'
  | 'type'
  | 'court'
  | 'citation'
  | 'date_enacted'
  | 'date_published'
  | 'author'
  | 'metadata'
  | 'sourceUrl'
>;

/** Optional pinpoint for a citation. */
export interface CitationOptions {
  /**
   * Pinpoint within the document: for legislation a section (`103`, `s 103` or a heading such as
   * `s 103 Personal grievances` — only the provision number is used); for cases a paragraph (`[12]` or `12`);
   * for articles and debates a page (`70`).
   */
  pinpoint?: string;
}

/** Site names used by APA entries when the record names no publisher, by document type (official publishers). */
const APA_SITE: Record<DocumentType, string> = {
  legislation: 'New Zealand Legislation',
  regulation: 'New Zealand Legislation',
  case_law: 'Courts of New Zealand',
  academic: '',
  parliamentary_debate: 'New Zealand Parliament',
  linz_data: 'Toitū Te Whenua Land Information New Zealand',
};

/** Fallback official sites, by document type, when a record carries no URL of its own. */
const OFFICIAL_SITE: Record<DocumentType, string> = {
  legislation: 'https://www.legislation.govt.nz/',
  regulation: 'https://www.legislation.govt.nz/',
  case_law: 'https://www.courtsofnz.govt.nz/judgments',
  academic: 'https://www.nzlii.org/nz/journals/',
  parliamentary_debate: 'https://www.parliament.nz/en/pb/hansard-debates/',
  linz_data: 'https://data.linz.govt.nz/',
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

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

/** `{ year, month, day }` of an ISO date or timestamp (calendar fields as written, no time-zone shift). */
function dateParts(
  iso: string | null | undefined,
): { year: number; month?: number; day?: number } | undefined {
  if (!iso) return undefined;
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/.exec(iso.trim());
  if (!m) return undefined;
  const year = Number(m[1]);
  const month = m[2] ? Number(m[2]) : undefined;
  const day = m[3] ? Number(m[3]) : undefined;
  return { year, month, day };
}

/** Year of the document: from its title (`… Act 2000`), its neutral citation, else its dates. */
function documentYear(doc: CitableDocument): number | undefined {
  const fromTitle = /\b(1[6-9]\d{2}|20\d{2})\s*$/.exec(doc.title.trim());
  if ((doc.type === 'legislation' || doc.type === 'regulation') && fromTitle) return Number(fromTitle[1]);
  const nc = doc.citation ? parseNeutralCitation(doc.citation) : null;
  if (nc) return nc.year;
  return dateParts(doc.date_published)?.year ?? dateParts(doc.date_enacted)?.year ?? undefined;
}

/** Style Guide date: `8 April 2003`. */
function longDate(iso: string | null | undefined): string | undefined {
  const p = dateParts(iso);
  if (!p?.month || !p.day) return undefined;
  return `${p.day} ${MONTHS[p.month - 1]} ${p.year}`;
}

/** APA date: `(2003, April 8)` or `(2003)`. */
function apaDate(iso: string | null | undefined, fallbackYear?: number): string {
  const p = dateParts(iso);
  if (p?.month && p.day) return `(${p.year}, ${MONTHS[p.month - 1]} ${p.day})`;
  if (p) return `(${p.year})`;
  return fallbackYear ? `(${fallbackYear})` : '(n.d.)';
}

/** Acronyms kept in capitals when an all-capitals party name is put into ordinary case. */
const KEEP_UPPER = new Set([
  'NZ',
  'ACC',
  'CIR',
  'IRD',
  'ANZ',
  'ASB',
  'BNZ',
  'DHB',
  'MBIE',
  'NZI',
  'NZME',
  'NZTA',
  'TVNZ',
  'RNZ',
  'KPMG',
  'PWC',
  'II',
  'III',
  'IV',
]);

function caseWord(word: string): string {
  if (!/[A-Z]{2}/.test(word) || /[a-z]/.test(word)) return word;
  const core = word.replace(/[^A-Z]/g, '');
  if (KEEP_UPPER.has(core)) return word;
  return word
    .toLowerCase()
    .replace(/(^|[-'’(])([a-zà-ÿāēīōū])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase())
    .replace(/^(\(?)Mc([a-z])/, (_m, p: string, ch: string) => `${p}Mc${ch.toUpperCase()}`);
}

/**
 * Case name as the Style Guide cites it: the title without a trailing citation or date in brackets,
 * only the first party on each side (`& Anor`, `and others` dropped), and all-capitals names (as the
 * Judicial Decisions Online index records them) put into ordinary case.
 */
export function caseName(title: string, citation?: string | null): string {
  let name = title.trim();
  // Trailing "[5 March 2020]" date, then the neutral citation (as recorded, or any neutral citation form).
  name = name.replace(/\s*\[\d{1,2}\s+[A-Za-z]+\s+\d{4}\]\s*$/, '');
  if (citation && name.endsWith(citation)) name = name.slice(0, -citation.length);
  name = name.replace(/\s*\[\d{4}\]\s+[A-Z][A-Za-z]*\s+\d+\s*$/, '').trim();
  name = name.replace(/\s*(?:&|and)\s+(?:Anor|Another|Ors|Others)\b\.?/gi, '').trim();
  if (/[A-Z]{3,}/.test(name)) {
    name = name
      .split(/(\s+)/)
      .map((w) => (/^\s+$/.test(w) ? w : caseWord(w)))
      .join('')
      .replace(/\bV\b/g, 'v');
  }
  return name.replace(/\s+/g, ' ');
}

/** Provision number from a pinpoint: `s 103 Personal grievances` → `103`; `103A` → `103A`. */
function sectionNumber(pinpoint: string): string | undefined {
  const m = /^(?:s(?:ection)?\.?\s*)?(\d+[A-Z]*(?:\(\d+[a-z]?\))*)/i.exec(pinpoint.trim());
  return m?.[1];
}

/** Authors of a document: `metadata.authors` (array) or the `author` field split on `;`/` and `. */
function authorList(doc: CitableDocument): string[] {
  const meta = doc.metadata.authors;
  if (Array.isArray(meta)) return meta.map(str).filter((a): a is string => a !== undefined);
  const a = str(doc.author);
  if (!a) return [];
  return a
    .split(/\s*;\s*|\s+and\s+|\s*&\s*/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** Style Guide author list: `A and B`, `A, B and C`. Authors are written as the source gives them. */
function nzlsgAuthors(authors: string[]): string {
  if (authors.length <= 1) return authors[0] ?? '';
  return `${authors.slice(0, -1).join(', ')} and ${authors[authors.length - 1]}`;
}

/** APA author: `Treasa Dunworth` → `Dunworth, T.`; `Willyams, K` → `Willyams, K.`. */
function apaAuthor(name: string): string {
  const initials = (given: string) =>
    given
      .split(/[\s.]+/)
      .filter((g) => g !== '')
      .map((g) => (/^[A-Z]{2,3}$/.test(g) ? g.split('').join('. ') : g.charAt(0).toUpperCase()))
      .map((g) => `${g}.`)
      .join(' ');
  if (name.includes(',')) {
    const [family, given = ''] = name.split(',', 2).map((s) => s.trim());
    return given ? `${family}, ${initials(given)}` : (family ?? name);
  }
  const parts = name.split(/\s+/);
  if (parts.length < 2) return name;
  const family = parts[parts.length - 1] ?? name;
  return `${family}, ${initials(parts.slice(0, -1).join(' '))}`;
}

function apaAuthors(authors: string[]): string {
  const list = authors.map(apaAuthor);
  if (list.length === 0) return '';
  if (list.length === 1) return list[0] ?? '';
  return `${list.slice(0, -1).join(', ')}, & ${list[list.length - 1]}`;
}

function endWithStop(s: string): string {
  const t = s.trim();
  return /[.?!]$/.test(t) ? t : `${t}.`;
}

function journalParts(doc: CitableDocument) {
  return {
    journal: str(doc.metadata.journal),
    volume: str(doc.metadata.volume),
    issue: str(doc.metadata.issue),
    pages: str(doc.metadata.pages),
  };
}

/** Style Guide secondary-source form: `Author "Title" (Year) Volume Journal Page` / `[Year] Journal Page`. */
function nzlrArticle(doc: CitableDocument): string {
  const authors = nzlsgAuthors(authorList(doc));
  const year = documentYear(doc);
  const { journal, volume, pages } = journalParts(doc);
  const firstPage = pages?.split(/[-–]/)[0]?.trim();
  const head = [authors, `"${doc.title.trim()}"`].filter((s) => s !== '').join(' ');
  if (!journal) return year ? `${head} (${year})` : head;
  // Journals organised by volume: (Year) Volume Journal Page. Otherwise the year is the volume: [Year] Journal Page.
  const where =
    volume !== undefined
      ? [year ? `(${year})` : undefined, volume, journal, firstPage]
      : [year ? `[${year}]` : undefined, journal, firstPage];
  return `${head} ${where.filter((s) => s !== undefined).join(' ')}`;
}

/** Style Guide Hansard form: `(8 April 2003) 607 NZPD 4939 (Speaker)`; parts the record lacks are omitted. */
function nzlrDebate(doc: CitableDocument): string {
  const date = longDate(doc.date_published) ?? longDate(doc.date_enacted);
  const volume = str(doc.metadata.volume)?.replace(/^vol(?:ume)?\.?\s*/i, '');
  const page = str(doc.metadata.pages);
  const speaker = str(doc.metadata.speaker);
  if (!date && !volume) return doc.title.trim();
  const parts = [date ? `(${date})` : undefined, volume, 'NZPD', page, speaker ? `(${speaker})` : undefined];
  return parts.filter((s) => s !== undefined).join(' ');
}

function nzlrForm(doc: CitableDocument, opts: CitationOptions): string {
  const title = doc.title.trim();
  switch (doc.type) {
    case 'legislation': {
      const s = opts.pinpoint ? sectionNumber(opts.pinpoint) : undefined;
      return s ? `${title}, s ${s}` : title;
    }
    case 'regulation': {
      // Legislative instruments: title and year, with the series number (SR/LI yyyy/n) when the record has one.
      const serial = [str(doc.metadata.act_number), str(doc.citation)].find(
        (v) => v !== undefined && /^(SR|LI)\s+\d{4}\/\d+$/.test(v),
      );
      const base = serial ? `${title} (${serial})` : title;
      const s = opts.pinpoint ? sectionNumber(opts.pinpoint) : undefined;
      return s ? `${base}, r ${s}` : base;
    }
    case 'case_law': {
      const name = caseName(title, doc.citation);
      const nc = doc.citation ? parseNeutralCitation(doc.citation)?.citation : undefined;
      if (nc) return `${name} ${nc}`;
      // No neutral citation: name (Court, full date) — the Style Guide form for unreported judgments.
      const date = longDate(doc.date_published);
      const court = str(doc.court);
      const tail = [court, date].filter((s) => s !== undefined).join(', ');
      return tail ? `${name} (${tail})` : name;
    }
    case 'academic':
      return nzlrArticle(doc);
    case 'parliamentary_debate':
      return nzlrDebate(doc);
    default: {
      const year = documentYear(doc);
      return year && !title.endsWith(String(year)) ? `${title} (${year})` : title;
    }
  }
}

function footnoteForm(doc: CitableDocument, opts: CitationOptions): string {
  let text = nzlrForm(doc, opts);
  const pin = opts.pinpoint?.trim();
  if (pin) {
    if (doc.type === 'case_law') {
      const para = /^\[?(\d+)\]?$/.exec(pin)?.[1];
      if (para) text += ` at [${para}]`;
    } else if (doc.type === 'academic' || doc.type === 'parliamentary_debate') {
      const page = /^(\d+)$/.exec(pin)?.[1];
      if (page) text += ` at ${page}`;
    }
  }
  // Sources the Style Guide cites online (secondary materials, debates, data) carry their address in angle brackets.
  if (doc.type === 'academic' || doc.type === 'parliamentary_debate' || doc.type === 'linz_data') {
    const url = ownUrl(doc);
    if (url) text += ` <${url}>`;
  }
  return endWithStop(text);
}

function apaForm(doc: CitableDocument): string {
  const url = officialUrl(doc);
  const year = documentYear(doc);
  const title = doc.title.trim();
  switch (doc.type) {
    case 'legislation':
    case 'regulation':
      return `${endWithStop(title)} ${year ? `(${year})` : '(n.d.)'}. ${APA_SITE[doc.type]}. ${url}`;
    case 'case_law': {
      const nzlr = nzlrForm(doc, {});
      return `${endWithStop(nzlr)} ${url}`;
    }
    case 'academic': {
      const authors = apaAuthors(authorList(doc));
      const { journal, volume, issue, pages } = journalParts(doc);
      const date = year ? `(${year})` : '(n.d.)';
      const head = authors
        ? `${endWithStop(authors)} ${date}. ${endWithStop(title)}`
        : `${endWithStop(title)} ${date}.`;
      let source = '';
      if (journal) {
        source = journal;
        if (volume) source += `, ${volume}${issue ? `(${issue})` : ''}`;
        if (pages) source += `, ${pages}`;
        source = endWithStop(source);
      }
      const link = ownUrl(doc);
      return [head, source, link].filter((s) => s !== '' && s !== undefined).join(' ');
    }
    case 'parliamentary_debate': {
      const speaker = str(doc.metadata.speaker);
      const date = apaDate(doc.date_published ?? doc.date_enacted, year);
      const volume = str(doc.metadata.volume)?.replace(/^vol(?:ume)?\.?\s*/i, '');
      const page = str(doc.metadata.pages);
      const locator = [volume ? `Vol. ${volume}` : undefined, page ? `p. ${page}` : undefined]
        .filter((s) => s !== undefined)
        .join(', ');
      const series = `New Zealand parliamentary debates${locator ? ` (${locator})` : ''}.`;
      const author = speaker ?? 'New Zealand Parliament';
      return `${endWithStop(author)} ${date}. ${endWithStop(title)} ${series} ${url}`;
    }
    default: {
      const site = APA_SITE[doc.type];
      return `${endWithStop(title)} ${year ? `(${year})` : '(n.d.)'}.${site ? ` ${site}.` : ''} ${url}`;
    }
  }
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
  parliamentary_debate: ['parliament.nz', 'legislation.govt.nz'],
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

/** NZLII's page for a judgment with a neutral citation: `https://www.nzlii.org/nz/cases/NZHC/2018/2645.html`. */
function nzliiCaseUrl(citation: string | null | undefined): string | undefined {
  const nc = citation ? parseNeutralCitation(citation) : null;
  return nc ? `https://www.nzlii.org/nz/cases/${nc.court}/${nc.year}/${nc.number}.html` : undefined;
}

/**
 * The record's own official page, if it has one: the first of `metadata.official_url`, `metadata.url`,
 * `sourceUrl` whose host is in OFFICIAL_HOSTS for its type; for a judgment with a neutral citation and no
 * such page, its NZLII page. Undefined when none (then `officialUrl` falls back to the official site).
 */
export function recordOfficialUrl(
  doc: Pick<CitableDocument, 'type' | 'metadata' | 'sourceUrl'> & { citation?: string | null },
): string | undefined {
  const candidates = [str(doc.metadata.official_url), str(doc.metadata.url), str(doc.sourceUrl)];
  const own = candidates.find((u) => isOfficialUrl(doc.type, u));
  if (own) return own;
  if (doc.type === 'case_law') return nzliiCaseUrl(doc.citation);
  return undefined;
}

function ownUrl(doc: CitableDocument): string | undefined {
  return recordOfficialUrl(doc);
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

/**
 * Formats a citation for a document, using only what the record holds (no volume, page or report
 * citation is ever supplied from elsewhere; missing parts are omitted).
 *
 * - `nzlr` (New Zealand Law Style Guide): Acts `Employment Relations Act 2000` (`, s 103` with a section
 *   pinpoint); regulations `Social Security Regulations 2018` (with `(SR yyyy/n)` when the record has the
 *   serial number); cases `McLeod v Giles-Pain [2020] NZHC 369`; articles
 *   `Author "Title" (Year) Volume Journal Page`; debates `(date) Volume NZPD page (Speaker)`.
 * - `apa` (APA 7): Acts `Employment Relations Act 2000. (2000). New Zealand Legislation. <url>`; cases the
 *   Style Guide form then the URL; articles `Family, I. (Year). Title. Journal, Volume(Issue), Pages. <url>`.
 * - `footnote`: the `nzlr` form with the pinpoint (`at [12]` for cases, `at 70` for pages), the address in
 *   angle brackets for articles and debates, ending with a full stop.
 *
 * @param doc any Document or search hit.
 * @param style one of CITATION_STYLES.
 * @param options optional pinpoint.
 * @returns plain text (no markup). Never throws.
 */
export function formatCitation(
  doc: CitableDocument,
  style: CitationStyle,
  options: CitationOptions = {},
): string {
  switch (style) {
    case 'nzlr':
      return nzlrForm(doc, options);
    case 'apa':
      return apaForm(doc);
    case 'footnote':
      return footnoteForm(doc, options);
  }
}

/**
 * All three formats as one labelled text block (the "Copy All" and download content):
 * `NZLR: …\nAPA: …\nFootnote: …`, then `Official link: <url>`.
 */
export function formatAllCitations(doc: CitableDocument, options: CitationOptions = {}): string {
  const lines = CITATION_STYLES.map((s) => `${CITATION_STYLE_LABELS[s]}: ${formatCitation(doc, s, options)}`);
  lines.push(`Official link: ${officialUrl(doc)}`);
  return lines.join('\n');
}
