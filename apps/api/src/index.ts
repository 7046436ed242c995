/**
 * The API's public surface, imported by name (`@aotearoa/api`): the web app's router type, the server for the
 * end-to-end tests and the launcher, and the search plan builders for the benchmark (it sends Meilisearch exactly the
 * queries the API sends for a search: the multi-search, the records the searches by meaning put on the page, the
 * sections, best-section and matched-by-words queries).
 */
export {
  blendFirstPage,
  citedActsRanking,
  meaningRankings,
  typedActsRanking,
} from './domains/search/meaning';
export { headingPhrasesFound, phraseActsRanking, situationPhrases } from './domains/search/phrases';
export {
  buildBestSectionQuery,
  buildFetchRecordsQuery,
  buildMatchedByWordsQuery,
  buildSearchPlan,
  buildSearchQueries,
  buildSectionsQuery,
  indexQuery,
  reduceQueryWeighted,
  searchesByMeaning,
} from './domains/search/search-documents';
export { meaningText } from './domains/search/vocabulary';
export { type Env, loadEnv } from './env';
export type { AppRouter } from './router';
export { appRouter } from './router';
export { type BuildServerOptions, buildOpenApiDocument, buildServer, serverOptionsFromEnv } from './server';
