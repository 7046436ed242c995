import { describe, expect, it } from 'vitest';
import { expectPages } from '../support/paging';
import { expectProvenance, useTestServer } from '../support/server';

const server = useTestServer({ server: { searchCacheSize: 100 }, basePath: '/api' });
const { get } = server;

/**
 * Government & Local lookups against the shared real indexes of the integration global setup. Kinds the index
 * holds no records of yet (forms, datasets, councils, plans, rules, court forms) answer 200 with an empty list;
 * their filters are still validated (400 naming the parameter).
 */

type Row = Record<string, unknown> & { source: string; sourceUrl: string; retrievedAt: string };

type Ministry = Row & { name: string; orgId: string; category: string | null; asAt: string | null };

/** The organisations of one page of `GET /api/government-ministries<query>`. */
async function ministries(query = ''): Promise<Ministry[]> {
  return (await get<{ ministries: Ministry[] }>(`/government-ministries${query}`)).body.ministries;
}

describe('GET /api/government-ministries', () => {
  it('lists organisations with provenance and as-at dates; no council among them', async () => {
    const { status, body } = await get<{ ministries: Ministry[]; total: number }>(
      '/government-ministries?limit=100',
    );
    expect(status).toBe(200);
    expect(body.ministries.length).toBeGreaterThan(10);
    expectProvenance(body.ministries);
    expect(body.ministries.some((m) => /\b(City|District|Regional) Council$/.test(m.name))).toBe(false);
    // A blank search counts the whole directory (306 in the bundled snapshot), which its pages hold.
    expect(body.total).toBeGreaterThan(300);
  });

  it('pages the directory in the index: page 2 holds the next organisations, every page the same total', async () => {
    const first = await expectPages(server, '/government-ministries', 'ministries', 50);
    // Past the letter H on a later page: the Ministry of Justice is reachable by paging, not only by its name.
    const pages = await Promise.all(
      Array.from({ length: first.totalPages }, (_, i) => ministries(`?limit=50&page=${i + 1}`)),
    );
    expect(pages.flat().some((m) => m.name === 'Ministry of Justice')).toBe(true);
    expect(pages.flat()).toHaveLength(first.total);
  });

  it('query and sector filter change results; all and blank mean no filter', async () => {
    const justice = await ministries('?query=justice');
    expect(justice.some((m) => m.name === 'Ministry of Justice')).toBe(true);
    const ps = await ministries('?category=Public%20Service');
    expect(ps.length).toBeGreaterThan(0);
    for (const m of ps) expect(m.category).toBe('Public Service');
    const all = await ministries('?category=all&query=');
    const none = await ministries();
    expect(all.map((m) => m.id)).toEqual(none.map((m) => m.id));
    expect(ps.map((m) => m.id)).not.toEqual(none.map((m) => m.id));
  });

  it('answers 400 naming a too-long category', async () => {
    const bad = await get(`/government-ministries?category=${'x'.repeat(150)}`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/category/);
  });
});

describe('forms and datasets', () => {
  it('GET /api/government-forms answers 200 with a list (category = agency id), 400 naming format', async () => {
    type Forms = { forms: Array<Row & { category: string | null }>; total: number };
    const { status, body } = await get<Forms>('/government-forms?category=inland-revenue');
    expect(status).toBe(200);
    expectProvenance(body.forms);
    for (const f of body.forms) expect(f.category).toBe('inland-revenue');
    const all = await get<Forms>('/government-forms?category=all');
    expect(all.body.total).toBeGreaterThanOrEqual(body.total);
    const bad = await get(`/government-forms?format=${'x'.repeat(150)}`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/format/);
  });

  it('GET /api/government-forms pages in the index', async () => {
    await expectPages(server, '/government-forms', 'forms', 20);
  });

  it('GET /api/government-datasets answers 200 with a list, 400 naming category', async () => {
    const { status, body } = await get('/government-datasets?query=health');
    expect(status).toBe(200);
    expect(Array.isArray(body.datasets)).toBe(true);
    expectProvenance(body.datasets);
    const bad = await get(`/government-datasets?category=${'x'.repeat(150)}`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/category/);
  });
});

describe('GET /api/local-councils', () => {
  it('answers the shape of the specification; 400 names type and limit', async () => {
    const { status, body } = await get<{
      councils: Row[];
      total: number;
      allServices: unknown[];
      allDocumentTypes: Array<{ name: string; count: number }>;
      typeCounts: Array<{ name: string; count: number }>;
    }>('/local-councils?type=all&region=&limit=20');
    expect(status).toBe(200);
    expect(Array.isArray(body.councils)).toBe(true);
    expect(body.councils.length).toBeLessThanOrEqual(20);
    expect(body.total).toBeGreaterThanOrEqual(body.councils.length);
    expectProvenance(body.councils);
    for (const c of body.councils as Array<Row & { population: { year: number } | null }>) {
      if (c.population) expect(c.population.year).toBeGreaterThan(2000);
      expect(c).not.toHaveProperty('mayor');
    }
    if (body.total > 0) {
      // The 78 local authorities (source nz-councils): 11 regional councils; the type filter narrows.
      expect(body.total).toBe(78);
      // Counted over all 78, not over the 20 returned.
      expect(body.typeCounts.reduce((a, t) => a + t.count, 0)).toBe(78);
      expect(body.typeCounts.find((t) => t.name === 'Regional Council')?.count).toBe(11);
      const all = await get<{ councils: Array<Row & { documentTypes: string[] }> }>(
        '/local-councils?limit=100',
      );
      const plans = all.body.councils.filter((c) => c.documentTypes.includes('District plan')).length;
      expect(body.allDocumentTypes.find((t) => t.name === 'District plan')?.count ?? 0).toBe(plans);
      const regional = await get<{ councils: Array<Row & { type: string }>; total: number }>(
        '/local-councils?type=Regional%20Council',
      );
      expect(regional.body.total).toBe(11);
      for (const c of regional.body.councils) expect(c.type).toBe('Regional Council');
      const canterbury = await get<{ councils: Array<Row & { region: string }> }>(
        '/local-councils?region=Canterbury&limit=100',
      );
      expect(canterbury.body.councils.length).toBeGreaterThan(1);
      for (const c of canterbury.body.councils) expect(c.region).toBe('Canterbury');
    }
    const badType = await get('/local-councils?type=Shire');
    expect(badType.status).toBe(400);
    expect(badType.body.message).toMatch(/type/);
    const badLimit = await get('/local-councils?limit=0');
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.message).toMatch(/limit/);
  });

  it('pages the 78 councils in the index: page 2 holds the next ones, the counts stay those of every match', async () => {
    const first = await expectPages(server, '/local-councils', 'councils', 20);
    expect(first).toMatchObject({ total: 78, totalPages: 4 });
    const second = (await get<{ typeCounts: unknown }>('/local-councils?limit=20&page=2')).body;
    expect(second.typeCounts).toEqual(first.typeCounts);
  });
});

describe('court forms, Justice forms, plans and rules', () => {
  it('GET /api/court-forms answers forms grouped by court, fees only with as-at dates, and pricing', async () => {
    const { status, body } = await get<{
      forms: Record<string, Row[]>;
      fees: Array<Row & { amount: string | null; asAt: string | null }>;
      pricing: { lastPricingUpdate: string | null; nextUpdate: string | null };
    }>('/court-forms');
    expect(status).toBe(200);
    expect(typeof body.forms).toBe('object');
    for (const f of body.fees) if (f.amount !== null) expect(f.asAt).not.toBeNull();
    expect(body.pricing.nextUpdate).toBeNull();
  });

  it('GET /api/moj-forms answers totals and categories; 400 names language and fileType', async () => {
    const { status, body } = await get<{
      forms: Row[];
      totalForms: number;
      filteredForms: number;
      categories: Record<string, Array<Row & { category: string }>>;
    }>('/moj-forms?courtType=all&language=english');
    expect(status).toBe(200);
    expect(body.filteredForms).toBeLessThanOrEqual(body.totalForms);
    expectProvenance(body.forms);
    // Every form held, listed under its category.
    const listed = Object.entries(body.categories).flatMap(([name, forms]) => {
      for (const f of forms) expect(f.category).toBe(name);
      return forms;
    });
    expect(listed.length).toBeLessThanOrEqual(body.totalForms);
    const bad = await get('/moj-forms?language=klingon');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/language/);
    const badFile = await get('/moj-forms?fileType=exe');
    expect(badFile.status).toBe(400);
    expect(badFile.body.message).toMatch(/fileType/);
  });

  it('GET /api/council-plans answers a list; 400 names status and category', async () => {
    const { status, body } = await get('/council-plans?category=district-plans&status=Operative');
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expectProvenance(body);
    const bad = await get('/council-plans?status=Cancelled');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/status/);
    const badCat = await get('/council-plans?category=bylaws-only');
    expect(badCat.status).toBe(400);
    expect(badCat.body.message).toMatch(/category/);
  });

  it('GET /api/environmental-rules answers a list; 400 names category', async () => {
    const { status, body } = await get('/environmental-rules?category=national-laws&region=all');
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expectProvenance(body);
    const bad = await get('/environmental-rules?category=global');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/category/);
  });
});
