/**
 * The `--typos` check: each situation of a set with one typing slip (SYNTHETIC: made here, seeded, never stored) in
 * one of its words of five lower-case letters or more — two neighbouring letters swapped, a letter doubled, a letter
 * left out, or a letter replaced — searched as typed. Measures what a slip costs the search, and what the API's
 * spelling correction wins back (run it against APIs with and without it).
 */
import { seeded } from './api';
import type { Situation } from './situations';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** `word` with one slip of kind `kind` (0 swap, 1 double, 2 leave out, 3 replace) at a place 1… from `rnd`. Pure. */
function slip(word: string, kind: number, rnd: () => number): string {
  // Never the first letter: people seldom get it wrong.
  const i = 1 + Math.floor(rnd() * (word.length - 2));
  const at = word[i] ?? '';
  if (kind === 0) return word.slice(0, i) + (word[i + 1] ?? '') + at + word.slice(i + 2);
  if (kind === 1) return word.slice(0, i) + at + word.slice(i);
  if (kind === 2) return word.slice(0, i) + word.slice(i + 1);
  const other = LETTERS.replace(at, '');
  return word.slice(0, i) + other[Math.floor(rnd() * other.length)] + word.slice(i + 1);
}

/**
 * The situations of `set`, each with one slip in one of its words of five lower-case letters or more (seed 47: every
 * run makes the same slips); a situation with no such word is left out.
 */
export function withTypos(set: readonly Situation[]): Situation[] {
  const rnd = seeded(47);
  const out: Situation[] = [];
  for (const s of set) {
    const words = [...s.situation.matchAll(/\b[a-z]{5,}\b/g)];
    const pick = words[Math.floor(rnd() * words.length)];
    if (!pick || pick.index === undefined) continue;
    const typed = slip(pick[0], Math.floor(rnd() * 4), rnd);
    out.push({
      ...s,
      situation: s.situation.slice(0, pick.index) + typed + s.situation.slice(pick.index + pick[0].length),
    });
  }
  return out;
}
