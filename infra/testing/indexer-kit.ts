/**
 * What the API's integration tests need from the indexer, in one place (`@aotearoa/infra/testing`): the API's
 * code and tests never import `@aotearoa/indexer` themselves, so what they use of it is this list and no more.
 *
 * - building test indexes through the production pipeline: `rebuildIndexDirect` (a whole rebuild into
 *   the uids `liveUids` names under a prefix), or `loadCorpus` + `buildIndexRecords` for a subset added by hand, and the
 *   staging steps a connector test needs (`prepareStagingIndexes`, `finalizeIndexes`);
 * - the connectors as the worker runs them (`SOURCES`, `runConnector`, `startLiveSources`, `createHttpClient`) and
 *   the fixture server standing in for the internet (`startFixtureServer`, `routeRecordedBillsAndFeed`,
 *   `fixtureHttpClient`, `LIVE_FIXTURES`);
 * - `DATA_DIR` (the bundled snapshot) and `createMeili` (a Meilisearch client).
 */
export {
  buildIndexRecords,
  createHttpClient,
  createMeili,
  DATA_DIR,
  finalizeIndexes,
  type HttpClient,
  liveUids,
  loadCorpus,
  prepareStagingIndexes,
  rebuildIndexDirect,
  runConnector,
  SOURCES,
  startLiveSources,
} from '@aotearoa/indexer';
export {
  type FixtureServer,
  fixtureHttpClient,
  LIVE_FIXTURES,
  routeRecordedBillsAndFeed,
  startFixtureServer,
} from '@aotearoa/indexer/fixture-server';
