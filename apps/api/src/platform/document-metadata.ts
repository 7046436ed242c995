import { type DocumentMetadata, DocumentMetadataSchema } from '@aotearoa/contracts';

/**
 * Each metadata object `documentMetadataOf` returned (frozen all through, so it stays what the schema accepted), keyed by itself
 * and by the raw metadata object of the hit it was read from. One search reads the same hit's metadata up to three
 * times (its leading Act in the rankings and the page, its card), and answers it in its output: with ~100 optional
 * keys the schema's parse was the largest single cost of a search in the API's CPU profile (2026-12-02).
 */
const readOnce = new WeakMap<object, DocumentMetadata>();

/** The schema's keys in its order, each with its place. */
const KEY_PLACE = new Map(Object.keys(DocumentMetadataSchema.shape).map((key, i) => [key, i]));
/** Most picked schemas kept (one per set of keys the index's records hold: a few dozen). */
const MAX_PICKED_SCHEMAS = 512;
const pickedSchemas = new Map<string, typeof DocumentMetadataSchema>();

/**
 * `DocumentMetadataSchema` picked to the schema's keys `raw` holds, in the schema's order (kept by that set of
 * keys). It accepts and answers what the whole schema does: every key is optional, an absent one adds nothing to
 * the parse, and a key the schema does not name is stripped either way; but it runs the checks of the ~10 keys a
 * record holds instead of walking all ~100 (≈5× less time).
 */
function schemaFor(raw: object): typeof DocumentMetadataSchema {
  const keys = Object.keys(raw)
    .filter((key) => KEY_PLACE.has(key))
    .sort((a, b) => (KEY_PLACE.get(a) ?? 0) - (KEY_PLACE.get(b) ?? 0));
  const signature = keys.join(',');
  const known = pickedSchemas.get(signature);
  if (known) return known;
  if (pickedSchemas.size >= MAX_PICKED_SCHEMAS) return DocumentMetadataSchema;
  const picked = DocumentMetadataSchema.pick(
    Object.fromEntries(keys.map((key) => [key, true])) as Record<keyof DocumentMetadata, true>,
  ) as unknown as typeof DocumentMetadataSchema;
  pickedSchemas.set(signature, picked);
  return picked;
}

/** `value` with every object and array in it frozen (metadata are JSON: plain objects, arrays and scalars). */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/**
 * The metadata of a documents-index hit (an Act's chunk, a judgment, a debate, a bill, an article), read once with
 * its schema (contracts `DocumentMetadataSchema`, the one the indexer's records validate against), so every reader
 * names a key the schema declares and gets its type. A hit with no metadata, or metadata that do not fit (an index
 * built by other code), reads as `{}`: one bad record never fails a whole answer. The same raw metadata object
 * (or a metadata object this function returned) is read once: the answer is the same frozen object each time.
 * @returns the parsed metadata, frozen all through (`isValidatedMetadata` is true of it).
 */
export function documentMetadataOf(hit: object): DocumentMetadata {
  const raw: unknown = ('metadata' in hit ? hit.metadata : undefined) ?? {};
  const key = typeof raw === 'object' && raw !== null ? raw : null;
  const known = key ? readOnce.get(key) : undefined;
  if (known) return known;
  const parsed = (key ? schemaFor(key) : DocumentMetadataSchema).safeParse(raw);
  const metadata: DocumentMetadata = deepFreeze(parsed.success ? parsed.data : {});
  readOnce.set(metadata, metadata);
  if (key) readOnce.set(key, metadata);
  return metadata;
}

/**
 * Whether `value` is a metadata object `documentMetadataOf` returned: parsed by `DocumentMetadataSchema` (unknown
 * keys stripped) and frozen all through since, so validating it again would find what the parse found.
 */
export function isValidatedMetadata(value: unknown): value is DocumentMetadata {
  return typeof value === 'object' && value !== null && readOnce.get(value) === value;
}
