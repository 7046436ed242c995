import type { Facets } from '@aotearoa/contracts';
import type { ApiDependencies } from '../../context';
import { toTrpcError } from '../../platform/meili-errors';

const CACHE_KEY = 'all';

/**
 * Facet distribution (type, court, legal_area → number of documents) over the whole documents index,
 * from one placeholder search (`q: ''`, `hitsPerPage: 0`: exhaustive, so distinct documents, not records). Cached
 * with the server's facet cache.
 * @throws TRPCError SERVICE_UNAVAILABLE (503) when Meilisearch or the index is not reachable.
 */
export async function getIndexFacets(deps: ApiDependencies): Promise<Facets> {
  const cached = deps.facetCache.get(CACHE_KEY);
  if (cached) return cached;
  try {
    const result = await deps.meili
      .index(deps.indexes.documents)
      .search('', { hitsPerPage: 0, facets: ['type', 'court', 'legal_area'] });
    const d = result.facetDistribution ?? {};
    const facets: Facets = {
      documentTypes: { ...(d.type ?? {}) },
      courtLevels: { ...(d.court ?? {}) },
      legalAreas: { ...(d.legal_area ?? {}) },
    };
    deps.facetCache.set(CACHE_KEY, facets);
    return facets;
  } catch (error) {
    throw toTrpcError(error);
  }
}

/**
 * The values with at least one document, in the order of `order` (the contracts' constant); values found in the
 * index but missing from `order` follow, alphabetically.
 */
export function presentInOrder(order: readonly string[], counts: Record<string, number>): string[] {
  const present = order.filter((v) => (counts[v] ?? 0) > 0);
  const known = new Set(order);
  const extra = Object.keys(counts)
    .filter((v) => !known.has(v) && (counts[v] ?? 0) > 0)
    .sort((a, b) => a.localeCompare(b, 'en-NZ'));
  return [...present, ...extra];
}
