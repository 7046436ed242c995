import { describe, expect, it } from 'vitest';
import { LAY_TO_LEGAL, NEGATION_WORDS, QUERY_FUNCTION_WORDS, STOP_WORDS } from './index';
import { findNeutralCitation, legalTermsOf, MAX_QUERY_WORDS, reduceQuery } from './query-terms';

const wordCount = (q: string) => q.split(/\s+/).filter((w) => w !== '').length;

describe('reduceQuery', () => {
  it('maps a described dismissal to its legal term and keeps the negation', () => {
    const r = reduceQuery('I was fired without warning');
    expect(r.terms).toEqual(['employment', 'dismissal', 'without', 'warning']);
    expect(r.query).toBe('employment dismissal without warning');
    expect(r.citation).toBeNull();
  });

  it('maps a bond dispute to tenancy terms and keeps negated contractions', () => {
    const r = reduceQuery("My landlord won't return my bond");
    expect(r.terms).toContain('residential tenancies');
    expect(r.terms).toContain('bond');
    // "won't" says the opposite of "will": negations are never dropped.
    expect(r.query.split(' ')).toContain('wont');
    expect(r.query.split(' ')).not.toContain('my');
    expect(r.query).toContain('return');
  });

  it('leaves the words as typed when legal terms are not wanted (a passage of law)', () => {
    const r = reduceQuery("My landlord won't return my bond", { layTerms: false });
    expect(r.terms).not.toContain('residential tenancies');
    expect(r.query).toBe('landlord wont return bond');
  });

  it('drops the connectives of a described situation, not only the index stop words', () => {
    const r = reduceQuery('employer docked my pay because I broke a mug while at home');
    expect(r.query.split(' ')).not.toContain('because');
    expect(r.query.split(' ')).not.toContain('while');
    // "broke" alone is the verb here, not "out of money".
    expect(r.terms).not.toContain('insolvency');
    expect(reduceQuery("I'm broke and can't pay the power bill").terms).toContain('insolvency');
  });

  it('matches phrases before words (stop words inside a phrase still count)', () => {
    const r = reduceQuery('access to children');
    expect(r.terms).toEqual(['care of children']);
    expect(r.query).toBe('care children');
  });

  it('detects and normalises a neutral citation', () => {
    expect(reduceQuery('[2017] NZHC 3297')).toEqual({
      terms: ['[2017] NZHC 3297'],
      query: '[2017] NZHC 3297',
      citation: '[2017] NZHC 3297',
    });
    expect(findNeutralCitation('see [ 2019 ]nzempc 012 at [5]')).toBe('[2019] NZEmpC 12');
    expect(findNeutralCitation('2020 nzsc 12')).toBe('[2020] NZSC 12');
    expect(findNeutralCitation('employment relations act')).toBeNull();
  });

  it('keeps other words beside a citation', () => {
    const r = reduceQuery('costs in [2020] NZHC 430');
    expect(r.citation).toBe('[2020] NZHC 430');
    expect(r.terms[0]).toBe('[2020] NZHC 430');
    expect(r.terms).toContain('costs');
  });

  it('passes a short keyword query through unchanged', () => {
    expect(reduceQuery('employment relations act')).toEqual({
      terms: ['employment relations act'],
      query: 'employment relations act',
      citation: null,
    });
    expect(reduceQuery('  Costs  Appeal ').query).toBe('costs appeal');
  });

  it('keeps a short Act title intact, typed in any case', () => {
    expect(reduceQuery('health and safety at work act').terms).toEqual(['health and safety at work act']);
    expect(reduceQuery('Health and Safety at Work Act 2015').terms).toEqual([
      'health and safety at work act 2015',
    ]);
    expect(reduceQuery('Human Rights Act').query).toBe('human rights act');
  });

  it('searches a term without its stop words, and reports it whole', () => {
    const r = reduceQuery('my access to children was cut');
    expect(r.terms).toContain('care of children');
    expect(r.query.split(' ')).toEqual(expect.arrayContaining(['care', 'children']));
    expect(r.query.split(' ')).not.toContain('of');
    // Inside quotes every word counts.
    expect(reduceQuery('"work and income"').query).toBe('"work and income"');
  });

  it('keeps a capitalised Act title intact inside a sentence', () => {
    const r = reduceQuery('What does the Care of Children Act say about custody?');
    expect(r.terms[0]).toBe('care of children act');
    expect(r.terms).toContain('care of children');
  });

  it('keeps quoted phrases intact and quoted in the query', () => {
    const r = reduceQuery('my boss broke "good faith" obligations');
    expect(r.terms[0]).toBe('good faith');
    expect(r.query.startsWith('"good faith"')).toBe(true);
  });

  it('keeps at most 10 words and dedupes', () => {
    const long =
      'I was sacked and fired and dismissed by my boss after my landlord evicted me and my partner broke up with me and I have debts and tax problems';
    const r = reduceQuery(long);
    expect(wordCount(r.query.replace(/"/g, ''))).toBeLessThanOrEqual(MAX_QUERY_WORDS);
    expect(new Set(r.query.split(' ')).size).toBe(r.query.split(' ').length);
    expect(r.terms.filter((t) => t === 'dismissal')).toHaveLength(1);
  });

  it('handles everyday situations from the home page examples', () => {
    expect(reduceQuery('being fired').terms).toContain('dismissal');
    expect(reduceQuery('family violence').terms).toEqual(['family violence']);
    expect(reduceQuery('protection orders').terms).toEqual(['family violence']);
    expect(reduceQuery('youth court').terms).toContain('young persons');
    expect(reduceQuery('child protection').terms).toContain('oranga tamariki');
    expect(reduceQuery('my landlords kept the bond').terms).toContain('residential tenancies');
    expect(reduceQuery('Māori land').terms).toContain('te ture whenua maori');
    expect(reduceQuery('').terms).toEqual([]);
  });

  it('never throws and stays bounded on hostile input', () => {
    for (const input of [
      '',
      '   ',
      '"',
      '\\',
      '""""',
      'a,a,a,a,a,a,a,a,a,a,a,a,a',
      'x'.repeat(10_000),
      '🙂 ☃ ā',
      'AND OR NOT',
    ]) {
      const r = reduceQuery(input);
      expect(wordCount(r.query.replace(/"/g, ''))).toBeLessThanOrEqual(MAX_QUERY_WORDS);
    }
    expect(reduceQuery('').terms).toEqual([]);
  });
});

describe('legalTermsOf', () => {
  it('gives each legal term of the everyday words once, in typed order, past the 10-word limit', () => {
    expect(legalTermsOf('my boss fired me')).toEqual(['employer', 'employment', 'dismissal']);
    expect(legalTermsOf('nothing everyday here')).toEqual([]);
  });

  it('finds a phrase of several words however its words are inflected, a single word only as listed', () => {
    // The table lists "deducted from my pay"; "deducted from my pays" is the same phrase.
    expect(legalTermsOf('they deducted from my pays')).toEqual(['deductions from wages']);
    // "fired" (dismissal) is listed; "fire" is not read as it.
    expect(legalTermsOf('a fire at the house next door')).not.toContain('dismissal');
  });

  it('leaves out a term the text already holds word for word', () => {
    expect(legalTermsOf('judge')).not.toContain('judge');
    expect(legalTermsOf('judge')).toContain('court');
  });
});

describe('synonym table', () => {
  it('uses lower-case keys without punctuation and never maps a stop word', () => {
    const stop = new Set(STOP_WORDS);
    for (const [key, values] of Object.entries(LAY_TO_LEGAL)) {
      expect(key).toMatch(/^[a-z0-9ā-ū ]+$/);
      expect(stop.has(key)).toBe(false);
      // An empty list only for a phrase that holds a shorter entry without its sense ("against my will").
      if (values.length === 0)
        expect(Object.keys(LAY_TO_LEGAL).some((k) => k !== key && ` ${key} `.includes(` ${k} `))).toBe(true);
    }
  });

  it('orders the terms of longer everyday phrases first and reads "will" after a determiner as the document', () => {
    expect(reduceQuery('how do I make a valid will without a lawyer?').terms[0]).toBe('wills');
    expect(reduceQuery('he locked me in his car against my will').terms).not.toContain('wills');
  });

  it('drops no negation and no word of legal meaning as a function word', () => {
    const negations = new Set(NEGATION_WORDS);
    for (const w of QUERY_FUNCTION_WORDS) expect(negations.has(w)).toBe(false);
    for (const w of ['against', 'under', 'let', 'own', 'ill', 'off'])
      expect(QUERY_FUNCTION_WORDS).not.toContain(w);
    for (const key of Object.keys(LAY_TO_LEGAL)) expect(QUERY_FUNCTION_WORDS).not.toContain(key);
  });

  it('keeps a legal term typed as it is: "protection order" is searched, not only the family violence it is under', () => {
    expect(reduceQuery('protection order').terms).toEqual(['protection order', 'family violence']);
  });
});
