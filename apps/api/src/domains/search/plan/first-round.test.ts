import { SearchInputSchema, type SearchParams, SITUATION_EMBEDDERS, stemQuery } from '@aotearoa/contracts';
import type { MultiSearchQuery } from 'meilisearch';
import { describe, expect, it } from 'vitest';
import { analyseQuery, withoutHyphenPrefixes } from '../analyse/query-analysis';
import { searchesByMeaning } from '../analyse/search-steps';
import { sendGroup } from '../execute/execute';
import type { QueryAnswer } from '../execute/ports';
import { searchCacheKey } from '../procedure';
import { RANKING_ATTRIBUTES, WORDLESS_FILTER } from './fields';
import { buildSearchPlan } from './first-round';
import { buildBestSectionQuery, buildFollowUpPlan } from './follow-up';
import { buildMeaningSearches } from './meaning-searches';

const typedQuery = (q: string) => analyseQuery(q).typedQuery;
const reduceQueryWeighted = (q: string) => analyseQuery(q).reduced;

const params = (query: string, more: Partial<SearchParams> = {}) =>
  SearchInputSchema.parse({ query, ...more }) as SearchParams;
const planOf = (p: SearchParams, byMeaning = false) =>
  buildSearchPlan('documents', p, analyseQuery(p.query), byMeaning);
/** A stand-in sentence vector: the searches by meaning only pass it on. */
const VECTOR = [0.1, 0.2, 0.3];
const SITUATION = 'how does a KiwiSaver first home withdrawal work?';

describe('buildBestSectionQuery', () => {
  it("asks for one section record per Act on the page (not the Act's own record), words dropped from the end", () => {
    const q = buildBestSectionQuery('documents', 'anim welfar dog chain', ['act-1996-13', 'act-1999-142']);
    expect(q).toMatchObject({
      indexUid: 'documents',
      q: 'anim welfar dog chain',
      matchingStrategy: 'last',
      limit: 2,
    });
    // The index's distinct attribute (`doc_id`) gives one record per Act: the query must not override it.
    expect(q.distinct).toBeUndefined();
    expect(q.filter).toEqual([
      'doc_id IN ["act-1996-13", "act-1999-142"]',
      'NOT id IN ["act-1996-13--0", "act-1999-142--0"]',
    ]);
  });
});

describe('typedQuery', () => {
  it("keeps a described situation's own telling words, not the legal terms they map to", () => {
    const typed = typedQuery(SITUATION);
    expect(typed.split(' ')).toContain(stemQuery('kiwisaver'));
    expect(typed.split(' ')).toContain(stemQuery('withdrawal'));
    // The main query maps "home" and "work" to legal terms and puts them first.
    const main = reduceQueryWeighted(SITUATION).query;
    expect(main.startsWith('property')).toBe(true);
    expect(typed).not.toContain('property');
    expect(typed).not.toContain('employ');
  });

  it('is empty when no telling word is left', () => {
    expect(typedQuery('what do I do?')).toBe('');
  });
});

describe('the typed-words search of the plan', () => {
  it('is added for a described situation searched by meaning: Acts only, under the search filters', () => {
    const q = planOf(params(SITUATION, { legalAreas: ['tax'] }), true).rankings?.typed;
    expect(q?.q).toBe(typedQuery(SITUATION));
    expect(q?.matchingStrategy).toBe('frequency');
    expect(q?.filter).toContain('type = legislation');
    expect(((q?.filter ?? []) as string[]).some((f) => f.includes('legal_area'))).toBe(true);
    expect(q?.attributesToRetrieve).toEqual(RANKING_ATTRIBUTES);
  });

  it('is left out of a search by words only', () => {
    expect(planOf(params(SITUATION)).rankings).toBeNull();
  });
});

describe('the searches by meaning', () => {
  it("ask every situation embedder for the Acts' own vectors in one federated search, under the filters", () => {
    const { acts, headings } = buildMeaningSearches(
      'documents',
      params(SITUATION, { legalAreas: ['tax'] }),
      VECTOR,
    );
    expect(acts.federation.limit).toBe(30);
    expect(acts.queries.map((q) => q.hybrid?.embedder)).toEqual([...SITUATION_EMBEDDERS]);
    for (const q of acts.queries) {
      // Pagination belongs to the federation: Meilisearch refuses a federated query's own limit.
      expect('limit' in q).toBe(false);
      expect(q.distinct).toBe('meaning_family');
      expect(q.vector).toBe(VECTOR);
      expect(((q.filter ?? []) as string[]).some((f) => f.includes('legal_area'))).toBe(true);
    }
    expect(headings.hybrid?.embedder).toBe('headings');
    expect(headings.limit).toBe(30);
    expect(headings.vector).toBe(VECTOR);
  });
});

describe('the queries of the plan', () => {
  it("name a situation's blended rankings apart from the page's own queries", () => {
    const plan = planOf(params(SITUATION, { legalAreas: ['tax'] }), true);
    expect(plan.page.facetCounts.legal_area?.facets).toEqual(['legal_area']);
    expect(plan.mainFacets).toEqual(['type', 'court']);
    expect(plan.rankings?.typed).toBeDefined();
    expect(plan.rankings?.phrases.length).toBeGreaterThan(0);
    expect(plan.rankings?.titleWords.length).toBeGreaterThan(0);
    // A filtered search has no cited ranking (an Act it brings could fall outside the filter).
    expect(plan.rankings?.cited).toBeUndefined();
  });

  it('come back under their names, whatever order they were sent in', async () => {
    const plan = planOf(params(SITUATION), true);
    const sent: MultiSearchQuery[][] = [];
    const ports = {
      multiSearch: async (queries: MultiSearchQuery[]) => {
        sent.push(queries);
        return queries.map((q) => ({ hits: [{ q: q.q }] }) as QueryAnswer);
      },
      federatedSearch: async () => ({ hits: [] }),
    };
    const rankings = plan.rankings;
    if (!rankings) throw new Error('a situation searched by meaning has rankings');
    const answers = await sendGroup(ports, rankings);
    expect(sent).toHaveLength(1);
    expect(answers.typed?.hits[0]?.q).toBe(rankings.typed?.q);
    expect(answers.titleWords.map((a) => a.hits[0]?.q)).toEqual(rankings.titleWords.map((q) => q.q));
    const page = await sendGroup(ports, plan.page);
    expect(page.main.hits[0]?.q).toBe(plan.page.main.q);
    expect(page.citation).toBeUndefined();
  });
});

describe('the follow-up of a page', () => {
  const stemmed = stemQuery('unjustifi dismiss');
  it('asks for the sections, the records, the best sections and the words check', () => {
    const plan = buildFollowUpPlan('documents', params(SITUATION), stemmed, {
      actIds: ['act-2000-24', 'act-2018-46'],
      fetchIds: ['act-2018-46--0'],
      matchIds: ['act-2018-46'],
    });
    expect(Object.keys(plan)).toEqual(['sections', 'records', 'bestSection', 'matchedByWords']);
    expect(plan.records?.filter).toBe('id IN ["act-2018-46--0"]');
    expect(plan.sections?.filter).toBe('doc_id IN ["act-2000-24", "act-2018-46"]');
  });

  it('leaves out what would find nothing', () => {
    const plan = buildFollowUpPlan('documents', params(SITUATION), '', {
      actIds: ['act-2000-24'],
      fetchIds: ['act-2018-46--0'],
      matchIds: ['act-2018-46'],
    });
    expect(Object.keys(plan)).toEqual(['records']);
    const none = buildFollowUpPlan('documents', params(SITUATION), stemmed, {
      actIds: [],
      fetchIds: [],
      matchIds: [],
    });
    expect(none).toEqual({});
  });
});

describe('hyphenated prefixes of a described situation', () => {
  it('are dropped, so the word itself is searched', () => {
    expect(withoutHyphenPrefixes('my ex-partner and a co-worker want me to re-register')).toBe(
      'my partner and a worker want me to register',
    );
    // Not inside a word, not before a number.
    expect(withoutHyphenPrefixes('the Forex-trade and pre-1990 rules')).toBe(
      'the Forex-trade and pre-1990 rules',
    );
    const terms = reduceQueryWeighted(
      'our rugby club has to re-register as a charitable society, what do we need to do?',
    ).terms;
    expect(terms).not.toContain('re');
    expect(terms).toContain('society');
  });

  it('stay in a passage of law, which is searched in its own words', () => {
    const passage = 'the co-owner of the land may re-enter the land';
    expect(reduceQueryWeighted(passage).query.split(' ')).toContain('co');
  });
});

describe('an Act named by its title', () => {
  it('is searched by words only, so the Act named comes first, whatever the case typed', () => {
    for (const q of [
      'Health and Safety at Work Act 2015',
      'government superannuation fund act 1956',
      'Contract and Commercial Law Act',
      'Finance Act (No 2) 1948',
      'Local Government Amendment Act (No 3)',
      'Ngāi Tahu Claims Settlement Act 1998',
      'Queen Elizabeth the Second Postgraduate Fellowship of New Zealand Act 1963',
    ]) {
      expect(analyseQuery(q).namesAnAct).toBe(true);
      expect(searchesByMeaning(params(q), analyseQuery(q))).toBe(false);
    }
  });

  it('leaves situations and questions that mention an Act to the search by meaning', () => {
    for (const q of [
      'does the health and safety at work act cover volunteers?',
      'my employer broke the Employment Relations Act',
      'what the resource management act says about noise from next door',
    ]) {
      expect(analyseQuery(q).namesAnAct).toBe(false);
      expect(searchesByMeaning(params(q), analyseQuery(q))).toBe(true);
    }
  });
});

describe('explain', () => {
  it('is off unless asked for, and accepts true/false as text or boolean', () => {
    expect(params('bail').explain).toBe(false);
    expect(params('bail', { explain: 'true' } as never).explain).toBe(true);
    expect(params('bail', { explain: '' } as never).explain).toBe(false);
    expect(params('bail', { explain: true }).explain).toBe(true);
    expect(SearchInputSchema.safeParse({ query: 'bail', explain: 'yes' }).success).toBe(false);
  });

  it('asks Meilisearch for the ranking scores of the main query only, and keys the cache apart', () => {
    const plan = planOf(params(SITUATION, { explain: true }), true);
    expect(plan.page.main).toMatchObject({ showRankingScore: true, showRankingScoreDetails: true });
    const others = [...Object.values(plan.page.facetCounts), ...(plan.rankings?.phrases ?? [])];
    expect(others.some((q) => 'showRankingScore' in q)).toBe(false);
    expect('showRankingScore' in planOf(params(SITUATION)).page.main).toBe(false);
    const reduced = analyseQuery('bail');
    expect(searchCacheKey('documents', params('bail', { explain: true }), reduced)).not.toBe(
      searchCacheKey('documents', params('bail'), reduced),
    );
  });
});

describe('a described situation with no word left to search', () => {
  const WORDLESS = 'my son was sectioned and is being held on the psych ward against his will';

  it('searches no record by words (no placeholder list of the whole index) and cites no case', () => {
    expect(reduceQueryWeighted(WORDLESS).query).toBe('');
    const plan = planOf(params(WORDLESS), true);
    expect(plan.page.main.filter).toContain(WORDLESS_FILTER);
    expect(plan.rankings?.cited).toBeUndefined();
    // The typed words and phrases still are searched (and by meaning, `buildMeaningSearches`).
    expect(plan.rankings).not.toBeNull();
    // A later page (not searched by meaning) lists nothing either.
    expect(planOf(params(WORDLESS, { page: 2 })).page.main.filter).toContain(WORDLESS_FILTER);
  });

  it('leaves a search with words, and a browse with no query, as they are', () => {
    expect(planOf(params(SITUATION), true).page.main.filter).not.toContain(WORDLESS_FILTER);
    expect(planOf(params('')).page.main.filter ?? []).not.toContain(WORDLESS_FILTER);
  });

  it('is cached apart from another situation that reduces alike', () => {
    const other = 'my nana was so upset about the tangi';
    expect(reduceQueryWeighted(other).query).toBe(reduceQueryWeighted(WORDLESS).query);
    expect(searchCacheKey('documents', params(other), analyseQuery(other))).not.toBe(
      searchCacheKey('documents', params(WORDLESS), analyseQuery(WORDLESS)),
    );
    // Keyword searches still share an entry however they are typed.
    expect(searchCacheKey('documents', params('Bail?'), analyseQuery('Bail?'))).toBe(
      searchCacheKey('documents', params('bail'), analyseQuery('bail')),
    );
  });

  it('is cached apart from another quoted phrase that reduces to nothing alike', () => {
    const a = '"owner-operated brothel means a brothel— (a) at which not more"';
    const b = '"Subsection (1)(a) applies unless— (a) the right was waived; or"';
    expect(analyseQuery(a).reduced.query).toBe(analyseQuery(b).reduced.query);
    expect(searchCacheKey('documents', params(a), analyseQuery(a))).not.toBe(
      searchCacheKey('documents', params(b), analyseQuery(b)),
    );
  });
});
