import { z } from 'zod';

/** Treats the panels' "no filter" values (`all`, empty or blank text) as absent. */
function noFilterToUndefined(v: unknown): unknown {
  if (typeof v === 'string' && (v.trim() === '' || v.trim().toLowerCase() === 'all')) return undefined;
  return v;
}

/**
 * An optional filter parameter of a lookup endpoint: `all`, `''` and blank text mean "no filter" and are dropped
 * (the seed's rule), any other value must satisfy `schema`. Example: `filterParam(z.enum(['open', 'closed']))`.
 */
export function filterParam<T extends z.ZodType>(schema: T) {
  return z.preprocess(noFilterToUndefined, schema.optional());
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

/** `limit` of a lookup endpoint: a whole number from 1 to `max`, default `fallback`. */
export function limitParam(fallback: number, max = 100) {
  return z.coerce
    .number()
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be at least 1' })
    .max(max, { message: `must be at most ${max}` })
    .default(fallback);
}

/** `page` of a lookup endpoint: a whole number from 1 to 1000, default 1. */
export const PageParamSchema = z.coerce
  .number()
  .int({ message: 'must be a whole number' })
  .min(1, { message: 'must be at least 1' })
  .max(1000, { message: 'must be at most 1000' })
  .default(1);

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
