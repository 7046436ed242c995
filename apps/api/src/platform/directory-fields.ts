import { DIRECTORY_FIELDS_SCHEMAS, type DirectoryFields, type DirectoryKind } from '@aotearoa/contracts';
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

/** A non-blank string, else null (for a hit's top-level values, which the lookup reads unparsed). */
export function str(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v : null;
}

/** A non-blank string without its surrounding spaces, else null. */
export function trimmed(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
}

/** The strings of a list, else empty. */
export function strings(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s.trim() !== '') : [];
}

/** Provenance of a directory hit. */
export function provenanceOf(hit: LookupHit) {
  return { source: hit.source, sourceUrl: hit.sourceUrl, retrievedAt: hit.retrievedAt };
}

/** The facts every directory body (an organisation or a service) states in its fields, whatever its kind. */
interface BodyFields {
  name: string;
  type: string;
  description: string | null;
}

/**
 * What a directory body states the same way whatever its kind: `id`; `name` and `type` from its fields (`f`, read
 * with `directoryFieldsOf`); `description` (else the record's summary, else null); and its provenance.
 */
export function directoryBodyOf(hit: LookupHit, f: BodyFields) {
  return {
    id: hit.id,
    name: f.name,
    type: f.type,
    description: f.description ?? hit.summary ?? null,
    ...provenanceOf(hit),
  };
}
