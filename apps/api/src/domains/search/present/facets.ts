/**
 * The facet counts of a page: each group read from the query that counts it, and the documents the words did not
 * find added in. Pure.
 */
import type { Facets, SearchHit } from '@aotearoa/contracts';
import type { Answers } from '../execute/execute';
import type { FacetAttribute, PageQueries } from '../plan/first-round';

/**
 * The facet counts of a search: the groups not filtered on from the main query's distribution, each filtered group
 * from its own count query (disjunctive facets). Pure.
 */
export function facetsOf(answers: Answers<PageQueries>): Facets {
  const group = (attribute: FacetAttribute) => ({
    ...((answers.facetCounts[attribute] ?? answers.main).facetDistribution?.[attribute] ?? {}),
  });
  return { documentTypes: group('type'), courtLevels: group('court'), legalAreas: group('legal_area') };
}

/**
 * Adds documents the words did not match (Acts found by meaning only) to the facet counts, so each group's counts
 * add up to the total the page states. They met every filter (the search by meaning is filtered alike), so they
 * count in every group. Returns new counts; `facets` is not changed.
 */
export function countInFacets(
  facets: Facets,
  docs: Pick<SearchHit, 'type' | 'court' | 'legal_area'>[],
): Facets {
  const out: Facets = {
    documentTypes: { ...facets.documentTypes },
    courtLevels: { ...facets.courtLevels },
    legalAreas: { ...facets.legalAreas },
  };
  const bump = (group: Record<string, number>, key: string | null | undefined) => {
    if (key) group[key] = (group[key] ?? 0) + 1;
  };
  for (const d of docs) {
    bump(out.documentTypes, d.type);
    bump(out.courtLevels, d.court);
    for (const area of d.legal_area) bump(out.legalAreas, area);
  }
  return out;
}
