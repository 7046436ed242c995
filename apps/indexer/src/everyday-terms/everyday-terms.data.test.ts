import { EVERYDAY_TERMS, stemWord } from '@aotearoa/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_DIR } from '../corpus';
import { contentStems, type PreparedSources, prepareSources } from './evidence';
import { readEvidenceSources } from './sources';
import { definitionOf } from './wordnet';

/** Every everyday term's source, read again in the bundled Acts, the glossary and WordNet. */
describe('the everyday terms', () => {
  let src: PreparedSources;
  // Reading every Act's sections and stemming their text: ~15 s on a quiet machine, 2 min at load 20 (seen).
  beforeAll(() => {
    src = prepareSources(readEvidenceSources(DATA_DIR));
  }, 300_000);

  const has = (stems: Set<string>, words: string) => contentStems(words).every((s) => stems.has(s));

  it('gives every mapping a source that says what it says', () => {
    const wrong: string[] = [];
    for (const e of EVERYDAY_TERMS) {
      for (const { term, source: s } of e.terms) {
        let ok = false;
        if (s.kind === 'act-definition')
          ok = src.definitions.some(
            (d) => d.act === s.act && d.section === s.section && d.term === s.defines && has(d.stems, s.uses),
          );
        else if (s.kind === 'act-purpose')
          ok = src.purposes.some(
            (p) => p.act === s.act && p.section === s.section && has(p.stems, s.uses) && has(p.stems, term),
          );
        else if (s.kind === 'act-heading')
          ok = src.headings.some(
            (h) => h.act === s.act && h.section === s.section && h.heading === s.heading,
          );
        else if (s.kind === 'act-title')
          ok =
            has(src.acts.get(s.act)?.title ?? new Set(), term) &&
            contentStems(s.uses).every(
              (u) => (src.acts.get(s.act)?.headings ?? []).filter((h) => h.has(u)).length >= s.headings,
            );
        else if (s.kind === 'act-text')
          ok = contentStems(s.uses).every((u) => (src.sectionCounts.get(u)?.get(s.act) ?? 0) >= s.sections);
        else if (s.kind === 'moj-glossary')
          ok = src.glossary.some((g) => g.phrase === s.phrase && has(g.stems, s.uses));
        else {
          const lemma = s.word.replace(/ /g, '_');
          const senses = [lemma, ...(src.byStem.get(stemWord(lemma)) ?? [])].flatMap(
            (l) => src.wordnet.senses.get(l) ?? [],
          );
          ok = senses.some((k) => {
            const syn = src.wordnet.synsets.get(k);
            return syn !== undefined && s.sense === `${s.word}: ${definitionOf(syn)}`;
          });
        }
        if (!ok) wrong.push(`${e.everyday} → ${term} (${s.kind})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('maps each everyday word once, in lower case without punctuation', () => {
    const words = EVERYDAY_TERMS.map((e) => e.everyday);
    expect(new Set(words).size).toBe(words.length);
    for (const w of words) expect(w).toMatch(/^[a-z0-9āēīōū ]+$/);
  });
});
