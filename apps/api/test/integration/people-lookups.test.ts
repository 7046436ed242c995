import { describe, expect, it } from 'vitest';
import { expectProvenance, useTestServer } from '../support/server';

const server = useTestServer();
const { get } = server;

/**
 * Find Lawyers endpoints against the shared real index of the integration global setup (the full bundled corpus):
 * free legal services and helplines from the Community Law Centres snapshot; the lawyer and Law Society searches,
 * for which no records are held, answer empty lists with the official link.
 */

describe('GET /api/free-legal-services', () => {
  it('lists the real services with provenance and counts per type', async () => {
    const { status, body } = await get('/api/free-legal-services');
    expect(status).toBe(200);
    expect(body.services.length).toBeGreaterThan(5);
    expect(body.total).toBe(body.services.length);
    expectProvenance(body.services);
    expect(body.services.map((s: { name: string }) => s.name)).toContain('Auckland Community Law Centre');
    const counted = Object.values(body.countsByType as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(counted).toBe(body.total);
  });

  it('filters by region and type in the index; counts ignore the type filter', async () => {
    const all = await get('/api/free-legal-services');
    const auckland = await get('/api/free-legal-services?region=auckland');
    expect(auckland.status).toBe(200);
    expect(auckland.body.services.length).toBeGreaterThan(0);
    expect(auckland.body.services.length).toBeLessThan(all.body.services.length);
    expect(auckland.body.services.every((s: { region: string }) => s.region === 'auckland')).toBe(true);

    const legalAid = await get('/api/free-legal-services?type=legal_aid');
    expect(legalAid.body.services.length).toBeGreaterThan(0);
    expect(legalAid.body.services.every((s: { type: string }) => s.type === 'legal_aid')).toBe(true);
    expect(legalAid.body.countsByType).toEqual(all.body.countsByType);
  });

  it("treats 'all' and blank as no filter", async () => {
    const all = await get('/api/free-legal-services');
    const same = await get('/api/free-legal-services?region=all&type=&query=');
    expect(same.status).toBe(200);
    expect(same.body.total).toBe(all.body.total);
  });

  it('answers 400 naming a bad region or type', async () => {
    const region = await get('/api/free-legal-services?region=atlantis');
    expect(region.status).toBe(400);
    expect(region.body.message).toMatch(/region/);
    const type = await get('/api/free-legal-services?type=paid');
    expect(type.status).toBe(400);
    expect(type.body.message).toMatch(/type/);
  });
});

describe('GET /api/legal-helplines', () => {
  it('lists the official helplines, filterable by group', async () => {
    const all = await get('/api/legal-helplines');
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThan(0);
    expectProvenance(all.body);
    const fv = await get('/api/legal-helplines?group=family_violence');
    expect(fv.body.length).toBeGreaterThan(0);
    expect(fv.body.length).toBeLessThan(all.body.length);
    expect(fv.body.every((h: { group: string }) => h.group === 'family_violence')).toBe(true);
    const bad = await get('/api/legal-helplines?group=nope');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/group/);
  });
});

describe('GET /api/lawyer-search', () => {
  it('invents no lawyer: an empty list with the Law Society register link', async () => {
    const { status, body } = await get('/api/lawyer-search?query=employment&location=Auckland');
    expect(status).toBe(200);
    expect(body.lawyers).toEqual([]);
    expect(body.total).toBe(0);
    expect(body.officialUrl).toMatch(/^https:\/\/www\.lawsociety\.org\.nz\//);
    expect(body.notice).toMatch(/register/);
  });

  it('answers 400 naming a parameter that is too long', async () => {
    const { status, body } = await get(`/api/lawyer-search?location=${'x'.repeat(101)}`);
    expect(status).toBe(400);
    expect(body.message).toMatch(/location/);
  });
});

describe('GET /api/law-society-search', () => {
  it('holds no Law Society documents: empty list with the Conduct and Client Care Rules link', async () => {
    const { status, body } = await get('/api/law-society-search?query=trust%20account&category=all');
    expect(status).toBe(200);
    expect(body.documents).toEqual([]);
    expect(body.total).toBe(0);
    expect(body.officialUrl).toMatch(
      /^https:\/\/www\.legislation\.govt\.nz\/regulation\/public\/2008\/0214\//,
    );
  });

  it('answers 400 naming a blank query or a bad category', async () => {
    const blank = await get('/api/law-society-search?query=%20');
    expect(blank.status).toBe(400);
    expect(blank.body.message).toMatch(/query/);
    const category = await get('/api/law-society-search?query=rules&category=cooking');
    expect(category.status).toBe(400);
    expect(category.body.message).toMatch(/category/);
  });
});

describe('OpenAPI document', () => {
  it('lists every endpoint of the domain as a GET', async () => {
    const doc = (await server.app.inject('/api/openapi.json')).json() as {
      paths: Record<string, { get?: unknown }>;
    };
    for (const p of ['/lawyer-search', '/law-society-search', '/free-legal-services', '/legal-helplines'])
      expect(doc.paths[p]?.get).toBeDefined();
  });
});
