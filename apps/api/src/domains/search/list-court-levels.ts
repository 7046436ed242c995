import { COURT_LEVELS } from '@aotearoa/contracts';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { z } from 'zod';
import type { ApiServices } from '../../context';
import { getIndexFacets, presentInOrder } from './index-facets';

export const listCourtLevelsInput = z.object({}).optional();
export const listCourtLevelsOutput = z.array(z.string());
export const listCourtLevelsMeta: OpenApiMeta = {
  openapi: {
    method: 'GET',
    path: '/court-levels',
    summary: 'Court levels present in the search index',
    description:
      'Values of COURT_LEVELS with at least one document, in that order. 503 when the index is not reachable.',
    tags: ['taxonomy'],
    errorResponses: {
      429: 'Too many requests from this address',
      503: 'The search index (Meilisearch) is not reachable',
    },
  },
};

/**
 * Court and tribunal names (`Supreme Court`, `High Court`, …) that have at least one document in the Meilisearch documents
 * index built from the bundled snapshot, in the order of the contracts' COURT_LEVELS.
 * @throws TRPCError SERVICE_UNAVAILABLE (503) when the index is not reachable.
 */
export async function listCourtLevels(services: ApiServices): Promise<string[]> {
  const facets = await getIndexFacets(services);
  return presentInOrder(COURT_LEVELS, facets.courtLevels);
}
