import type { CitationsOutput, ReaderOutput, ReaderTextOutput, SearchOutput } from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server';

const server = useTestServer();
const { get } = server;

/** The reader endpoints over the shared index of the full bundled corpus (built by the indexer's own pipeline). */

const ERA = 'act-2000-24';

describe('GET /api/documents/{id}', () => {
  it('gives an Act with its status, as-at date and contents, section by section', async () => {
    const { status, body } = await get<ReaderOutput>(`/api/documents/${ERA}`);
    expect(status).toBe(200);
    expect(body.document.title).toBe('Employment Relations Act 2000');
    expect(body.document.source).not.toBe('');
    expect(body.document.sourceUrl).toMatch(/^https:\/\//);
    expect(body.document.retrievedAt).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(body.text.kind).toBe('sections');
    expect(body.text.asAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The text (a later official version) names its own source beside the Acts list the record comes from.
    expect(body.text.source).toMatch(/legislation\.govt\.nz/);
    expect(body.text.source).not.toBe(body.document.source);
    expect(body.text.units).toBe(body.toc.length);
    const s103 = body.toc.find((t) => t.pinpoint === 's 103');
    expect(s103?.anchor).toBe('s103');
    expect(s103?.heading).toMatch(/personal grievance/i);
    expect(body.toc.map((t) => t.index)).toEqual(body.toc.map((_, i) => i));
  });

  it('reads a window of the text holding s 103, with its official link and as-at date', async () => {
    const doc = (await get<ReaderOutput>(`/api/documents/${ERA}`)).body;
    const at = doc.toc.find((t) => t.pinpoint === 's 103')?.index ?? -1;
    const { status, body } = await get<ReaderTextOutput>(`/api/documents/${ERA}/text?from=${at}&limit=2`);
    expect(status).toBe(200);
    expect(body.total).toBe(doc.text.units);
    expect(body.units).toHaveLength(2);
    expect(body.units[0]?.pinpoint).toBe('s 103');
    expect(body.units[0]?.text).toMatch(/personal grievance/i);
    expect(body.units[0]?.officialUrl).toMatch(/^https:\/\/www\.legislation\.govt\.nz\//);
    expect(body.units[0]?.asAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('gives a judgment its text in paragraphs', async () => {
    const search = await server.app.inject({
      method: 'GET',
      url: '/api/search?documentTypes=case_law&query=appeal%20dismissed',
    });
    const id = (search.json() as { documents: { id: string }[] }).documents[0]?.id ?? '';
    const { status, body } = await get<ReaderOutput>(`/api/documents/${id}`);
    expect(status).toBe(200);
    expect(body.text.kind).toBe('paragraphs');
    const text = await get<ReaderTextOutput>(`/api/documents/${id}/text`);
    expect(text.body.units.length).toBeGreaterThan(0);
    expect(text.body.units[0]?.text.length).toBeGreaterThan(100);
  });

  it('answers 404 with a message for an unknown id, and 400 naming a malformed one', async () => {
    const missing = await get<ReaderOutput>('/api/documents/no-such-document-123');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/No document has the id "no-such-document-123"/);
    const bad = await get<ReaderOutput>('/api/documents/bad%20id!');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/id/);
    const badFrom = await get<ReaderTextOutput>(`/api/documents/${ERA}/text?from=-1`);
    expect(badFrom.status).toBe(400);
    expect(badFrom.body.message).toMatch(/from/);
  });
});

describe('a judgment held twice (two Judicial Decisions Online documents of [2017] NZCA 360)', () => {
  it('is one search result, with both records’ provenance', async () => {
    const search = await get<SearchOutput>('/api/search?query=%5B2017%5D%20NZCA%20360&limit=50');
    expect(search.status).toBe(200);
    const hits = search.body.documents.filter((d) => d.citation === '[2017] NZCA 360');
    expect(hits.map((d) => d.id)).toEqual(['nzca-2017-360']);
    const provenance = hits[0]?.metadata.provenance ?? [];
    expect(provenance.map((p) => p.id)).toEqual(['nzca-2017-360', 'nzca-2017-360-32d3666f']);
    expect(new Set(provenance.map((p) => p.jdo_path)).size).toBe(2);
  });

  it('opens from the id of the record merged into it', async () => {
    const { status, body } = await get<ReaderOutput>('/api/documents/nzca-2017-360-32d3666f');
    expect(status).toBe(200);
    expect(body.document.id).toBe('nzca-2017-360');
    expect((await get<CitationsOutput>('/api/documents/nzca-2017-360-32d3666f/citations')).status).toBe(200);
  });
});

describe('GET /api/documents/{id}/citations', () => {
  it('gives pinpoints: where Employment Relations Authority determinations cite the Act', async () => {
    const { body } = await get<CitationsOutput>(`/api/documents/${ERA}/citations?limit=50`);
    const era = body.citedBy.items.filter((c) => c.court === 'Employment Relations Authority');
    expect(era.length).toBeGreaterThan(0);
    expect(era.flatMap((c) => c.pinpoints)).toContain('s 174E');
    for (const p of era.flatMap((c) => c.pinpoints)) expect(p).toMatch(/^(?:s|ss|sch|cl|pt) \d/);
  });

  it('lists cited cases not held here by neutral or law-report citation, with pinpoints', async () => {
    // Carter v Attorney-General [2025] NZCA 677 (Courts of New Zealand full text), footnote 4.
    const { status, body } = await get<CitationsOutput>('/api/documents/nzca-2025-677/citations');
    expect(status).toBe(200);
    expect(body.citesNotHeld).toContainEqual({ citation: '[2003] 3 NZLR 643', pinpoints: ['at [44]'] });
    expect(body.cites.length).toBeGreaterThan(0);
    // Mercury NZ Ltd v Māori Land Court [2026] NZCA 91 cites it "at [19]–[35]"; Carter lists it back.
    const back = body.citedBy.items.find((c) => c.id === 'nzca-2026-91');
    expect(back?.pinpoints).toContain('at [19]–[35]');
  });

  it('lists the documents citing an Act; the total is its citation_count', async () => {
    const doc = (await get<ReaderOutput>(`/api/documents/${ERA}`)).body;
    const { status, body } = await get<CitationsOutput>(`/api/documents/${ERA}/citations?limit=5`);
    expect(status).toBe(200);
    expect(body.citedBy.total).toBe(doc.document.citation_count);
    expect(body.citedBy.total).toBeGreaterThan(0);
    expect(body.citedBy.items.length).toBe(Math.min(5, body.citedBy.total));
    expect(body.citedBy.items.every((c) => c.id !== ERA)).toBe(true);
  });

  it('lists what a judgment cites, and each cited document lists it back', async () => {
    const doc = (await get<ReaderOutput>(`/api/documents/${ERA}`)).body;
    const citing = (await get<CitationsOutput>(`/api/documents/${ERA}/citations?limit=1`)).body.citedBy
      .items[0];
    expect(citing).toBeDefined();
    const back = await get<CitationsOutput>(`/api/documents/${citing?.id}/citations`);
    expect(back.status).toBe(200);
    expect(back.body.cites.map((c) => c.id)).toContain(ERA);
    expect(doc.document.id).toBe(ERA);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await get<CitationsOutput>('/api/documents/no-such-document-123/citations')).status).toBe(404);
  });
});
