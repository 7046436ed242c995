import { SearchInputSchema, type SearchParams } from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { analyseQuery } from '../analyse/query-analysis';
import { EXACT_PASSAGE_CANDIDATES, PASSAGE_PHRASE_WORDS, passagePhrase } from '../plan/exact-phrase';
import { buildSearchPlan as buildPlan } from '../plan/first-round';
import { EXACT_PASSAGE_ACTS, exactFirst, exactPassageHits, markPassage, typedTextFirst } from './passage';

const isPassage = (q: string) => analyseQuery(q).isPassage;
const mayQuoteLaw = (q: string) => analyseQuery(q).mayQuoteLaw;
const buildSearchPlan = (index: string, p: SearchParams) => buildPlan(index, p, analyseQuery(p.query));

const items = (...ids: string[]) => ids.map((id) => ({ id }));

describe('passagePhrase', () => {
  it('quotes the passage stemmed like the sections text, labels and punctuation dropped', () => {
    expect(passagePhrase('apply, a High Court Judge may,— (a) on the application of the prosecutor')).toBe(
      '"appli a high court judg mai a on the applic of the prosecutor"',
    );
  });

  it('keeps the first words of a long paste and drops quotes the user typed', () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`);
    const phrase = passagePhrase(`“${words.join(' ')}”`);
    expect(phrase?.match(/"/g)).toHaveLength(2);
    expect(phrase?.slice(1, -1).split(' ')).toHaveLength(PASSAGE_PHRASE_WORDS);
  });

  it('is null when nothing is left to search', () => {
    expect(passagePhrase(' — ; ')).toBeNull();
  });
});

describe('markPassage', () => {
  const text =
    '(1) Every person commits an offence who sells liquor. (2) A person’s licence may be cancelled if the holder has, ' +
    'without reasonable excuse, failed to pay the fee.';

  it('marks the words pasted as one span, matching them as the stemmed phrase does', () => {
    const marked = markPassage(text, 'persons licences may be cancelled if the holder');
    expect(marked).toContain('(2) A <mark>person’s licence may be cancelled if the holder</mark> has,');
    expect(marked?.match(/<mark>/g)).toHaveLength(1);
  });

  it('spans labels and punctuation that the phrase leaves out', () => {
    expect(markPassage(text, 'sells liquor (2) a person')).toContain(
      '<mark>sells liquor. (2) A person’s</mark> licence',
    );
  });

  it('keeps the closing bracket of a label the passage ends on', () => {
    expect(markPassage(text, 'commits an offence who sells liquor. (2)')).toContain(
      '<mark>commits an offence who sells liquor. (2)</mark> A person',
    );
    expect(markPassage(text, 'commits an offence who sells liquor')).toContain('sells liquor</mark>. (2)');
  });

  it('is null when the text does not hold the whole phrase', () => {
    expect(markPassage(text, 'sells liquor to a minor')).toBeNull();
    expect(markPassage(text, ' — ')).toBeNull();
  });
});

describe('exactFirst', () => {
  it('puts the documents holding the passage first, then the ranking by words without them', () => {
    expect(exactFirst(items('a', 'b', 'c'), items('c', 'x'), 10).map((d) => d.id)).toEqual([
      'c',
      'x',
      'a',
      'b',
    ]);
  });

  it('cuts to the page size and leaves the words ranking alone when nothing matched exactly', () => {
    expect(exactFirst(items('a', 'b', 'c'), items('x'), 2).map((d) => d.id)).toEqual(['x', 'a']);
    expect(exactFirst(items('a', 'b'), [], 10).map((d) => d.id)).toEqual(['a', 'b']);
  });
});

describe('typedTextFirst', () => {
  // Two sections the exact (stemmed) phrase finds alike: the second holds the passage as typed.
  const passage = 'left to be determined by the course of dealing between the parties. (2) Where there is';
  const reworded = {
    doc_id: 'act-2017-5',
    section_text:
      'is left to be determined by the course of dealing between the parties; and (2) where there is',
  };
  const source = {
    doc_id: 'act-1993-91',
    section_text:
      '(1) … or left to be determined by the course of\ndealing between the parties.  (2) Where there is no…',
  };

  it('puts the hits whose text holds the passage as typed first, spacing and case aside', () => {
    expect(typedTextFirst([reworded, source], passage).map((h) => h.doc_id)).toEqual([
      'act-1993-91',
      'act-2017-5',
    ]);
  });

  it('reads past punctuation at the ends of the passage, where a copy was cut', () => {
    const cut =
      'enforcement officer— (a) is appointed for a term not exceeding 3 years, but may be reappointed;';
    const other = {
      doc_id: 'act-2013-98',
      section_text:
        'An honorary enforcement officer—\n(a) may be appointed for a term not exceeding 3 years, but may be reappointed:',
    };
    const held = {
      doc_id: 'act-2008-101',
      section_text:
        '(2) An enforcement officer—\n(a) is appointed for a term not exceeding 3 years, but may be reappointed:\n(b) …',
    };
    expect(typedTextFirst([other, held], cut).map((h) => h.doc_id)).toEqual(['act-2008-101', 'act-2013-98']);
  });

  it('takes a piece whose text opens on the passage’s later half for one that holds it (a cut long section)', () => {
    const across = 'paragraph (a) or (b). (2) For the purposes of this section, the base rate is,— (a)';
    const similar = {
      doc_id: 'act-2001-84',
      section_text: '(2) For the purposes of this section, the rate is,—\n(a) …',
    };
    const laterPiece = {
      doc_id: 'act-2014-56',
      section_text: '(2) For the purposes of this section, the base rate is,—\n(a) in the case of…',
    };
    expect(typedTextFirst([similar, laterPiece], across).map((h) => h.doc_id)).toEqual([
      'act-2014-56',
      'act-2001-84',
    ]);
    // Opening on fewer than half its words is no sign, nor on a short passage's last few.
    const short = { doc_id: 'b', section_text: 'is,—\n(a) in the case of…' };
    expect(typedTextFirst([similar, short], across).map((h) => h.doc_id)).toEqual(['act-2001-84', 'b']);
    const few = { doc_id: 'c', section_text: 'rate is,— (a) in the case of…' };
    expect(typedTextFirst([similar, few], 'the base rate is,— (a)').map((h) => h.doc_id)).toEqual([
      'act-2001-84',
      'c',
    ]);
  });

  it('keeps Meilisearch’s order when all or none hold it as typed', () => {
    expect(typedTextFirst([source, { ...source, doc_id: 'b' }], passage).map((h) => h.doc_id)).toEqual([
      'act-1993-91',
      'b',
    ]);
    expect(
      typedTextFirst<{ doc_id: string; section_text?: string }>([reworded, { doc_id: 'c' }], passage).map(
        (h) => h.doc_id,
      ),
    ).toEqual(['act-2017-5', 'c']);
  });
});

describe('exactPassageHits', () => {
  // Stop words are not indexed: "on its own motion" matches the phrase of "of its own motion" too.
  const passage = 'may, of its own motion or on the application of any party to the proceedings,— (a)';
  const loose = (id: string) => ({
    doc_id: id,
    section_text:
      'The court may, on its own motion or on the application of a party to the proceedings, order…',
  });
  const holder = {
    doc_id: 'act-1993-82',
    section_text:
      'The Tribunal may, of its own motion or on the application of any party to the proceedings,—\n(a) …',
  };

  it('brings a hit holding the passage as typed from below the first few, and keeps EXACT_PASSAGE_ACTS', () => {
    const hits = [loose('a'), loose('b'), loose('c'), loose('d'), holder];
    expect(exactPassageHits(hits, passage).map((h) => h.doc_id)).toEqual(['act-1993-82', 'a', 'b']);
    expect(EXACT_PASSAGE_CANDIDATES).toBeGreaterThan(EXACT_PASSAGE_ACTS);
  });

  it('keeps one section per Act, the one holding the passage as typed', () => {
    const sameAct = { ...loose('x'), doc_id: 'act-1993-82' };
    const hits = [sameAct, loose('a'), holder, loose('b')];
    const kept = exactPassageHits(hits, passage);
    expect(kept.map((h) => h.doc_id)).toEqual(['act-1993-82', 'a', 'b']);
    expect(kept[0]).toBe(holder);
  });

  it('keeps only hits holding it as typed when asked (a query not in the law’s usual prose)', () => {
    expect(exactPassageHits([loose('a'), holder], passage, true).map((h) => h.doc_id)).toEqual([
      'act-1993-82',
    ]);
    expect(exactPassageHits([loose('a'), loose('b')], passage, true)).toEqual([]);
  });
});

describe('the search plan of a passage of law', () => {
  const passage =
    'that the employee has been treated adversely in the employee’s employment on the ground that the employee is';
  const params = (query: string, more: Partial<SearchParams> = {}) =>
    SearchInputSchema.parse({ query, ...more }) as SearchParams;

  it('adds the exact-phrase search among Acts and regulations, first page by relevance only', () => {
    const exact = buildSearchPlan('documents', params(passage)).page.exactPhrase;
    expect(exact?.q).toBe(passagePhrase(passage));
    expect(exact?.attributesToSearchOn).toEqual(['stem_text']);
    expect(exact?.filter).toContain('type IN [legislation, regulation]');
    expect(exact?.limit).toBe(EXACT_PASSAGE_CANDIDATES);
    expect(exact?.distinct).toBe('id');
    expect(buildSearchPlan('documents', params(passage, { page: 2 })).page.exactPhrase).toBeUndefined();
    expect(
      buildSearchPlan('documents', params(passage, { sortBy: 'date_newest' })).page.exactPhrase,
    ).toBeUndefined();
  });

  it('leaves a described situation without it', () => {
    expect(
      buildSearchPlan('documents', params('my boss fired me without any warning last week')).page.exactPhrase,
    ).toBeUndefined();
  });

  it('adds it for a long query that may be quoted though it is not in the law’s usual prose', () => {
    const purpose =
      'science and technology-based innovation and its commercialisation by businesses, primarily in the manufacturing sector and services';
    expect(isPassage(purpose)).toBe(false);
    expect(mayQuoteLaw(purpose)).toBe(true);
    expect(buildSearchPlan('documents', params(purpose)).page.exactPhrase).toBeDefined();
    expect(mayQuoteLaw('landlord kept the bond')).toBe(false);
  });
});
