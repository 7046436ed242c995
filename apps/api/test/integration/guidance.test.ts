import { describe, expect, it } from 'vitest';
import { expect400, useTestServer } from '../support/server';

/** `GET /api/guidance` over the guidance records the indexer's `guidance` source put in the test index. */
const server = useTestServer({ basePath: '/api' });

describe('GET /api/guidance (guidance records read from the directory index)', () => {
  it('answers the best situation and topic, with the date the statements were checked', async () => {
    const res = await server.get('/guidance?query=I%20was%20fired%20without%20warning');
    expect(res.status).toBe(200);
    expect(res.body.situation?.id).toBe('employment-dismissal');
    expect(res.body.situation?.keyPoints[0]?.source.section).toMatch(/^ss? \d/);
    expect(res.body.provenance.retrievedAt).toBe('2026-12-02');
  });

  it('dates each statement by the text of the Act the indexer compared it with, an older reprint said as such', async () => {
    const fired = await server.get('/guidance?query=I%20was%20fired%20without%20warning');
    const checked = fired.body.situation?.keyPoints[0]?.checkedAgainst;
    expect(checked).toMatchObject({ versionAsAt: '2025-11-13', olderReprint: false });
    expect(checked?.provisions[0]?.url).toMatch(
      /^https:\/\/www\.legislation\.govt\.nz\/act\/public\/2000\/0024\//,
    );
    const split = await server.get('/guidance?query=dividing%20relationship%20property');
    expect(split.body.situation?.timeLimit?.checkedAgainst).toMatchObject({
      actTitleInSource: 'Property (Relationships) Act 1976',
      versionAsAt: '2014-07-15',
      olderReprint: true,
    });
  });

  it('answers nulls for a query no record matches, and 400 for an empty one', async () => {
    const res = await server.get('/guidance?query=zebra%20crossing%20colours');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ situation: null, topic: null });
    await expect400(server, '/guidance?query=', 'query');
  });
});
