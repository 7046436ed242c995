import {
  type Case,
  type CaseListOutput,
  isOfficialUrl,
  type JudicialDecisionsOutput,
} from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { expectProvenance as expectRecordProvenance, useTestServer } from '../support/server';

const server = useTestServer({ server: { searchCacheSize: 10 } });
const { get } = server;

/**
 * The Case Law & Courts lookups (Supreme Court, Court of Appeal, High Court, District Court, recent cases, judicial
 * decisions) against the shared read-only indexes of the integration global setup (the real corpus).
 */

function expectProvenance(cases: readonly Case[]) {
  expectRecordProvenance(cases, { nonEmpty: true });
  for (const c of cases) {
    // The official page, or none (never a copy the record was read from: see official-links.test.ts).
    if (c.url !== null) expect(isOfficialUrl('case_law', c.url)).toBe(true);
    expect(c.significance.basis).not.toBe('');
  }
}

describe('GET /api/supreme-court-cases', () => {
  it('answers Supreme Court decisions with provenance, newest first, at most 30', async () => {
    const { status, body } = await get<CaseListOutput>('/api/supreme-court-cases');
    expect(status).toBe(200);
    expectProvenance(body.cases);
    expect(body.cases.length).toBeLessThanOrEqual(30);
    expect(body.cases.every((c) => c.court === 'Supreme Court')).toBe(true);
    const dates = body.cases.map((c) => c.date ?? '').filter(Boolean);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.total).toBeGreaterThan(body.cases.length);
  });

  it('filters by year, legal area and significance', async () => {
    const all = await get<CaseListOutput>('/api/supreme-court-cases');
    const year = Object.keys(all.body.facets.years).sort()[0];
    const byYear = await get<CaseListOutput>(`/api/supreme-court-cases?year=${year}`);
    expect(byYear.status).toBe(200);
    expect(byYear.body.total).toBe(all.body.facets.years[year ?? '']);
    expect(byYear.body.cases.every((c) => String(c.year) === year)).toBe(true);
    const crim = await get<CaseListOutput>('/api/supreme-court-cases?legalArea=criminal');
    expect(crim.body.total).toBeLessThan(all.body.total);
    expect(crim.body.cases.every((c) => c.legalAreas.includes('criminal'))).toBe(true);
    const high = await get<CaseListOutput>('/api/supreme-court-cases?significance=high');
    expect(high.body.cases.every((c) => c.significance.value === 'high')).toBe(true);
  });

  it("treats 'all' and blank as no filter", async () => {
    const all = await get<CaseListOutput>('/api/supreme-court-cases');
    const blank = await get<CaseListOutput>('/api/supreme-court-cases?legalArea=all&year=&significance=ALL');
    expect(blank.status).toBe(200);
    expect(blank.body.total).toBe(all.body.total);
  });

  it('answers 400 naming a bad parameter', async () => {
    for (const [qs, name] of [
      ['year=20x4', 'year'],
      ['legalArea=astrology', 'legalArea'],
      ['significance=landmark', 'significance'],
      ['limit=500', 'limit'],
    ] as const) {
      const { status, body } = await get(`/api/supreme-court-cases?${qs}`);
      expect(status, qs).toBe(400);
      expect(body.message, qs).toContain(name);
    }
  });
});

describe('GET /api/court-of-appeal-cases', () => {
  it('answers Court of Appeal decisions; outcome filters by the judgment’s own words', async () => {
    const all = await get<CaseListOutput>('/api/court-of-appeal-cases');
    expect(all.status).toBe(200);
    expectProvenance(all.body.cases);
    expect(all.body.cases.every((c) => c.court === 'Court of Appeal')).toBe(true);
    const dismissed = await get<CaseListOutput>('/api/court-of-appeal-cases?outcome=Dismissed');
    expect(dismissed.body.total).toBeGreaterThan(0);
    expect(dismissed.body.total).toBeLessThan(all.body.total);
    for (const c of dismissed.body.cases) {
      expect(c.outcome?.value).toBe('Dismissed');
      expect(c.outcome?.quote).toMatch(/dismissed|declined|not made out/i);
    }
    const prec = await get<CaseListOutput>('/api/court-of-appeal-cases?precedential=true');
    expect(prec.body.total).toBeLessThan(all.body.total);
    expect(prec.body.cases.every((c) => c.precedential)).toBe(true);
  });

  it('answers 400 naming outcome and precedential', async () => {
    const bad = await get('/api/court-of-appeal-cases?outcome=Won');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('outcome');
    const bool = await get('/api/court-of-appeal-cases?precedential=yes');
    expect(bool.status).toBe(400);
    expect(bool.body.message).toContain('precedential');
  });
});

describe('GET /api/high-court-cases', () => {
  it('filters by case type and location; blank location is no filter', async () => {
    const all = await get<CaseListOutput>('/api/high-court-cases');
    expect(all.status).toBe(200);
    expectProvenance(all.body.cases);
    expect(all.body.cases.length).toBeLessThanOrEqual(50);
    const crim = await get<CaseListOutput>('/api/high-court-cases?caseType=Criminal');
    expect(crim.body.total).toBe(all.body.facets.caseTypes.Criminal);
    expect(crim.body.cases.every((c) => c.caseType?.value === 'Criminal' && c.caseType.basis)).toBe(true);
    const location = Object.keys(all.body.facets.locations)[0];
    expect(location).toBeDefined();
    const at = await get<CaseListOutput>(
      `/api/high-court-cases?location=${encodeURIComponent(location ?? '')}`,
    );
    expect(at.body.cases.every((c) => c.location === location)).toBe(true);
    const blank = await get<CaseListOutput>('/api/high-court-cases?location=%20&caseType=all');
    expect(blank.body.total).toBe(all.body.total);
  });

  it('answers 400 naming caseType', async () => {
    const { status, body } = await get('/api/high-court-cases?caseType=Tort');
    expect(status).toBe(400);
    expect(body.message).toContain('caseType');
  });
});

describe('GET /api/district-court-cases', () => {
  it('answers District, Family and Youth Court decisions; case type filters', async () => {
    const all = await get<CaseListOutput>('/api/district-court-cases');
    expect(all.status).toBe(200);
    expectProvenance(all.body.cases);
    expect(
      all.body.cases.every((c) => ['District Court', 'Family Court', 'Youth Court'].includes(c.court ?? '')),
    );
    const crim = await get<CaseListOutput>('/api/district-court-cases?caseType=Criminal');
    expect(crim.body.total).toBeGreaterThan(0);
    expect(crim.body.total).toBeLessThan(all.body.total);
    expect(crim.body.cases.every((c) => c.caseType?.value === 'Criminal')).toBe(true);
    const bad = await get('/api/district-court-cases?legalArea=magic');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('legalArea');
  });
});

describe('GET /api/recent-cases', () => {
  it('answers the newest dated court decisions, never after today', async () => {
    const { status, body } = await get<CaseListOutput>('/api/recent-cases');
    expect(status).toBe(200);
    expectProvenance(body.cases);
    expect(body.cases).toHaveLength(10);
    const today = new Date().toISOString().slice(0, 10);
    const dates = body.cases.map((c) => c.date ?? '');
    expect(dates.every((d) => d !== '' && d <= today)).toBe(true);
    expect(dates).toEqual([...dates].sort().reverse());
    // The Employment Relations Authority's 2026 determinations are newer than any court decision held: listed.
    expect(body.cases.some((c) => c.court === 'Employment Relations Authority')).toBe(true);
    const five = await get<CaseListOutput>('/api/recent-cases?limit=5');
    expect(five.body.cases.map((c) => c.id)).toEqual(body.cases.slice(0, 5).map((c) => c.id));
    const bad = await get('/api/recent-cases?limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('limit');
  });
});

describe('GET /api/judicial-decisions', () => {
  it('answers a page of decisions with stats computed by the index', async () => {
    const { status, body } = await get<JudicialDecisionsOutput>('/api/judicial-decisions');
    expect(status).toBe(200);
    expectProvenance(body.cases);
    expect(body.cases).toHaveLength(20);
    expect(body.page).toBe(1);
    expect(body.stats.courtsCovered).toBe(Object.keys(body.facets.courts).length);
    expect(body.stats.courtsCovered).toBeGreaterThan(3);
    expect(body.stats.highImportance).toBe(body.facets.significance.high);
    expect(body.stats.legalAreas).toBeGreaterThan(3);
    // Judicial Decisions Online records carry the JDO document as their download.
    const jdo = await get<JudicialDecisionsOutput>('/api/judicial-decisions?query=singh&dateTo=2019-12-31');
    const fromJdo = jdo.body.cases.find((c) => c.source.includes('Judicial Decisions Online'));
    expect(fromJdo?.downloadUrl).toMatch(
      /^https:\/\/forms\.justice\.govt\.nz\/search\/Documents\/pdf\/jdo\//,
    );
  });

  it('filters by court and by an inclusive date range', async () => {
    const all = await get<JudicialDecisionsOutput>('/api/judicial-decisions');
    const hc = await get<JudicialDecisionsOutput>('/api/judicial-decisions?court=High%20Court');
    expect(hc.body.total).toBe(all.body.facets.courts['High Court']);
    expect(hc.body.stats.courtsCovered).toBe(1);
    const range = await get<JudicialDecisionsOutput>(
      '/api/judicial-decisions?dateFrom=2025-01-01&dateTo=2025-12-31&sort=oldest',
    );
    expect(range.body.total).toBeGreaterThan(0);
    expect(range.body.total).toBeLessThan(all.body.total);
    expect(
      range.body.cases.every((c) => (c.date ?? '') >= '2025-01-01' && (c.date ?? '') <= '2025-12-31'),
    ).toBe(true);
  });

  it('answers 400 naming court, dateFrom and page', async () => {
    for (const [qs, name] of [
      ['court=Broadcasting%20Standards%20Authority', 'court'],
      ['dateFrom=2025-13-01', 'dateFrom'],
      ['dateFrom=2025-02-01&dateTo=2025-01-01', 'dateFrom'],
      ['page=0', 'page'],
    ] as const) {
      const { status, body } = await get(`/api/judicial-decisions?${qs}`);
      expect(status, qs).toBe(400);
      expect(body.message, qs).toContain(name);
    }
  });
});
