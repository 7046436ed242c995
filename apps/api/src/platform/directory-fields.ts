import type { LookupHit } from '../../platform/define-lookup';

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
