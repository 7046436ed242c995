/**
 * Readers for the values of a URL's search params as TanStack Router parsed them (`?page=2` → 2,
 * `?documentTypes=["legislation"]` → an array). Each returns `undefined` for a missing or malformed value, so a stale
 * or hand-edited link still opens its page. Plain functions rather than a schema library: every route validates its
 * search params before the first paint, so what they import is in the first load of every page.
 */

/** A string of at most `maxLength` characters, else undefined. */
export function optionalText(value: unknown, maxLength: number): string | undefined {
  return typeof value === 'string' && value.length <= maxLength ? value : undefined;
}

/** An array made only of strings (each at most `maxLength` characters), else undefined. */
export function optionalTextList(value: unknown, maxLength: number): string[] | undefined {
  return Array.isArray(value) && value.every((v) => typeof v === 'string' && v.length <= maxLength)
    ? (value as string[])
    : undefined;
}

/** A whole number of at least 1 (a 1-based page), else undefined. */
export function optionalPositiveInteger(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined;
}
