/**
 * The API's public surface, imported by name (`@aotearoa/api`): the web app's router type, the server for the
 * end-to-end tests and the launcher, and the search plan builders for the benchmark (it sends Meilisearch exactly the
 * queries the API sends for a search: the first round's requests and searches by meaning, then the follow-up round's
 * records, sections, best-section and matched-by-words queries).
 */
export {
  blendFirstPage,
  citedActsRanking,
  meaningRankings,
  type Ranked,
  typedActsRanking,
} from './domains/search/meaning';
export { headingPhrasesFound, phraseActsRanking, situationPhrases } from './domains/search/phrases';
export {
  buildFollowUpPlan,
  buildMeaningSearches,
  buildSearchPlan,
  buildSectionsQuery,
  indexQuery,
  reduceQueryWeighted,
  searchesByMeaning,
  sendRequests,
} from './domains/search/search-plan';
export { replacedBy } from './domains/search/successors';
export { meaningText } from './domains/search/vocabulary';
export { type Env, loadEnv } from './env';
export type { AppRouter } from './router';
export { appRouter } from './router';
export { type BuildServerOptions, buildOpenApiDocument, buildServer, serverOptionsFromEnv } from './server';
