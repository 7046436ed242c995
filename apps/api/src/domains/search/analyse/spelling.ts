/**
 * A query's misspelt words, corrected before it is analysed (`correctSpelling`): a word that neither an English
 * dictionary nor the law knows is lost to the search (the main query drops words the Acts do not use, and the
 * everyday terms do not recognise it), so "my landlrod kept the bond" searched "bond" alone.
 *
 * Sources: the Hunspell dictionary of Australian English (npm `dictionary-en-au`, SCOWL; the nearest to New Zealand
 * spelling that is published: "neighbour", "licence", "ute"), read by `nspell`; the law's own words (`textDf` of
 * data/derived/vocabulary.json); te reo Māori words the Acts use (its `teReo`).
 */
import { stemWord } from '@aotearoa/contracts';
import dictionary from 'dictionary-en-au';
import nspell from 'nspell';
import { isTeReo, sectionsUsing } from './vocabulary';

/** One word corrected: as typed, and as searched. */
export interface SpellingCorrection {
  typed: string;
  searched: string;
}

/** Shortest word corrected: a short word has many neighbours one letter away ("kdis": "kids", "dis"). */
export const MIN_CORRECTED_LENGTH = 5;

// The package gives its files' bytes; nspell's types ask for Buffers.
const SPELL = nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** A word as the query holds it: letters, with an apostrophe or hyphen inside ("doesn't", "ex-partner"). */
const WORD = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu;

/**
 * How likely a slip is, most likely first: two neighbours swapped, a letter doubled or undoubled, a letter left out
 * or added, a letter replaced (measured on real misspellings: infra/eval/README.md, "sixth session").
 */
enum Slip {
  Swap = 0,
  Double = 1,
  Letter = 2,
  Replace = 3,
}

/**
 * Every string one edit away from `word` (a letter deleted, inserted or replaced, or two neighbours swapped), with
 * the likeliest slip that makes it. Pure.
 */
function oneEditAway(word: string): Map<string, Slip> {
  const out = new Map<string, Slip>();
  const add = (w: string, slip: Slip) => {
    if (w !== word && (out.get(w) ?? Slip.Replace + 1) > slip) out.set(w, slip);
  };
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    const next = tail[0];
    const previous = head.at(-1);
    if (next) add(head + tail.slice(1), next === tail[1] || next === previous ? Slip.Double : Slip.Letter);
    if (tail.length > 1) add(head + tail[1] + next + tail.slice(2), Slip.Swap);
    for (const c of LETTERS) {
      if (next) add(head + c + tail.slice(1), Slip.Replace);
      add(head + c + tail, c === next || c === previous ? Slip.Double : Slip.Letter);
    }
  }
  return out;
}

/**
 * The word `word` was meant to be, or null to leave it as typed. Only a word of lower-case letters a–z of
 * MIN_CORRECTED_LENGTH or more that the dictionary, the law's text and te reo (as the Acts use it) all do not know is
 * corrected (a capital marks a name or an acronym, "Snapchat", "WINZ"; an apostrophe or hyphen a form the dictionary
 * splits). Of the words one edit away that the dictionary knows, the one made by the likeliest slip (`Slip`), then
 * the one the most sections of the Acts use; none when several are equally likely and the law uses none of them.
 * Pure.
 */
export function correctWord(word: string): string | null {
  if (word.length < MIN_CORRECTED_LENGTH || !/^[a-z]+$/.test(word)) return null;
  if (SPELL.correct(word) || sectionsUsing(stemWord(word)) > 0 || isTeReo(word)) return null;
  const known = [...oneEditAway(word)]
    .filter(([w]) => SPELL.correct(w))
    .map(([w, slip]) => ({ w, slip, sections: sectionsUsing(stemWord(w)) }))
    .sort((a, b) => a.slip - b.slip || b.sections - a.sections || a.w.localeCompare(b.w));
  const best = known[0];
  if (!best) return null;
  const alike = known.filter((k) => k.slip === best.slip).length;
  return best.sections === 0 && alike > 1 ? null : best.w;
}

/** True when the word at `offset` of `text` opens it or a sentence of it (after ".", "?" or "!"). Pure. */
function startsSentence(text: string, offset: number): boolean {
  return /(?:^|[.?!])\s*$/.test(text.slice(0, offset));
}

/**
 * `correctWord` of `word`, and of a capitalised word that opens a sentence as in lower case, capitalised again
 * ("Landlrod kept…" → "Landlord kept…"); elsewhere a capital marks a name. Pure.
 */
function correctAsTyped(word: string, opensSentence: boolean): string | null {
  if (!opensSentence || !/^[A-Z][a-z]+$/.test(word)) return correctWord(word);
  const searched = correctWord(word.toLowerCase());
  return searched ? searched.charAt(0).toUpperCase() + searched.slice(1) : null;
}

/**
 * `text` with its misspelt words corrected (`correctWord`; a capitalised word too where it opens a sentence), and the
 * corrections made, in order. Words inside double quotes are searched as typed and never corrected. Pure;
 * microseconds for a query of known words, about a millisecond for each word it has to look round.
 */
export function correctSpelling(text: string): { text: string; corrections: SpellingCorrection[] } {
  const corrections: SpellingCorrection[] = [];
  let before = '';
  const corrected = text
    .split(/(["“”][^"“”]*["“”])/)
    .map((part) => {
      // Whether a word opens a sentence is read from the whole text, quoted parts included.
      const prefix = before;
      before += part;
      if (/^["“”]/.test(part)) return part;
      return part.replace(WORD, (word, offset: number) => {
        const searched = correctAsTyped(word, startsSentence(prefix + part, prefix.length + offset));
        if (!searched) return word;
        corrections.push({ typed: word, searched });
        return searched;
      });
    })
    .join('');
  return { text: corrected, corrections };
}
