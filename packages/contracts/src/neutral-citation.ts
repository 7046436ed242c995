/**
 * The one New Zealand neutral-citation parser (`[2017] NZHC 3297`), used by the indexer's sources, citation
 * counting, the citation formats and the search query reduction.
 */

/**
 * Canonical spelling of NZ neutral-citation court and tribunal acronyms whose case is mixed
 * (as published by the courts, e.g. `[2019] NZEmpC 12`). Other acronyms are upper-cased.
 */
export const MIXED_CASE_ACRONYMS: readonly string[] = [
  'NZEmpC',
  'NZEnvC',
  'NZFamC',
  'NZYouthC',
  'NZMLC',
  'NZACA',
  'NZHRRT',
  'NZLCRO',
  'NZIACDT',
  'NZCAAT',
  'NZCopyT',
  'NZREADT',
  'NZSSAA',
  'NZWHT',
  'NZLVT',
  'NZDT',
  'NZTT',
  'NZIPT',
  'NZERA',
  'NZACC',
  'NZTRA',
  'NZLCDT',
  'NZHPDT',
  'NZMAC',
  'NZWT',
];
const ACRONYM_BY_UPPER = new Map(MIXED_CASE_ACRONYMS.map((a) => [a.toUpperCase(), a]));

/** In documents: `[YYYY] NZXX N` with square brackets, any spacing (PDF text varies), acronym NZ + letters. */
const STRICT = /\[\s*((?:18|19|20)\d{2})\s*\]\s*(NZ[A-Za-z]{1,8})\s*(\d{1,6})(?!\d)/g;
/** In typed queries: brackets optional, any case (`[2017]nzhc 3297`, `2020 NZSC 12`). */
const LENIENT = /\[?\s*((?:18|19|20)\d{2})\s*\]?\s*(NZ[A-Za-z]{1,8})\s*(\d{1,6})(?!\d)/gi;

/** A parsed neutral citation. */
export interface NeutralCitation {
  /** Normalised: `[2017] NZHC 3297` (acronym in its published case, number without leading zeros). */
  citation: string;
  year: number;
  /** Court acronym as normalised (`NZHC`, `NZEmpC`). */
  court: string;
  number: number;
  /** Where the match starts in the text, and its length. */
  index: number;
  length: number;
}

function normaliseAcronym(court: string): string {
  const upper = court.toUpperCase();
  return ACRONYM_BY_UPPER.get(upper) ?? upper;
}

function toCitation(m: RegExpExecArray): NeutralCitation {
  const [, year = '', court = '', num = ''] = m;
  const acronym = normaliseAcronym(court);
  const n = Number.parseInt(num, 10);
  return {
    citation: `[${year}] ${acronym} ${n}`,
    year: Number(year),
    court: acronym,
    number: n,
    index: m.index,
    length: m[0].length,
  };
}

/**
 * The first neutral citation in `text`, or null. Strict by default (square brackets round the year, as printed
 * in judgments and records); `lenient: true` also accepts `2020 NZSC 12` and any letter case, for typed queries.
 */
export function parseNeutralCitation(text: string, opts: { lenient?: boolean } = {}): NeutralCitation | null {
  const re = new RegExp((opts.lenient ? LENIENT : STRICT).source, opts.lenient ? 'i' : '');
  const m = re.exec(text);
  return m ? toCitation(m) : null;
}

/** Every neutral citation in `text` (strict form), in order of appearance. */
export function findNeutralCitations(text: string): NeutralCitation[] {
  return [...text.matchAll(new RegExp(STRICT.source, 'g'))].map((m) => toCitation(m as RegExpExecArray));
}
