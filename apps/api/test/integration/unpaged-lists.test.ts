import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server';

const server = useTestServer({ basePath: '/api' });

/**
 * The lists the API answers in one piece, without paging (their specification's shapes are plain lists), must each
 * hold fewer records than that one answer can: a list that fills its answer may have been cut off, and then it
 * must page as the longer lists do (`pagingParams`, `pagedList`). Each list is asked with no filter, its widest
 * answer, against the shared index of the bundled snapshot.
 */
const UNPAGED: Array<{ path: string; records: (body: unknown) => unknown[]; holds: number }> = [
  { path: '/maori-courts', records: (b) => b as unknown[], holds: 100 },
  { path: '/maori-court-decisions?limit=100', records: (b) => b as unknown[], holds: 100 },
  { path: '/council-plans', records: (b) => b as unknown[], holds: 100 },
  { path: '/environmental-rules', records: (b) => b as unknown[], holds: 100 },
  { path: '/building-codes', records: (b) => b as unknown[], holds: 100 },
  { path: '/standards-nz', records: (b) => b as unknown[], holds: 100 },
  { path: '/building-methods', records: (b) => b as unknown[], holds: 100 },
  { path: '/legal-helplines', records: (b) => b as unknown[], holds: 50 },
  { path: '/law-journals', records: (b) => b as unknown[], holds: 100 },
  { path: '/law-schools', records: (b) => b as unknown[], holds: 50 },
  { path: '/research-centres', records: (b) => b as unknown[], holds: 100 },
  { path: '/legal-organisations', records: (b) => b as unknown[], holds: 100 },
  { path: '/legal-databases', records: (b) => (b as { databases: unknown[] }).databases, holds: 100 },
  { path: '/free-legal-services', records: (b) => (b as { services: unknown[] }).services, holds: 100 },
  { path: '/legal-grants-awards', records: (b) => (b as { grants: unknown[] }).grants, holds: 100 },
  { path: '/nz-data-sources', records: (b) => (b as { sources: unknown[] }).sources, holds: 200 },
  { path: '/moj-forms', records: (b) => (b as { forms: unknown[] }).forms, holds: 200 },
  { path: '/court-forms', records: (b) => (b as { fees: unknown[] }).fees, holds: 1000 },
];

describe('lists answered in one piece', () => {
  it.each(UNPAGED)(
    '$path holds fewer records than its one answer can ($holds)',
    async ({ path, records, holds }) => {
      const { status, body } = await server.get(path);
      expect(status).toBe(200);
      const n = records(body).length;
      expect(n).toBeGreaterThan(0);
      expect(n, `${path} fills its answer of ${holds}: page it`).toBeLessThan(holds);
      const total = (body as { total?: unknown }).total;
      if (typeof total === 'number') expect(total, `${path} counts what it holds`).toBe(n);
    },
  );
});
