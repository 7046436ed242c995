import { describe, expect, it } from 'vitest';
import { analyseQuery } from './query-analysis';

describe('analyseQuery', () => {
  it('tells each kind of query apart, once', () => {
    expect(analyseQuery('[2017] NZHC 3297').kind).toBe('citation');
    expect(analyseQuery('Health and Safety at Work Act 2015').kind).toBe('act_title');
    expect(analyseQuery('parliamentary debates').kind).toBe('document_type');
    expect(analyseQuery('"good faith" employer').kind).toBe('quoted_phrase');
    expect(analyseQuery('my boss fired me without any warning').kind).toBe('situation');
    expect(analyseQuery('bail').kind).toBe('keywords');
  });

  it('names a type of document by the app’s label, singular or plural, and nothing longer', () => {
    expect(analyseQuery('Parliamentary debates').documentType).toBe('parliamentary_debate');
    expect(analyseQuery('bills').documentType).toBe('bill');
    expect(analyseQuery('case law').documentType).toBe('case_law');
    expect(analyseQuery('case law on bail').documentType).toBeNull();
  });

  it('looks for a quoted phrase word for word, and only where a section holds it as typed', () => {
    const a = analyseQuery('"written request to the Commissioner, if the requested remission is"');
    expect(a.exactText).toBe('written request to the Commissioner, if the requested remission is');
    expect(a.verbatimOnly).toBe(true);
    // One quoted word is a keyword, not a phrase.
    expect(analyseQuery('"bail"').exactText).toBeNull();
  });

  it('looks for an unquoted run of the law’s words too, but not for a situation, a title or a citation', () => {
    const run = analyseQuery('at the option of the other partners, be dissolved if');
    expect(run.exactText).toBe(run.text);
    expect(run.verbatimOnly).toBe(true);
    expect(analyseQuery('my landlord kept all of my bond and will not answer').exactText).toBeNull();
    expect(
      analyseQuery('Queen Elizabeth the Second Postgraduate Fellowship of New Zealand Act 1963').exactText,
    ).toBeNull();
  });

  it('lets a passage of law lead by its words in order, not only as typed', () => {
    const passage = analyseQuery(
      'the court may, on the application of any party to the proceedings, make an order for the payment of costs',
    );
    expect(passage.isPassage).toBe(true);
    expect(passage.verbatimOnly).toBe(false);
  });
});

describe('whole words', () => {
  it('searches the last word of a few keywords whole, so "bail" is not the start of "Bailey"', () => {
    expect(analyseQuery('bail').indexQuery).toBe('bail ');
    expect(
      analyseQuery('my landlord kept my bond and will not answer my calls').indexQuery.endsWith(' '),
    ).toBe(false);
  });
});

describe('the words the law seldom uses', () => {
  it('leaves them out of the main query but searches them in the typed-words ranking', () => {
    // "divorce" is used by few of the Acts' sections (vocabulary.json): the main query drops it, the situation's own
    // words keep it (the Family Proceedings Act 1980 uses it).
    const a = analyseQuery('how do I get a divorce');
    expect(a.indexQuery).toBe('');
    expect(a.typedQuery).toContain('divorc');
    // A word no section uses is dropped from both.
    expect(analyseQuery('my nan wants to see the kids more').typedQuery).not.toContain('nan');
  });
});

describe("a topic that is an Act's subject", () => {
  it("reads its words as the law's own name, not as everyday words to map", () => {
    // "Public Works Act 1981" is bundled (vocabulary.json `actSubjects`); "works" is otherwise an everyday word for
    // employment.
    const a = analyseQuery('Public Works');
    expect(a.namesActSubject).toBe(true);
    expect(a.legalTerms).toEqual([]);
    expect(a.reduced.terms).toEqual(['public', 'works']);
    expect(a.meaningText).not.toContain('employment');
    expect(a.actSubject).toBe('public work');
  });

  it('maps the everyday words of a topic no Act is named after, and of a situation', () => {
    expect(analyseQuery('being fired').namesActSubject).toBe(false);
    expect(analyseQuery('being fired').legalTerms).toContain('dismissal');
    expect(analyseQuery('my boss says the public works are not my job any more').namesActSubject).toBe(false);
  });
});
