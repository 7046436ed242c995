/**
 * Authors and journal titles in citations (New Zealand Law Style Guide, 3rd ed, rr 6.1.2 and 6.4.6).
 */

/** An author's name split into given names (or initials) and family name; `corporate` for a body as author. */
export interface AuthorName {
  given: string;
  family: string;
  corporate?: boolean;
}

/** Honorifics, titles and judicial offices dropped from authors' names (r 6.1.2(c)–(d)). */
const TITLES =
  /^(?:Rt\.?|Right|Hon\.?|Honourable|Prof\.?|Professor|Assoc\.?|Associate|Dr\.?|Sir|Dame|Mr\.?|Mrs\.?|Ms\.?|Justice|Judge|Chief|Deputy|Principal|Associate|Emeritus)$/i;
const POST_NOMINALS = /^(?:QC|KC|SC|KNZM|DNZM|CNZM|ONZM|MNZM|PhD|LLD|LLM|LLB|JP)$/;

/** Bodies that write as authors (kept whole). */
const CORPORATE =
  /\b(?:Commission|Ministry|Department|Council|Society|Association|Institute|Committee|Tribunal|Court|Office|Authority|Foundation|Centre|University|Parliament|Government|Trust)\b/;

/** `A H` → `AH`: initials are not separated by spaces (r 6.1.2(a)); full given names keep their spaces. */
function joinInitials(given: string): string {
  return given
    .replace(/\./g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '')
    .reduce<string[]>((out, w) => {
      const prev = out[out.length - 1];
      if (/^[A-Z]$/.test(w) && prev !== undefined && /^[A-Z]+$/.test(prev)) out[out.length - 1] = prev + w;
      else out.push(w);
      return out;
    }, [])
    .join(' ');
}

/** Judicial offices named by their court (`Environment Judge`, `Family Court Judge`), dropped with `Judge`. */
const COURT_JUDGE =
  /\b(?:Environment|Employment|Family|District|Youth|Māori Land|Maori Land)(?: Court)? Judge\b/gi;

function stripTitles(words: string[]): string[] {
  return (
    words
      .join(' ')
      // "The Hon Justice David Baragwanath": the article of a title goes with it.
      .replace(/^The\s+(?=(?:Rt\.?\s+)?(?:Hon|Honourable|Right)\b)/i, '')
      .replace(COURT_JUDGE, ' ')
      .split(/\s+/)
      .filter((w) => w !== '' && !TITLES.test(w) && !POST_NOMINALS.test(w.replace(/[.,]/g, '')))
  );
}

/**
 * An author's name as the source prints it, parsed: `Surname, Given` (NZLII headers, repositories), `Given Surname`,
 * or `Surname I` (initials after the surname, as some repositories list them: `Nguyen C`). Honorifics and judicial
 * titles are dropped; a body (Law Commission) is `corporate`.
 */
export function parseAuthorName(raw: string): AuthorName {
  const name = raw.replace(/\s+/g, ' ').trim();
  if (CORPORATE.test(name) && !name.includes(',')) return { given: '', family: name, corporate: true };
  if (name.includes(',')) {
    const [family = '', rest = ''] = name.split(/,(.*)/s).map((s) => s.trim());
    return { given: joinInitials(stripTitles(rest.split(/\s+/)).join(' ')), family };
  }
  const words = stripTitles(name.split(/\s+/));
  if (words.length < 2) return { given: '', family: words[0] ?? name };
  const last = words[words.length - 1] ?? '';
  // `Nguyen C`, `McDonald E`: the trailing capitals are initials, the first word the surname.
  if (/^[A-Z]{1,3}$/.test(last) && words.length === 2)
    return { given: joinInitials(last), family: words[0] ?? '' };
  return { given: joinInitials(words.slice(0, -1).join(' ')), family: last };
}

/** Style Guide form of one author: `Given Surname` (`Treasa Dunworth`, `AH Angelo`, `Caren Fox`). */
export function nzlsgAuthor(raw: string): string {
  const a = parseAuthorName(raw);
  return a.given ? `${a.given} ${a.family}` : a.family;
}

/**
 * Style Guide author list: one, `A and B`, `A, B and C`; more than three authors → the first `and others`
 * (r 6.1.2(e)).
 */
export function nzlsgAuthors(authors: readonly string[]): string {
  const names = authors.map(nzlsgAuthor);
  if (names.length > 3) return `${names[0]} and others`;
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** APA 7 form of one author: `Dunworth, T.`, `Angelo, A. H.`; a body as written. */
export function apaAuthor(raw: string): string {
  const a = parseAuthorName(raw);
  if (a.corporate || !a.given) return a.family;
  const initials = a.given
    .split(/[\s-]+/)
    .filter((g) => g !== '')
    .flatMap((g) => (/^[A-Z]{2,3}$/.test(g) ? g.split('') : [g.charAt(0).toUpperCase()]))
    .map((g) => `${g}.`)
    .join(' ');
  return `${a.family}, ${initials}`;
}

/** One journal's citation form, with where that form comes from. */
export interface JournalAbbreviation {
  /** The journal's full title as the bundled data spell it (nz-legal-scholarship `journal`). */
  journal: string;
  /** The abbreviation used in a citation (r 6.4.1: `(2003) 1 NZJPIL 3`). */
  abbreviation: string;
  /** Only from this year (a journal that changed its abbreviation); earlier articles use `before`. */
  from?: number;
  /** The citation form before `from` (the full title where none was given). */
  before?: string;
  /** Where the abbreviation comes from. */
  source: string;
}

/**
 * Journal abbreviations (New Zealand Law Style Guide, 3rd ed, r 6.4.6), for the journals the bundled data hold
 * (data/nz-legal-scholarship articles, data/nz-law-journals). The 3rd edition has no list of journal abbreviations:
 * r 6.4.6 makes the journal itself the authority for its abbreviation (punctuation removed) and points to the
 * Legal Citations for Aotearoa New Zealand database for New Zealand journals, which the bundled data do not hold.
 * A journal is listed only where r 6.4.6 itself gives its form or the bundled data record the journal's own (or its
 * publisher's) form; never the `abbrev` of the journals directory where it comes from elsewhere (its "WLR" for the
 * Waikato Law Review, read on NZLII, is the Weekly Law Reports' abbreviation). A journal not listed is cited by its
 * full title. Left at their full title for want of such a source: Waikato Law Review and Canterbury Law Review
 * (the "Waikato L Rev" and "Canta LR" given before could not be verified), New Zealand Journal of Environmental
 * Law, New Zealand Yearbook of International Law, Resource Management Journal, Yearbook of New Zealand
 * Jurisprudence, Auckland University Law Review, Māori Law Review, MAI Journal, New Zealand Law Students(') Journal,
 * Te Tai Haruru Journal of Māori and Indigenous Issues, Public Law Review, Policy Quarterly, Resource Management
 * Theory & Practice, Journal of South Pacific Law, Lloyd's Maritime and Commercial Law Quarterly, Brooklyn Journal
 * of International Law, New Zealand Women's Law Journal.
 */
export const JOURNAL_ABBREVIATIONS: readonly JournalAbbreviation[] = [
  {
    journal: 'New Zealand Law Review',
    abbreviation: 'NZ L Rev',
    from: 2008,
    before: 'NZ Law Review',
    source:
      'NZ Law Style Guide 3rd ed r 6.4.6, its own example: "NZ Law Review" until 2007, "NZ L Rev" from 2008',
  },
  {
    journal: 'Victoria University of Wellington Law Review',
    abbreviation: 'VUWLR',
    source: "The journal's own feed (ojs.victoria.ac.nz/vuwlr), recorded in data/nz-law-journals",
  },
  {
    journal: 'New Zealand Journal of Public and International Law',
    abbreviation: 'NZJPIL',
    source:
      'The journal\'s printed mode of citation, "(2003) 1 NZJPIL (page)", recorded in data/nz-law-journals',
  },
  {
    journal: 'Otago Law Review',
    abbreviation: 'Otago LR',
    source:
      'The journal\'s article as published on AustLII, "(2022) 18 Otago LR 27", recorded in data/nz-legal-scholarship',
  },
  // Listed in the journals directory (data/nz-law-journals) rather than the articles.
  {
    journal: 'New Zealand Law Journal',
    abbreviation: 'NZLJ',
    source: "The journal's publisher (LexisNexis NZ), recorded in data/nz-law-journals",
  },
  {
    journal: 'New Zealand Universities Law Review',
    abbreviation: 'NZULR',
    source: "The journal's publisher (Thomson Reuters NZ), recorded in data/nz-law-journals",
  },
];

const BY_TITLE = new Map(JOURNAL_ABBREVIATIONS.map((j) => [j.journal.toLowerCase(), j]));

/**
 * The journal's citation form for an article of `year` (r 6.4.6): its abbreviation from JOURNAL_ABBREVIATIONS,
 * else its full title as given. A journal whose abbreviation changed (`from`) takes the earlier form for earlier
 * years; without a year the current form. Pure; never throws.
 */
export function journalAbbreviation(journal: string, year?: number): string {
  const j = journal.trim().replace(/\s+/g, ' ');
  const entry = BY_TITLE.get(j.toLowerCase());
  if (!entry) return j;
  if (entry.from !== undefined && year !== undefined && year < entry.from) return entry.before ?? j;
  return entry.abbreviation;
}
