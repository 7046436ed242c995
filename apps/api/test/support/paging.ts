/**
 * The check every paged list endpoint's integration test makes: pages of the same list hold different records,
 * each page counts the same exact total, the pages laid end to end are the list, and bad paging values answer 400.
 */
import { expect } from 'vitest';

/** A paged answer as `PageInfoSchema` describes it, its records under some key. */
type PagedBody = Record<string, unknown> & {
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
};

/** What the check asks the API through: a GET of a URL answering its status and parsed JSON body. */
interface Getter {
  get(url: string): Promise<{ status: number; body: unknown }>;
}

/**
 * For `url` (a list endpoint with its filters, e.g. `/api/nz-legislation?status=Current`) and the records' key in
 * the answer: asks pages 1, 2 and the last of `limit` records, and one page of `2 × limit`, and checks that page 2
 * holds none of page 1's records, that pages 1 and 2 are the first `2 × limit` records in order, that `total`,
 * `pageSize` and `totalPages` agree on every page, that the last page holds the rest and one past it nothing.
 * The list must hold more than `limit` records (the check says so if not). Returns page 1's answer.
 */
export async function expectPages(
  server: Getter,
  url: string,
  key: string,
  limit: number,
): Promise<PagedBody> {
  const at = (page: number, size = limit) =>
    `${url}${url.includes('?') ? '&' : '?'}limit=${size}${page > 1 ? `&page=${page}` : ''}`;
  const ids = (body: PagedBody) => (body[key] as Array<{ id: string }>).map((r) => r.id);
  const ask = async (page: number, size = limit) => {
    const res = await server.get(at(page, size));
    expect(res.status, at(page, size)).toBe(200);
    return res.body as PagedBody;
  };
  const first = await ask(1);
  expect(first.total, `${url} holds more than one page of ${limit}`).toBeGreaterThan(limit);
  expect(first).toMatchObject({ page: 1, pageSize: limit, totalPages: Math.ceil(first.total / limit) });
  expect(ids(first)).toHaveLength(limit);
  const second = await ask(2);
  expect(second).toMatchObject({
    page: 2,
    pageSize: limit,
    total: first.total,
    totalPages: first.totalPages,
  });
  expect(ids(second).length).toBeGreaterThan(0);
  for (const id of ids(second)) expect(ids(first)).not.toContain(id);
  const both = await ask(1, 2 * limit);
  expect(both.total).toBe(first.total);
  expect(ids(both)).toEqual([...ids(first), ...ids(second)]);
  const last = await ask(first.totalPages);
  expect(ids(last)).toHaveLength(first.total - limit * (first.totalPages - 1));
  const past = await ask(first.totalPages + 1);
  expect(ids(past)).toEqual([]);
  expect(past.total).toBe(first.total);
  for (const [bad, message] of [
    ['page=0', /page.*must be at least 1/],
    ['page=2.5', /page.*must be a whole number/],
    ['page=1001', /page.*must be at most 1000/],
    ['limit=0', /limit.*must be at least 1/],
  ] as const) {
    const res = await server.get(`${url}${url.includes('?') ? '&' : '?'}${bad}`);
    expect(res.status, bad).toBe(400);
    expect((res.body as { message?: string }).message, bad).toMatch(message);
  }
  return first;
}
