import {
  type EverydayTermSource,
  QUERY_FUNCTION_WORDS,
  STOP_WORDS,
  stemWord,
  wordTokens,
} from '@aotearoa/contracts';
import { definitionOf, type Synset, type WordNet } from './wordnet';

/** One defined term of an Act's interpretation section: `personal grievance means any grievance that…`. */
export interface ActDefinition {
  act: string;
  section: string;
  term: string;
  text: string;
}

/** An Act's purpose section or long title: what the Act says it is for. */
export interface ActPurpose {
  act: string;
  section: string;
  text: string;
}

/** One section heading of an Act. */
export interface ActHeading {
  act: string;
  section: string;
  heading: string;
}

/** How many sections of each Act use a stem: stem → Act title → sections. */
export type SectionCounts = Map<string, Map<string, number>>;

/** One entry of the Ministry of Justice glossary (data/moj-glossary). */
export interface GlossaryEntry {
  phrase: string;
  definition: string;
}

/** What the evidence is looked for in: the Acts' definitions and headings, the glossary and WordNet. */
export interface EvidenceSources {
  definitions: ActDefinition[];
  headings: ActHeading[];
  purposes: ActPurpose[];
  glossary: GlossaryEntry[];
  sectionCounts: SectionCounts;
  wordnet: WordNet;
}

/** Words that never link an everyday word to a term: stop words, function words, the first and second person. */
const NOT_CONTENT = new Set([
  ...STOP_WORDS,
  ...QUERY_FUNCTION_WORDS,
  'i',
  'me',
  'my',
  'we',
  'our',
  'us',
  'you',
  'your',
]);
/** WordNet senses of a word looked at (WordNet lists the most frequent first; later ones are rare meanings). */
const SENSES = 4;
/** Shortest WordNet lemma taken as a word's synonym in the law's text ("can" for "fire" is not). */
const MIN_SYNONYM_LENGTH = 4;
/** An Act's headings must use the everyday word this often for the Act's title to vouch for the mapping. */
const MIN_TITLE_HEADINGS = 2;
/** Letters a derivationally related form shares with the word's stem to count as the word's own. */
const DERIVED_PREFIX = 5;
/** A stem in more than this share of the Acts' section headings is one of the law's everyday words. */
const COMMON_HEADING_SHARE = 0.002;
/** Share of the sections using a word that one Act must hold for its title to vouch for the word (`act-text`). */
const MIN_ACT_TEXT_SHARE = 0.25;
/** Fewest sections of that Act using the word. */
const MIN_ACT_TEXT_SECTIONS = 3;

/** English nouns whose plural no suffix rule undoes (the stemmer leaves "children" as it is). */
const IRREGULAR_PLURALS: Record<string, string> = {
  children: 'child',
  people: 'person',
  men: 'man',
  women: 'woman',
};

/** A word's stem, irregular plurals taken back to their singular first ("children" → "child"). */
export function baseStem(word: string): string {
  return stemWord(IRREGULAR_PLURALS[word] ?? word);
}

/** The stems of a text's content words, in order. */
export function contentStems(text: string): string[] {
  return wordTokens(text, true)
    .filter((w) => !NOT_CONTENT.has(w) && !/^\d+$/.test(w))
    .map(baseStem);
}

/** The synsets of a word's first senses, in every part of speech WordNet has it in (inflections by stem). */
function sensesOf(word: string, wn: WordNet, lemmasByStem: Map<string, string[]>): Synset[] {
  const lemmas = new Set([word, ...(lemmasByStem.get(stemWord(word)) ?? [])]);
  const out: Synset[] = [];
  for (const lemma of lemmas) {
    const keys = wn.senses.get(lemma) ?? [];
    const byPos = new Map<string, number>();
    for (const key of keys) {
      const n = byPos.get(key[0] ?? '') ?? 0;
      if (n >= SENSES) continue;
      byPos.set(key[0] ?? '', n + 1);
      const s = wn.synsets.get(key);
      if (s) out.push(s);
    }
  }
  return out;
}

/** lemma's stem → WordNet lemmas with that stem (so "fired" finds "fire"). */
export function lemmasByStem(wn: WordNet): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const lemma of wn.senses.keys()) {
    if (lemma.includes('_')) continue;
    const s = stemWord(lemma);
    out.set(s, [...(out.get(s) ?? []), lemma]);
  }
  return out;
}

/**
 * A word and its WordNet synonyms: its own stem, the stems of the one-word lemmas sharing a synset with one of its
 * first senses ("fired" → fire, dismiss, sack, discharge, …) and its derivationally related forms that begin as it
 * does ("separate" → separation), but not `common` stems (the law's everyday
 * vocabulary: "part", "give"), which would link anything. Used to find the everyday word said in the law's words.
 */
export function wordFamily(
  word: string,
  wn: WordNet,
  byStem: Map<string, string[]>,
  common: Set<string>,
): Map<string, string> {
  const family = new Map<string, string>([[stemWord(word), word]]);
  const add = (lemma: string) => {
    if (lemma.includes('_') || lemma.length < MIN_SYNONYM_LENGTH || NOT_CONTENT.has(lemma)) return;
    const stem = stemWord(lemma);
    if (!family.has(stem) && !common.has(stem)) family.set(stem, lemma);
  };
  // The word's own derived forms share its first letters ("separate" → "separation", "evict" → "eviction").
  const root = stemWord(word).slice(0, DERIVED_PREFIX);
  for (const s of sensesOf(word, wn, byStem)) {
    for (const lemma of s.lemmas) add(lemma);
    for (const r of s.related)
      for (const lemma of wn.synsets.get(r)?.lemmas ?? [])
        if (root.length === DERIVED_PREFIX && lemma.startsWith(root)) add(lemma);
  }
  return family;
}

const hasAll = (have: Set<string>, need: string[]) => need.length > 0 && need.every((s) => have.has(s));

/** The sources with every text's stems worked out once (`prepareSources`). */
export interface PreparedSources {
  definitions: (ActDefinition & { termKey: string; stems: Set<string> })[];
  headings: (ActHeading & { stems: Set<string> })[];
  purposes: (ActPurpose & { stems: Set<string> })[];
  glossary: (GlossaryEntry & { phraseKey: string; stems: Set<string> })[];
  /** Act title → its title's stems and the stems of each of its headings. */
  acts: Map<string, { title: Set<string>; headings: Set<string>[] }>;
  sectionCounts: SectionCounts;
  wordnet: WordNet;
  byStem: Map<string, string[]>;
  /** Stems used in more than COMMON_HEADING_SHARE of the Acts' headings. */
  common: Set<string>;
}

/** Works out the stems of every definition, heading and glossary entry once, for `findSource`. */
export function prepareSources(src: EvidenceSources): PreparedSources {
  const headings = src.headings.map((h) => ({ ...h, stems: new Set(contentStems(h.heading)) }));
  const acts = new Map<string, { title: Set<string>; headings: Set<string>[] }>();
  for (const h of headings) {
    let act = acts.get(h.act);
    if (!act) {
      act = { title: new Set(contentStems(h.act)), headings: [] };
      acts.set(h.act, act);
    }
    act.headings.push(h.stems);
  }
  const df = new Map<string, number>();
  for (const h of headings) for (const s of h.stems) df.set(s, (df.get(s) ?? 0) + 1);
  const common = new Set(
    [...df].filter(([, n]) => n > headings.length * COMMON_HEADING_SHARE).map(([s]) => s),
  );
  return {
    common,
    definitions: src.definitions.map((d) => ({
      ...d,
      termKey: contentStems(d.term).join(' '),
      stems: new Set(contentStems(d.text)),
    })),
    headings,
    purposes: src.purposes.map((p) => ({ ...p, stems: new Set(contentStems(p.text)) })),
    glossary: src.glossary.map((g) => ({
      ...g,
      phraseKey: contentStems(g.phrase).join(' '),
      stems: new Set(contentStems(g.definition)),
    })),
    acts,
    sectionCounts: src.sectionCounts,
    wordnet: src.wordnet,
    byStem: lemmasByStem(src.wordnet),
  };
}

/**
 * The first source found that links the everyday phrase `everyday` to the legal term `term`, looked for in this
 * order (the law's own words first): an Act's definition of the term using one of the phrase's words (or of the
 * word using the term), the glossary, a section heading holding both, the Act titled by the term using the word in
 * at least MIN_TITLE_HEADINGS of its headings, WordNet. Null when none does. Words are compared by stem; an
 * everyday word may be found as one of its WordNet family (`wordFamily`). A word the term itself holds links
 * nothing ("grievance" in "personal grievance"), unless the phrase is the term or a part of it.
 */
export function findSource(everyday: string, term: string, src: PreparedSources): EverydayTermSource | null {
  const termStems = contentStems(term);
  const everydayStems = contentStems(everyday);
  if (termStems.length === 0) return null;
  const words = [...new Set(wordTokens(everyday, true).filter((w) => !NOT_CONTENT.has(w)))];
  const families = words.map((w) => wordFamily(w, src.wordnet, src.byStem, src.common));
  const termKey = termStems.join(' ');
  const isTermPart = everydayStems.every((s) => termStems.includes(s));
  const links = (s: string) => !termStems.includes(s) || isTermPart;
  // Every word of the phrase must be found (itself or a synonym): "access to kids" is not vouched for by "access".
  const familyIn = (stems: Set<string>): string | null => {
    const found: string[] = [];
    for (const family of families) {
      const hit = [...family].find(([s]) => stems.has(s) && links(s));
      if (hit) found.push(hit[1]);
      else if (!termStems.includes(stemWord([...family.values()][0] ?? ''))) return null;
    }
    return found.length > 0 ? found.join(' ') : null;
  };
  const namesWord = (key: string) => everydayStems.length === 1 && everydayStems[0] === key;

  for (const d of src.definitions) {
    if (d.termKey === termKey) {
      const uses = familyIn(d.stems);
      if (uses) return { kind: 'act-definition', act: d.act, section: d.section, defines: d.term, uses };
    } else if (namesWord(d.termKey) && hasAll(d.stems, termStems)) {
      return { kind: 'act-definition', act: d.act, section: d.section, defines: d.term, uses: term };
    }
  }
  for (const g of src.glossary) {
    if (g.phraseKey === termKey) {
      const uses = familyIn(g.stems);
      if (uses) return { kind: 'moj-glossary', phrase: g.phrase, uses };
    } else if (namesWord(g.phraseKey) && hasAll(g.stems, termStems)) {
      return { kind: 'moj-glossary', phrase: g.phrase, uses: term };
    }
  }
  for (const p of src.purposes)
    if (hasAll(p.stems, termStems)) {
      const uses = familyIn(p.stems);
      if (uses) return { kind: 'act-purpose', act: p.act, section: p.section, uses };
    }
  const ownIn = (stems: Set<string>) =>
    everydayStems.some((s) => stems.has(s) && links(s)) &&
    everydayStems.every((s) => stems.has(s) || termStems.includes(s));
  for (const h of src.headings)
    if (hasAll(h.stems, termStems) && ownIn(h.stems))
      return { kind: 'act-heading', act: h.act, section: h.section, heading: h.heading };
  for (const [act, { title, headings }] of src.acts) {
    if (!hasAll(title, termStems)) continue;
    // Every word of the phrase (but the term's own) in at least MIN_TITLE_HEADINGS of the Act's headings.
    const stems = everydayStems.filter((s) => !termStems.includes(s));
    if (stems.length === 0) continue;
    const counts = stems.map((s) => headings.filter((h) => h.has(s)).length);
    const n = Math.min(...counts);
    if (n >= MIN_TITLE_HEADINGS)
      return {
        kind: 'act-title',
        act,
        uses: words.filter((w) => stems.includes(stemWord(w))).join(' '),
        headings: n,
      };
  }
  // The Act titled by the term holds most of the law's uses of every word of the phrase (but the term's own).
  const stems = everydayStems.filter((s) => !termStems.includes(s));
  if (stems.length > 0) {
    for (const [act, { title }] of src.acts) {
      if (!hasAll(title, termStems)) continue;
      const found = stems.map((s) => {
        const byAct = src.sectionCounts.get(s);
        const total = [...(byAct?.values() ?? [])].reduce((a, b) => a + b, 0);
        const n = byAct?.get(act) ?? 0;
        return { n, share: total > 0 ? n / total : 0 };
      });
      if (found.every((f) => f.n >= MIN_ACT_TEXT_SECTIONS && f.share >= MIN_ACT_TEXT_SHARE)) {
        const n = Math.min(...found.map((f) => f.n));
        const share = Math.round(Math.min(...found.map((f) => f.share)) * 100) / 100;
        const uses = words.filter((w) => stems.includes(stemWord(w))).join(' ');
        return { kind: 'act-text', act, uses, sections: n, share };
      }
    }
  }
  // A phrase WordNet lists as one lemma ("lay off", "split up") is looked up whole first.
  const phrase = wordTokens(everyday, true).join('_');
  const lookups = src.wordnet.senses.has(phrase) && words.length > 1 ? [phrase, ...words] : words;
  return wordnetSource(lookups, term, termStems, src.wordnet, src.byStem);
}

/** WordNet's link between one of the everyday words and the term, or null (see EverydayTermSource). */
function wordnetSource(
  words: string[],
  term: string,
  termStems: string[],
  wn: WordNet,
  byStem: Map<string, string[]>,
): EverydayTermSource | null {
  const lemma = term.toLowerCase().replace(/\s+/g, '_');
  const matches = (l: string) => l === lemma || (termStems.length === 1 && baseStem(l) === termStems[0]);
  for (const word of words) {
    const sense = (s: Synset) => `${word.replace(/_/g, ' ')}: ${definitionOf(s)}`;
    for (const s of sensesOf(word, wn, byStem)) {
      const found = (relation: 'synonym' | 'derivation' | 'hypernym' | 'gloss', lemma: string) =>
        ({
          kind: 'wordnet',
          relation,
          word: word.replace(/_/g, ' '),
          sense: sense(s),
          links: lemma.replace(/_/g, ' '),
        }) as const;
      if (s.lemmas.some(matches)) return found('synonym', term);
      for (const r of s.related) {
        const l = wn.synsets.get(r)?.lemmas.find(matches);
        if (l) return found('derivation', l);
      }
      let level = s.hypernyms;
      for (let depth = 0; depth < 2; depth++) {
        for (const h of level) {
          const l = wn.synsets.get(h)?.lemmas.find(matches);
          if (l) return found('hypernym', l);
        }
        level = level.flatMap((h) => wn.synsets.get(h)?.hypernyms ?? []);
      }
      const gloss = new Set(contentStems(definitionOf(s)));
      if (hasAll(gloss, termStems)) return found('gloss', term);
    }
  }
  return null;
}
