import type {
  LegalDatabasesOutput,
  LegalGrantsOutput,
  LegalJobsOutput,
  NzDataSourcesOutput,
} from '@aotearoa/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectProvenance, useTestServer } from '../support/server';

const server = useTestServer();
const { get } = server;

/** Resources & Tools lookups against the shared index of the bundled snapshot (integration global setup). */

afterEach(() => {
  vi.useRealTimers();
});

async function expect400(url: string, param: string) {
  const { status, body } = await get(url);
  expect(status).toBe(400);
  expect(body.message).toContain(`${param}:`);
}

/** Freezes the server’s clock (Date only) at 00:00 UTC on `day` (midday in New Zealand). */
function freezeAt(day: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T00:00:00Z`));
}

describe('GET /api/legal-grants-awards', () => {
  it('lists grants with provenance; a grant without a dated closing date has status unknown', async () => {
    const { status, body } = await get<LegalGrantsOutput>('/api/legal-grants-awards');
    expect(status).toBe(200);
    expectProvenance(body.grants, { nonEmpty: true });
    expect(body.total).toBe(body.grants.length);
    expect(body.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const g of body.grants) {
      if (!g.closingDate) expect(g.status).toBe('unknown');
      if (g.closingDate && g.closingDate < body.today) {
        expect(g.status).toBe('closed');
        expect(g.daysLeft).toBeNull();
      }
    }
  });

  it('computes status and days left against a fixed clock, and the status filter follows it', async () => {
    // 2024-07-10 (NZ): a grant closing 2024-07-31 closes within 30 days; one closing 2024-09-09 is open.
    freezeAt('2024-07-10');
    const then = await get<LegalGrantsOutput>('/api/legal-grants-awards');
    expect(then.body.today).toBe('2024-07-10');
    const july = then.body.grants.find((g) => g.closingDate === '2024-07-31');
    expect(july).toMatchObject({ status: 'closing_soon', daysLeft: 21 });
    const sept = then.body.grants.find((g) => g.closingDate === '2024-09-09');
    expect(sept).toMatchObject({ status: 'open', daysLeft: 61 });
    const soon = await get<LegalGrantsOutput>('/api/legal-grants-awards?status=closing_soon');
    expect(soon.body.grants.map((g) => g.id)).toContain(july?.id);
    expect(soon.body.grants.every((g) => g.status === 'closing_soon')).toBe(true);
    const open = await get<LegalGrantsOutput>('/api/legal-grants-awards?status=open');
    expect(open.body.grants.map((g) => g.id)).toContain(sept?.id);
    expect(open.body.grants.every((g) => g.status === 'open')).toBe(true);
    // A year later both have closed.
    freezeAt('2025-07-10');
    const closed = await get<LegalGrantsOutput>('/api/legal-grants-awards?status=closed');
    expect(closed.body.grants.map((g) => g.id)).toEqual(expect.arrayContaining([july?.id, sept?.id]));
    expect(closed.body.grants.every((g) => g.status === 'closed' && g.daysLeft === null)).toBe(true);
    const nowOpen = await get<LegalGrantsOutput>('/api/legal-grants-awards?status=open');
    expect(nowOpen.body.grants.map((g) => g.id)).not.toContain(sept?.id);
  });

  it('filters by type and category; all means no filter', async () => {
    const all = await get<LegalGrantsOutput>('/api/legal-grants-awards?type=all&category=all&status=all');
    const scholarships = await get<LegalGrantsOutput>('/api/legal-grants-awards?type=scholarship');
    expect(scholarships.body.total).toBeGreaterThan(0);
    expect(scholarships.body.total).toBeLessThan(all.body.total);
    expect(scholarships.body.grants.every((g) => g.type === 'scholarship')).toBe(true);
    const unknown = await get<LegalGrantsOutput>('/api/legal-grants-awards?status=unknown');
    expect(unknown.body.grants.every((g) => g.closingDate === null)).toBe(true);
  });

  it.each([
    ['?status=pending', 'status'],
    ['?type=loan', 'type'],
    ['?category=everyone', 'category'],
  ])('%s → 400 naming %s', async (qs, param) => expect400(`/api/legal-grants-awards${qs}`, param));
});

describe('GET /api/legal-databases', () => {
  it('lists the databases with provenance and search addresses', async () => {
    const { status, body } = await get<LegalDatabasesOutput>('/api/legal-databases');
    expect(status).toBe(200);
    expectProvenance(body.databases, { nonEmpty: true });
    expect(body.databases.map((d) => d.shortName)).toContain('NZLII');
    for (const d of body.databases) if (d.searchUrl) expect(d.searchUrl).toContain('{query}');
  });

  it('filters by access type and category', async () => {
    const all = await get<LegalDatabasesOutput>('/api/legal-databases?accessType=all');
    const paid = await get<LegalDatabasesOutput>('/api/legal-databases?accessType=subscription');
    expect(paid.body.total).toBeGreaterThan(0);
    expect(paid.body.total).toBeLessThan(all.body.total);
    expect(paid.body.databases.every((d) => d.accessType === 'subscription')).toBe(true);
    const academic = await get<LegalDatabasesOutput>('/api/legal-databases?category=academic');
    expect(academic.body.databases.every((d) => d.categories.includes('academic'))).toBe(true);
  });

  it.each([
    ['?accessType=paywall', 'accessType'],
    ['?category=au', 'category'],
  ])('%s → 400 naming %s', async (qs, param) => expect400(`/api/legal-databases${qs}`, param));
});

describe('GET /api/nz-data-sources', () => {
  it('lists every data source with categories, data types and provenance', async () => {
    const { status, body } = await get<NzDataSourcesOutput>('/api/nz-data-sources');
    expect(status).toBe(200);
    expectProvenance(body.sources, { nonEmpty: true });
    expect(body.totalSources).toBe(body.sources.length);
    expect(body.categories.length).toBeGreaterThan(1);
    expect(body.dataTypes.length).toBeGreaterThan(1);
    expect(body.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(body.sources.every((s) => s.status === 'snapshot')).toBe(true);
  });

  it('filters by category and data type; the lists stay whole', async () => {
    const all = await get<NzDataSourcesOutput>('/api/nz-data-sources');
    const cat = all.body.categories[0] ?? '';
    const one = await get<NzDataSourcesOutput>(`/api/nz-data-sources?category=${encodeURIComponent(cat)}`);
    expect(one.body.sources.length).toBeGreaterThan(0);
    expect(one.body.sources.length).toBeLessThan(all.body.sources.length);
    expect(one.body.sources.every((s) => s.category === cat)).toBe(true);
    expect(one.body.categories).toEqual(all.body.categories);
    const type = all.body.dataTypes[0] ?? '';
    const typed = await get<NzDataSourcesOutput>(`/api/nz-data-sources?dataType=${encodeURIComponent(type)}`);
    expect(typed.body.sources.every((s) => s.dataTypes.includes(type))).toBe(true);
  });

  it('400 names a too-long parameter', async () => {
    await expect400(`/api/nz-data-sources?dataType=${'x'.repeat(101)}`, 'dataType');
  });
});

describe('GET /api/legal-jobs', () => {
  it('holds no listing: empty jobs with the two job boards', async () => {
    const { status, body } = await get<LegalJobsOutput>('/api/legal-jobs?location=auckland');
    expect(status).toBe(200);
    expect(body.jobs).toEqual([]);
    expect(body.boards.map((b) => b.id).sort()).toEqual(['seek', 'trademe']);
    expect(body.notice).toMatch(/No job listings are held/);
  });

  it.each([
    ['?location=mars', 'location'],
    ['?type=gig', 'type'],
    ['?experience=expert', 'experience'],
  ])('%s → 400 naming %s', async (qs, param) => expect400(`/api/legal-jobs${qs}`, param));
});

describe('OpenAPI', () => {
  it('documents every endpoint of the category', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/legal-jobs', '/legal-grants-awards', '/legal-databases', '/nz-data-sources']),
    );
  });
});
