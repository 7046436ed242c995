import { COURT_LEVELS, DOCUMENT_TYPES, type Facets, LEGAL_AREAS } from '@aotearoa/contracts';
import { z } from 'zod';
import { publicProcedure, router } from '../../trpc';
import { getIndexFacets, presentInOrder } from './index-facets';

/**
 * One taxonomy procedure: `GET /api/<path>` (and tRPC) answering the values of a contracts constant that have at
 * least one document in the Meilisearch documents index (facet distribution over an empty query), in the
 * constant's order, as a list of strings. `what` names the values (e.g. 'Legal areas'), `constant` the contracts
 * constant named in the description, `counts` the facet the values are counted in.
 * Errors: TRPCError SERVICE_UNAVAILABLE (503) when the index is not reachable; 429 from the rate limit.
 */
function taxonomyProcedure(spec: {
  path: `/${string}`;
  what: string;
  constant: string;
  values: readonly string[];
  counts: (facets: Facets) => Record<string, number>;
}) {
  return publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: spec.path,
        summary: `${spec.what} present in the search index`,
        description: `Values of ${spec.constant} with at least one document, in that order. 503 when the index is not reachable.`,
        tags: ['taxonomy'],
        errorResponses: {
          429: 'Too many requests from this address',
          503: 'The search index (Meilisearch) is not reachable',
        },
      },
    })
    .input(z.object({}).optional())
    .output(z.array(z.string()))
    .query(async ({ ctx }) => presentInOrder(spec.values, spec.counts(await getIndexFacets(ctx.deps))));
}

/**
 * Filter taxonomies present in the index, each a list of strings in the order of the contracts' constants.
 * Source: the Meilisearch documents index built from the bundled snapshot. Errors: 503 when the index is not
 * reachable.
 */
export const taxonomyRouter = router({
  /** `documentTypes` — `GET /api/document-types` → e.g. `["legislation", "case_law", …]`. */
  documentTypes: taxonomyProcedure({
    path: '/document-types',
    what: 'Document types',
    constant: 'DOCUMENT_TYPES',
    values: DOCUMENT_TYPES,
    counts: (f) => f.documentTypes,
  }),
  /** `courtLevels` — `GET /api/court-levels` → court and tribunal names, e.g. `["Supreme Court", …]`. */
  courtLevels: taxonomyProcedure({
    path: '/court-levels',
    what: 'Court levels',
    constant: 'COURT_LEVELS',
    values: COURT_LEVELS,
    counts: (f) => f.courtLevels,
  }),
  /** `legalAreas` — `GET /api/legal-areas` → e.g. `["employment", "family", …]`. */
  legalAreas: taxonomyProcedure({
    path: '/legal-areas',
    what: 'Legal areas',
    constant: 'LEGAL_AREAS',
    values: LEGAL_AREAS,
    counts: (f) => f.legalAreas,
  }),
});
