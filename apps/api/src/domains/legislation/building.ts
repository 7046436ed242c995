import {
  BUILDING_CODE_GROUPS,
  type BuildingCode,
  BuildingCodeSchema,
  BuildingCodesInputSchema,
  BuildingCodesOutputSchema,
  type BuildingMethod,
  BuildingMethodSchema,
  BuildingMethodsInputSchema,
  BuildingMethodsOutputSchema,
  type Standard,
  StandardSchema,
  StandardsNzInputSchema,
  StandardsNzOutputSchema,
} from '@aotearoa/contracts';
import { defineLookup, type LookupHit } from '../../platform/define-lookup';
import { equalsFilter, inFilter } from '../../platform/filter-builder';

function fieldsOf(hit: LookupHit): Record<string, unknown> {
  return (hit.fields ?? {}) as Record<string, unknown>;
}

function strOrNull(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v : null;
}

/** Maps a `building_code_clause` record to the seed's Building code entity. */
export function toBuildingCode(hit: LookupHit): BuildingCode {
  const f = fieldsOf(hit);
  const group = String(hit.category ?? '');
  return BuildingCodeSchema.parse({
    id: hit.id,
    title: hit.title,
    codeNumber: f.codeNumber ?? hit.title,
    category: (BUILDING_CODE_GROUPS as readonly string[]).includes(group) ? group : 'A',
    description: strOrNull(f.description) ?? strOrNull(hit.summary),
    sourceType: strOrNull(f.sourceType),
    url: strOrNull(hit.url),
    asAt: strOrNull(hit.asAt),
    source: hit.source,
    sourceUrl: hit.sourceUrl,
    retrievedAt: hit.retrievedAt,
  });
}

/** Maps a `standard` record to the seed's Standard entity (no price or page count: no source gives them). */
export function toStandard(hit: LookupHit): Standard {
  const f = fieldsOf(hit);
  return StandardSchema.parse({
    id: hit.id,
    title: hit.title,
    standardNumber: f.standardNumber ?? hit.title,
    name: f.name ?? hit.title,
    category: hit.category ?? 'NZS',
    description: strOrNull(f.notes) ?? strOrNull(hit.summary),
    sourceType: strOrNull(f.sourceType),
    url: strOrNull(hit.url),
    asAt: strOrNull(hit.asAt),
    source: hit.source,
    sourceUrl: hit.sourceUrl,
    retrievedAt: hit.retrievedAt,
  });
}

/** Maps a `building_method` record to the seed's Building method entity. */
export function toBuildingMethod(hit: LookupHit): BuildingMethod {
  const f = fieldsOf(hit);
  return BuildingMethodSchema.parse({
    id: hit.id,
    title: hit.title,
    code: f.code ?? hit.title,
    methodType: f.methodType ?? hit.subtype ?? 'Building method',
    category: strOrNull(hit.category),
    clauses: Array.isArray(f.clauses) ? f.clauses.filter((c) => typeof c === 'string') : [],
    description: strOrNull(f.scope) ?? (hit.summary === f.notes ? null : strOrNull(hit.summary)),
    edition: strOrNull(f.edition),
    effective: strOrNull(f.effective),
    notes: strOrNull(f.notes),
    url: strOrNull(hit.url),
    asAt: strOrNull(hit.asAt),
    source: hit.source,
    sourceUrl: hit.sourceUrl,
    retrievedAt: hit.retrievedAt,
  });
}

/**
 * `buildingCodes` — `GET /api/building-codes?query=&category=A..H`.
 * Output: Building Code clauses (seed entity Building code), by clause number. Source: the directory index, from the bundled snapshot of Building Code pages (`data/nz-building-code/`).
 * Errors: 400 naming `category` or `query`; 503 when the index is unreachable.
 */
export const buildingCodes = defineLookup({
  path: '/building-codes',
  summary: 'New Zealand Building Code clauses',
  description:
    'Clauses of the Building Code (Schedule 1 of the Building Regulations 1992) with their scope as building.govt.nz ' +
    'states it. category is the clause group letter (A–H); all or blank means no filter.',
  tags: ['legislation'],
  index: 'directory',
  input: BuildingCodesInputSchema,
  baseFilter: [equalsFilter('kind', 'building_code_clause')],
  query: (input) => input.query,
  filters: (input) => [input.category ? equalsFilter('category', input.category) : null],
  sort: (input) => (input.query ? undefined : ['title_sort:asc']),
  limit: () => 100,
  toItem: toBuildingCode,
  output: BuildingCodesOutputSchema,
  respond: (items) => items,
});

/**
 * `standardsNz` — `GET /api/standards-nz?query=&category=NZS|AS/NZS`.
 * Output: standards the Building Code's compliance documents cite (seed entity Standard, without price or pages,
 * which no held source gives), by number. Source: the directory index, from the bundled snapshot of Building Code pages (`data/nz-building-code/`).
 * Errors: 400 naming `category` or `query`; 503 when the index is unreachable.
 */
export const standardsNz = defineLookup({
  path: '/standards-nz',
  summary: 'Standards cited by the Building Code',
  description:
    'NZ and joint AS/NZS standards cited by Acceptable Solutions and Verification Methods, with how they are ' +
    'cited. category is NZS or AS/NZS; all or blank means no filter.',
  tags: ['legislation'],
  index: 'directory',
  input: StandardsNzInputSchema,
  baseFilter: [equalsFilter('kind', 'standard')],
  query: (input) => input.query,
  filters: (input) => [input.category ? equalsFilter('category', input.category) : null],
  sort: (input) => (input.query ? undefined : ['title_sort:asc']),
  limit: () => 100,
  toItem: toStandard,
  output: StandardsNzOutputSchema,
  respond: (items) => items,
});

/** Index subtypes of each method type (documents holding both count for both). */
const METHOD_SUBTYPES = {
  acceptable: ['Acceptable Solution', 'Acceptable Solutions and Verification Methods'],
  verification: ['Verification Method', 'Acceptable Solutions and Verification Methods'],
} as const;

/**
 * `buildingMethods` — `GET /api/building-methods?query=&category=A..H&methodType=acceptable|verification`.
 * Output: Acceptable Solutions and Verification Methods (seed entity Building method; the Calculations tab is
 * `methodType=verification`), with effective date where the source states it, by code.
 * Source: the directory index, from the bundled snapshot of Building Code pages (`data/nz-building-code/`). Errors: 400 naming `category`, `methodType` or `query`; 503 when unreachable.
 */
export const buildingMethods = defineLookup({
  path: '/building-methods',
  summary: 'Acceptable Solutions and Verification Methods',
  description:
    'Means of compliance with the Building Code: Acceptable Solutions and Verification Methods (calculation and ' +
    'test methods), with scope and effective date. category is the clause group letter (A–H); methodType is ' +
    'acceptable or verification; all or blank means no filter.',
  tags: ['legislation'],
  index: 'directory',
  input: BuildingMethodsInputSchema,
  baseFilter: [equalsFilter('kind', 'building_method')],
  query: (input) => input.query,
  filters: (input) => [
    input.category ? equalsFilter('category', input.category) : null,
    input.methodType ? inFilter('subtype', METHOD_SUBTYPES[input.methodType]) : null,
  ],
  sort: (input) => (input.query ? undefined : ['title_sort:asc']),
  limit: () => 100,
  toItem: toBuildingMethod,
  output: BuildingMethodsOutputSchema,
  respond: (items) => items,
});
