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
  return words
    .join(' ')
    .replace(COURT_JUDGE, ' ')
    .split(/\s+/)
    .filter((w) => w !== '' && !TITLES.test(w) && !POST_NOMINALS.test(w.replace(/[.,]/g, '')));
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

/**
 * Journal abbreviations (r 6.4.6: "the journal itself is the authoritative source for its official
 * citation/abbreviation"; where none is known, the title is given in full). Each entry is the abbreviation the
 * journal uses on its own pages, as recorded in the bundled law-journals snapshot (data/nz-law-journals,
 * field `abbrev`), or, for the New Zealand Law Review, the form the Style Guide's own r 6.4.6 gives
 * ("NZ L Rev" from 2008; "NZ Law Review" before).
 */
export const JOURNAL_ABBREVIATIONS: Readonly<Record<string, string>> = {
  'Victoria University of Wellington Law Review': 'VUWLR',
  'New Zealand Journal of Public and International Law': 'NZJPIL',
  'New Zealand Universities Law Review': 'NZULR',
  'Auckland University Law Review': 'AULR',
  'Waikato Law Review': 'WLR',
  'New Zealand Journal of Environmental Law': 'NZJEL',
  'New Zealand Law Journal': 'NZLJ',
  'New Zealand Law Students Journal': 'NZLSJ',
  "New Zealand Law Students' Journal": 'NZLSJ',
  'New Zealand Women’s Law Journal – Te Aho Kawe Kaupapa Ture a ngā Wāhine': 'NZWLJ',
};

/** The journal's citation form for an article of `year`: its own abbreviation where known, else its full title. */
export function journalAbbreviation(journal: string, year?: number): string {
  const j = journal.trim();
  if (j === 'New Zealand Law Review') return year !== undefined && year < 2008 ? 'NZ Law Review' : 'NZ L Rev';
  return JOURNAL_ABBREVIATIONS[j] ?? j;
}
