/**
 * The API's public surface, imported by name (`@aotearoa/api`): the web app's router type, the server for the
 * end-to-end tests and the launcher, and the search plan builders for the benchmark (it sends Meilisearch exactly the
 * multi-search and sections query the API sends for a search).
 */
export {
  buildSearchPlan,
  buildSearchQueries,
  buildSectionsQuery,
  indexQuery,
  reduceQueryWeighted,
} from './domains/search/search-documents';
export { type Env, loadEnv } from './env';
export type { AppRouter } from './router';
export { appRouter } from './router';
export { type BuildServerOptions, buildOpenApiDocument, buildServer, serverOptionsFromEnv } from './server';
