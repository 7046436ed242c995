import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { foldDiacritics } from '@aotearoa/contracts';
import { readDefinitions } from '../../everyday-terms/sources';
import { readActSections } from '../../sources/pco-acts/full-text/sections';
import { type AreaRule, type AreaTermSource, type CourtArea, CROWN_PARTY_TERMS, escapeTerm } from './rules';

/** One Act of the bundled text as the sources of legal-area terms read it. */
export interface EvidenceAct {
  title: string;
  /** Its long title and purpose sections: pinpoint → text. */
  purposes: Map<string, string>;
  /** Its sections' headings: pinpoint → heading. */
  headings: Map<string, string>;
  /** The terms its interpretation sections define: pinpoint → defined terms. */
  definitions: Map<string, string[]>;
  /** Its sections in force: pinpoint and text (heading and text), for `act-cites` and `act-text`. */
  texts: [string, string][];
}

/** What legal-area terms are checked against: the Acts' text (by title) and the Ministry of Justice glossary. */
export interface AreaEvidence {
  acts: Map<string, EvidenceAct>;
  glossary: { phrase: string; definition: string }[];
}

/** A purpose section's heading ("Purpose", "Purposes of this Act", "Object"). */
const PURPOSE = /^(?:purposes?|objects?)(?: of (?:this|the) Act)?$/i;
/** An interpretation section's heading: "Interpretation", "Definitions", "Meaning of …". */
const INTERPRETATION = /^(?:interpretation|definitions?|meaning of\b)/i;
/** Fewest sections of an Act of the area that must use a term for `act-text`. */
export const MIN_TEXT_SECTIONS = 3;

/**
 * Reads every Act of the bundled text (`readActSections`: the 2017–2026 pages, else the 2009–2014 reprints) and the
 * Ministry of Justice glossary (`dataDir/moj-glossary`). A few seconds; throws when a file is missing.
 */
export function readAreaEvidence(dataDir: string): AreaEvidence {
  const acts = new Map<string, EvidenceAct>();
  for (const [, sections] of readActSections(dataDir)) {
    const first = sections[0];
    if (!first) continue;
    const act: EvidenceAct = {
      title: first.actTitle,
      purposes: new Map(),
      headings: new Map(),
      definitions: new Map(),
      texts: [],
    };
    for (const s of sections) {
      if (s.kind === 'long_title' || PURPOSE.test(s.heading)) act.purposes.set(s.pinpoint, s.text);
      if (s.heading) act.headings.set(s.pinpoint, s.heading);
      if (INTERPRETATION.test(s.heading))
        act.definitions.set(
          s.pinpoint,
          readDefinitions(act.title, s.pinpoint, s.text).map((d) => d.term),
        );
      if (!s.repealed) act.texts.push([s.pinpoint, `${s.heading}\n${s.text}`]);
    }
    acts.set(act.title, act);
  }
  const glossaryFile = JSON.parse(
    readFileSync(join(dataDir, 'moj-glossary', 'nz-justice-glossary.json'), 'utf8'),
  ) as { entries: { phrase: string; definition: string }[] }[];
  return { acts, glossary: glossaryFile.flatMap((g) => g.entries) };
}

/** Text for matching: diacritics folded ("Māori" and "Maori" alike). */
const fold = (text: string) => foldDiacritics(text.normalize('NFC'));

/** Whether `text` holds the term as the rules match it: at a word's start, case-insensitive, diacritics folded. */
export function holdsTerm(text: string, term: string): boolean {
  return new RegExp(`\\b${escapeTerm(fold(term))}`, 'i').test(fold(text));
}

/** Whether `text` names the area: one of its names as whole words, case-insensitive, diacritics folded. */
export function namesArea(text: string, names: readonly string[]): boolean {
  const t = fold(text);
  return names.some((n) => new RegExp(`\\b${escapeTerm(fold(n))}\\b`, 'i').test(t));
}

/**
 * Where an Act names the area: `title` when its title does, else the pinpoint of its first long title or purpose
 * section that does; null when it names it nowhere (it is not an Act of the area).
 */
export function whereNamed(act: EvidenceAct, names: readonly string[]): string | null {
  if (namesArea(act.title, names)) return 'title';
  for (const [section, text] of act.purposes) if (namesArea(text, names)) return section;
  return null;
}

/** Whether `namedIn` of `act` names the area (see `whereNamed`). */
function namedIn(act: EvidenceAct, where: string, names: readonly string[]): boolean {
  return where === 'title' ? namesArea(act.title, names) : namesArea(act.purposes.get(where) ?? '', names);
}

/** How many of an Act's sections in force use the term. */
function textCount(act: EvidenceAct, term: string): number {
  return act.texts.filter(([, t]) => holdsTerm(t, term)).length;
}

/** The area of a court, if it is one of `courts`. */
const courtArea = (court: string, courts: readonly CourtArea[]) =>
  courts.find((c) => c.court === court)?.area;

/**
 * Whether `source` says what it says of `term` in `rule`'s area, read again in the bundled data (see
 * AreaTermSource for each kind). Pure over `ev`.
 */
export function checkSource(
  term: string,
  source: AreaTermSource,
  rule: Pick<AreaRule, 'area' | 'names'>,
  courts: readonly CourtArea[],
  ev: AreaEvidence,
): boolean {
  const { names } = rule;
  switch (source.kind) {
    case 'area-name':
      return names.includes(source.name) && (holdsTerm(source.name, term) || namesArea(term, [source.name]));
    case 'court':
      return courtArea(source.court, courts) === rule.area && holdsTerm(source.court, term);
    case 'moj-glossary':
      return ev.glossary.some(
        (g) =>
          g.phrase === source.phrase &&
          holdsTerm(`${g.phrase} ${g.definition}`, term) &&
          namesArea(`${g.phrase} ${g.definition}`, names),
      );
    case 'crown-party':
      return (
        CROWN_PARTY_TERMS.includes(term) &&
        ev.glossary.some(
          (g) => g.phrase === source.phrase && /\bCrown\b/.test(g.phrase) && namesArea(g.definition, names),
        )
      );
    case 'act-purpose': {
      const text = ev.acts.get(source.act)?.purposes.get(source.section) ?? '';
      return holdsTerm(text, term) && namesArea(text, names);
    }
    default: {
      const act = ev.acts.get(source.act);
      if (!act || !namedIn(act, source.namedIn, names)) return false;
      if (source.kind === 'act-title') return holdsTerm(act.title, term);
      if (source.kind === 'act-heading')
        return act.headings.get(source.section) === source.heading && holdsTerm(source.heading, term);
      if (source.kind === 'act-cites')
        return (
          ev.acts.has(source.cites) &&
          holdsTerm(source.cites, term) &&
          act.texts.some(([section, text]) => section === source.section && text.includes(source.cites))
        );
      if (source.kind === 'act-definition')
        return (
          (act.definitions.get(source.section) ?? []).includes(source.defines) &&
          holdsTerm(source.defines, term)
        );
      return textCount(act, term) >= source.sections;
    }
  }
}

/** The first source an Act of the area gives the term: its title, a term it defines, a heading; null if none. */
function actSource(term: string, act: EvidenceAct, where: string): AreaTermSource | null {
  if (holdsTerm(act.title, term)) return { kind: 'act-title', act: act.title, namedIn: where };
  for (const [section, defined] of act.definitions) {
    const defines = defined.find((d) => holdsTerm(d, term));
    if (defines) return { kind: 'act-definition', act: act.title, namedIn: where, section, defines };
  }
  for (const [section, heading] of act.headings)
    if (holdsTerm(heading, term))
      return { kind: 'act-heading', act: act.title, namedIn: where, section, heading };
  return null;
}

/** An Act that cites another Act whose title holds the term: where it names it; null if it does not. */
function citesSource(term: string, act: EvidenceAct, where: string, ev: AreaEvidence): AreaTermSource | null {
  for (const cites of ev.acts.keys()) {
    if (cites === act.title || !holdsTerm(cites, term)) continue;
    const at = act.texts.find(([, text]) => text.includes(cites));
    if (at) return { kind: 'act-cites', act: act.title, namedIn: where, section: at[0], cites };
  }
  return null;
}

/** The Act of `acts` whose sections use the term most, if at least MIN_TEXT_SECTIONS do. */
function textSource(term: string, acts: { act: EvidenceAct; where: string }[]): AreaTermSource | null {
  let best: { act: EvidenceAct; where: string; n: number } | null = null;
  for (const { act, where } of acts) {
    const n = textCount(act, term);
    if (n >= MIN_TEXT_SECTIONS && (!best || n > best.n)) best = { act, where, n };
  }
  return best ? { kind: 'act-text', act: best.act.title, namedIn: best.where, sections: best.n } : null;
}

/**
 * The first source found for `term` in `rule`'s area, the strongest first: one of the area's names; a court of the
 * area; then the Acts whose title names the area (their title, a definition, a heading); the long title or purpose
 * section of an Act holding the term and naming the area; an Act whose title names the area citing an Act whose
 * title holds the term; the glossary; the text of an Act whose title names the area; and only then the same of the
 * Acts whose long title or purpose names the area, a weaker tie (a word of the area may be said in passing there).
 * Null when none is found.
 */
export function findSource(
  term: string,
  rule: Pick<AreaRule, 'area' | 'names'>,
  courts: readonly CourtArea[],
  ev: AreaEvidence,
): AreaTermSource | null {
  const { names } = rule;
  for (const name of names)
    if (holdsTerm(name, term) || namesArea(term, [name])) return { kind: 'area-name', name };
  for (const c of courts)
    if (c.area === rule.area && holdsTerm(c.court, term)) return { kind: 'court', court: c.court };
  const areaActs = [...ev.acts.values()]
    .map((act) => ({ act, where: whereNamed(act, names) }))
    .filter((a): a is { act: EvidenceAct; where: string } => a.where !== null);
  const byTitle = areaActs.filter((a) => a.where === 'title');
  const byPurpose = areaActs.filter((a) => a.where !== 'title');
  const purpose = (): AreaTermSource | null => {
    for (const act of ev.acts.values())
      for (const [section, text] of act.purposes)
        if (holdsTerm(text, term) && namesArea(text, names))
          return { kind: 'act-purpose', act: act.title, section };
    return null;
  };
  const glossary = (): AreaTermSource | null => {
    const g = ev.glossary.find((e) => {
      const text = `${e.phrase} ${e.definition}`;
      return holdsTerm(text, term) && namesArea(text, names);
    });
    return g ? { kind: 'moj-glossary', phrase: g.phrase } : null;
  };
  const first = <T>(items: T[], find: (item: T) => AreaTermSource | null) => {
    for (const item of items) {
      const found = find(item);
      if (found) return found;
    }
    return null;
  };
  return (
    first(byTitle, (a) => actSource(term, a.act, a.where)) ??
    purpose() ??
    first(byTitle, (a) => citesSource(term, a.act, a.where, ev)) ??
    glossary() ??
    textSource(term, byTitle) ??
    first(byPurpose, (a) => actSource(term, a.act, a.where)) ??
    first(byPurpose, (a) => citesSource(term, a.act, a.where, ev)) ??
    textSource(term, byPurpose)
  );
}
