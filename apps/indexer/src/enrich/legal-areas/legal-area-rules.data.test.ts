import { LEGAL_AREA_LABELS, LEGAL_AREAS } from '@aotearoa/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../corpus';
import { type AreaEvidence, checkSource, readAreaEvidence } from './evidence';
import { LEGAL_AREA_RULES } from './rules';

/**
 * Letters an area's name must share with its label's word: its other forms (`commercial` → `commerce`, `tenancy` →
 * `tenancies`, `procedure` → `proceedings`, the word of the same root the Acts use for a civil case).
 */
const SHARED_LETTERS = 5;

/** Whether `name` is the label, a phrase of it (split at "and"), or the same words in another form. */
function formOfLabel(name: string, label: string): boolean {
  const phrases = label.toLowerCase().split(/ and /);
  const words = name.toLowerCase().split(' ');
  return phrases.some((p) => {
    const labelWords = p.split(' ');
    return (
      labelWords.length === words.length &&
      labelWords.every((l, i) => {
        const w = words[i] ?? '';
        return l.length <= SHARED_LETTERS
          ? w.startsWith(l)
          : w.slice(0, SHARED_LETTERS) === l.slice(0, SHARED_LETTERS);
      })
    );
  });
}

/** Every legal-area term's source and every court's, read again in the bundled Acts and the glossary. */
describe('the legal-area rules', () => {
  let ev: AreaEvidence;
  // Reading every Act's sections: a few seconds.
  beforeAll(() => {
    ev = readAreaEvidence(DATA_DIR);
  }, 300_000);

  it('gives every term and every court a source that says what it says', () => {
    const wrong: string[] = [];
    for (const rule of LEGAL_AREA_RULES.areas)
      for (const [where, terms] of [
        ['title', rule.title],
        ['text', rule.text],
      ] as const)
        for (const { term, source } of terms)
          if (!checkSource(term, source, rule, LEGAL_AREA_RULES.courts, ev))
            wrong.push(`${rule.area} ${where} '${term}' (${source.kind})`);
    for (const c of LEGAL_AREA_RULES.courts) {
      const rule = LEGAL_AREA_RULES.areas.find((r) => r.area === c.area);
      if (!rule || !checkSource(c.court, c.source, rule, [], ev))
        wrong.push(`court ${c.court} (${c.source.kind})`);
    }
    expect(wrong).toEqual([]);
  });

  it('names each area by its label or the label’s words in another form', () => {
    const wrong = LEGAL_AREA_RULES.areas.flatMap((r) =>
      r.names.filter((n) => !formOfLabel(n, LEGAL_AREA_LABELS[r.area])).map((n) => `${r.area}: ${n}`),
    );
    expect(wrong).toEqual([]);
  });

  it('has one rule per area but general, each term once', () => {
    expect(LEGAL_AREA_RULES.areas.map((r) => r.area)).toEqual(LEGAL_AREAS.filter((a) => a !== 'general'));
    for (const r of LEGAL_AREA_RULES.areas)
      for (const terms of [r.title, r.text]) {
        const words = terms.map((t) => t.term);
        expect(new Set(words).size, r.area).toBe(words.length);
      }
  });
});
