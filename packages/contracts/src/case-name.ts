/**
 * Case names as the New Zealand Law Style Guide (3rd ed, r 3.2.1) cites them, from the titles the sources give
 * (Judicial Decisions Online writes most names in capitals, with given names and every party).
 *
 * - Only the first-named party on each side (`& Anor`, `& Ors`, `and others`, further names in a list dropped).
 * - Individuals by surname only (given names and initials omitted) — applied where the title is in capitals (the
 *   JDO form) and the party plainly is one person: two to four name words with no word of an organisation, an
 *   office, a place or a court, no acronym and no initials-only name (`A`, `XY`, `Witness C`). Names the courts
 *   styled themselves (ordinary case) are kept as given.
 * - "Limited" → "Ltd", "Incorporated" → "Inc", "Proprietary" → "Pty"; the Queen (or Regina) → "R".
 * - Capitals put into ordinary case: acronyms kept (`NZ`, `ANZ`, `ACC`, words without vowels such as `BNZ`,
 *   `MV`, `RJ`), small words in lower case (`Bank of New Zealand`, `District Court at Hamilton`), `McLeod`,
 *   `O'Reilly`, `Giles-Pain`, and no capital after a possessive apostrophe (`Quigley's`, never `Quigley'S`).
 * - Office XML escapes left by spreadsheet exports decoded (`ATTORNEY_x001e_GENERAL` → `Attorney-General`).
 */

/** Acronyms kept in capitals when an all-capitals name is put into ordinary case. */
export const KEEP_UPPER: ReadonlySet<string> = new Set([
  'NZ',
  'ACC',
  'AFI',
  'ANZ',
  'ASB',
  'AUT',
  'BNZ',
  'CIR',
  'DHB',
  'EQC',
  'GBR',
  'IAG',
  'IRD',
  'ISP',
  'KPMG',
  'MBIE',
  'NZI',
  'NZME',
  'NZTA',
  'OTOY',
  'PWC',
  'RNZ',
  'TVNZ',
  'UV',
  'II',
  'III',
  'IV',
  'VI',
  'VII',
  'VIII',
  'IX',
  'XI',
  'XII',
]);

/** Words that stay lower case inside a name (not at its start). */
const SMALL_WORDS = new Set([
  'of',
  'and',
  'the',
  'at',
  'for',
  'in',
  'on',
  'to',
  'by',
  'as',
  'de',
  'der',
  'van',
]);

/**
 * Words that mark a party as an organisation, office, court, place or thing rather than one person; a party with
 * any of them is never cut down to a surname.
 */
const NOT_A_PERSON = new Set(
  `limited ltd inc incorporated pty plc llc co company corporation corp group holdings holding investments
  investment properties property services service trust trustee trustees board council commission commissioner
  committee police court tribunal authority bank society association union club church partnership estate estates
  fund centre center institute foundation district city regional region ministry minister department dept chief
  executive director registrar assignee official crown queen king attorney-general solicitor-general agency
  university school college hospital body corporate insurance finance farms farm farming developments development
  construction builders building winery motors media network television radio health industries industry
  international management capital enterprises enterprise trading partners consultants consulting lawyers law
  iwi hapu hapū runanga rūnanga ngati ngāti ngai ngāi tribe incorporation new zealand nz gas power energy water oil
  airport harbour marina port party landowners ratepayers complainant witness applicant respondent plaintiff
  defendant appellant re the a an reference application by from interim judgment costs mv sanctuary global
  systems solutions supply distributors contractors contracting engineers engineering communications publishing
  leasing securities custodians franchising preschools clothing concrete tiling roofing trucking batteries
  livestock grazing painters cleaning fabricators aktiebolag private standards conservation fisheries
  immigration primary industries proceedings`
    .split(/\s+/)
    .filter(Boolean),
);

/** Surname particles: `van der Aa`, `de Ruyter`, `Te Hei` — a name starting with one is kept whole. */
const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'di',
  'da',
  'du',
  'del',
  'della',
  'le',
  'la',
  'te',
  'ten',
  'ter',
]);

/** Decodes Office XML escapes (`_x001e_` Word's non-breaking hyphen → `-`; control characters → space). */
function decodeEscapes(s: string): string {
  return s.replace(/_x([0-9a-fA-F]{4})_/g, (_m, hex: string) => {
    const code = Number.parseInt(hex, 16);
    if (code === 0x1e) return '-';
    return code < 0x20 ? ' ' : String.fromCharCode(code);
  });
}

const letters = (w: string) => w.replace(/[^A-Za-zĀĒĪŌŪāēīōū]/g, '');
const isAcronym = (w: string) => {
  const core = letters(w).toUpperCase();
  if (core === '') return false;
  if (KEEP_UPPER.has(core)) return true;
  // Capitals without a vowel (BNZ, MV, RJ, GTV, LJCTB) are initials or acronyms, never words.
  return core.length >= 2 && !/[AEIOUYĀĒĪŌŪ]/.test(core);
};

/** Abbreviations with a fixed form (legal status, titles) whatever their letters look like. */
const FIXED: Record<string, string> = {
  LTD: 'Ltd',
  PTY: 'Pty',
  INC: 'Inc',
  CO: 'Co',
  CORP: 'Corp',
  ASSOC: 'Assoc',
  PLC: 'plc',
  ST: 'St',
  MR: 'Mr',
  MRS: 'Mrs',
  MS: 'Ms',
  DR: 'Dr',
};

/** One all-capitals word in ordinary case; `first` when it starts the party name. */
function caseWord(word: string, first: boolean): string {
  const fixed = /^(\(?)([A-Z]+)([),.]*)$/.exec(word);
  if (fixed?.[2] && FIXED[fixed[2]]) return `${fixed[1]}${FIXED[fixed[2]]}${fixed[3]}`;
  if (!/[A-ZĀĒĪŌŪ]{2}/.test(word) || /[a-zāēīōū]/.test(word)) return word;
  // A file number or a number in a name (`(CA221/2017)`, `199883`) is kept as written.
  if (/\d/.test(word)) return word;
  if (isAcronym(word)) return word;
  const lower = word.toLowerCase();
  if (!first && SMALL_WORDS.has(lower)) return lower;
  return (
    lower
      // Capital at the start and after a hyphen, slash or opening bracket.
      .replace(/(^|[-/(])([a-zà-ÿāēīōū])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase())
      // O'Reilly, D'Arcy: a capital after the apostrophe of a one-letter prefix only (never Quigley'S).
      .replace(
        /^(\(?[OD])(['’])([a-z])/i,
        (_m, p: string, ap: string, ch: string) => `${p.toUpperCase()}${ap}${ch.toUpperCase()}`,
      )
      .replace(/^(\(?)Mc([a-z])/, (_m, p: string, ch: string) => `${p}Mc${ch.toUpperCase()}`)
      .replace(/^Co-Operative/, 'Co-operative')
  );
}

/** Whether the name is written in capitals (the Judicial Decisions Online form). */
function isCapitals(s: string): boolean {
  const l = letters(s);
  if (l.length < 3) return /^[A-ZĀĒĪŌŪ]+$/.test(l);
  const upper = l.replace(/[^A-ZĀĒĪŌŪ]/g, '').length;
  return upper / l.length > 0.8;
}

/** A word that marks a company's or society's legal status, after which "Company", "Corporation" or "Association" is part of that status. */
const STATUS_AFTER = String.raw`(?=\s+(?:Limited|Ltd|Incorporated|Inc|Proprietary|Pty|plc|Public\s+Limited\s+Company)\b|\s*\(in\s)`;

/** Keeps the letter case of the word it replaces: `LIMITED` → `LTD`, `Limited` → `Ltd`. */
const inCase = (abbrev: string) => (m: string) => (m === m.toUpperCase() ? abbrev.toUpperCase() : abbrev);

/**
 * The abbreviations r 3.2.1(b) gives for words "used to indicate a legal status": Company → Co, Corporation → Corp,
 * Association → Assoc, Incorporated → Inc, Limited → Ltd, Proprietary → Pty, public limited company → plc,
 * (in liquidation) → (in liq), (in receivership) → (in rec), (in statutory management) → (in stat man); and the
 * Crown as "R" (r 3.2.1(c)). "Company" is abbreviated before another status word or at the end of the name
 * (`Lyttelton Port Company Ltd` → `Lyttelton Port Co Ltd`); "Corporation" and "Association" only before another
 * status word (`Electricity Corporation of New Zealand Ltd` keeps its middle word), so names the guide says never
 * to abbreviate stay whole ("Accident Compensation Corporation", "Attorney-General", "District Council").
 */
function abbreviateStatus(party: string): string {
  const p = party
    .replace(/\bPublic\s+Limited\s+Company\b/gi, (m) => (m === m.toUpperCase() ? 'PLC' : 'plc'))
    .replace(new RegExp(String.raw`\bCompany\b(?:${STATUS_AFTER}|(?=\s*$))`, 'gi'), inCase('Co'))
    .replace(new RegExp(String.raw`\bCorporation\b${STATUS_AFTER}`, 'gi'), inCase('Corp'))
    .replace(new RegExp(String.raw`\bAssociation\b${STATUS_AFTER}`, 'gi'), inCase('Assoc'))
    .replace(/\bLimited\b/gi, inCase('Ltd'))
    .replace(/\bIncorporated\b/gi, inCase('Inc'))
    .replace(/\bProprietary\b/gi, inCase('Pty'))
    .replace(/\s*[[(]\s*in statutory management\s*[\])]/gi, ' (in stat man)');
  if (/^(?:(?:her|his)\s+majesty\s+)?the\s+(?:queen|king)$|^regina$|^rex$/i.test(p.trim())) return 'R';
  return p;
}

/**
 * The first-named party of one side: a list (`A, B, and C`) gives its first name; `X AND Y` in capitals, where both
 * are single words, gives `X`; descriptions of capacity (`- as liquidator of …`) are dropped.
 */
function firstParty(side: string): string {
  let p = side
    .replace(/\s*(?:&|\band\b)\s+(?:Anor|Another|Ors|Others)\b\.?/gi, '')
    // "… Ltd etc": the further parties a listing leaves out, dropped like "& Ors".
    .replace(/\s+etc\.?$/i, '')
    // ERA party numbers: `PRASAD (3175123)`.
    .replace(/\s*\(\d{5,}\)/g, '')
    // Companies in liquidation or receivership: the Style Guide's `(in liq)`, `(in rec)`.
    .replace(/\s*[[(]\s*in liquidation\s*[\])]/gi, ' (in liq)')
    .replace(/\s*[[(]\s*in receivership\s*[\])]/gi, ' (in rec)')
    .replace(/\s*[-–—]?\s*\bas (?:liquidators?|receivers?|trustees?|executors?|administrators?) of\b.*$/i, '')
    .trim();
  // A list of parties: the first, when it is a name on its own (not "Ministry of Business, Innovation and …").
  const head = p.split(',')[0]?.trim() ?? p;
  if (head !== p && /,\s*(?:and\s+)?[A-ZĀĒĪŌŪ]/i.test(p) && !hasOrganisationWord(head)) p = head;
  const pair = /^([A-Za-zĀĒĪŌŪāēīōū'’-]+)\s+(?:AND|and)\s+([A-Za-zĀĒĪŌŪāēīōū'’-]+)$/.exec(p);
  if (pair?.[1] && isCapitals(p) && !hasOrganisationWord(p)) p = pair[1];
  return p;
}

/** Whether any word of `party` marks an organisation, office, court or place (NOT_A_PERSON). */
function hasOrganisationWord(party: string): boolean {
  return party
    .toLowerCase()
    .split(/[\s(),]+/)
    .some((w) => NOT_A_PERSON.has(w.replace(/['’]s$/, '')));
}

/** A capitals party that is one person's name → the surname (with any particle: `VAN DER WIEL` stays whole). */
function surnameOnly(party: string): string {
  const words = party.split(/\s+/);
  if (words.length < 2 || words.length > 4) return party;
  const lower = words.map((w) => w.toLowerCase());
  if (!words.every((w) => /^[A-ZĀĒĪŌŪ][A-ZĀĒĪŌŪ'’-]+$/.test(w))) return party; // initials, digits, lower case
  if (hasOrganisationWord(party)) return party;
  if (words.some(isAcronym)) return party;
  if (PARTICLES.has(lower[0] ?? '')) return party;
  // The surname starts at the first particle after the given name(s), else it is the last word.
  const start = lower.findIndex((w, i) => i > 0 && PARTICLES.has(w));
  return words.slice(start > 0 ? start : words.length - 1).join(' ');
}

/**
 * Case name as the Style Guide cites it, from a record's title (see the module comment for the rules).
 * `citation` (the record's neutral citation) is removed from the end of the title when present.
 */
export function caseName(title: string, citation?: string | null): string {
  let name = decodeEscapes(title).replace(/\s+/g, ' ').trim();
  name = name.replace(/\s*\[\d{1,2}\s+[A-Za-z]+\s+\d{4}\s*\]\s*$/, '');
  if (citation && name.endsWith(citation)) name = name.slice(0, -citation.length);
  name = name.replace(/\s*\[\d{4}\]\s+[A-Z][A-Za-z]*\s+\d+\s*$/, '').trim();
  const sides = name.split(/\s+v\s+/i);
  const styled = sides.map((side) => {
    const first = firstParty(side);
    const capitals = isCapitals(first.replace(/\(in (?:liq|rec)\)/g, ''));
    let party = abbreviateStatus(first);
    // A side of two or three capitals alone is a party's initials (`HJK`, `FVG v YJN`): kept as written.
    if (capitals && !/^[A-ZĀĒĪŌŪ]{2,3}$/.test(side.trim())) {
      party = surnameOnly(party);
      party = party
        .split(/(\s+)/)
        .map((w, i) => (/^\s+$/.test(w) ? w : caseWord(w, i === 0)))
        .join('');
      if (/^Re\b/i.test(party)) party = party.replace(/^RE\b/i, 'Re');
    }
    return party.trim();
  });
  // A spaced hyphen stands for the dash the name is written with (`Oranga Tamariki – Ministry for Children`): an
  // en dash, as in the name itself.
  return styled
    .join(' v ')
    .replace(/\s+/g, ' ')
    .replace(/ [-‐‑‒] /g, ' – ')
    .trim();
}

/** Honorifics and titles before a person's name, dropped from a party name (r 3.2.1(b)). */
const HONORIFICS = /^(?:Mr|Mrs|Ms|Miss|Mx|Dr|Doctor|Prof|Professor|Sir|Dame)\.?$/i;

/**
 * A natural person's name as a party in a case name (r 3.2.1(b): "where one or both of the parties are natural
 * persons, omit given names and initials"): honorifics and given names dropped, the surname kept with any particle
 * (`Mr Lance Easton` → `Easton`; `Ms Y` → `Y`; `Jan van der Berg` → `van der Berg`). Capitals are put into
 * ordinary case as in `caseName`. Use only for a party known to be a person (a practitioner before a disciplinary
 * tribunal). Empty string for an empty name.
 */
export function personSurname(name: string): string {
  const words = decodeEscapes(name)
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '' && !HONORIFICS.test(w));
  if (words.length === 0) return '';
  const lower = words.map((w) => w.toLowerCase());
  const start = lower.findIndex((w, i) => i > 0 && PARTICLES.has(w));
  const surname = words.slice(start > 0 ? start : words.length - 1);
  return surname.map((w, i) => (isCapitals(w) && w.length > 1 ? caseWord(w, i === 0) : w)).join(' ');
}
