import { DOCUMENT_TYPES } from '@aotearoa/contracts';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { z } from 'zod';
import type { ApiServices } from '../../context';
import { getIndexFacets, presentInOrder } from './index-facets';

export const listDocumentTypesInput = z.object({}).optional();
export const listDocumentTypesOutput = z.array(z.string());
export const listDocumentTypesMeta: OpenApiMeta = {
  openapi: {
    method: 'GET',
    path: '/document-types',
    summary: 'Document types present in the search index',
    description:
      'Values of DOCUMENT_TYPES with at least one document, in that order. 503 when the index is not reachable.',
    tags: ['taxonomy'],
    errorResponses: {
      429: 'Too many requests from this address',
      503: 'The search index (Meilisearch) is not reachable',
    },
  },
};

/**
 * Document types (`legislation`, `case_law`, …) that have at least one document in the Meilisearch documents
 * index built from the bundled snapshot, in the order of the contracts' DOCUMENT_TYPES.
 * @throws TRPCError SERVICE_UNAVAILABLE (503) when the index is not reachable.
 */
export async function listDocumentTypes(services: ApiServices): Promise<string[]> {
  const facets = await getIndexFacets(services);
  return presentInOrder(DOCUMENT_TYPES, facets.documentTypes);
}
