import { indexUid, type SearchOutput } from '@aotearoa/contracts';
import { createMeili } from '@aotearoa/infra/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useTestServer } from '../support/server';

/**
 * Search by meaning over the shared index the real pipeline builds (global setup): the Acts' stored sentence
 * vectors are in the index, and the API encodes a described situation in its worker thread. The situations are
 * phrased for this test (not taken from the evaluation set).
 */
const server = useTestServer({ server: { searchByMeaning: true } });
const wordsOnly = useTestServer({ server: { searchByMeaning: false } });

// An index built by an earlier indexer (as can stay live while a rebuild runs): real records of the shared index, its
// settings without the embedders and without the stemmed titles searchable, which the phrase searches ask for.
const OLD_PREFIX = `${inject('sharedIndexPrefix')}no_embedder_`;
const oldIndex = useTestServer({ server: { searchByMeaning: true, indexPrefix: OLD_PREFIX } });
const meili = createMeili(inject('meiliUrl'), inject('meiliKey'));
beforeAll(async () => {
  const from = meili.index(indexUid('documents', inject('sharedIndexPrefix')));
  const uid = indexUid('documents', OLD_PREFIX);
  await meili.deleteIndexIfExists(uid);
  await meili.createIndex(uid, { primaryKey: 'id' }).waitTask();
  const { embedders: _e, ...settings } = await from.getSettings();
  const searchable = (settings.searchableAttributes ?? []).filter((a) => a !== 'stem_title');
  await meili
    .index(uid)
    .updateSettings({ ...settings, searchableAttributes: searchable })
    .waitTask();
  // Records about dogs, so the situation below finds something by words; read whole (`getDocuments`), as a search
  // returns only the displayed fields, not the stemmed copies the words are searched on.
  const { hits } = await from.search('dog', { limit: 100, attributesToRetrieve: ['id'] });
  const { results } = await from.getDocuments({ ids: hits.map((h) => String(h.id)), limit: 100 });
  await meili.index(uid).addDocuments(results).waitTask({ timeout: 60_000 });
}, 120_000);
afterAll(async () => {
  await meili.deleteIndexIfExists(indexUid('documents', OLD_PREFIX));
});

async function search(s: typeof server, query: string, extra = '') {
  const res = await s.get<SearchOutput>(`/api/search?limit=5&query=${encodeURIComponent(query)}${extra}`);
  expect(res.status).toBe(200);
  return res.body;
}

describe('search by meaning', () => {
  it('answers by words alone until the encoder has loaded, then by meaning too', {
    timeout: 60_000,
  }, async () => {
    // The encoder loads in its thread in the background; a search that cannot wait for it is by words only.
    await expect
      .poll(
        async () => (await search(server, 'my neighbour keeps parking across my driveway')).matchedByMeaning,
        {
          timeout: 50_000,
        },
      )
      .toBe(true);
  });

  it('blends in the Acts nearest in meaning to a described situation', { timeout: 60_000 }, async () => {
    const bereavement = await search(
      server,
      "my grandmother died and work won't let me have days off for the funeral",
    );
    expect(bereavement.matchedByMeaning).toBe(true);
    expect(bereavement.documents.map((d) => d.title)).toContain('Holidays Act 2003');

    const dog = await search(server, 'the dog next door bit my kid at the park');
    expect(dog.documents[0]?.title).toBe('Dog Control Act 1996');
    // Every card keeps its title and provenance whichever ranking brought it (the searches by meaning return
    // record ids only; an Act they alone put on the page is fetched in full).
    for (const d of [...dog.documents, ...bereavement.documents]) {
      expect(d.title).not.toBe('');
      expect(d.sourceUrl).toMatch(/^https?:\/\//);
      expect(d.retrievedAt).toBeTruthy();
    }
  });

  it('runs the typed-words search with the searches by meaning, and lists the Act a situation names', async () => {
    // "home" and "work" map to property, land and employment, which the ranking by words puts first; the Acts the
    // typed words find ("KiwiSaver") are searched in the same multi-search and blended in. Were that query refused
    // by Meilisearch, the whole multi-search would fail and the answer would be by words only.
    const body = await search(server, 'how does a KiwiSaver first home withdrawal work?');
    expect(body.matchedByMeaning).toBe(true);
    expect(body.searchedTerms.slice(0, 2)).toEqual(['property', 'land']);
    expect(body.documents.map((d) => d.title)).toContain('KiwiSaver Act 2006');
    // Under a filter that leaves no Act, the typed-words search adds none.
    const cases = await search(
      server,
      'how does a KiwiSaver first home withdrawal work?',
      '&documentTypes=case_law',
    );
    expect(cases.documents.every((d) => d.type === 'case_law')).toBe(true);
  });

  it('runs the phrase searches with the searches by meaning, and lists the Act whose heading holds two of its words', async () => {
    // "bereavement leave" is the heading of the Holidays Act 2003's section on it. Were a phrase query (quoted, with
    // negative keywords on titles) refused by Meilisearch, the whole multi-search would fail and the answer would be
    // by words only.
    const body = await search(server, 'how much bereavement leave can I take when my uncle passes away?');
    expect(body.matchedByMeaning).toBe(true);
    const holidays = body.documents.find((d) => d.title === 'Holidays Act 2003');
    expect(holidays).toBeDefined();
    // The phrase also leads the search for the sections listed under the Act.
    expect(holidays?.sections?.[0]?.heading).toMatch(/bereavement/i);
  });

  it('explains on request why each document of the page is where it is', async () => {
    const situation = 'the dog next door bit my kid at the park';
    const plain = await search(server, situation);
    expect(plain.explanation).toBeUndefined();
    const body = await search(server, situation, '&explain=true');
    // Asking for the explanation does not change the page.
    expect(body.documents.map((d) => d.id)).toEqual(plain.documents.map((d) => d.id));
    const e = body.explanation;
    expect(e?.mode).toBe('blend');
    expect(e?.rankings.map((r) => r.ranking)).toEqual(
      expect.arrayContaining(['words', 'meaning_acts', 'meaning_headings']),
    );
    expect(e?.documents.map((d) => d.id)).toEqual(body.documents.map((d) => d.id));
    const first = e?.documents[0];
    expect(first?.rankings.length).toBeGreaterThan(0);
    expect(first?.score).toBeGreaterThan(0);
    // Each place's score is its ranking's weight over k + place; with the authority prior they make the score.
    const weight = new Map(e?.rankings.map((r) => [r.ranking, r.weight]));
    const sum = (first?.rankings ?? []).reduce(
      (a, r) => a + (weight.get(r.ranking) ?? 0) / ((e?.k ?? 0) + r.place),
      0,
    );
    expect(first?.score).toBeCloseTo(sum * (first?.authority ?? 0), 8);
    // A document the words matched carries Meilisearch's own score and its details by ranking rule.
    const byWords = e?.documents.find((d) => d.wordsScore !== null);
    expect(byWords?.wordsScoreDetails).toHaveProperty('words');

    const keyword = await search(server, 'bail', '&explain=true');
    expect(keyword.explanation?.mode).toBe('words');
    expect(keyword.explanation?.rankings).toEqual([]);
    expect(keyword.explanation?.documents[0]?.wordsScore).toBeGreaterThan(0);

    const bad = await server.get<{ message: string }>('/api/search?query=bail&explain=maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("explain: must be 'true' or 'false'");
  });

  it('leaves single words, named types, Act titles, later pages, other sorts and passages of law to the words', async () => {
    const situation = 'the dog next door bit my kid at the park';
    expect((await search(server, 'bail')).matchedByMeaning).toBe(false);
    expect((await search(server, 'parliamentary debates')).matchedByMeaning).toBe(false);
    // A topic of two words or more is searched by meaning too.
    expect((await search(server, 'being fired')).matchedByMeaning).toBe(true);
    expect((await search(server, situation, '&page=2')).matchedByMeaning).toBe(false);
    expect((await search(server, situation, '&sortBy=date_newest')).matchedByMeaning).toBe(false);
    const passage =
      'an employee may raise a personal grievance with the employer within the period of 90 days';
    expect((await search(server, passage)).matchedByMeaning).toBe(false);
    // An Act's title, however long, is that Act first (by meaning, others near its words came first).
    const title = await search(server, 'Health and Safety at Work Act 2015');
    expect(title.matchedByMeaning).toBe(false);
    expect(title.documents[0]?.title).toBe('Health and Safety at Work Act 2015');
  });

  it('answers by words when the served index has no embedder yet', { timeout: 60_000 }, async () => {
    const query = 'the dog next door bit my kid at the park';
    // Asked a few times a second apart: once this server's encoder has loaded (about a second), the search by
    // meaning is attempted and fails on the index, as do the phrase searches; every answer must still be the
    // words' (before the fallback, that failure answered 400).
    for (let i = 0; i < 4; i++) {
      const res = await oldIndex.get<SearchOutput>(`/api/search?limit=5&query=${encodeURIComponent(query)}`);
      expect(res.status).toBe(200);
      expect(res.body.matchedByMeaning).toBe(false);
      expect(res.body.documents.length).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 1_000));
    }
  });

  it('is off when the server is started without it (SEARCH_BY_MEANING=false)', async () => {
    const body = await search(wordsOnly, 'the dog next door bit my kid at the park');
    expect(body.matchedByMeaning).toBe(false);
    expect(body.documents.length).toBeGreaterThan(0);
  });
});
