import type { OpenApiMeta } from 'trpc-to-openapi';

/** OpenAPI meta of a resources GET endpoint, with the lookups' usual error responses. */
export function resourcesMeta(path: `/${string}`, summary: string, description: string): OpenApiMeta {
  return {
    openapi: {
      method: 'GET',
      path,
      summary,
      description,
      tags: ['resources'],
      errorResponses: {
        400: 'Invalid input: the message names each parameter and why',
        429: 'Too many requests from this address',
        503: 'The search index (Meilisearch) is not reachable',
      },
    },
  };
}
