import { MAX_QUERY_WORDS } from '@aotearoa/contracts';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { Meilisearch } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createNodeHttpClient } from '../../src/platform/http-client';
import { buildOpenApiDocument, buildServer } from '../../src/server';

/**
 * Property-based input tests: for every GET endpoint of the OpenAPI document, fast-check builds query strings from
 * each parameter's schema (valid values, values just past each bound, wrong types, arbitrary unicode, repeated
 * parameters, unknown parameters) and the API must never answer 5xx; every 400 is JSON with a readable message.
 * Then pathological queries, with every request the API sends to Meilisearch recorded: the API caps them first.
 * Runs against the corpus the global setup built (real Meilisearch).
 */
interface ParamSchema {
  type?: string;
  enum?: string[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  anyOf?: ParamSchema[];
}
interface Param {
  name: string;
  in: 'query' | 'path';
  schema: ParamSchema;
}
interface Endpoint {
  path: string;
  params: Param[];
}

/** Sent to Meilisearch: the body of every request and how long it took. */
const sent: Array<{ body: string; ms: number }> = [];
let app: FastifyInstance;

const doc = buildOpenApiDocument('/api') as unknown as {
  paths: Record<string, { get?: { parameters?: Param[] } }>;
};
const endpoints: Endpoint[] = Object.entries(doc.paths)
  .filter(([, item]) => item.get)
  .map(([path, item]) => ({ path, params: item.get?.parameters ?? [] }));

/** Strings that have broken parsers elsewhere: kept in every string parameter's mix. */
const NASTY = [
  '',
  ' ',
  'all',
  '%',
  '%00',
  '\u0000',
  '"'.repeat(300),
  ','.repeat(400),
  'a,'.repeat(240),
  `a${'\u0301'.repeat(450)}`,
  '\u202e\u202d\u2066'.repeat(50),
  '👩‍👩‍👧‍👦'.repeat(40),
  'OR AND NOT '.repeat(30),
  '" OR 1=1 --',
  'type = "case" OR id EXISTS',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '[2020] NZSC 1'.repeat(20),
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '9'.repeat(400),
];

function stringArb(s: ParamSchema): fc.Arbitrary<string> {
  const max = s.maxLength ?? 300;
  const arbs: fc.Arbitrary<string>[] = [
    fc.string({ maxLength: Math.min(max, 40) }),
    fc.string({ unit: 'grapheme', maxLength: Math.min(max, 60) }),
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.string({ minLength: max + 1, maxLength: max + 20 }),
    fc.constantFrom(...NASTY),
  ];
  if (s.enum?.length) arbs.push(fc.constantFrom(...s.enum), fc.constantFrom(...s.enum));
  if (s.pattern) arbs.push(fc.stringMatching(new RegExp(s.pattern)));
  return fc.oneof(...arbs);
}

function integerArb(s: ParamSchema): fc.Arbitrary<string> {
  const min = s.minimum ?? -1_000_000;
  const max = Math.min(s.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER);
  return fc.oneof(
    fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) }).map(String),
    fc.constantFrom(String(min - 1), String(max + 1), String(min), String(max), '1.5', '1e3', '0x10', ' 2 '),
    fc.double().map(String),
    fc.bigInt().map(String),
    fc.constantFrom(...NASTY),
  );
}

/** Values (one, or several for a repeated parameter) of one parameter, from its schema. */
function valuesArb(s: ParamSchema): fc.Arbitrary<string[]> {
  const one = s.type === 'integer' || s.type === 'number' ? integerArb(s) : stringArb(s);
  return fc.oneof(
    { weight: 4, arbitrary: one.map((v) => [v]) },
    { weight: 1, arbitrary: fc.array(s.anyOf ? stringArb(s.anyOf[0] ?? {}) : one, { maxLength: 6 }) },
  );
}

/** A request to `endpoint`: path parameters filled in, any subset of the query parameters, maybe an unknown one. */
function requestArb(endpoint: Endpoint): fc.Arbitrary<string> {
  const query = endpoint.params.filter((p) => p.in === 'query');
  const path = endpoint.params.filter((p) => p.in === 'path');
  return fc
    .record({
      query: fc.record(Object.fromEntries(query.map((p) => [p.name, valuesArb(p.schema)])), {
        requiredKeys: [],
      }),
      path: fc.tuple(...path.map((p) => stringArb(p.schema))),
      extra: fc.option(fc.tuple(fc.string({ minLength: 1, maxLength: 10 }), fc.string({ maxLength: 20 }))),
    })
    .map(({ query: q, path: values, extra }) => {
      let url = `/api${endpoint.path}`;
      path.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, encodeURIComponent(values[i] || 'x'));
      });
      const qs = new URLSearchParams();
      for (const [name, list] of Object.entries(q)) for (const v of list as string[]) qs.append(name, v);
      if (extra) qs.append(extra[0], extra[1]);
      const s = qs.toString();
      return s ? `${url}?${s}` : url;
    });
}

/** Checks one answer: no 5xx; a 4xx is JSON with a readable message and no stack trace. */
function expectReadable(url: string, res: { statusCode: number; body: string }) {
  expect(res.statusCode, `${url} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const body = JSON.parse(res.body) as { message?: unknown };
    expect(typeof body.message, url).toBe('string');
    expect((body.message as string).length).toBeGreaterThan(0);
    expect(res.body, url).not.toMatch(/\n\s+at |"stack"/);
  }
}

beforeAll(async () => {
  const http = createNodeHttpClient();
  // The API's own HTTP client, recording every body it sends to Meilisearch and the time each call took.
  const recording = async (input: string | URL | Request, init?: RequestInit) => {
    const started = Date.now();
    try {
      return await http(input, init);
    } finally {
      sent.push({ body: typeof init?.body === 'string' ? init.body : '', ms: Date.now() - started });
    }
  };
  app = await buildServer({
    meili: new Meilisearch({
      host: inject('meiliUrl'),
      apiKey: inject('meiliKey'),
      timeout: 10_000,
      httpClient: recording,
    }),
    indexPrefix: inject('sharedIndexPrefix'),
    rateLimitMax: 0,
    searchCacheSize: 0,
    // Load shedding is tested elsewhere; a busy test machine must not turn these answers into 503s.
    maxEventLoopDelayMs: 0,
    logLevel: 'silent',
  });
  app.addHook('onClose', async () => http.destroy());
});

afterAll(async () => {
  await app?.close();
});

describe('every GET endpoint, inputs generated from its OpenAPI parameters', () => {
  it(`answers no 5xx and a readable 400 (${endpoints.length} endpoints)`, async () => {
    expect(endpoints.length).toBeGreaterThan(40);
    for (const endpoint of endpoints) {
      await fc.assert(
        fc.asyncProperty(requestArb(endpoint), async (url) => {
          expectReadable(url, await app.inject({ method: 'GET', url }));
        }),
        // A bounded number of runs per endpoint keeps the whole sweep within a few seconds.
        { numRuns: 4, endOnFailure: true },
      );
    }
  });
});

describe('pathological queries are capped before Meilisearch', () => {
  const search = async (params: Record<string, string | string[]>) => {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) for (const x of [v].flat()) qs.append(k, x);
    const before = sent.length;
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: `/api/search?${qs}` });
    return { res, ms: Date.now() - started, calls: sent.slice(before) };
  };
  /** The `q` of every query sent to Meilisearch in `calls`. */
  const queriesSent = (calls: Array<{ body: string }>) =>
    calls.flatMap((c) => {
      const body = c.body ? (JSON.parse(c.body) as { q?: string; queries?: Array<{ q?: string }> }) : {};
      return [body.q, ...(body.queries ?? []).map((q) => q.q)].filter((q): q is string => q !== undefined);
    });

  it('refuses a very long query with 400 naming the parameter, without asking Meilisearch', async () => {
    const { res, calls } = await search({ query: 'law '.repeat(5_000) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/query: .*at most 500 characters/);
    expect(calls).toEqual([]);
  });

  it.each([
    ['thousands of commas', 'a,'.repeat(249)],
    ['quotes', '"'.repeat(499)],
    ['quoted words', '"a" '.repeat(124)],
    ['deep combining marks', `a${'\u0301'.repeat(498)}`],
    ['emoji sequences', '👩‍👩‍👧‍👦 '.repeat(40)],
    ['many words', 'tenancy bond landlord '.repeat(22)],
    [
      'a passage of law',
      'the tenant must pay the rent on the due date and keep the premises reasonably clean '.repeat(5),
    ],
  ])('%s: answers quickly, with a bounded query sent to Meilisearch', async (_label, query) => {
    const { res, ms, calls } = await search({ query: query.slice(0, 500) });
    expectReadable('search', res);
    expect(res.statusCode).toBe(200);
    for (const q of queriesSent(calls)) {
      expect(q.length).toBeLessThanOrEqual(500);
      expect(q.split(/[\s,]+/).filter(Boolean).length, q).toBeLessThanOrEqual(MAX_QUERY_WORDS * 2);
    }
    // Generous for a loaded machine: a crafted query must not cost seconds of Meilisearch time.
    expect(ms).toBeLessThan(5_000);
  });

  it.each([
    ['page past the cap', { page: '10001' }, /page: .*at most 10000/],
    ['a huge page number', { page: '9'.repeat(400) }, /page: .*(whole number|at most 10000)/],
    ['a page in exponent form', { page: '1e309' }, /page: .*whole number/],
    ['a negative limit', { limit: '-1' }, /limit: .*at least 1/],
    ['an unknown filter value', { documentTypes: 'x'.repeat(300) }, /documentTypes: unknown value/],
  ])('%s: 400 with a readable message, Meilisearch not asked', async (_label, params, message) => {
    const { res, calls } = await search(params);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(calls).toEqual([]);
  });

  it('the last allowed page and thousands of repeated filters stay bounded', async () => {
    const last = await search({ query: 'court', page: '10000', limit: '100' });
    expect(last.res.statusCode).toBe(200);
    expect(last.res.json().documents).toEqual([]);
    const repeated = await search({ query: 'court', documentTypes: Array(2_000).fill('case') });
    expectReadable('repeated filters', repeated.res);
    for (const c of repeated.calls) expect(c.body.length).toBeLessThan(20_000);
    expect(last.ms + repeated.ms).toBeLessThan(10_000);
  });
});
