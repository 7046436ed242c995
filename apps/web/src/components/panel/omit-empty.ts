/** True for a value that says nothing: `undefined`, `null`, blank text or an empty list. */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/**
 * A request input without the panels' "no filter" values: keys whose value is `undefined`, `''`, blank text,
 * `'all'` or an empty list are dropped (the specification's rule: 'all' means no filter and is not sent).
 * `omitEmpty({ query: '', region: 'all', type: 'City Council' })` → `{ type: 'City Council' }`.
 */
export function omitEmpty<T extends Record<string, unknown>>(input: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(input) as Array<[keyof T, T[keyof T]]>) {
    if (isBlank(value)) continue;
    if (typeof value === 'string' && value.trim().toLowerCase() === 'all') continue;
    out[key] = value;
  }
  return out;
}

/**
 * Any request input without its empty values (`undefined`, `null`, blank text, empty lists) at the top level; other
 * inputs (none, a number, a list) as they are. Unlike `omitEmpty` it keeps `'all'`: a search for the word "all" is a
 * search. `omitBlank({ query: '', documentTypes: [], page: 1 })` → `{ page: 1 }`.
 */
export function omitBlank(input: unknown): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  return Object.fromEntries(Object.entries(input).filter(([, value]) => !isBlank(value)));
}
