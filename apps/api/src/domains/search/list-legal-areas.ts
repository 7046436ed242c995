import { LEGAL_AREAS } from '@aotearoa/contracts';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { z } from 'zod';
import type { ApiServices } from '../../context';
import { getIndexFacets, presentInOrder } from './index-facets';

export const listLegalAreasInput = z.object({}).optional();
export const listLegalAreasOutput = z.array(z.string());
export const listLegalAreasMeta: OpenApiMeta = {
  openapi: {
    method: 'GET',
    path: '/legal-areas',
    summary: 'Legal areas present in the search index',
    description:
      'Values of LEGAL_AREAS with at least one document, in that order. 503 when the index is not reachable.',
    tags: ['taxonomy'],
    errorResponses: {
      429: 'Too many requests from this address',
      503: 'The search index (Meilisearch) is not reachable',
    },
  },
};

/**
 * Legal areas (`employment`, `family`, …) that have at least one document in the Meilisearch documents
 * index built from the bundled snapshot, in the order of the contracts' LEGAL_AREAS.
 * @throws TRPCError SERVICE_UNAVAILABLE (503) when the index is not reachable.
 */
export async function listLegalAreas(services: ApiServices): Promise<string[]> {
  const facets = await getIndexFacets(services);
  return presentInOrder(LEGAL_AREAS, facets.legalAreas);
}
