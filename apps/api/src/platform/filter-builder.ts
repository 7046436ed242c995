import type { CourtLevel, DocumentType, LegalArea } from '@aotearoa/contracts';

/**
 * The only place Meilisearch filter expressions are built. Every value is quoted and escaped (`\` → `\\`,
 * `"` → `\"`), so no value can close its string and add operators (`AND`, `OR`, `NOT`, `=`, brackets).
 */

/** Quotes one value for a Meilisearch filter: `a"b\c` → `"a\"b\\c"`. */
export function quoteFilterValue(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** `attr IN ["a", "b"]` with every value quoted; null for an empty list (no filter). */
export function inFilter(attribute: string, values: readonly string[]): string | null {
  if (values.length === 0) return null;
  return `${attribute} IN [${values.map(quoteFilterValue).join(', ')}]`;
}

/** `attr = "value"` with the value quoted. */
export function equalsFilter(attribute: string, value: string): string {
  return `${attribute} = ${quoteFilterValue(value)}`;
}

/** Unix seconds of 00:00:00 UTC on an ISO date (`YYYY-MM-DD`), or null if the date is not valid. */
export function isoDateToUnixSeconds(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}

/** Filters a search can carry (already validated against the contracts' enums and ISO dates). */
export interface SearchFilters {
  documentTypes: readonly DocumentType[];
  courtLevels: readonly CourtLevel[];
  legalAreas: readonly LegalArea[];
  /** Inclusive ISO date on the decisive date (`date_ts`). */
  dateFrom?: string | undefined;
  /** Inclusive ISO date on the decisive date (`date_ts`): the whole day counts. */
  dateTo?: string | undefined;
}

/**
 * Builds the Meilisearch `filter` for a search: an array of clauses joined by AND
 * (`type IN [...]`, `court IN [...]`, `legal_area IN [...]`, `date_ts >= from`, `date_ts <= end of to`).
 * Returns an empty array when nothing is filtered. Dates are compared in UTC seconds.
 */
export function buildSearchFilter(filters: SearchFilters): string[] {
  const clauses: string[] = [];
  const type = inFilter('type', filters.documentTypes);
  if (type) clauses.push(type);
  const court = inFilter('court', filters.courtLevels);
  if (court) clauses.push(court);
  const area = inFilter('legal_area', filters.legalAreas);
  if (area) clauses.push(area);
  const from = filters.dateFrom ? isoDateToUnixSeconds(filters.dateFrom) : null;
  if (from !== null) clauses.push(`date_ts >= ${from}`);
  const to = filters.dateTo ? isoDateToUnixSeconds(filters.dateTo) : null;
  if (to !== null) clauses.push(`date_ts <= ${to + 86_399}`);
  return clauses;
}

/** Filter for the citation-first lookup: the judgment whose neutral citation is exactly `citation`. */
export function citationFilter(citation: string): string[] {
  return [equalsFilter('citation', citation)];
}

/** `attr <op> n` for a numeric attribute (e.g. `date_ts >= 1700000000`); the number must be finite. */
export function compareFilter(attribute: string, op: '<' | '<=' | '>' | '>=', n: number): string {
  if (!Number.isFinite(n)) throw new Error(`compareFilter: ${n} is not a finite number`);
  return `${attribute} ${op} ${n}`;
}

/** `attr IS NULL`: records whose attribute is null (e.g. a grant without a dated closing date). */
export function isNullFilter(attribute: string): string {
  return `${attribute} IS NULL`;
}

/** `attr IS NOT NULL`. */
export function isNotNullFilter(attribute: string): string {
  return `${attribute} IS NOT NULL`;
}
