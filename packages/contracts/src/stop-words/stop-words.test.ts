import { readFileSync } from 'node:fs';
import { eng } from 'stopword';
import { describe, expect, it } from 'vitest';
import { NEGATION_WORDS } from '../analysis';
import { QUERY_FUNCTION_WORDS, STOP_WORDS, STOP_WORDS_FILE } from './stop-words';

/** Every stop word's source, read again in the installed list. */
describe('the stop words', () => {
  const list = new Set(eng);

  it('are drawn from the list version the contracts pin', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    expect(pkg.devDependencies.stopword).toBe(STOP_WORDS_FILE.list.version);
  });

  it('say rightly which words are the list’s and which are named additions', () => {
    const wrong = [...STOP_WORDS_FILE.stopWords, ...STOP_WORDS_FILE.queryFunctionWords]
      .filter((w) => (w.source === 'stopword') !== list.has(w.word))
      .map((w) => `${w.word} (${w.source})`);
    expect(wrong).toEqual([]);
  });

  it('account for every word of the list: a stop word, a function word, or kept with its reason', () => {
    const used = new Set([...STOP_WORDS, ...QUERY_FUNCTION_WORDS]);
    const kept = new Set(STOP_WORDS_FILE.keptFromList.map((w) => w.word));
    expect(eng.filter((w) => !used.has(w) && !kept.has(w))).toEqual([]);
    expect([...kept].filter((w) => used.has(w) || !list.has(w))).toEqual([]);
  });

  it('hold each word once, and no negation', () => {
    const all = [...STOP_WORDS, ...QUERY_FUNCTION_WORDS];
    expect(new Set(all).size).toBe(all.length);
    for (const n of NEGATION_WORDS) expect(all).not.toContain(n);
  });
});
