import {
  type CaseFacts,
  type CaseOutcome,
  type CaseType,
  caseFacet,
  type Document,
  type EMPLOYMENT_AREAS,
  type EMPLOYMENT_CASE_TYPES,
  type FAMILY_CASE_TYPES,
  type FAMILY_LAW_AREAS,
} from '@aotearoa/contracts';

/**
 * The documented rules that derive the case-law panels' fields from a decision's own record: its title (case
 * name), its text (full judgments) or its source listing (metadata-only records), and its court. A field no rule
 * gives stays absent; nothing is guessed. Each derived value carries its basis (the rule, or the decision's own
 * sentence for outcomes), which the panels show in a tooltip. Pure; run by the corpus loader on every `case_law`
 * document after its legal areas are set.
 */

/** Only the opening of a text is read for headings, parties, file numbers and judges. */
export const HEAD_CHARS = 4_000;
/** Subject rules (employment and family) read this much of a text. */
export const SUBJECT_CHARS = 20_000;
/** A text at least this long is a judgment's text (not just a listing line): absence of a term then means something. */
export const FULL_TEXT_CHARS = 2_000;

type Meta = Record<string, unknown>;
const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;

function textOf(doc: Document): string {
  return doc.content ?? '';
}
/**
 * A text's heading: its opening up to the first numbered paragraph (`[1]`, where the reasons or their table of
 * contents begin), at most HEAD_CHARS. A statute the reasons discuss is not one the heading names: G v R [2026]
 * NZSC 19, a criminal appeal, mentions the Oranga Tamariki Act in its paragraph [1] and was typed Family.
 */
function headOf(doc: Document): string {
  const text = textOf(doc).slice(0, HEAD_CHARS);
  const firstParagraph = text.indexOf('[1]');
  return firstParagraph > 0 ? text.slice(0, firstParagraph) : text;
}
function hasFullText(doc: Document): boolean {
  return textOf(doc).length >= FULL_TEXT_CHARS && doc.metadata.full_text_withheld !== true;
}

/** Title-cases a word printed in capitals (`PLYMOUTH` → `Plymouth`); mixed-case words stay as printed. */
function titleWord(w: string): string {
  return w === w.toUpperCase() ? w.charAt(0) + w.slice(1).toLowerCase() : w;
}

// ——— Case type ———

/** Statutes whose proceedings are family proceedings. */
const FAMILY_STATUTE_RE =
  /\b(Care of Children Act|Family Proceedings Act|Property \(Relationships\) Act|Family Violence Act|Domestic Violence Act|Family Courts? Act|Oranga Tamariki Act|Adoption Act)\b/i;
/** A party that is the prosecuting Crown or Police (as printed in NZ case names). */
const CRIMINAL_PARTY_RE = /^(?:r|the (?:king|queen)|(?:new zealand |nz )?police|serious fraud office)$/i;

/**
 * Case type rule (first that applies):
 * 1. Family — decided by the Family Court, or the heading (`headOf`: the text before its paragraph [1]) or a notice
 *    names a family statute (Care of Children Act, Family Proceedings Act, Property (Relationships) Act, Family
 *    Violence Act, …).
 * 2. Judicial Review — the title or heading says "judicial review".
 * 3. Criminal — decided by the Youth Court; or a party is the Crown (`R`, `The King`) or the Police or the Serious
 *    Fraud Office; or a criminal file number (`CRI-2018-…`, `HC AK CRI`); or the listing calls it sentencing notes
 *    or a judge-alone or jury trial.
 * 4. Civil — a civil file number (`CIV-2017-…`, `HC AK CIV`).
 * Otherwise no case type.
 */
export function caseTypeOf(doc: Document): { value: CaseType; basis: string } | undefined {
  const head = headOf(doc);
  const meta = doc.metadata as Meta;
  const listing = [str(meta.decision_type), str(meta.decision_line)].filter(Boolean).join(' ');
  if (doc.court === 'Family Court') return { value: 'Family', basis: 'Decided by the Family Court' };
  const statute = FAMILY_STATUTE_RE.exec(`${doc.title}\n${head}\n${str(meta.suppression_notice) ?? ''}`)?.[1];
  if (statute) return { value: 'Family', basis: `The heading or notice names the ${statute}` };
  if (/judicial review/i.test(`${doc.title}\n${head}`))
    return {
      value: 'Judicial Review',
      basis: 'The title or heading names an application for judicial review',
    };
  if (doc.court === 'Youth Court') return { value: 'Criminal', basis: 'Decided by the Youth Court' };
  const listed = Array.isArray(meta.parties)
    ? (meta.parties as unknown[]).filter((p) => typeof p === 'string')
    : [];
  const parties = listed.length ? (listed as string[]) : doc.title.split(/\s+v\s+/i);
  const crown = parties.find((p) => CRIMINAL_PARTY_RE.test(p.trim()));
  if (crown) return { value: 'Criminal', basis: `A party is ${crown.trim()} (the prosecution)` };
  if (/\bCRI(?:-\d{4}|\b)/.test(head)) return { value: 'Criminal', basis: 'Criminal file number (CRI)' };
  if (/sentenc|judge-alone trial|jury trial/i.test(listing))
    return { value: 'Criminal', basis: `Listed as: ${listing}` };
  if (/\bCIV(?:-\d{4}|\b)/.test(head)) return { value: 'Civil', basis: 'Civil file number (CIV)' };
  return undefined;
}

// ——— Location and judges ———

/**
 * Where the decision was given, as the record names it: the source's `registry`; the Employment Relations
 * Authority office (`Employment Relations Authority - Wellington`); or the heading's registry (`… OF NEW ZEALAND
 * NEW PLYMOUTH REGISTRY`). Otherwise none.
 */
export function locationOf(doc: Document): string | undefined {
  const meta = doc.metadata as Meta;
  const registry = str(meta.registry);
  if (registry) return registry;
  const office = /^Employment Relations Authority\s*-\s*(.+)$/.exec(str(meta.jurisdiction) ?? '')?.[1];
  if (office) return office.trim();
  const head = textOf(doc).slice(0, HEAD_CHARS).replace(/\s+/g, ' ');
  const reg = /\bOF NEW ZEALAND ([A-Z][A-Z'’ -]*?) REGISTRY\b/.exec(head)?.[1];
  return reg ? reg.split(' ').map(titleWord).join(' ') : undefined;
}

/** Titles printed after or before a judge's name, kept as law reports print them (`J`, `JJ`, `CJ`, `P`, `KC`). */
const JUDICIAL_TITLES = new Set(['J', 'JJ', 'CJ', 'P', 'KC', 'QC']);

/** A name word's "Mc"/"Mac" prefix as a heading in capitals prints it before the capitals (`McHERRON`). */
const MC_PREFIX_RE = /^(?:Mc|Mac)(?=[A-Z])/;

/** Title-cases one word of a name (`OSBORNE` → `Osborne`, `O'REGAN` → `O'Regan`). */
function nameWordCase(w: string): string {
  return w.toLowerCase().replace(/(^|[-'’])([a-z])/g, (_m, pre: string, c: string) => pre + c.toUpperCase());
}

/**
 * A judge's name a heading prints in capitals as law reports write it: `OSBORNE J` → `Osborne J`, `ASSOCIATE JUDGE
 * LESTER` → `Associate Judge Lester`, `O'REGAN P` → `O'Regan P`, `McHERRON J` → `McHerron J` (the heading keeps the
 * "Mc" of a name in lower case); titles (`J`, `JJ`, `CJ`, `P`) stay as printed, and a name not in capitals is left
 * as it is.
 */
export function judgeNameCase(name: string): string {
  const words = name.split(' ');
  const inCapitals = words.every((w) => {
    const core = w.replace(MC_PREFIX_RE, '');
    return core === core.toUpperCase();
  });
  if (!inCapitals) return name;
  return words
    .map((w) => {
      if (JUDICIAL_TITLES.has(w)) return w;
      const prefix = MC_PREFIX_RE.exec(w)?.[0];
      return prefix ? `${prefix}${nameWordCase(w.slice(prefix.length))}` : nameWordCase(w);
    })
    .join(' ');
}

/**
 * Judges or members as the source writes them: the source's `judges`/`judge` or the ERA `member`; else the
 * heading's "Court: …" line (appellate courts), or "JUDGMENT OF … J" / "SENTENCING NOTES OF … J" (High Court), a
 * heading in capitals read as law reports write the name (`judgeNameCase`: `OSBORNE J` → `Osborne J`).
 */
export function judgesOf(doc: Document): string | undefined {
  const meta = doc.metadata as Meta;
  const given = str(meta.judges) ?? str(meta.judge) ?? str(meta.member);
  if (given) return given;
  const head = textOf(doc).slice(0, HEAD_CHARS).replace(/\s+/g, ' ');
  const bench = /\bCourt\s?:\s*(.+?)\s+(?:Counsel|Appearances|Hearing|Judgment|Further Submissions)\s?:/.exec(
    head,
  )?.[1];
  if (bench && bench.length < 200) return judgeNameCase(bench.trim());
  const single =
    /\b(?:JUDGMENT|SENTENCING NOTES|DECISION|RULING)(?: \[[A-Z]+\])? OF ((?:ASSOCIATE JUDGE [A-Z][A-Za-z'’-]+)|(?:[A-Z][A-Za-z'’-]+(?: [A-Z][A-Za-z'’-]+)? J))\b/.exec(
      head,
    )?.[1];
  return single ? judgeNameCase(single.trim()) : undefined;
}

// ——— Outcome ———

/** A verdict sentence: an appeal, application, claim or grievance that "is/are" allowed, dismissed, … */
const VERDICT_RE =
  /\b(cross\s*-?\s*appeals?|appeals?|applications?|claims?|challenges?|grievances?)\b[^.;]{0,200}?\b(?:is|are)\s+(allowed in part|partially allowed|allowed to the extent|allowed|dismissed|declined|not made out|upheld)\b[^.;]*[.;]?/gi;

/** The orders block of an appellate judgment: after "JUDGMENT OF THE COURT", up to the rule line or "REASONS". */
function ordersBlock(text: string): string | undefined {
  const at = text.indexOf('JUDGMENT OF THE COURT');
  if (at < 0 || at > HEAD_CHARS * 2) return undefined;
  const rest = text.slice(at + 'JUDGMENT OF THE COURT'.length, at + 4_000);
  const end = rest.search(/_{5,}|\bREASONS\b/);
  return end >= 0 ? rest.slice(0, end) : rest;
}

/**
 * Outcome, only from the decision's own words. Where the decision states its orders ("JUDGMENT OF THE COURT"
 * block), they are read; otherwise the last 6,000 characters (where judgments and determinations give their
 * result). Sentences in the present tense are taken: "… appeal is allowed / dismissed / allowed in part", "…
 * claim is dismissed / not made out", "… grievance is upheld"; cross-appeals are ignored.
 * - any "allowed in part", "partially allowed" or "allowed to the extent" → Partially allowed;
 * - appeals only allowed → Allowed; appeals allowed and dismissed → Partially allowed; only dismissed → Dismissed;
 * - without an appeal verdict: a claim or application dismissed, declined or not made out → Dismissed; a
 *   grievance or claim upheld → Upheld;
 * - a consent determination or "reached a settlement of all issues" → Settled.
 * The sentence read is kept as `quote` (whitespace collapsed). Otherwise no outcome.
 */
export function outcomeOf(doc: Document): { value: CaseOutcome; quote: string } | undefined {
  const text = textOf(doc);
  if (!hasFullText(doc)) return undefined;
  const settled = /\bCONSENT DETERMINATION\b|reached a settlement of all (?:the )?issues/i.exec(text);
  if (settled) {
    const s = sentenceAround(text, settled.index);
    return { value: 'Settled', quote: s };
  }
  const block = ordersBlock(text) ?? text.slice(-6_000);
  const verdicts = [...block.matchAll(VERDICT_RE)].map((m) => ({
    subject: (m[1] ?? '').toLowerCase(),
    verb: (m[2] ?? '').toLowerCase(),
    quote: sentenceAround(block, m.index ?? 0),
  }));
  const main = verdicts.filter((v) => !v.subject.startsWith('cross'));
  const partial = main.find((v) => /part|extent/.test(v.verb));
  if (partial) return { value: 'Partially allowed', quote: partial.quote };
  const appeals = main.filter((v) => v.subject.startsWith('appeal'));
  const allowed = appeals.filter((v) => v.verb === 'allowed');
  const dismissed = appeals.filter((v) => v.verb === 'dismissed' || v.verb === 'declined');
  if (allowed.length && dismissed.length)
    return { value: 'Partially allowed', quote: [allowed[0]?.quote, dismissed[0]?.quote].join(' … ') };
  if (allowed[0]) return { value: 'Allowed', quote: allowed[0].quote };
  if (dismissed[0]) return { value: 'Dismissed', quote: dismissed[0].quote };
  const rejected = main.find((v) => /dismissed|declined|not made out/.test(v.verb));
  if (rejected) return { value: 'Dismissed', quote: rejected.quote };
  const upheld = main.find((v) => v.verb === 'upheld');
  if (upheld) return { value: 'Upheld', quote: upheld.quote };
  return undefined;
}

/** The sentence of `text` around `index` (from the previous full stop or order letter to the next), ≤ 400 chars. */
function sentenceAround(text: string, index: number): string {
  const before = text.slice(Math.max(0, index - 300), index);
  const startRel = Math.max(before.lastIndexOf('. '), before.lastIndexOf('\n'));
  const start = startRel >= 0 ? index - before.length + startRel + 1 : Math.max(0, index - 300);
  const after = text.slice(index, index + 400);
  const endRel = after.search(/[.;](?:\s|$)/);
  const end = endRel >= 0 ? index + endRel + 1 : index + after.length;
  return text
    .slice(start, end)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:\[\d+\]|[A-H])\s+/, '')
    .slice(0, 400);
}

// ——— Significance ———

/** Law-report series the source records a parallel citation in: `NZLR`, or another series (`CRNZ`, …). */
export function reportedOf(doc: Document): CaseFacts['reported'] {
  const parallel = str((doc.metadata as Meta).parallel_citations);
  if (!parallel) return undefined;
  return { series: /\bNZLR\b/.test(parallel) ? 'NZLR' : 'other', citation: parallel };
}

/** The court's own list the record was read from, when that list is of notable judgments. */
function courtListingOf(doc: Document): string | undefined {
  const listed = str((doc.metadata as Meta).court_listing);
  if (listed) return listed;
  if (/^https?:\/\/(?:www\.)?courtsofnz\.govt\.nz\/cases\//.test(doc.sourceUrl))
    return 'a judgment of public interest on the Courts of New Zealand site';
  return undefined;
}

/**
 * Significance rule (first that applies), with the reason shown in the tooltip:
 * - high: reported in the New Zealand Law Reports (a parallel NZLR citation in the source);
 * - high: listed by its court as a judgment of note or of public interest (Employment Court "Judgments of note",
 *   Courts of New Zealand public-interest judgments);
 * - medium: a decision of the Supreme Court (the final court of appeal, binding on every other court);
 * - medium: reported in another law-report series (e.g. CRNZ);
 * - standard: none of these.
 * How often other indexed documents cite a decision is counted separately (`citation_count`).
 */
export function significanceOf(doc: Document): CaseFacts['significance'] {
  const reported = reportedOf(doc);
  if (reported?.series === 'NZLR')
    return { value: 'high', basis: `Reported in the New Zealand Law Reports: ${reported.citation}` };
  const listing = courtListingOf(doc);
  if (listing) return { value: 'high', basis: `Listed by the court as ${listing}` };
  if (doc.court === 'Supreme Court')
    return { value: 'medium', basis: 'A decision of the Supreme Court, the final court of appeal' };
  if (reported) return { value: 'medium', basis: `Reported in a law-report series: ${reported.citation}` };
  return {
    value: 'standard',
    basis: 'Not reported, not listed by its court as of note, and not a Supreme Court decision',
  };
}

// ——— Employment ———

type EmploymentCaseType = (typeof EMPLOYMENT_CASE_TYPES)[number];
type EmploymentArea = (typeof EMPLOYMENT_AREAS)[number];
type FamilyCaseType = (typeof FAMILY_CASE_TYPES)[number];
type FamilyLawArea = (typeof FAMILY_LAW_AREAS)[number];

/** Employment case types by the words of the determination (each type whose terms occur). */
export const EMPLOYMENT_CASE_TYPE_RULES: ReadonlyArray<[EmploymentCaseType, RegExp]> = [
  ['Unjustifiable Dismissal', /\bunjustifi(?:abl[ey]|ed(?:ly)?) dismiss/i],
  ['Unjustifiable Disadvantage', /\bunjustifi(?:abl[ey]|ed(?:ly)?) disadvantag/i],
  ['Discrimination/Harassment', /\b(?:discriminat|harass|bullying)/i],
  [
    'Wage and Time',
    /\b(?:wage arrears|minimum wage|holiday pay|Holidays Act|Wages Protection Act|unpaid wages|employment standards)\b/i,
  ],
  ['Restructuring/Redundancy', /\b(?:redundan|restructur)/i],
  ['Personal Grievance', /\bpersonal grievance/i],
];

/** Employment areas by the words of the title or determination (each area whose terms occur). */
export const EMPLOYMENT_AREA_RULES: ReadonlyArray<[Exclude<EmploymentArea, 'General Employment'>, RegExp]> = [
  ['Health and Safety', /\b(?:health and safety|WorkSafe)\b/i],
  [
    'Collective Employment',
    /\b(?:collective agreement|collective bargaining|facilitated bargaining|union members(?:hip)?|strike action|strike notice|lockout)\b/i,
  ],
  ['Restraint of Trade', /\b(?:restraint of trade|restraints? (?:clause|covenant|provision)s?|non-compet)/i],
  [
    'Atypical Employment',
    /\b(?:independent contractor|contractors?|casual (?:employee|worker|employment)|fixed[- ]term|homeworker|employee status)\b/i,
  ],
];

/**
 * Employment fields of an employment decision (legal area `employment`): case types and areas whose terms occur in
 * the title or the first SUBJECT_CHARS of the text; "General Employment" when the decision's full text is held and
 * no specific area applies. A metadata-only record gets only what its title says.
 */
export function employmentOf(doc: Document): { caseTypes: EmploymentCaseType[]; areas: EmploymentArea[] } {
  const text = `${doc.title}\n${textOf(doc).slice(0, SUBJECT_CHARS)}`;
  const caseTypes = EMPLOYMENT_CASE_TYPE_RULES.filter(([, re]) => re.test(text)).map(([t]) => t);
  const areas: EmploymentArea[] = EMPLOYMENT_AREA_RULES.filter(([, re]) => re.test(text)).map(([a]) => a);
  if (areas.length === 0 && hasFullText(doc)) areas.push('General Employment');
  return { caseTypes, areas };
}

// ——— Family ———

/** Family case types by the words of the title, notice, source note or text. */
export const FAMILY_CASE_TYPE_RULES: ReadonlyArray<[FamilyCaseType, RegExp]> = [
  [
    'Child Custody',
    /\b(?:Care of Children Act|parenting orders?|day-to-day care|contact with (?:the )?child)/i,
  ],
  ['Divorce/Dissolution', /\b(?:dissolution of (?:the )?(?:marriage|civil union)|divorce)/i],
  ['Domestic Violence', /\b(?:Family Violence Act|Domestic Violence Act|protection orders?)\b/i],
  ['Adoption', /\b(?:Adoption Act|adoption)\b/i],
  ['Property Division', /\b(?:Property \(Relationships\) Act|relationship property|matrimonial property)/i],
  ['Guardianship', /\bguardianship\b/i],
  [
    'Child Protection',
    /\b(?:Oranga Tamariki Act|Children, Young Persons,? and Their Families Act|care and protection)/i,
  ],
];

/** Family law area of each family case type. */
export const FAMILY_LAW_AREA_OF: Record<FamilyCaseType, FamilyLawArea> = {
  'Child Custody': 'Children and Family',
  Adoption: 'Children and Family',
  Guardianship: 'Children and Family',
  'Property Division': 'Property and Financial',
  'Domestic Violence': 'Domestic Violence',
  'Child Protection': 'Child Protection',
  'Divorce/Dissolution': 'General Family Law',
};

const CHILD_TYPES: readonly FamilyCaseType[] = [
  'Child Custody',
  'Adoption',
  'Guardianship',
  'Child Protection',
];

/**
 * Family fields of a family decision (legal area `family`): case types whose terms occur (title, notice, source
 * note, first SUBJECT_CHARS of the text), their family law areas (FAMILY_LAW_AREA_OF); children involved = true
 * when a case type concerns children or the text mentions a lawyer for the child, false when the full text is held
 * and neither occurs; protection order = true when "protection order" occurs, false when the full text is held and
 * it does not. Otherwise these stay absent.
 */
export function familyOf(
  doc: Document,
): Pick<CaseFacts, 'familyCaseTypes' | 'familyLawAreas' | 'childrenInvolved' | 'protectionOrder'> {
  const meta = doc.metadata as Meta;
  const text = [doc.title, str(meta.suppression_notice), str(meta.notes), textOf(doc).slice(0, SUBJECT_CHARS)]
    .filter(Boolean)
    .join('\n');
  const caseTypes = FAMILY_CASE_TYPE_RULES.filter(([, re]) => re.test(text)).map(([t]) => t);
  const areas = [...new Set(caseTypes.map((t) => FAMILY_LAW_AREA_OF[t]))];
  const full = hasFullText(doc);
  const childType = caseTypes.find((t) => CHILD_TYPES.includes(t));
  const lawyerForChild = /\blawyer for (?:the )?child/i.test(text);
  const childrenInvolved = childType
    ? { value: true, basis: `A ${childType.toLowerCase()} proceeding` }
    : lawyerForChild
      ? { value: true, basis: 'A lawyer for the child appeared' }
      : full
        ? { value: false, basis: 'The judgment names no children’s proceeding' }
        : undefined;
  const protection = /\bprotection orders?\b/i.test(text)
    ? { value: true, basis: 'The record mentions a protection order' }
    : full
      ? { value: false, basis: 'The judgment does not mention a protection order' }
      : undefined;
  return {
    ...(caseTypes.length ? { familyCaseTypes: caseTypes } : {}),
    ...(areas.length ? { familyLawAreas: areas } : {}),
    ...(childrenInvolved ? { childrenInvolved } : {}),
    ...(protection ? { protectionOrder: protection } : {}),
  };
}

// ——— All together ———

/** Every derived field of a decision and its filterable facets (`case_type:Criminal`, …). */
export function deriveCaseFacts(doc: Document): { facts: CaseFacts; facets: string[] } {
  const facts: CaseFacts = { significance: significanceOf(doc) };
  const caseType = caseTypeOf(doc);
  if (caseType) facts.caseType = caseType;
  const location = locationOf(doc);
  if (location) facts.location = location;
  const judges = judgesOf(doc);
  if (judges) facts.judges = judges;
  const outcome = outcomeOf(doc);
  if (outcome) facts.outcome = outcome;
  const reported = reportedOf(doc);
  if (reported) facts.reported = reported;
  if (doc.legal_area.includes('employment')) {
    const e = employmentOf(doc);
    if (e.caseTypes.length) facts.employmentCaseTypes = e.caseTypes;
    if (e.areas.length) facts.employmentAreas = e.areas;
  }
  if (doc.legal_area.includes('family')) Object.assign(facts, familyOf(doc));

  const facets = [caseFacet('significance', facts.significance.value)];
  if (facts.caseType) facets.push(caseFacet('case_type', facts.caseType.value));
  if (facts.location) facets.push(caseFacet('location', facts.location));
  if (facts.outcome) facets.push(caseFacet('outcome', facts.outcome.value));
  if (facts.reported) facets.push(caseFacet('reported', facts.reported.series));
  for (const t of facts.employmentCaseTypes ?? []) facets.push(caseFacet('employment_case_type', t));
  for (const a of facts.employmentAreas ?? []) facets.push(caseFacet('employment_area', a));
  for (const t of facts.familyCaseTypes ?? []) facets.push(caseFacet('family_case_type', t));
  for (const a of facts.familyLawAreas ?? []) facets.push(caseFacet('family_law_area', a));
  if (facts.childrenInvolved) facets.push(caseFacet('children_involved', facts.childrenInvolved.value));
  if (facts.protectionOrder) facets.push(caseFacet('protection_order', facts.protectionOrder.value));
  return { facts, facets };
}

/** Adds `metadata.case_facts` and `metadata.case_facets` to a case-law document (others are left as they are). */
export function enrichCaseLaw(doc: Document): Document {
  if (doc.type !== 'case_law') return doc;
  const { facts, facets } = deriveCaseFacts(doc);
  doc.metadata = { ...doc.metadata, case_facts: facts, case_facets: facets };
  return doc;
}
