import {
  COURT_LEVELS,
  type CourtLevel,
  DOCUMENT_TYPES,
  type DocumentType,
  LEGAL_AREAS,
  type LegalArea,
  MAX_QUERY_LENGTH,
  type SearchInput,
  SORT_OPTIONS,
  type SortBy,
} from '@aotearoa/contracts';
import { optionalPositiveInteger, optionalText, optionalTextList } from '../../lib/url-search';

/** Search state as kept in the URL, so a results page is a shareable link. Unknown values are dropped, not errors. */
export interface SearchParamsState {
  query?: string;
  documentTypes?: string[];
  courtLevels?: string[];
  legalAreas?: string[];
  dateFrom?: string;
  dateTo?: string;
  sortBy?: string;
  page?: number;
}

/** Longest filter value read from a URL (the longest enum value is far shorter). */
const MAX_PARAM_LENGTH = 100;

/**
 * The `/search` route's `validateSearch`: the raw params the router parsed, each kept when it has the right shape
 * (see lib/url-search). Whether a value is a known document type, court level or legal area is checked later, by
 * normaliseSearchParams.
 */
export function parseSearchParams(raw: Record<string, unknown>): SearchParamsState {
  return {
    query: optionalText(raw.query, Number.POSITIVE_INFINITY),
    documentTypes: optionalTextList(raw.documentTypes, MAX_PARAM_LENGTH),
    courtLevels: optionalTextList(raw.courtLevels, MAX_PARAM_LENGTH),
    legalAreas: optionalTextList(raw.legalAreas, MAX_PARAM_LENGTH),
    dateFrom: optionalText(raw.dateFrom, MAX_PARAM_LENGTH),
    dateTo: optionalText(raw.dateTo, MAX_PARAM_LENGTH),
    sortBy: optionalText(raw.sortBy, MAX_PARAM_LENGTH),
    page: optionalPositiveInteger(raw.page),
  };
}

/** The URL search state with every value checked against the contracts' enums and defaults applied. */
export interface SearchState {
  query: string;
  documentTypes: DocumentType[];
  courtLevels: CourtLevel[];
  legalAreas: LegalArea[];
  /** ISO date `YYYY-MM-DD` or '' */
  dateFrom: string;
  dateTo: string;
  sortBy: SortBy;
  page: number;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function only<T extends string>(allowed: readonly T[], values: unknown): T[] {
  if (!Array.isArray(values)) return [];
  const set = new Set<string>(allowed);
  return [...new Set(values.filter((v): v is T => typeof v === 'string' && set.has(v)))];
}

/**
 * Normalises raw URL search params (anything the router parsed) into a SearchState: unknown filter values
 * are dropped, malformed dates ignored, `sortBy` defaults to relevance and `page` to 1.
 */
export function normaliseSearchParams(raw: unknown): SearchState {
  const p = parseSearchParams(
    raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {},
  );
  const sortBy = (SORT_OPTIONS as readonly string[]).includes(p.sortBy ?? '')
    ? (p.sortBy as SortBy)
    : 'relevance';
  return {
    query: (p.query ?? '').slice(0, MAX_QUERY_LENGTH).trim(),
    documentTypes: only(DOCUMENT_TYPES, p.documentTypes),
    courtLevels: only(COURT_LEVELS, p.courtLevels),
    legalAreas: only(LEGAL_AREAS, p.legalAreas),
    dateFrom: p.dateFrom && ISO_DATE.test(p.dateFrom) ? p.dateFrom : '',
    dateTo: p.dateTo && ISO_DATE.test(p.dateTo) ? p.dateTo : '',
    sortBy,
    page: p.page ?? 1,
  };
}

/**
 * The URL form of a state: empty values and defaults are left out so links stay short
 * (`/search?query=…&documentTypes=[…]&page=2`).
 */
export function toUrlParams(s: SearchState): SearchParamsState {
  return {
    query: s.query || undefined,
    documentTypes: s.documentTypes.length ? s.documentTypes : undefined,
    courtLevels: s.courtLevels.length ? s.courtLevels : undefined,
    legalAreas: s.legalAreas.length ? s.legalAreas : undefined,
    dateFrom: s.dateFrom || undefined,
    dateTo: s.dateTo || undefined,
    sortBy: s.sortBy === 'relevance' ? undefined : s.sortBy,
    page: s.page > 1 ? s.page : undefined,
  };
}

/** The `search` procedure input for a state (see SearchInputSchema in the contracts). */
export function toSearchInput(s: SearchState): SearchInput {
  return {
    query: s.query,
    documentTypes: s.documentTypes,
    courtLevels: s.courtLevels,
    legalAreas: s.legalAreas,
    dateFrom: s.dateFrom || undefined,
    dateTo: s.dateTo || undefined,
    sortBy: s.sortBy,
    page: s.page,
  };
}

/** True when any filter (type, court, area, dates) narrows the results. */
export function hasFilters(s: SearchState): boolean {
  return (
    s.documentTypes.length > 0 ||
    s.courtLevels.length > 0 ||
    s.legalAreas.length > 0 ||
    s.dateFrom !== '' ||
    s.dateTo !== ''
  );
}

/**
 * True when a state can be searched: it has a query or a filter (browsing a type, e.g. the footer's "Case Law
 * Database": every case, newest first), and its date range is not reversed.
 */
export function isSearchable(s: SearchState): boolean {
  return (
    (s.query !== '' || hasFilters(s)) && !(s.dateFrom !== '' && s.dateTo !== '' && s.dateFrom > s.dateTo)
  );
}

/** True when the page shows a situation answer: on the first page of a query longer than 3 characters. */
export function showsGuidance(s: SearchState): boolean {
  return s.page === 1 && s.query.trim().length > 3;
}
