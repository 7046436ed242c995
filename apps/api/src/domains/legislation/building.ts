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
import type { z } from 'zod';
import { defineLookup, type LookupHit, type LookupSpec } from '../../platform/define-lookup';
import { directoryFieldsOf, provenanceOf, str } from '../../platform/directory-fields';
import { equalsFilter, inFilter } from '../../platform/filter-builder';

/** What every Building Code record gives the same way: id, title, its page, as-at date and provenance. */
function buildingRecordOf(hit: LookupHit) {
  return { id: hit.id, title: hit.title, url: str(hit.url), asAt: str(hit.asAt), ...provenanceOf(hit) };
}

/** Maps a `building_code_clause` record to the specification's Building code entity. */
export function toBuildingCode(hit: LookupHit): BuildingCode {
  const f = directoryFieldsOf(hit, 'building_code_clause');
  const group = String(hit.category ?? '');
  return BuildingCodeSchema.parse({
    ...buildingRecordOf(hit),
    codeNumber: f.codeNumber,
    category: (BUILDING_CODE_GROUPS as readonly string[]).includes(group) ? group : 'A',
    description: str(f.description) ?? str(hit.summary),
    sourceType: str(f.sourceType),
  });
}

/** Maps a `standard` record to the specification's Standard entity (no price or page count: no source gives them). */
export function toStandard(hit: LookupHit): Standard {
  const f = directoryFieldsOf(hit, 'standard');
  return StandardSchema.parse({
    ...buildingRecordOf(hit),
    standardNumber: f.standardNumber,
    name: f.name ?? hit.title,
    category: hit.category ?? 'NZS',
    description: str(f.notes) ?? str(hit.summary),
    sourceType: str(f.sourceType),
  });
}

/** Maps a `building_method` record to the specification's Building method entity. */
export function toBuildingMethod(hit: LookupHit): BuildingMethod {
  const f = directoryFieldsOf(hit, 'building_method');
  return BuildingMethodSchema.parse({
    ...buildingRecordOf(hit),
    code: f.code,
    methodType: f.methodType,
    category: str(hit.category),
    clauses: f.clauses,
    description: str(f.scope) ?? (hit.summary === f.notes ? null : str(hit.summary)),
    edition: str(f.edition),
    effective: str(f.effective),
    notes: str(f.notes),
  });
}

/** The parameters every Building Code list reads: free text and the category (clause group or standard series). */
interface BuildingListQuery {
  query?: string | undefined;
  category?: string | undefined;
}

const categoryFilter = (input: BuildingListQuery) =>
  input.category ? equalsFilter('category', input.category) : null;

/**
 * A Building Code list of the directory index: the records of one `kind`, filtered by the input's `category` and
 * the spec's further `filters`, by name unless a query ranks them, at most 100, answered as the bare list.
 */
function defineBuildingList<I extends z.ZodType<BuildingListQuery>, Item>(
  spec: Pick<
    LookupSpec<I, Item, Item[]>,
    'path' | 'summary' | 'description' | 'input' | 'toItem' | 'output'
  > & {
    /** The directory record kind listed, e.g. `standard`. */
    kind: string;
    filters?: (input: z.output<I>) => Array<string | null>;
  },
) {
  const { kind, filters, ...declared } = spec;
  return defineLookup({
    ...declared,
    tags: ['legislation'],
    index: 'directory',
    baseFilter: [equalsFilter('kind', kind)],
    query: (input: BuildingListQuery) => input.query,
    filters: (input) => [categoryFilter(input), ...(filters?.(input) ?? [])],
    sort: (input: BuildingListQuery) => (input.query ? undefined : ['title_sort:asc']),
    limit: () => 100,
    respond: (items) => items,
  });
}

/**
 * `buildingCodes` — `GET /api/building-codes?query=&category=A..H`.
 * Output: Building Code clauses (the specification's entity Building code), by clause number. Source: the directory index, from the bundled snapshot of Building Code pages (`data/nz-building-code/`).
 * Errors: 400 naming `category` or `query`; 503 when the index is unreachable.
 */
export const buildingCodes = defineBuildingList({
  path: '/building-codes',
  summary: 'New Zealand Building Code clauses',
  description:
    'Clauses of the Building Code (Schedule 1 of the Building Regulations 1992) with their scope as building.govt.nz ' +
    'states it. category is the clause group letter (A–H); all or blank means no filter.',
  input: BuildingCodesInputSchema,
  kind: 'building_code_clause',
  toItem: toBuildingCode,
  output: BuildingCodesOutputSchema,
});

/**
 * `standardsNz` — `GET /api/standards-nz?query=&category=NZS|AS/NZS`.
 * Output: standards the Building Code's compliance documents cite (the specification's entity Standard, without price or pages,
 * which no held source gives), by number. Source: the directory index, from the bundled snapshot of Building Code pages (`data/nz-building-code/`).
 * Errors: 400 naming `category` or `query`; 503 when the index is unreachable.
 */
export const standardsNz = defineBuildingList({
  path: '/standards-nz',
  summary: 'Standards cited by the Building Code',
  description:
    'NZ and joint AS/NZS standards cited by Acceptable Solutions and Verification Methods, with how they are ' +
    'cited. category is NZS or AS/NZS; all or blank means no filter.',
  input: StandardsNzInputSchema,
  kind: 'standard',
  toItem: toStandard,
  output: StandardsNzOutputSchema,
});

/** Index subtypes of each method type (documents holding both count for both). */
const METHOD_SUBTYPES = {
  acceptable: ['Acceptable Solution', 'Acceptable Solutions and Verification Methods'],
  verification: ['Verification Method', 'Acceptable Solutions and Verification Methods'],
} as const;

/**
 * `buildingMethods` — `GET /api/building-methods?query=&category=A..H&methodType=acceptable|verification`.
 * Output: Acceptable Solutions and Verification Methods (the specification's entity Building method; the Calculations tab is
 * `methodType=verification`), with effective date where the source states it, by code.
 * Source: the directory index, from the bundled snapshot of Building Code pages (`data/nz-building-code/`). Errors: 400 naming `category`, `methodType` or `query`; 503 when unreachable.
 */
export const buildingMethods = defineBuildingList({
  path: '/building-methods',
  summary: 'Acceptable Solutions and Verification Methods',
  description:
    'Means of compliance with the Building Code: Acceptable Solutions and Verification Methods (calculation and ' +
    'test methods), with scope and effective date. category is the clause group letter (A–H); methodType is ' +
    'acceptable or verification; all or blank means no filter.',
  input: BuildingMethodsInputSchema,
  kind: 'building_method',
  filters: (input) => [input.methodType ? inFilter('subtype', METHOD_SUBTYPES[input.methodType]) : null],
  toItem: toBuildingMethod,
  output: BuildingMethodsOutputSchema,
});
