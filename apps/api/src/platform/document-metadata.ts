import { type DocumentMetadata, DocumentMetadataSchema } from '@aotearoa/contracts';

/**
 * The metadata of a documents-index hit (an Act's chunk, a judgment, a debate, a bill, an article), read once with
 * its schema (contracts `DocumentMetadataSchema`, the one the indexer's records validate against), so every reader
 * names a key the schema declares and gets its type. A hit with no metadata, or metadata that do not fit (an index
 * built by other code), reads as `{}`: one bad record never fails a whole answer.
 */
export function documentMetadataOf(hit: object): DocumentMetadata {
  const parsed = DocumentMetadataSchema.safeParse(('metadata' in hit ? hit.metadata : undefined) ?? {});
  return parsed.success ? parsed.data : {};
}
