import { z } from 'zod';

/** Where a preprocessing step reports an issue (zod's refinement context). */
interface IssueSink {
  addIssue: (issue: { code: 'custom'; message: string }) => void;
}

/** Whether a one-value parameter came as a list (repeated, `?a=1&a=2`); if so, reports "must be given once". */
function givenTwice(v: unknown, ctx: IssueSink): boolean {
  if (!Array.isArray(v)) return false;
  ctx.addIssue({ code: 'custom', message: 'must be given once' });
  return true;
}

/**
 * A one-value parameter as given: a list is an issue (`givenTwice`); text is trimmed and put in Unicode NFC (a macron
 * typed as a combining mark, "a\u0304", is "ā"); the panels' "no filter" values (`all` in any case, empty or blank
 * text) are absent.
 */
function oneFilterValue(v: unknown, ctx: IssueSink) {
  if (givenTwice(v, ctx) || typeof v !== 'string') return v;
  const text = v.trim().normalize('NFC');
  return text === '' || text.toLowerCase() === 'all' ? undefined : text;
}

/**
 * An optional filter parameter of a lookup endpoint: `all`, `''` and blank text mean "no filter" and are dropped
 * (the specification's rule), text is trimmed and NFC-normalised, a repeated parameter fails with "must be given once", and
 * any other value must satisfy `schema`. Example: `filterParam(z.enum(['open', 'closed']))`.
 */
export function filterParam<T extends z.ZodType>(schema: T) {
  return z.preprocess(oneFilterValue, schema.optional());
}

/** Decimal digits with an optional sign and blanks around: the only text a whole-number parameter reads. */
const DECIMAL = /^\s*[+-]?\d+\s*$/;

/** Bounds, default and wording of a `wholeNumberParam`. */
interface WholeNumberOptions {
  min: number;
  max?: number;
  default?: number;
  noun?: 'number' | 'year';
}

/**
 * A whole-number parameter, for every endpoint: a number (tRPC) or decimal digits (REST query strings: "20",
 * " 20 "); blank text counts as absent (then `default`, if given). Hex, binary, exponents and `Infinity`, which
 * JavaScript's `Number()` (and zod's coercion) would accept, fail with "must be a whole number"; a repeated
 * parameter with "must be given once"; out of bounds with "must be at least `min`" / "must be at most `max`" (for
 * `noun: 'year'`: "must be a whole year", "must be `min` or later" / "`max` or earlier"). The OpenAPI document
 * states it as an integer with its bounds and default.
 */
export function wholeNumberParam(
  opts: WholeNumberOptions & { default: number },
): z.ZodPreprocess<z.ZodDefault<z.ZodNumber>>;
export function wholeNumberParam(
  opts: WholeNumberOptions & { default?: undefined },
): z.ZodPreprocess<z.ZodOptional<z.ZodNumber>>;
export function wholeNumberParam(opts: WholeNumberOptions): z.ZodType {
  const year = opts.noun === 'year';
  let n = z
    .number({ error: `must be a whole ${year ? 'year' : 'number'}` })
    .int({ message: `must be a whole ${year ? 'year' : 'number'}` })
    .min(opts.min, { message: year ? `must be ${opts.min} or later` : `must be at least ${opts.min}` });
  if (opts.max !== undefined)
    n = n.max(opts.max, { message: year ? `must be ${opts.max} or earlier` : `must be at most ${opts.max}` });
  const read = (v: unknown, ctx: IssueSink) => {
    if (givenTwice(v, ctx) || typeof v !== 'string') return v;
    if (v.trim() === '') return undefined;
    return DECIMAL.test(v) ? Number(v) : v;
  };
  return opts.default === undefined
    ? z.preprocess(read, n.optional())
    : z.preprocess(read, n.default(opts.default));
}

/**
 * An optional `true`/`false` parameter: text (REST query strings) or a boolean (tRPC); `all`, `''` and blank text
 * mean absent. Anything else fails with "must be 'true' or 'false'".
 */
export const BooleanParamSchema = filterParam(
  z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
    message: "must be 'true' or 'false'",
  }),
);

/** Free-text `query` of a lookup endpoint: trimmed, at most 200 characters, blank means none. */
export const LookupQuerySchema = filterParam(
  z.string().trim().max(200, { message: 'must be at most 200 characters' }),
);

/** `limit` of a lookup endpoint: a whole number from 1 to `max`, default `fallback` (`wholeNumberParam`). */
export function limitParam(fallback: number, max = 100) {
  return wholeNumberParam({ min: 1, max, default: fallback });
}

/** `page` of a lookup endpoint: a whole number from 1 to 1000, default 1 (`wholeNumberParam`). */
export const PageParamSchema = wholeNumberParam({ min: 1, max: 1000, default: 1 });

/**
 * The paging parameters of a list endpoint: `page` (1-based, 1–1000, default 1) and `limit`, the records per page
 * (1–`max`, default `fallback`). A value out of bounds answers 400 naming the parameter ("must be at most 100").
 */
export function pagingParams(fallback: number, max = 100) {
  return { page: PageParamSchema, limit: limitParam(fallback, max) };
}

/**
 * How a paged list's answer says which part of the list it holds (the specification's search answer: `total`,
 * `page`, `totalPages`; with `pageSize`, so a page tells which range it shows: page 2 of 50 a page holds the 51st to
 * the 100th record).
 */
export const PageInfoSchema = z.object({
  /** Exact number of records matching the request (Meilisearch `totalHits`), on every page. */
  total: z.number().int().nonnegative(),
  /** The page shown (1-based). A page past the last one holds no record. */
  page: z.number().int().positive(),
  /** Records per page (the request's `limit`). */
  pageSize: z.number().int().positive(),
  /** Number of pages of `pageSize` records (0 when nothing matches). */
  totalPages: z.number().int().nonnegative(),
});
export type PageInfo = z.infer<typeof PageInfoSchema>;

/** The answer of a paged list: its records under `key` (one page) and the page's `PageInfoSchema` fields. */
export function pagedList<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({ [key]: z.array(item) } as { [P in K]: z.ZodArray<T> }).extend(PageInfoSchema.shape);
}

/**
 * Where a panel's records come from and how fresh they are, shown on every panel's source line.
 * `mode`: `snapshot` for bundled dated data, `live` only when a connector fetched it within its period.
 */
export const DataSourceInfoSchema = z.object({
  /** Publisher or dataset name, e.g. 'www.govt.nz organisations directory'. */
  name: z.string(),
  /** Where the records were read from. */
  url: z.string(),
  /** ISO date the records were retrieved (the snapshot date for bundled data). */
  retrievedAt: z.string().nullable(),
  mode: z.enum(['snapshot', 'live']),
});
export type DataSourceInfo = z.infer<typeof DataSourceInfoSchema>;

/** Provenance every record shown to users carries. */
export const ProvenanceSchema = z.object({
  source: z.string(),
  sourceUrl: z.string(),
  retrievedAt: z.string(),
});
export type Provenance = z.infer<typeof ProvenanceSchema>;
