import { caseName, personSurname } from './case-name';
import { apaAuthor, journalAbbreviation, nzlsgAuthors } from './citation-names';
import type { DocumentType } from './constants';
import type { Document } from './document';
import { parseNeutralCitation } from './neutral-citation';
import { officialUrl, recordOfficialUrl } from './official-url';

export { caseName, KEEP_UPPER } from './case-name';
export * from './citation-names';

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
> & {
  /** University of a thesis (optional: callers citing other records may leave it out). */
  university?: string | null;
};

/** Optional pinpoint for a citation. */
export interface CitationOptions {
  /**
   * Pinpoint within the document: for legislation a section (`103`, `s 103` or a heading such as
   * `s 103 Personal grievances` — only the provision number is used); for cases a paragraph (`[12]` or `12`);
   * for articles and debates a page (`70`).
   */
  pinpoint?: string;
}

/**
 * Elements of a citation the Style Guide requires that a record may not hold. A citation missing one is printed
 * without it (nothing is supplied from elsewhere) and reports it, so that it is never shown as complete.
 * - `case_name`: the parties' names (r 3.2.1) — a judgment listed by its neutral citation only.
 * - `charging_party`: the party that laid a disciplinary charge (a Professional Conduct Committee or the Director
 *   of Proceedings) — a disciplinary decision listed by the practitioner's name only.
 * - `court`: the court or tribunal of a decision cited without a neutral citation or report (r 3.4).
 * - `decision_number`: a decision's neutral citation, report, file or decision number — none held (r 3.3, 3.4).
 * - `decision_date`: the full date of a decision cited without a neutral citation or report (r 3.4).
 * - `bill_year`: a bill's year of introduction (r 4.2.1(b)).
 * - `bill_number`: a bill's number and version (r 4.2.1(b)).
 * - `author`: the author of a journal article or thesis (r 6.4.1, 6.8).
 * - `year`: the year of an article or other secondary source (r 6.1, 6.4.1, 6.8).
 * - `first_page`: an article's first page (r 6.4.1); the footnote form then gives no page pinpoint.
 * - `university`: the university of a thesis or dissertation (r 6.8).
 * - `page`: the Hansard page, where neither it nor the debate's subject and speaker are held (r 5.1.1).
 */
export const MISSING_ELEMENTS = [
  'case_name',
  'charging_party',
  'court',
  'decision_number',
  'decision_date',
  'bill_year',
  'bill_number',
  'author',
  'year',
  'first_page',
  'university',
  'page',
] as const;
export type MissingElement = (typeof MISSING_ELEMENTS)[number];

/** How each missing element is announced beside a citation and in copied or downloaded text. */
export const MISSING_ELEMENT_LABELS: Record<MissingElement, string> = {
  case_name: 'case name not held',
  charging_party: 'name of the party that laid the charge not held',
  court: 'court not held',
  decision_number: 'neutral citation or decision number not held',
  decision_date: 'date of the decision not held',
  bill_year: 'year of introduction not held',
  bill_number: 'bill number not held',
  author: 'author not held',
  year: 'year of publication not held',
  first_page: 'first page not held (no page pinpoint can be given)',
  university: 'university not held',
  page: 'Hansard page not held',
};

/** A citation and what it lacks. */
export interface CitationResult {
  /** The citation as plain text, without the missing elements (never a guessed stand-in). */
  text: string;
  /** The elements the Style Guide requires that the record does not hold, in MISSING_ELEMENTS order; empty when complete. */
  missing: MissingElement[];
}

/** Collects the missing elements while a citation is built. */
type Gaps = Set<MissingElement>;

/** Site names used by APA entries when the record names no publisher, by document type (official publishers). */
const APA_SITE: Record<DocumentType, string> = {
  legislation: 'New Zealand Legislation',
  regulation: 'New Zealand Legislation',
  case_law: 'Courts of New Zealand',
  academic: '',
  parliamentary_debate: 'New Zealand Parliament',
  bill: 'New Zealand Parliament',
  linz_data: 'Toitū Te Whenua Land Information New Zealand',
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

/** Year of the document: from its title (`… Act 2000`), its neutral citation, a recorded year, else its dates. */
function documentYear(doc: CitableDocument): number | undefined {
  const fromTitle = /\b(1[2-9]\d{2}|20\d{2})\s*$/.exec(doc.title.trim());
  if ((doc.type === 'legislation' || doc.type === 'regulation') && fromTitle) return Number(fromTitle[1]);
  const nc = doc.type === 'case_law' && doc.citation ? parseNeutralCitation(doc.citation) : null;
  if (nc) return nc.year;
  const recorded = Number(str(doc.metadata.year));
  if (Number.isInteger(recorded) && recorded > 1000) return recorded;
  return dateParts(doc.date_published)?.year ?? dateParts(doc.date_enacted)?.year ?? undefined;
}

/** The year as printed when the source gives a range (`2010-2011` → `2010–2011`), else the document year. */
function printedYear(doc: CitableDocument): string | undefined {
  const printed = str(doc.metadata.year_printed);
  if (printed && /^\d{4}\s*[-–]\s*\d{4}$/.test(printed)) return printed.replace(/\s*[-–]\s*/, '–');
  const y = documentYear(doc);
  return y === undefined ? undefined : String(y);
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

/** Abbreviations of provisions the Style Guide uses (r 1.1.7, 4.1.1(d)), keyed by the words users type. */
const PROVISION_WORDS: ReadonlyArray<[RegExp, string, string]> = [
  // [pattern, singular, plural]
  [/^(?:ss?\.?|sections?)$/i, 's', 'ss'],
  [/^(?:schs?\.?|schedules?)$/i, 'sch', 'schs'],
  [/^(?:cls?\.?|clauses?)$/i, 'cl', 'cls'],
  [/^(?:regs?\.?)$/i, 'reg', 'regs'],
  [/^(?:rr?\.?|rules?|regulations?)$/i, 'r', 'rr'],
  [/^(?:pts?\.?|parts?)$/i, 'pt', 'pts'],
  [/^(?:subpts?\.?|subparts?)$/i, 'subpt', 'subpts'],
  [/^(?:arts?\.?|articles?)$/i, 'art', 'arts'],
  [/^(?:forms?)$/i, 'form', 'forms'],
];

/** A provision number with its subdivisions: `103`, `103A`, `103(1)(a)`, `1`, `2A`. */
const PROVISION_NUMBER = /^\d+[A-Z]{0,3}(?:\(\d+[A-Za-z]*\))*(?:\([a-z]+\))*$/;

/**
 * A legislative pinpoint in Style Guide form, keeping the unit the user gave (`s`, `ss`, `r`, `reg`, `cl`, `sch`,
 * `pt`, `subpt`, `art`) and ranges with an en dash: `section 103` → `s 103`; `ss 103-105` → `ss 103–105`;
 * `Schedule 1 clause 3` → `sch 1 cl 3`; `reg 5` → `reg 5`; a bare `103` takes `bare` (`s` for Acts; for
 * instruments `reg`, `r` or `cl` by instrument, r 4.3.1(c); `cl` for bills). A heading after the provision (`s 103 Personal grievances`) is dropped. Undefined
 * when the pinpoint names no provision.
 */
export function legislativePinpoint(pinpoint: string, bare: 's' | 'reg' | 'r' | 'cl'): string | undefined {
  const words = pinpoint
    .trim()
    .replace(/\s*[-–—]\s*/g, '–')
    .replace(/,\s*/g, ' ')
    .split(/\s+/);
  const parts: string[] = [];
  let i = 0;
  while (i < words.length) {
    const w = words[i] ?? '';
    const unit = PROVISION_WORDS.find(([re]) => re.test(w));
    const numberAt = unit ? i + 1 : i;
    const num = words[numberAt] ?? '';
    const range = num.split('–');
    if (!range.every((n) => PROVISION_NUMBER.test(n)) || num === '') break;
    const isRange = range.length > 1;
    let abbrev: string;
    if (unit) {
      // Plural unit when the user wrote one (`ss`, `sections`) or gave a range; `r`/`reg` as written.
      const pluralWritten =
        /^(?:ss|schs|cls|regs|rr|pts|subpts|arts|forms|sections|schedules|clauses|rules|regulations|parts|subparts|articles)$/i.test(
          w.replace(/\.$/, ''),
        );
      abbrev = isRange || pluralWritten ? unit[2] : unit[1];
    } else {
      if (parts.length > 0) break;
      abbrev = isRange ? { s: 'ss', reg: 'regs', r: 'rr', cl: 'cls' }[bare] : bare;
    }
    parts.push(`${abbrev} ${range.join('–')}`);
    i = numberAt + 1;
  }
  return parts.length ? parts.join(' ') : undefined;
}

/** A pinpoint in a judgment: `[12]`, `12`, `[12]–[15]`, `12-15` → `[12]`, `[12]–[15]`. */
function paragraphPinpoint(pinpoint: string): string | undefined {
  const m = /^\[?(\d+)\]?(?:\s*[-–—]\s*\[?(\d+)\]?)?$/.exec(pinpoint.trim());
  if (!m?.[1]) return undefined;
  return m[2] ? `[${m[1]}]–[${m[2]}]` : `[${m[1]}]`;
}

/** A page pinpoint: `70`, `70-72`, `xiv` → `70`, `70–72`, `xiv`. */
function pagePinpoint(pinpoint: string): string | undefined {
  const m = /^(?:pp?\.?\s*)?(\d+|[ivxlc]+)(?:\s*[-–—]\s*(\d+|[ivxlc]+))?$/i.exec(pinpoint.trim());
  if (!m?.[1]) return undefined;
  return m[2] ? `${m[1]}–${m[2]}` : m[1];
}

/** Authors of a document: `metadata.authors` (array) or the `author` field split on `;`. */
function authorList(doc: CitableDocument): string[] {
  const meta = doc.metadata.authors;
  if (Array.isArray(meta)) return meta.map(str).filter((a): a is string => a !== undefined);
  const a = str(doc.author);
  if (!a) return [];
  return a
    .split(/\s*;\s*/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
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

/** Degree descriptions of theses and dissertations (r 6.8: `(LLM Thesis, University, Year)`). */
const THESIS_TYPES: Readonly<Record<string, string>> = {
  phd_thesis: 'PhD Thesis',
  llm_thesis: 'LLM Thesis',
  thesis: 'Thesis',
  llb_hons_dissertation: 'LLB (Hons) Dissertation',
  ba_hons_dissertation: 'BA (Hons) Dissertation',
  llm_research_paper: 'LLM Research Paper',
  student_research_paper: 'Research Paper',
};

/** Items cited as texts or reports (r 6.1, 5.4): `Author Title (Publisher, Year)`. */
const TEXT_TYPES = new Set(['report', 'submission', 'working_paper', 'book', 'law_commission_study_paper']);

/** A title in double quotation marks, a quotation inside it in single ones, as the Style Guide nests them: `"… Still 'the sole arbiter' …"`. */
function quotedTitle(title: string): string {
  return `"${title.replace(/"([^"]*)"/g, "'$1'").replace(/[“]([^”]*)[”]/g, '‘$1’')}"`;
}

/** The first page of a journal article from `metadata.pages` (`67`, `67-90` → `67`), else undefined. */
function articleFirstPage(doc: CitableDocument): string | undefined {
  const first = str(doc.metadata.pages)?.split(/[-–]/)[0]?.trim();
  return first && /^(?:\d+|[ivxlc]+)$/i.test(first) ? first : undefined;
}

/** Whether a secondary source is cited as a journal article (r 6.4), not a thesis or text. */
function isJournalArticle(doc: CitableDocument): boolean {
  const itemType = str(doc.metadata.item_type) ?? 'article';
  if (THESIS_TYPES[itemType]) return false;
  return journalParts(doc).journal !== undefined;
}

/**
 * Style Guide forms of secondary sources (r 6.1, 6.4, 6.8). A journal article is
 * `Author "Title" (Year) Volume Journal FirstPage` (`[Year] Journal FirstPage` for journals without volumes), the
 * journal abbreviated per `journalAbbreviation` (r 6.4.6); a first page or year the record lacks is left out and
 * added to `gaps`.
 */
function nzlrSecondary(doc: CitableDocument, gaps: Gaps): string {
  const authors = nzlsgAuthors(authorList(doc));
  const year = printedYear(doc);
  const title = doc.title.trim();
  const itemType = str(doc.metadata.item_type) ?? 'article';
  const { journal, volume } = journalParts(doc);
  const publisher = str(doc.metadata.publisher);

  const thesis = THESIS_TYPES[itemType];
  if (thesis) {
    // Author "Title" (Degree Thesis, University, Year).
    const institution = str(doc.university) ?? publisher;
    if (!authors) gaps.add('author');
    if (!institution) gaps.add('university');
    if (!year) gaps.add('year');
    const details = [thesis, institution, year].filter((s) => s !== undefined).join(', ');
    return [authors, quotedTitle(title), `(${details})`].filter((s) => s !== '').join(' ');
  }
  // Texts, papers and reports without a journal: the year at least (r 6.1.1, 5.4); an author is not always given.
  if (!journal && !year) gaps.add('year');
  if (!journal && TEXT_TYPES.has(itemType)) {
    // Law Commission papers: Law Commission Title (NZLC SP9, 2001); other texts: Author Title (Publisher, Year).
    const series = /cited as (NZLC [A-Z]+\s?\d+)/.exec(str(doc.metadata.notes) ?? '')?.[1];
    const details = [series ?? publisher, year].filter((s) => s !== undefined).join(', ');
    return [authors, title, details ? `(${details})` : ''].filter((s) => s !== '').join(' ');
  }
  const head = [authors, quotedTitle(title)].filter((s) => s !== '').join(' ');
  if (!journal) {
    const details = [publisher, year].filter((s) => s !== undefined).join(', ');
    return details ? `${head} (${details})` : head;
  }
  const firstPage = articleFirstPage(doc);
  if (!authors && itemType === 'article') gaps.add('author');
  if (!firstPage) gaps.add('first_page');
  if (!year) gaps.add('year');
  const abbreviated = journalAbbreviation(journal, documentYear(doc));
  // Journals organised by volume: (Year) Volume Journal Page. Otherwise the year is the volume: [Year] Journal Page.
  const where =
    volume !== undefined
      ? [year ? `(${year})` : undefined, volume, abbreviated, firstPage]
      : [year ? `[${year}]` : undefined, abbreviated, firstPage];
  return `${head} ${where.filter((s) => s !== undefined).join(' ')}`;
}

/**
 * Style Guide Hansard form (r 5.1.1): `(6 April 2005) 624 NZPD 19676`; where no page is known, the subject and
 * speaker in round brackets in its place: `(16 August 2017) 724 NZPD (Maritime Transport Amendment Bill – Second
 * Reading, Julie Anne Genter)`. Never without a volume: a record with none is cited by title and date instead
 * (`General Debates (New Zealand Parliament, 12 November 2003)`).
 */
function nzlrDebate(doc: CitableDocument, gaps: Gaps, pinpoint?: string): string {
  const date = longDate(doc.date_published) ?? longDate(doc.date_enacted);
  const volume = str(doc.metadata.volume)?.replace(/^vol(?:ume)?\.?\s*/i, '');
  const page = (pinpoint ? pagePinpoint(pinpoint) : undefined) ?? str(doc.metadata.pages);
  const speaker = str(doc.metadata.speaker);
  const subject = str(doc.metadata.subject);
  if (!volume) {
    const tail = ['New Zealand Parliament', date].filter((s) => s !== undefined).join(', ');
    return `${doc.title.trim()} (${tail})`;
  }
  const head = [date ? `(${date})` : undefined, volume, 'NZPD'].filter((s) => s !== undefined).join(' ');
  if (page) return `${head} ${page}`;
  const details = [subject, speaker].filter((s) => s !== undefined).join(', ');
  if (!details) gaps.add('page');
  return details ? `${head} (${details})` : head;
}

/** Jurisdiction of an Imperial Act by its year (r 9.4.1(c)): England before May 1707, Great Britain to 1800, then UK. */
function imperialJurisdiction(year: number | undefined): string | undefined {
  if (year === undefined) return undefined;
  if (year < 1707) return 'Eng';
  if (year <= 1800) return 'GB';
  return 'UK';
}

/**
 * An amendment paper, in the form r 4.2.2 gives supplementary order papers (which amendment papers replaced after
 * the third edition): `Amendment Paper 2026 (530) Online Casino Gambling Bill`. The year and number are read from
 * the paper's legislation.govt.nz work id or address (`amendment-paper/government/2026/530`), the bill's title from
 * the record's title (`Online Casino Gambling Bill - Amendment paper No 530`); an element neither holds is left out
 * and added to `gaps`.
 */
function amendmentPaper(doc: CitableDocument, gaps: Gaps): string {
  const where = [str(doc.metadata.work_id), str(doc.metadata.official_url), str(doc.sourceUrl)]
    .map((v) => (v ? /amendment-paper[_/][a-z]+[_/](\d{4})[_/](\d+)\b/.exec(v) : null))
    .find((m) => m !== null);
  const year = where?.[1];
  const number = where?.[2];
  const title = doc.title.trim();
  const bill = /^(.+?)\s+[-–]\s+Amendment paper\b/i.exec(title)?.[1];
  if (!year) gaps.add('bill_year');
  if (!number) gaps.add('bill_number');
  if (!bill) return title;
  return ['Amendment Paper', year, number ? `(${number})` : undefined, bill]
    .filter((s) => s !== undefined)
    .join(' ');
}

/**
 * A bill's year of introduction (r 4.2.1(b)): `metadata.year`, which the parliament source sets only from the
 * bill's introduction date or its legislation.govt.nz address (never from a later stage's date). Undefined when
 * the record holds neither.
 */
function billYear(doc: CitableDocument): string | undefined {
  const y = str(doc.metadata.year);
  return y && /^\d{4}$/.test(y) ? y : undefined;
}

/**
 * Bills (r 4.2.1): `Title Year (number-version), cl pinpoint` — `Residential Property Managers Bill 2023
 * (280-1)` — the year of introduction and the number where the record gives them, each added to `gaps` where it
 * does not (never worked out from another date); supplementary order papers: `Supplementary Order Paper Year
 * (number) Bill title`.
 */
function nzlrBill(doc: CitableDocument, opts: CitationOptions, gaps: Gaps): string {
  const year = billYear(doc);
  if (str(doc.metadata.kind) === 'amendment_paper') return amendmentPaper(doc, gaps);
  if (str(doc.metadata.kind) === 'supplementary_order_paper') {
    const number = str(doc.metadata.sop_number);
    const bill = str(doc.metadata.bill_title);
    if (!year) gaps.add('bill_year');
    if (!number) gaps.add('bill_number');
    return ['Supplementary Order Paper', year, number ? `(${number})` : undefined, bill]
      .filter((s) => s !== undefined)
      .join(' ');
  }
  const title = str(doc.metadata.bill_title) ?? doc.title.trim();
  const number = str(doc.metadata.bill_number) ?? str(doc.citation);
  const titled = /\b(?:1[89]|20)\d{2}$/.test(title);
  if (!year && !titled) gaps.add('bill_year');
  if (!number) gaps.add('bill_number');
  const base = [title, year && !title.endsWith(year) ? year : undefined, number ? `(${number})` : undefined]
    .filter((s) => s !== undefined)
    .join(' ');
  const pin = opts.pinpoint ? legislativePinpoint(opts.pinpoint, 'cl') : undefined;
  return pin ? `${base}, ${pin}` : base;
}

/**
 * The year each court adopted neutral citations (r 3.3.3(b), 3.4.1): a "neutral citation" of an earlier judgment is
 * a number NZLII gave it, which the Style Guide says never to use (r 3.3). Courts not listed are taken as given.
 */
const NEUTRAL_CITATION_FROM: Readonly<Record<string, number>> = {
  NZSC: 2005,
  NZCA: 2007,
  NZHC: 2012,
  NZDC: 2015,
  NZACC: 2010,
};

/** Whether a neutral citation is the court's own (not an NZLII number for a judgment before the court adopted them). */
export function isOfficialNeutralCitation(nc: { court: string; year: number }): boolean {
  const from = NEUTRAL_CITATION_FROM[nc.court];
  return from === undefined || nc.year >= from;
}

/** Court identifiers added after a report citation whose series spans courts (r 3.2.7). */
const COURT_IDENTIFIERS: Readonly<Record<string, string>> = {
  'Supreme Court': 'SC',
  'Court of Appeal': 'CA',
  'High Court': 'HC',
  'District Court': 'DC',
  'Employment Court': 'EmpC',
  'Environment Court': 'EnvC',
  'Family Court': 'FC',
};

/**
 * The best report of a case from the record's parallel citations (`[2014] 2 NZLR 587; (2014) 26 PRNZ 1`): the New
 * Zealand Law Reports (the official reports) first, else the first given (r 3.1(a)).
 */
function bestReport(parallel: string | undefined): string | undefined {
  const list = (parallel ?? '')
    .split(/\s*;\s*/)
    .map((c) => c.replace(/\s+/g, ' ').trim())
    .filter((c) => /^[[(]\d{4}[\])]\s+(?:\d+\s+)?[A-Z][A-Za-z]+\s+\d+$/.test(c));
  return list.find((c) => /\bNZLR\b/.test(c)) ?? list[0];
}

/**
 * An unreported judgment without an official neutral citation, by its file number (r 3.4): single-registry courts
 * `CA134/01, 14 March 2002` (the first number only, no space after "CA"); the High Court with its registry
 * `HC Napier CRI-2007-020-2820, 11 September 2008`. Undefined when the record lacks the number, date or registry.
 */
function fileNumberCitation(doc: CitableDocument): string | undefined {
  const date = longDate(doc.date_published);
  const file = str(doc.metadata.file_number)?.split(/\s*[;,]\s*/)[0];
  if (!date || !file) return undefined;
  const single = /^(CA|SC)\s*(\d+\/\d{2,4})$/.exec(file);
  if (single && ['Court of Appeal', 'Supreme Court'].includes(str(doc.court) ?? ''))
    return `${single[1]}${single[2]}, ${date}`;
  const registry = str(doc.metadata.registry);
  if (str(doc.court) === 'High Court' && registry && /^(?:CIV|CRI)-\d{4}-\d{3}-\d+$/.test(file))
    return `HC ${registry} ${file}, ${date}`;
  return undefined;
}

/**
 * Abbreviations of tribunals as their own decisions print them, for the Style Guide's form of a decision without a
 * neutral citation (r 3.4: `Greenbaum v Waikato District Health Board ERA Auckland AA506/10, 10 December 2010`).
 * A body not listed is named in full.
 */
const TRIBUNAL_ABBREVIATIONS: Readonly<Record<string, string>> = {
  'Broadcasting Standards Authority': 'BSA',
  'Health Practitioners Disciplinary Tribunal': 'HPDT',
  'Employment Relations Authority': 'ERA',
};

/**
 * A decision without a neutral citation (r 3.4): case name, tribunal, decision number, full date —
 * `Ken Turner Motors Ltd and TV3 Network Services Ltd BSA 2003-016, 27 February 2003`. A decision known only by its
 * number (an HDC opinion, an HPDT decision listed without parties) is named by its body in full:
 * `Health and Disability Commissioner Decision 19HDC02053, 15 May 2023`. Without a decision number (a copy that gives none),
 * the court and date follow the name in brackets.
 */
function unreportedDecision(doc: CitableDocument, name: string, gaps: Gaps, isName = false): string {
  const date = longDate(doc.date_published);
  if (!date) gaps.add('decision_date');
  const court = str(doc.court);
  // "Decision No. 313 and Decision No. 313a" → "313 and 313a": the form supplies no word "Decision".
  const ref = str(doc.metadata.decision_number)?.replace(/\bDecision\s+No\.?\s*/gi, '');
  const titleIsName = isName || (/ v |\band\b/.test(name) && !(ref && name.includes(ref)));
  if (ref) {
    const head = titleIsName
      ? [name, court ? (TRIBUNAL_ABBREVIATIONS[court] ?? court) : undefined]
      : [court ?? name, 'Decision'];
    return `${[...head, ref].filter((s) => s !== undefined).join(' ')}${date ? `, ${date}` : ''}`;
  }
  gaps.add('decision_number');
  if (!court) gaps.add('court');
  const tail = [court, date].filter((s) => s !== undefined).join(', ');
  return tail ? `${name} (${tail})` : name;
}

/** Titles that label a decision rather than name its parties (`HPDT decision Phys25/645P (Physiotherapists)`). */
const DECISION_LABEL = /^(?:[A-Z]{2,6}\s+)?decision\s+\S+/i;

/**
 * The case name of a judgment (r 3.2.1) from its title, or from `metadata.parties` where the title is no name (a
 * decision label, or the neutral citation alone): two parties `A v B`; one party — a practitioner before a
 * disciplinary tribunal — by surname, with `charging_party` added to `gaps`. Empty, with `case_name` in `gaps`, when
 * the record holds no name. `isName` says the result is a party name even without a "v".
 */
function caseNameOf(doc: CitableDocument, gaps: Gaps): { name: string; isName: boolean } {
  const title = doc.title.trim();
  const fromTitle = caseName(
    title.replace(/\s+-\s+[\w–-]+(?:\s*\(\d{1,2} [A-Za-z]+ \d{4}\))?$/, ''),
    doc.citation,
  );
  const nc = doc.citation ? parseNeutralCitation(doc.citation) : null;
  const titleIsCitation = fromTitle === '' || (nc !== null && fromTitle.replace(/\s+/g, ' ') === nc.citation);
  if (!titleIsCitation && !DECISION_LABEL.test(title)) return { name: fromTitle, isName: false };
  const parties = Array.isArray(doc.metadata.parties)
    ? doc.metadata.parties.map(str).filter((p): p is string => p !== undefined)
    : [];
  const [first, second] = parties;
  if (first && second) return { name: caseName(`${first} v ${second}`), isName: true };
  if (first && doc.court === 'Health Practitioners Disciplinary Tribunal') {
    gaps.add('charging_party');
    return { name: personSurname(first), isName: true };
  }
  if (first) return { name: caseName(first), isName: true };
  if (titleIsCitation) {
    gaps.add('case_name');
    return { name: '', isName: false };
  }
  return { name: fromTitle, isName: false };
}

/**
 * The unit of a pinpoint in a legislative instrument (r 4.3.1(c)): `reg` in regulations, `r` in rules, `cl` in
 * orders and notices; `reg` where the title names none of them.
 */
function instrumentUnit(title: string): 'reg' | 'r' | 'cl' {
  const kind =
    /\b(Regulations?|Rules?|Order|Notice)\b(?:\s*\(No \d+\))?\s+(?:\d{4})?\s*$/i.exec(title.trim())?.[1] ??
    '';
  if (/^rules?$/i.test(kind)) return 'r';
  if (/^(?:order|notice)$/i.test(kind)) return 'cl';
  return 'reg';
}

function nzlrForm(doc: CitableDocument, opts: CitationOptions, gaps: Gaps): string {
  const title = doc.title.trim();
  switch (doc.type) {
    case 'legislation': {
      const pin = opts.pinpoint ? legislativePinpoint(opts.pinpoint, 's') : undefined;
      let base = title;
      if (doc.metadata.imperial === true) {
        // Imperial Acts (r 9.4.1): Short title Year (Jurisdiction) Regnal year Chapter — the regnal citation only
        // where the source gives it, never worked out.
        const jurisdiction = imperialJurisdiction(documentYear(doc));
        const regnal = str(doc.metadata.regnal_citation);
        base = [title, jurisdiction ? `(${jurisdiction})` : undefined, regnal]
          .filter((s) => s !== undefined)
          .join(' ');
      }
      return pin ? `${base}, ${pin}` : base;
    }
    case 'regulation': {
      // r 4.3.1: legislative instruments by title and year (no SR or LI number in the Style Guide's form), a bare
      // pinpoint in the instrument's own unit (r 4.3.1(c)).
      const pin = opts.pinpoint ? legislativePinpoint(opts.pinpoint, instrumentUnit(title)) : undefined;
      return pin ? `${title}, ${pin}` : title;
    }
    case 'bill':
      return nzlrBill(doc, opts, gaps);
    case 'case_law': {
      const { name, isName } = caseNameOf(doc, gaps);
      const nc = doc.citation ? parseNeutralCitation(doc.citation) : null;
      const official = nc && isOfficialNeutralCitation(nc) ? nc.citation : undefined;
      const report = bestReport(str(doc.metadata.parallel_citations));
      // r 3.1(a), 3.2.2: the official neutral citation, then the best report where the record gives one.
      if (official) return [name, `${official}${report ? `, ${report}` : ''}`].filter(Boolean).join(' ');
      // r 3.1(b), 3.2.7: no official neutral citation: the best report, with the court where the series spans courts.
      if (report) {
        const court = COURT_IDENTIFIERS[str(doc.court) ?? ''];
        return `${name} ${report}${court ? ` (${court})` : ''}`;
      }
      const file = fileNumberCitation(doc);
      if (file) return `${name} ${file}`;
      return unreportedDecision(doc, name, gaps, isName);
    }
    case 'academic':
      return nzlrSecondary(doc, gaps);
    case 'parliamentary_debate':
      return nzlrDebate(doc, gaps);
    default: {
      const year = documentYear(doc);
      return year && !title.endsWith(String(year)) ? `${title} (${year})` : title;
    }
  }
}

function footnoteForm(doc: CitableDocument, opts: CitationOptions, gaps: Gaps): string {
  const pin = opts.pinpoint?.trim();
  let text = doc.type === 'parliamentary_debate' ? nzlrDebate(doc, gaps, pin) : nzlrForm(doc, opts, gaps);
  if (pin) {
    if (doc.type === 'case_law') {
      const para = paragraphPinpoint(pin);
      if (para) text += ` at ${para}`;
    } else if (doc.type === 'academic') {
      // r 6.4.1: a page pinpoint follows the first page; where that is unknown, no pinpoint (first_page is reported).
      const page = pagePinpoint(pin);
      if (page && !(isJournalArticle(doc) && !articleFirstPage(doc))) text += ` at ${page}`;
    }
  }
  // Sources the Style Guide cites online (secondary materials, data; Hansard only when it has no volume) carry
  // their address in angle brackets.
  const online =
    doc.type === 'academic' ||
    doc.type === 'linz_data' ||
    (doc.type === 'parliamentary_debate' && !str(doc.metadata.volume));
  if (online) {
    const url = recordOfficialUrl(doc);
    if (url) text += ` <${url}>`;
  }
  return endWithStop(text);
}

function apaForm(doc: CitableDocument, gaps: Gaps): string {
  const url = officialUrl(doc);
  const year = documentYear(doc);
  const title = doc.title.trim();
  switch (doc.type) {
    case 'legislation':
    case 'regulation':
      return `${endWithStop(title)} ${year ? `(${year})` : '(n.d.)'}. ${APA_SITE[doc.type]}. ${url}`;
    case 'bill': {
      // The year of introduction, as in the Style Guide form; never a later stage's date.
      const base = nzlrBill(doc, {}, gaps);
      const introduced = billYear(doc);
      return `${endWithStop(base)} ${introduced ? `(${introduced})` : '(n.d.)'}. ${APA_SITE.bill}. ${url}`;
    }
    case 'case_law': {
      const nzlr = nzlrForm(doc, {}, gaps);
      return `${endWithStop(nzlr)} ${url}`;
    }
    case 'academic': {
      const authors = apaAuthors(authorList(doc));
      const { journal, volume, issue, pages } = journalParts(doc);
      const date = year ? `(${printedYear(doc) ?? year})` : '(n.d.)';
      const thesis = THESIS_TYPES[str(doc.metadata.item_type) ?? ''];
      const head = authors
        ? `${endWithStop(authors)} ${date}. ${endWithStop(title)}`
        : `${endWithStop(title)} ${date}.`;
      let source = '';
      if (thesis) {
        // APA 7 unpublished thesis: Title [Type, Institution].
        const institution = str(doc.university) ?? str(doc.metadata.publisher);
        const desc = `[${[thesis.replace(/ Thesis$/, ' thesis').replace(/ Dissertation$/, ' dissertation'), institution].filter((s) => s !== undefined).join(', ')}]`;
        return [
          authors ? `${endWithStop(authors)} ${date}.` : '',
          `${title} ${desc}.`,
          recordOfficialUrl(doc),
        ]
          .filter((s) => s !== '' && s !== undefined)
          .join(' ');
      }
      if (journal) {
        if (!pages) gaps.add('first_page');
        source = journal;
        if (volume) source += `, ${volume}${issue && /^\d+$/.test(issue) ? `(${issue})` : ''}`;
        if (pages) source += `, ${pages}`;
        source = endWithStop(source);
      } else {
        const publisher = str(doc.metadata.publisher);
        if (publisher) source = endWithStop(publisher);
      }
      const link = recordOfficialUrl(doc);
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
 * A document's citation in one style, with the elements it lacks (see MISSING_ELEMENTS): built only from what the
 * record holds — no year, page, name or report is ever supplied from elsewhere or worked out from another field.
 *
 * - `nzlr` (New Zealand Law Style Guide, 3rd ed): Acts `Employment Relations Act 2000` (`, s 103` with a section
 *   pinpoint, r 4.1); instruments `Social Security Regulations 2018, reg 3` (r 4.3.1: `reg`, `r` or `cl` by
 *   instrument); cases `Lyttelton Port Co Ltd v Maritime Union of NZ Inc [2016] NZEmpC 173` (r 3.2.1: first
 *   party on each side, surnames of individuals, Co/Corp/Assoc/Inc/Ltd/Pty/plc, the Crown as R; r 3.3 neutral
 *   citation; r 3.4 tribunal decisions `Easton HPDT Phys25/645P, 16 December 2025`); bills
 *   `Animal Welfare Amendment Bill 2022 (67-1)` (r 4.2.1); articles `Author "Title" (Year) Volume Journal Page`
 *   (r 6.4); debates `(date) Volume NZPD page (Speaker)` (r 5.1).
 * - `apa` (APA 7): Acts `Employment Relations Act 2000. (2000). New Zealand Legislation. <url>`; cases the
 *   Style Guide form then the URL; articles `Family, I. (Year). Title. Journal, Volume(Issue), Pages. <url>`.
 * - `footnote`: the `nzlr` form with the pinpoint (`at [12]` for cases, `at 70` for pages — none for an article
 *   whose first page is unknown), the address in angle brackets for articles and debates, ending with a full stop.
 *
 * @param doc any Document or search hit (CitableDocument).
 * @param style one of CITATION_STYLES.
 * @param options optional pinpoint.
 * @returns `{ text, missing }`: plain text (no markup) and the missing elements, `[]` when complete. Never throws.
 */
export function citeDocument(
  doc: CitableDocument,
  style: CitationStyle,
  options: CitationOptions = {},
): CitationResult {
  const gaps: Gaps = new Set();
  let text: string;
  switch (style) {
    case 'nzlr':
      text = nzlrForm(doc, options, gaps);
      break;
    case 'apa':
      text = apaForm(doc, gaps);
      break;
    case 'footnote':
      text = footnoteForm(doc, options, gaps);
      break;
  }
  return { text, missing: MISSING_ELEMENTS.filter((m) => gaps.has(m)) };
}

/**
 * The citation text of `citeDocument` alone (see it for the forms and rules). Callers that show or copy a citation
 * should use `citeDocument` so that a missing element is announced with it.
 *
 * @returns plain text. Never throws.
 */
export function formatCitation(
  doc: CitableDocument,
  style: CitationStyle,
  options: CitationOptions = {},
): string {
  return citeDocument(doc, style, options).text;
}

/**
 * "Not complete: case name not held; …" for a list of missing elements (MISSING_ELEMENT_LABELS, joined by "; "),
 * or undefined when none is missing.
 */
export function describeMissing(missing: readonly MissingElement[]): string | undefined {
  if (missing.length === 0) return undefined;
  return `Not complete: ${missing.map((m) => MISSING_ELEMENT_LABELS[m]).join('; ')}`;
}

/**
 * All three formats as one labelled text block (the "Copy All" and download content):
 * `NZLR: …\nAPA: …\nFootnote: …`, then `Official link: <url>`; where a form lacks an element, the line after it says
 * which (`  Not complete: year of introduction not held`), so that the copied text never passes as complete.
 * Never throws.
 */
export function formatAllCitations(doc: CitableDocument, options: CitationOptions = {}): string {
  const lines = CITATION_STYLES.flatMap((s) => {
    const { text, missing } = citeDocument(doc, s, options);
    const note = describeMissing(missing);
    return [`${CITATION_STYLE_LABELS[s]}: ${text}`, ...(note ? [`  ${note}`] : [])];
  });
  lines.push(`Official link: ${officialUrl(doc)}`);
  return lines.join('\n');
}
