import {
  DIRECTORY_FIELDS_SCHEMAS,
  type DirectoryFields,
  type DirectoryKind,
  UntypedFieldsSchema,
} from '@aotearoa/contracts';
import type { LookupHit } from './define-lookup';

/*
 * Reading the records of the directory index (one record per listed body, publication or service, its kind's facts
 * under `fields`), shared by every domain that maps them to entities.
 */

/**
 * The payload of a directory record of kind `kind`, read with its fields schema (contracts
 * `DIRECTORY_FIELDS_SCHEMAS`, the one the indexer's source built it with).
 * @throws ZodError when the record's fields do not fit the schema (an index built by other code).
 */
export function directoryFieldsOf<K extends DirectoryKind>(hit: LookupHit, kind: K): DirectoryFields<K> {
  return DIRECTORY_FIELDS_SCHEMAS[kind].parse(hit.fields ?? {}) as DirectoryFields<K>;
}

/**
 * The payload of a directory record whose kind has no fields schema yet (`UntypedFieldsSchema`): an object whose
 * values each reader checks (`str`, `strings`).
 */
export function fieldsOf(hit: LookupHit): Record<string, unknown> {
  return UntypedFieldsSchema.parse(hit.fields ?? {});
}

/** A nested object of a record's fields (a contact, an address), else an empty one. */
export function objectOf(v: unknown): Record<string, unknown> {
  const parsed = UntypedFieldsSchema.safeParse(v);
  return parsed.success ? parsed.data : {};
}

/** A non-blank string, else null. */
export function str(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v : null;
}

/** The strings of a list, else empty. */
export function strings(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s.trim() !== '') : [];
}

/** Provenance of a directory hit. */
export function provenanceOf(hit: LookupHit) {
  return { source: hit.source, sourceUrl: hit.sourceUrl, retrievedAt: hit.retrievedAt };
}

/**
 * What a directory body (an organisation or a service) states the same way whatever its kind: `id`; `name` (else
 * the record's title); `type` (else the record's category); `description` (else the record's summary, else null);
 * and its provenance.
 */
export function directoryBodyOf(hit: LookupHit) {
  const f = fieldsOf(hit);
  return {
    id: hit.id,
    name: f.name ?? hit.title,
    type: f.type ?? hit.category,
    description: f.description ?? hit.summary ?? null,
    ...provenanceOf(hit),
  };
}
