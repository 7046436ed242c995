import type { SearchOutput } from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server';

/**
 * Search by meaning over the shared index the real pipeline builds (global setup): the Acts' stored sentence
 * vectors are in the index, and the API encodes a described situation in its worker thread. The situations are
 * phrased for this test (not taken from the evaluation set).
 */
const server = useTestServer({ server: { searchByMeaning: true } });
const wordsOnly = useTestServer({ server: { searchByMeaning: false } });

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
    // Every card keeps its provenance whichever ranking brought it.
    for (const d of dog.documents) expect(d.sourceUrl).toMatch(/^https?:\/\//);
  });

  it('leaves names, keywords, later pages, other sorts and passages of law to the search by words', async () => {
    const situation = 'the dog next door bit my kid at the park';
    expect((await search(server, 'being fired')).matchedByMeaning).toBe(false);
    expect((await search(server, situation, '&page=2')).matchedByMeaning).toBe(false);
    expect((await search(server, situation, '&sortBy=date_newest')).matchedByMeaning).toBe(false);
    const passage =
      'an employee may raise a personal grievance with the employer within the period of 90 days';
    expect((await search(server, passage)).matchedByMeaning).toBe(false);
  });

  it('is off when the server is started without it (SEARCH_BY_MEANING=false)', async () => {
    const body = await search(wordsOnly, 'the dog next door bit my kid at the park');
    expect(body.matchedByMeaning).toBe(false);
    expect(body.documents.length).toBeGreaterThan(0);
  });
});
