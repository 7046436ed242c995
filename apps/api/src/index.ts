/**
 * The API's public surface, imported by name (`@aotearoa/api`): the web app's router type, the server for the
 * end-to-end tests and the launcher, and the search pipeline for the benchmark (`runSearch` with its own ports to
 * Meilisearch: the same code the API runs for a search).
 */
export { analyseQuery, type QueryAnalysis } from './domains/search/analyse/query-analysis';
export { searchesByMeaning } from './domains/search/analyse/search-steps';
export type { QueryAnswer, RawHit, SearchPorts } from './domains/search/execute/ports';
export { DEFAULT_FUSION, type FusionConfig } from './domains/search/fuse/config';
// The page's own query builders, for measuring what each search parameter costs Meilisearch (settings-effect).
export { buildSearchPlan } from './domains/search/plan/first-round';
export { buildSectionsQuery } from './domains/search/plan/follow-up';
export { runSearch, type SearchRun } from './domains/search/run-search';
export { type Env, loadEnv } from './env';
export type { AppRouter } from './router';
export { appRouter } from './router';
export { type BuildServerOptions, buildOpenApiDocument, buildServer, serverOptionsFromEnv } from './server';
