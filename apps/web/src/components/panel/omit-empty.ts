/**
 * A request input without the panels' "no filter" values: keys whose value is `undefined`, `''`, blank text,
 * `'all'` or an empty list are dropped (the seed's rule: 'all' means no filter and is not sent).
 * `omitEmpty({ query: '', region: 'all', type: 'City Council' })` → `{ type: 'City Council' }`.
 */
export function omitEmpty<T extends Record<string, unknown>>(input: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(input) as Array<[keyof T, T[keyof T]]>) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && (value.trim() === '' || value.trim().toLowerCase() === 'all')) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out;
}
