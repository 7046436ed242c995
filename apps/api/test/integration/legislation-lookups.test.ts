import { describe, expect, it } from 'vitest';
import { expectPages } from '../support/paging';
import { expectProvenance, useTestServer } from '../support/server';

const server = useTestServer({ server: { searchCacheSize: 100 }, basePath: '/api' });
const { get } = server;

/**
 * Legislation & Acts lookups (NZ Legislation, Recent Updates, Building Law) against the shared real indexes of the
 * integration global setup.
 */

type Row = Record<string, unknown> & { source: string; sourceUrl: string; retrievedAt: string };

type Act = Row & {
  title: string;
  kind: string;
  category: string[];
  status: { state: string; label: string; asAt: string | null; source: string };
};

/** One page of `GET /api/nz-legislation`. */
interface ActsPage {
  legislation: Act[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

/** The Acts and bills of one answer of `GET /api/nz-legislation<query>`. */
async function acts(query = ''): Promise<Act[]> {
  return (await get<ActsPage>(`/nz-legislation${query}`)).body.legislation;
}

describe('GET /api/nz-legislation', () => {
  it('lists Acts with provenance and a status that always names its source', async () => {
    const { status, body } = await get<ActsPage>('/nz-legislation');
    expect(status).toBe(200);
    expectProvenance(body.legislation, { nonEmpty: true });
    for (const a of body.legislation) {
      expect(a.status.label).not.toBe('Current');
      expect(a.status.label).toMatch(/as at|Repealed|not confirmed|not recorded|Bill/);
    }
  });

  it('pages in the index: page 2 holds the next Acts, every page counts the same exact total', async () => {
    const first = await expectPages(server, '/nz-legislation?status=Current', 'legislation', 20);
    // The total is the number of Acts the filter finds, not the page's length.
    expect(first.total).toBeGreaterThan(100);
  });

  it('finds an Act by query', async () => {
    expect(
      (await acts('?query=residential%20tenancies')).some(
        (a) => a.title === 'Residential Tenancies Act 1986',
      ),
    ).toBe(true);
  });

  it('status filters: Current are in force as at a date, Repealed are repealed, Amended amend, Bill are bills', async () => {
    const current = await acts('?status=Current');
    expect(current.length).toBeGreaterThan(0);
    for (const a of current) {
      expect(a.status.state).toBe('in_force');
      expect(a.status.label).toMatch(/^In force as at /);
    }
    const repealed = await acts('?status=Repealed');
    expect(repealed.length).toBeGreaterThan(0);
    for (const a of repealed) expect(a.status.state).toBe('repealed');
    const amended = await acts('?status=Amended&query=tenancies');
    expect(amended.length).toBeGreaterThan(0);
    for (const a of amended) expect(a.title).toMatch(/Amendment Act/i);
    const bills = await acts('?status=Bill');
    expect(bills.length).toBeGreaterThan(0);
    for (const a of bills) {
      expect(a.kind).toBe('bill');
      expect(a.status.label).toMatch(/^Bill — .* \d{4}/);
    }
  });

  it('legal area filter changes results; all and blank mean no filter', async () => {
    const tax = await acts('?category=tax');
    expect(tax.length).toBeGreaterThan(0);
    for (const a of tax) expect(a.category).toContain('tax');
    const all = await acts('?category=all&status=');
    const none = await acts();
    expect(all.map((a) => a.id)).toEqual(none.map((a) => a.id));
    expect(tax.map((a) => a.id)).not.toEqual(none.map((a) => a.id));
  });

  it('answers 400 naming a bad status, category or limit', async () => {
    const bad = await get('/nz-legislation?status=Expired');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/status/);
    const badArea = await get('/nz-legislation?category=astrology');
    expect(badArea.status).toBe(400);
    expect(badArea.body.message).toMatch(/category/);
    const badLimit = await get('/nz-legislation?limit=101');
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.message).toMatch(/limit.*must be at most 100/);
  });
});

describe('GET /api/nz-legislation-updates', () => {
  it('returns the newest dated items with feed title, snapshot date and sources', async () => {
    const { status, body } = await get<{
      feedTitle: string;
      lastUpdated: string;
      source: string;
      mode: string;
      error: string | null;
      updates: Array<Row & { lastUpdated: string | null; status: string }>;
    }>('/nz-legislation-updates');
    expect(status).toBe(200);
    expect(body.feedTitle).toMatch(/snapshot/);
    expect(body.mode).toBe('snapshot');
    expect(body.error).toBeNull();
    expect(body.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expectProvenance(body.updates, { nonEmpty: true });
    for (const u of body.updates) expect(body.source).toContain(u.source);
    const dates = body.updates.map((u) => u.lastUpdated ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('Building Law lookups', () => {
  it('GET /api/building-codes lists clauses; category filters by clause group; 400 names category', async () => {
    const all = await get<Array<Row & { codeNumber: string; category: string }>>('/building-codes');
    expect(all.status).toBe(200);
    expectProvenance(all.body, { nonEmpty: true });
    const e = await get<Array<Row & { category: string }>>('/building-codes?category=E');
    expect(e.body.length).toBeGreaterThan(0);
    expect(e.body.length).toBeLessThan(all.body.length);
    for (const c of e.body) expect(c.category).toBe('E');
    const same = await get<Row[]>('/building-codes?category=all&query=');
    expect(same.body.length).toBe(all.body.length);
    const bad = await get('/building-codes?category=Z');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/category/);
  });

  it('GET /api/standards-nz lists cited standards; category filters; 400 names category', async () => {
    const all = await get<Array<Row & { category: string }>>('/standards-nz');
    expect(all.status).toBe(200);
    expectProvenance(all.body, { nonEmpty: true });
    const joint = await get<Array<Row & { category: string }>>('/standards-nz?category=AS%2FNZS');
    expect(joint.body.length).toBeGreaterThan(0);
    expect(joint.body.length).toBeLessThan(all.body.length);
    for (const s of joint.body) expect(s.category).toBe('AS/NZS');
    const bad = await get('/standards-nz?category=ISO');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/category/);
  });

  it('GET /api/building-methods filters by method type (Calculations = verification) and clause group', async () => {
    const all = await get<Array<Row & { methodType: string }>>('/building-methods');
    expect(all.status).toBe(200);
    expectProvenance(all.body, { nonEmpty: true });
    const vm = await get<Array<Row & { methodType: string }>>('/building-methods?methodType=verification');
    expect(vm.body.length).toBeGreaterThan(0);
    expect(vm.body.length).toBeLessThan(all.body.length);
    for (const m of vm.body) expect(m.methodType).toMatch(/Verification/);
    const e = await get<Array<Row & { category: string }>>('/building-methods?category=E');
    for (const m of e.body) expect(m.category).toBe('E');
    const bad = await get('/building-methods?methodType=guess');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/methodType/);
  });
});
