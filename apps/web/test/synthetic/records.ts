/**
 * SYNTHETIC records for the web app's component tests (see README.md beside this file): invented values in the shape
 * of a procedure's output, generated from its zod schema and checked against it. Never real data.
 */
import { toJSONSchema, type ZodType, type z } from 'zod';

/** JSON Schema, as far as the generator reads it. */
interface Json {
  type?: string | string[];
  properties?: Record<string, Json>;
  items?: Json;
  prefixItems?: Json[];
  anyOf?: Json[];
  oneOf?: Json[];
  allOf?: Json[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  minLength?: number;
  additionalProperties?: Json | boolean;
  propertyNames?: Json;
}

export interface SyntheticOptions {
  /** Items in each list (default 2; 0 gives the empty answer). */
  items?: number;
  /** Numbers in the answer (1, 2, …): the n-th record of a list reads `Synthetic title <n>`. */
  n?: number;
}

/** A date every synthetic record carries (retrieved, published, as at). */
export const SYNTHETIC_DATE = '2024-05-01';

/**
 * A synthetic value of `schema`'s output type: every field filled (optional ones too), texts `Synthetic <field> <n>`,
 * links on `https://example.test/…`, dates SYNTHETIC_DATE, the first value of each enum, lists of `items` entries.
 * Throws when the value does not parse (a pattern or refinement the generator cannot guess: override that field).
 */
export function synthetic<S extends ZodType>(schema: S, options: SyntheticOptions = {}): z.output<S> {
  const json = toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Json;
  return checked(schema, generate(json, 'record', options.n ?? 1, options.items ?? 2));
}

/** `synthetic(schema)` with some fields replaced (each replacement checked against the schema too). */
export function syntheticWith<S extends ZodType>(
  schema: S,
  patch: (value: z.output<S>) => z.output<S>,
  options: SyntheticOptions = {},
): z.output<S> {
  return checked(schema, patch(synthetic(schema, options)));
}

/** The empty answer of `schema`: every list empty, every total and count 0. */
export function syntheticEmpty<S extends ZodType>(schema: S): z.output<S> {
  return synthetic(schema, { items: 0 });
}

function checked<S extends ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new Error(
      `synthetic value does not fit its schema: ${JSON.stringify(parsed.error.issues, null, 1)}`,
    );
  return parsed.data;
}

const COUNT_NAMES = /^(total|filtered)|count$|^hits$/i;
const URL_NAMES = /(url|website|href|link|homepage)$/i;
const DATE_NAMES = /(date|At|published|updated|retrieved|modified)$/i;

function humanize(name: string): string {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}

function generate(js: Json, name: string, n: number, items: number): unknown {
  if (js.const !== undefined) return js.const;
  if (js.enum) return js.enum[0];
  const branches = js.anyOf ?? js.oneOf;
  if (branches) {
    const notNull = branches.find((b) => b.type !== 'null') ?? branches[0];
    return notNull ? generate(notNull, name, n, items) : null;
  }
  if (js.allOf?.length) return Object.assign({}, ...js.allOf.map((p) => generate(p, name, n, items)));
  const type = Array.isArray(js.type) ? js.type.find((t) => t !== 'null') : js.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(js.properties ?? {})) out[key] = generate(prop, key, n, items);
      // A record (`z.record`): one entry, keyed by the first allowed key, unless the answer is empty.
      if (!js.properties && typeof js.additionalProperties === 'object' && items > 0) {
        const key = js.propertyNames?.enum?.[0] ?? `synthetic-${humanize(name).replace(/ /g, '-')}`;
        out[String(key)] = generate(js.additionalProperties, name, n, items);
      }
      return out;
    }
    case 'array': {
      if (js.prefixItems) return js.prefixItems.map((p, i) => generate(p, name, n + i, items));
      const count = Math.max(items, js.minItems ?? 0);
      const item = js.items ?? {};
      const singular = name.replace(/ies$/, 'y').replace(/s$/, '');
      return Array.from({ length: count }, (_, i) => generate(item, singular, n === 1 ? i + 1 : n, items));
    }
    case 'integer':
    case 'number': {
      if (COUNT_NAMES.test(name)) return items === 0 ? 0 : items;
      if (/year/i.test(name)) return 2024;
      const min = js.minimum ?? (js.exclusiveMinimum !== undefined ? js.exclusiveMinimum + 1 : 1);
      return Math.min(Math.max(min, n), js.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    case 'string':
      return syntheticString(js, name, n);
    case 'null':
      return null;
    default:
      return `Synthetic ${humanize(name)} ${n}`;
  }
}

function syntheticString(js: Json, name: string, n: number): string {
  if (js.format === 'date' || (DATE_NAMES.test(name) && !/Label$/.test(name))) return SYNTHETIC_DATE;
  if (js.format === 'date-time') return `${SYNTHETIC_DATE}T00:00:00.000Z`;
  if (js.format === 'email' || /email$/i.test(name)) return `synthetic-${n}@example.test`;
  if (js.format === 'uri' || js.format === 'url' || URL_NAMES.test(name))
    return `https://example.test/synthetic/${humanize(name).replace(/ /g, '-')}/${n}`;
  if (/phone$/i.test(name)) return `0800 000 00${n}`;
  if (name === 'id' || /Id$/.test(name)) return `synthetic-${humanize(name).replace(/ /g, '-')}-${n}`;
  if (js.pattern) {
    const re = new RegExp(js.pattern);
    const candidate = ['2024', SYNTHETIC_DATE, `synthetic-${n}`, `${n}`].find((c) => re.test(c));
    if (candidate) return candidate;
  }
  return `Synthetic ${humanize(name)} ${n}`;
}
