import { describe, expect, it } from 'vitest';
import { expectPages } from '../support/paging';
import { expectProvenance, useTestServer } from '../support/server';

const server = useTestServer();
const { get } = server;

/**
 * Research & Academic endpoints against the shared real index of the integration global setup (the full bundled
 * corpus): scholarship (documents index, type academic), law schools, law journals, research centres and legal
 * organisations (directory index).
 */

describe('GET /api/scholar-search', () => {
  it('finds real academic records with authors, 6 by default', async () => {
    const { status, body } = await get('/api/scholar-search?query=environmental');
    expect(status).toBe(200);
    expectProvenance(body.documents, { nonEmpty: true });
    expect(body.documents.length).toBeLessThanOrEqual(6);
    expect(body.total).toBeGreaterThanOrEqual(body.documents.length);
    expect(body.documents.every((d: { type: string }) => d.type === 'academic')).toBe(true);
    expect(body.documents.some((d: { authors: string[] }) => d.authors.length > 0)).toBe(true);
  });

  it('filters by year and honours limit', async () => {
    const all = await get('/api/scholar-search?query=law&limit=50');
    const years = all.body.documents.map((d: { year: number | null }) => d.year).filter(Boolean);
    const year = years[0] as number;
    const one = await get(`/api/scholar-search?query=law&limit=50&year=${year}`);
    expect(one.status).toBe(200);
    expect(one.body.documents.length).toBeGreaterThan(0);
    expect(one.body.documents.every((d: { year: number }) => d.year === year)).toBe(true);
    expect(one.body.total).toBeLessThan(all.body.total);
    const two = await get('/api/scholar-search?query=law&limit=2');
    expect(two.body.documents.length).toBe(2);
    const allYears = await get('/api/scholar-search?query=law&limit=50&year=all');
    expect(allYears.body.total).toBe(all.body.total);
  });

  it('pages in the index: page 2 holds the next papers, every page counts the same exact total', async () => {
    const first = await expectPages(server, '/api/scholar-search?query=law', 'documents', 6);
    expect(first.documents).toHaveLength(6);
  });

  it('answers 400 naming a blank query, a bad year or limit', async () => {
    const blank = await get('/api/scholar-search?query=');
    expect(blank.status).toBe(400);
    expect(blank.body.message).toMatch(/query/);
    const year = await get('/api/scholar-search?query=law&year=last');
    expect(year.status).toBe(400);
    expect(year.body.message).toMatch(/year/);
    const limit = await get('/api/scholar-search?query=law&limit=500');
    expect(limit.status).toBe(400);
    expect(limit.body.message).toMatch(/limit/);
  });
});

describe('GET /api/law-schools', () => {
  it('lists the six law schools with sourced degrees; query narrows', async () => {
    const { status, body } = await get('/api/law-schools');
    expect(status).toBe(200);
    expect(body).toHaveLength(6);
    expectProvenance(body, { nonEmpty: true });
    for (const s of body) for (const d of s.degrees) expect(d.sourceUrl).toMatch(/^https?:\/\//);
    const otago = await get('/api/law-schools?query=Otago');
    expect(otago.body.length).toBeGreaterThan(0);
    expect(otago.body.length).toBeLessThan(6);
    expect(otago.body[0].university).toMatch(/Otago/);
    const blank = await get('/api/law-schools?query=all');
    expect(blank.body).toHaveLength(6);
    const long = await get(`/api/law-schools?query=${'x'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/query/);
  });
});

describe('GET /api/law-journals', () => {
  it('lists the journals; accessType filters; all is no filter; a bad value is 400', async () => {
    const all = await get('/api/law-journals');
    expect(all.status).toBe(200);
    expectProvenance(all.body, { nonEmpty: true });
    const open = await get('/api/law-journals?accessType=open');
    expect(open.body.length).toBeGreaterThan(0);
    expect(open.body.length).toBeLessThan(all.body.length);
    expect(open.body.every((j: { accessType: string }) => j.accessType === 'open')).toBe(true);
    const same = await get('/api/law-journals?accessType=all');
    expect(same.body.length).toBe(all.body.length);
    const bad = await get('/api/law-journals?accessType=free');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/accessType/);
  });
});

describe('GET /api/research-centres', () => {
  it('lists research centres; location and type filter; bad values are 400', async () => {
    const all = await get('/api/research-centres');
    expect(all.status).toBe(200);
    expectProvenance(all.body, { nonEmpty: true });
    const dunedin = await get('/api/research-centres?location=Dunedin');
    expect(dunedin.body.length).toBeGreaterThan(0);
    expect(dunedin.body.length).toBeLessThan(all.body.length);
    expect(dunedin.body.every((c: { location: string }) => c.location === 'Dunedin')).toBe(true);
    const groups = await get('/api/research-centres?type=research_group');
    expect(groups.body.every((c: { type: string }) => c.type === 'research_group')).toBe(true);
    expect(groups.body.length).toBeLessThan(all.body.length);
    const blank = await get('/api/research-centres?location=all&type=');
    expect(blank.body.length).toBe(all.body.length);
    const bad = await get('/api/research-centres?location=Sydney');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/location/);
  });
});

describe('GET /api/legal-organisations', () => {
  it('lists organisations (not research centres); type filters; a bad type is 400', async () => {
    const all = await get('/api/legal-organisations');
    expect(all.status).toBe(200);
    expectProvenance(all.body, { nonEmpty: true });
    expect(all.body.some((o: { type: string }) => o.type === 'research_centre')).toBe(false);
    const bodies = await get('/api/legal-organisations?type=professional_body');
    expect(bodies.body.length).toBeGreaterThan(0);
    expect(bodies.body.length).toBeLessThan(all.body.length);
    expect(bodies.body.every((o: { type: string }) => o.type === 'professional_body')).toBe(true);
    const bad = await get('/api/legal-organisations?type=club');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/type/);
  });
});

describe('OpenAPI document', () => {
  it('lists every endpoint of the domain as a GET', async () => {
    const doc = (await server.app.inject('/api/openapi.json')).json() as {
      paths: Record<string, { get?: unknown }>;
    };
    for (const p of [
      '/scholar-search',
      '/law-schools',
      '/law-journals',
      '/research-centres',
      '/legal-organisations',
    ])
      expect(doc.paths[p]?.get).toBeDefined();
  });
});
