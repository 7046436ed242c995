import type {
  CouncilPlan,
  CourtFormsOutput,
  Dataset,
  EnvironmentalRule,
  MojFormsOutput,
} from '@aotearoa/contracts';
import { DATA_DIR, rebuildIndexDirect, servedUids } from '@aotearoa/infra/testing';
import type { FastifyInstance } from 'fastify';
import { Meilisearch } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server';
import { expectPages } from '../support/paging';

/**
 * The court forms and fees, council plans, environmental rules and datasets lookups against a real Meilisearch
 * (integration global setup) holding only the four government snapshots behind them (and one small documents source) (court fees and forms, district
 * plans and bylaws, environmental instruments, datasets catalogue), in an index of its own: about 200 real records.
 */
const MEILI_URL = process.env.MEILI_URL ?? '';
const MEILI_KEY = process.env.MEILI_MASTER_KEY ?? '';
const PREFIX = `gov_records_test_${process.pid}_${Date.now()}_`;
// The rebuild needs one documents source: the smallest real one (the Social Security Regulations).
const SOURCE_IDS = [
  'pco-regulations',
  'moj-court-forms-fees',
  'nz-district-plans-bylaws',
  'nz-environmental-instruments',
  'govt-datasets-catalogue',
];

let meili: Meilisearch;
let app: FastifyInstance;

beforeAll(async () => {
  meili = new Meilisearch({ host: MEILI_URL, apiKey: MEILI_KEY });
  await rebuildIndexDirect(meili, { prefix: PREFIX, dataDir: DATA_DIR, sourceIds: SOURCE_IDS });
  app = await buildServer({
    meili,
    indexPrefix: PREFIX,
    rateLimitMax: 0,
    searchCacheSize: 0,
    logLevel: 'error',
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  for (const uid of Object.values(servedUids(PREFIX))) await meili?.deleteIndexIfExists(uid);
});

async function get<T>(url: string): Promise<{ status: number; body: T & { message?: string } }> {
  const res = await app.inject({ method: 'GET', url: `/api${url}` });
  return { status: res.statusCode, body: res.json() };
}

function expectProvenance(rows: Array<{ source: string; sourceUrl: string; retrievedAt: string }>) {
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) {
    expect(r.source).not.toBe('');
    expect(r.sourceUrl).toMatch(/^https?:\/\//);
    expect(r.retrievedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
}

describe('GET /api/court-forms', () => {
  it('answers the fees, all historic, an amount only with its as-at date, and the forms grouped by court', async () => {
    const { status, body } = await get<CourtFormsOutput>('/court-forms');
    expect(status).toBe(200);
    expect(body.fees).toHaveLength(42);
    expectProvenance(body.fees);
    for (const fee of body.fees) {
      expect(fee.historic).toBe(true);
      if (fee.amount !== null) expect(fee.asAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (fee.asAt === null) expect(fee.amount).toBeNull();
    }
    // The Disputes Tribunal bands come from a secondary page with no date: no amount is given.
    const tribunal = body.fees.filter((f) => f.court === 'tribunal');
    expect(tribunal.length).toBe(3);
    expect(tribunal.every((f) => f.amount === null)).toBe(true);
    const leave = body.fees.find(
      (f) => f.court === 'supreme' && f.title === 'Application for leave to appeal',
    );
    expect(leave).toMatchObject({ amount: '1100.00', asAt: '2013-07-01', asAtText: 'fees from 1 July 2013' });
    expect(body.pricing).toEqual({ lastPricingUpdate: '2013-07-01', nextUpdate: null });
    expect(body.forms.family?.length).toBeGreaterThanOrEqual(2);
    expectProvenance(Object.values(body.forms).flat());
  });
});

describe('GET /api/moj-forms', () => {
  it('counts and filters the forms held; 400 names courtType and language', async () => {
    const all = await get<MojFormsOutput>('/moj-forms');
    expect(all.status).toBe(200);
    expect(all.body.totalForms).toBe(all.body.forms.length);
    expect(all.body.lastUpdated).toBe('2026-11-22');
    expect(all.body.availableCategories).toEqual(['Care of Children', 'Legal aid']);
    const family = await get<MojFormsOutput>('/moj-forms?courtType=family');
    expect(family.body.forms.length).toBeGreaterThan(0);
    for (const f of family.body.forms) expect(f.courtType).toBe('family');
    expect(family.body.filteredForms).toBeLessThan(all.body.totalForms);
    const aid = await get<MojFormsOutput>('/moj-forms?category=Legal%20aid');
    expect(aid.body.forms.map((f) => f.title).sort()).toEqual([
      'Civil legal aid application form',
      'Family legal aid application form',
    ]);
    const bad = await get('/moj-forms?courtType=magistrates');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/courtType/);
    const badLang = await get('/moj-forms?language=french');
    expect(badLang.status).toBe(400);
    expect(badLang.body.message).toMatch(/language/);
  });
});

describe('GET /api/council-plans', () => {
  it('answers each tab with its plans, status filter on the statuses of the specification, region filter; 400 names status', async () => {
    const district = await get<CouncilPlan[]>('/council-plans?category=district-plans');
    expect(district.status).toBe(200);
    expect(district.body).toHaveLength(13);
    expectProvenance(district.body);
    for (const p of district.body) expect(p.category).toBe('district-plans');
    const regional = await get<CouncilPlan[]>('/council-plans?category=regional-plans');
    expect(regional.body).toHaveLength(6);
    const bylaws = await get<CouncilPlan[]>('/council-plans?category=bylaws&region=Taranaki');
    expect(bylaws.body).toHaveLength(22);
    const operative = await get<CouncilPlan[]>('/council-plans?status=Operative');
    expect(operative.body.length).toBeGreaterThan(0);
    for (const p of operative.body) {
      expect(p.status).toBe('Operative');
      expect(p.statusText).toMatch(/operative/i);
    }
    const hutt = await get<CouncilPlan[]>('/council-plans?query=temporary%20activities');
    expect(hutt.body[0]).toMatchObject({
      council: 'Hutt City Council',
      asAt: '2010-11-10',
      region: 'Wellington',
    });
    expect(hutt.body[0]?.events.map((e) => e.date)).toEqual([
      '2009-08-04',
      '2010-02-16',
      '2010-08-24',
      '2010-11-10',
    ]);
    const bad = await get('/council-plans?status=Repealed');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/status/);
  });
});

describe('GET /api/environmental-rules', () => {
  it('answers national laws, regional rules and district plans as district regulations, area and region filters; 400 names category', async () => {
    const national = await get<EnvironmentalRule[]>('/environmental-rules?category=national-laws');
    expect(national.status).toBe(200);
    expect(national.body).toHaveLength(11);
    expectProvenance(national.body);
    for (const r of national.body) if (r.status) expect(r.asAt).not.toBeNull();
    const fresh = await get<EnvironmentalRule[]>('/environmental-rules?environmentalArea=Freshwater');
    expect(fresh.body.length).toBeGreaterThan(2);
    for (const r of fresh.body) expect(r.environmentalAreas).toContain('Freshwater');
    const canterbury = await get<EnvironmentalRule[]>(
      '/environmental-rules?category=regional-rules&region=Canterbury',
    );
    expect(canterbury.body.map((r) => r.title)).toEqual(['Canterbury Land & Water Regional Plan']);
    // District Regulations: the district plans Council Plans holds, each with its council, status and as-at date.
    const district = await get<EnvironmentalRule[]>('/environmental-rules?category=district-regulations');
    const plans = await get<Array<{ title: string }>>('/council-plans?category=district-plans');
    expect(district.body.map((r) => r.title)).toEqual(plans.body.map((p) => p.title));
    expectProvenance(district.body);
    for (const r of district.body) {
      expect(r.category).toBe('district-regulations');
      expect(r.authority).toMatch(/Council/);
    }
    // An environmental-area filter leaves the instruments that name the area, not the district plans.
    for (const r of fresh.body) expect(r.category).not.toBe('district-regulations');
    const bad = await get('/environmental-rules?category=global-laws');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/category/);
  });
});

describe('GET /api/government-datasets', () => {
  type Datasets = { datasets: Dataset[]; total: number };
  it('answers catalogue datasets; format and publisher filters; 400 names format', async () => {
    const all = await get<Datasets>('/government-datasets?limit=100');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(77);
    expect(all.body.datasets).toHaveLength(77);
    expectProvenance(all.body.datasets);
    const csv = (await get<Datasets>('/government-datasets?format=csv')).body.datasets;
    expect(csv.length).toBeGreaterThan(3);
    for (const d of csv) expect(d.formats.some((f) => /CSV/.test(f))).toBe(true);
    const stats = await get<Datasets>('/government-datasets?category=Stats%20NZ');
    expect(stats.body.total).toBe(5);
    expect(stats.body.datasets.length).toBe(5);
    const edu = (await get<Datasets>('/government-datasets?query=educational%20institutions')).body.datasets;
    expect(edu[0]).toMatchObject({ frequency: 'Irregular', lastUpdated: '2018-10-31', asAt: '2019-03' });
    const bad = await get(`/government-datasets?format=${'x'.repeat(150)}`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/format/);
  });

  it('pages the 77 datasets in the index: page 2 holds the next ones, every page the same total', async () => {
    const first = await expectPages({ get }, '/government-datasets', 'datasets', 30);
    expect(first).toMatchObject({ total: 77, totalPages: 3 });
  });
});
