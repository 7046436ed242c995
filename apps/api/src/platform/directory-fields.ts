import type { LookupHit } from './define-lookup';

/*
 * Reading the records of the directory index (one record per listed body, publication or service, its kind's facts
 * under `fields`), shared by every domain that maps them to entities.
 */

/** The kind's payload of a directory record. */
export function fieldsOf(hit: LookupHit): Record<string, unknown> {
  return (hit.fields ?? {}) as Record<string, unknown>;
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
