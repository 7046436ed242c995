import {
  type CaseListOutput,
  CaseListOutputSchema,
  EMPLOYMENT_JURISDICTIONS,
  type EnvironmentCourtCasesOutput,
  EnvironmentCourtCasesOutputSchema,
  FAMILY_JURISDICTIONS,
  type MaoriCourt,
  MaoriCourtDecisionsOutputSchema,
  MaoriCourtsOutputSchema,
  type MaoriDecision,
  type WaitangiClaim,
  WaitangiClaimsOutputSchema,
} from '@aotearoa/contracts';
import { describe, expect, it } from 'vitest';
import { expectPages } from '../support/paging';
import { expect400, expectProvenance, useTestServer } from '../support/server';

const server = useTestServer();
const { get } = server;

/**
 * The courts domain's endpoints (employment, family, Environment Court, Māori courts, their decisions, Waitangi
 * claims) against the shared read-only indexes of the integration global setup (the real corpus).
 */

describe('GET /api/employment-law-cases', () => {
  it('answers real employment decisions, newest first, with provenance and the limit of 50 the specification sets', async () => {
    const { status, body } = await get<CaseListOutput>('/api/employment-law-cases');
    expect(status).toBe(200);
    CaseListOutputSchema.parse(body);
    expect(body.cases.length).toBe(Math.min(50, body.total));
    expect(body.total).toBeGreaterThan(100);
    expectProvenance(body.cases);
    for (const c of body.cases)
      expect(EMPLOYMENT_JURISDICTIONS as readonly (string | null)[]).toContain(c.court);
    const dates = body.cases.map((c) => c.date).filter((d): d is string => d !== null);
    expect([...dates].sort().reverse()).toEqual(dates);
    // The derived fields are only those of the indexer's rules: an outcome always carries its own sentence.
    for (const c of body.cases) if (c.outcome) expect(c.outcome.quote.length).toBeGreaterThan(10);
  });

  it('filters by jurisdiction, case type, area and outcome in the index', async () => {
    const all = await get<CaseListOutput>('/api/employment-law-cases?limit=1');
    const era = await get<CaseListOutput>(
      '/api/employment-law-cases?jurisdiction=Employment%20Relations%20Authority&limit=100',
    );
    expect(era.status).toBe(200);
    expect(era.body.total).toBeGreaterThan(0);
    expect(era.body.total).toBeLessThan(all.body.total);
    for (const c of era.body.cases) expect(c.court).toBe('Employment Relations Authority');
    expect(era.body.total).toBe(all.body.facets.courts['Employment Relations Authority']);
    // The Court of Appeal's decisions whose legal area is employment are in the list, under their court.
    const ca = await get<CaseListOutput>('/api/court-of-appeal-cases?legalArea=employment&limit=100');
    const caEmployment = await get<CaseListOutput>(
      '/api/employment-law-cases?jurisdiction=Court%20of%20Appeal&limit=100',
    );
    const listed = new Set(caEmployment.body.cases.map((c) => c.id));
    for (const c of ca.body.cases) expect(listed.has(c.id), c.title).toBe(true);

    const type = await get<CaseListOutput>('/api/employment-law-cases?caseType=Wage%20and%20Time');
    expect(type.body.total).toBeGreaterThan(0);
    for (const c of type.body.cases) expect(c.employmentCaseTypes).toContain('Wage and Time');

    const area = await get<CaseListOutput>('/api/employment-law-cases?employmentArea=Atypical%20Employment');
    expect(area.body.total).toBeGreaterThan(0);
    for (const c of area.body.cases) expect(c.employmentAreas).toContain('Atypical Employment');

    const outcome = await get<CaseListOutput>('/api/employment-law-cases?outcome=Dismissed');
    expect(outcome.body.total).toBeGreaterThan(0);
    for (const c of outcome.body.cases) expect(c.outcome?.value).toBe('Dismissed');
  });

  it('searches by text, and treats all and blank as no filter', async () => {
    const all = await get<CaseListOutput>('/api/employment-law-cases?limit=1');
    const blank = await get<CaseListOutput>(
      '/api/employment-law-cases?limit=1&query=&jurisdiction=all&caseType=&employmentArea=all&outcome=all',
    );
    expect(blank.status).toBe(200);
    expect(blank.body.total).toBe(all.body.total);
    const q = await get<CaseListOutput>('/api/employment-law-cases?query=redundancy');
    expect(q.body.total).toBeGreaterThan(0);
    expect(q.body.total).toBeLessThan(all.body.total);
  });

  it.each([
    ['jurisdiction=Supreme%20Court', 'jurisdiction'],
    ['caseType=Murder', 'caseType'],
    ['employmentArea=Space', 'employmentArea'],
    ['outcome=Ongoing', 'outcome'],
    ['limit=101', 'limit'],
  ])('answers 400 naming the parameter for %s', async (qs, name) => {
    await expect400(server, `/api/employment-law-cases?${qs}`, name);
  });
});

describe('GET /api/family-court-cases', () => {
  it('answers family decisions with their suppression notices verbatim, limit 40', async () => {
    const { status, body } = await get<CaseListOutput>('/api/family-court-cases');
    expect(status).toBe(200);
    CaseListOutputSchema.parse(body);
    expect(body.cases.length).toBe(Math.min(40, body.total));
    expect(body.total).toBeGreaterThan(0);
    expectProvenance(body.cases);
    for (const c of body.cases) expect(FAMILY_JURISDICTIONS as readonly (string | null)[]).toContain(c.court);
    const family = body.cases.filter((c) => c.court === 'Family Court');
    expect(family.length).toBeGreaterThan(0);
    expect(family.some((c) => c.suppressionNotice?.includes('Care of Children Act'))).toBe(true);
  });

  it('filters by jurisdiction, case type and children involved', async () => {
    const all = await get<CaseListOutput>('/api/family-court-cases?limit=1');
    const fc = await get<CaseListOutput>('/api/family-court-cases?jurisdiction=Family%20Court');
    expect(fc.body.total).toBeGreaterThan(0);
    expect(fc.body.total).toBeLessThan(all.body.total);
    for (const c of fc.body.cases) expect(c.court).toBe('Family Court');

    const custody = await get<CaseListOutput>('/api/family-court-cases?caseType=Child%20Custody');
    expect(custody.body.total).toBeGreaterThan(0);
    for (const c of custody.body.cases) expect(c.familyCaseTypes).toContain('Child Custody');

    const children = await get<CaseListOutput>('/api/family-court-cases?childrenInvolved=true');
    expect(children.body.total).toBeGreaterThan(0);
    for (const c of children.body.cases) expect(c.childrenInvolved?.value).toBe(true);
    const area = await get<CaseListOutput>('/api/family-court-cases?familyLawArea=Children%20and%20Family');
    for (const c of area.body.cases) expect(c.familyLawAreas).toContain('Children and Family');
  });

  it('treats all and blank as no filter', async () => {
    const all = await get<CaseListOutput>('/api/family-court-cases?limit=1');
    const blank = await get<CaseListOutput>(
      '/api/family-court-cases?limit=1&jurisdiction=all&caseType=&familyLawArea=all&childrenInvolved=all&protectionOrder=',
    );
    expect(blank.body.total).toBe(all.body.total);
  });

  it.each([
    ['jurisdiction=Youth%20Court', 'jurisdiction'],
    ['caseType=Custody', 'caseType'],
    ['familyLawArea=Other', 'familyLawArea'],
    ['childrenInvolved=yes', 'childrenInvolved'],
    ['limit=0', 'limit'],
  ])('answers 400 naming the parameter for %s', async (qs, name) => {
    await expect400(server, `/api/family-court-cases?${qs}`, name);
  });
});

describe('GET /api/environment-court-cases', () => {
  it('answers the Environment Court decisions in the shape of the specification, with no upcoming hearings', async () => {
    const { status, body } = await get<EnvironmentCourtCasesOutput>('/api/environment-court-cases');
    expect(status).toBe(200);
    EnvironmentCourtCasesOutputSchema.parse(body);
    expect(body.total).toBeGreaterThan(0);
    expect(body.cases.length).toBe(Math.min(50, body.total));
    expectProvenance(body.cases);
    for (const c of body.cases) expect(c.court).toBe('Environment Court');
    expect(body.upcomingCases).toEqual([]);
    expect(body.upcomingTotal).toBe(0);
    expect(body.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(body.casesOnlineUrl).toMatch(/^https:\/\/www\.environmentcourt\.govt\.nz/);
  });

  it('searches in the index; blank is no filter; a too long query is 400 naming query', async () => {
    const all = await get<EnvironmentCourtCasesOutput>('/api/environment-court-cases');
    const q = await get<EnvironmentCourtCasesOutput>('/api/environment-court-cases?query=Auckland');
    expect(q.body.total).toBeGreaterThan(0);
    expect(q.body.total).toBeLessThan(all.body.total);
    const blank = await get<EnvironmentCourtCasesOutput>('/api/environment-court-cases?query=%20');
    expect(blank.body.total).toBe(all.body.total);
    await expect400(server, `/api/environment-court-cases?query=${'x'.repeat(201)}`, 'query');
    await expect400(server, '/api/environment-court-cases?limit=abc', 'limit');
  });
});

describe('GET /api/maori-courts', () => {
  it('answers the Māori Land Court, Māori Appellate Court and Waitangi Tribunal, courts before offices', async () => {
    const { status, body } = await get<MaoriCourt[]>('/api/maori-courts');
    expect(status).toBe(200);
    MaoriCourtsOutputSchema.parse(body);
    expectProvenance(body);
    const names = body.map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining(['Māori Land Court', 'Māori Appellate Court', 'Waitangi Tribunal']),
    );
    const firstOffice = body.findIndex((c) => c.type === 'office');
    expect(body.slice(firstOffice).every((c) => c.type === 'office')).toBe(true);
    const mlc = body.find((c) => c.name === 'Māori Land Court');
    expect(mlc?.jurisdiction.length).toBeGreaterThan(0);
    for (const f of mlc?.facts ?? []) expect(f.sourceUrl).toMatch(/^https?:\/\//);
  });
});

describe('GET /api/maori-court-decisions', () => {
  it('answers Waitangi Tribunal reports, filterable by court and date range', async () => {
    const all = await get<MaoriDecision[]>('/api/maori-court-decisions');
    expect(all.status).toBe(200);
    MaoriCourtDecisionsOutputSchema.parse(all.body);
    expect(all.body.length).toBeGreaterThan(0);
    expectProvenance(all.body);
    for (const d of all.body) expect(d.keywords.length).toBeLessThanOrEqual(4);

    const wt = await get<MaoriDecision[]>('/api/maori-court-decisions?court=waitangi-tribunal');
    expect(wt.body.length).toBe(all.body.length);
    // No Māori Land Court decisions are held: an empty list, never invented ones.
    const mlc = await get<MaoriDecision[]>('/api/maori-court-decisions?court=maori-land-court');
    expect(mlc.status).toBe(200);
    expect(mlc.body).toEqual([]);

    const recent = await get<MaoriDecision[]>('/api/maori-court-decisions?dateRange=last-10-years');
    expect(recent.body.length).toBeGreaterThan(0);
    expect(recent.body.length).toBeLessThan(all.body.length);
    const from = new Date().getUTCFullYear() - 10;
    for (const d of recent.body) expect(d.year ?? 0).toBeGreaterThanOrEqual(from);

    const q = await get<MaoriDecision[]>('/api/maori-court-decisions?query=Muriwhenua');
    expect(q.body.length).toBeGreaterThan(0);
    expect(q.body.length).toBeLessThan(all.body.length);
    const blank = await get<MaoriDecision[]>('/api/maori-court-decisions?query=&court=all&dateRange=all');
    expect(blank.body.length).toBe(all.body.length);
  });

  it.each([
    ['court=high-court', 'court'],
    ['dateRange=last-2-years', 'dateRange'],
  ])('answers 400 naming the parameter for %s', async (qs, name) => {
    await expect400(server, `/api/maori-court-decisions?${qs}`, name);
  });
});

describe('GET /api/waitangi-claims', () => {
  it('finds claims by Wai number and keyword, with the Act that names them', async () => {
    const { status, body } = await get<{ claims: WaitangiClaim[] }>('/api/waitangi-claims?query=Wai%2057');
    expect(status).toBe(200);
    WaitangiClaimsOutputSchema.parse(body);
    expectProvenance(body.claims);
    expect(body.claims.some((c) => c.claimNumber === 'Wai 57')).toBe(true);
    const fromAct = body.claims.find((c) => c.kind === 'settlement_act');
    expect(fromAct?.act?.title).toMatch(/Settlement Act/);
    expect(fromAct?.status).toBeNull();

    const kind = await get<{ claims: WaitangiClaim[] }>('/api/waitangi-claims?kind=inquiry');
    expect(kind.body.claims.length).toBeGreaterThan(0);
    for (const c of kind.body.claims) expect(c.kind).toBe('inquiry');
    const all = await get<{ claims: WaitangiClaim[]; total: number }>('/api/waitangi-claims?kind=all&query=');
    expect(all.body.claims.length).toBe(50);
    expect(all.body.total).toBeGreaterThan(500);
  });

  it('pages the claims in the index: page 2 holds the next ones, every page the same total', async () => {
    await expectPages(server, '/api/waitangi-claims?query=Ngati', 'claims', 10);
    await expectPages(server, '/api/waitangi-claims', 'claims', 50);
  });

  it('answers 400 naming the parameter for a bad kind or limit', async () => {
    await expect400(server, '/api/waitangi-claims?kind=treaty', 'kind');
    await expect400(server, '/api/waitangi-claims?limit=1000', 'limit');
  });
});

describe('OpenAPI and tRPC', () => {
  it('documents every courts path and serves the same answer over tRPC', async () => {
    const doc = (await server.app.inject('/api/openapi.json')).json() as { paths: Record<string, unknown> };
    for (const p of [
      '/employment-law-cases',
      '/family-court-cases',
      '/environment-court-cases',
      '/maori-courts',
      '/maori-court-decisions',
      '/waitangi-claims',
    ])
      expect(Object.keys(doc.paths)).toContain(p);
    const rest = await get<CaseListOutput>('/api/family-court-cases?limit=5');
    const res = await server.app.inject({
      method: 'GET',
      url: `/trpc/courts.familyCourtCases?input=${encodeURIComponent(JSON.stringify({ limit: 5 }))}`,
    });
    expect(res.statusCode).toBe(200);
    const trpc = res.json() as { result: { data: CaseListOutput } };
    expect(trpc.result.data.cases.map((c) => c.id)).toEqual(rest.body.cases.map((c) => c.id));
  });
});
