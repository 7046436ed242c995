/**
 * What the API's integration tests need from the indexer, in one place (`@aotearoa/infra/testing`): the API's
 * code and tests never import `@aotearoa/indexer` themselves, so what they use of it is this list and no more.
 *
 * - building test indexes through the production pipeline: `rebuildIndexDirect` (a whole rebuild into
 *   the uids `servedUids` names under a prefix), or `loadCorpus` + `buildIndexRecords` for a subset added by hand, and the
 *   staging steps a connector test needs (`prepareStagingIndexes`, `finalizeIndexes`);
 * - the connectors as the worker runs them (`SOURCES`, `runConnector`, `startLiveSources`, `createHttpClient`) and
 *   the fixture server standing in for the internet (`startFixtureServer`, `routeRecordedBillsAndFeed`,
 *   `fixtureHttpClient`, `LIVE_FIXTURES`);
 * - `DATA_DIR` (the bundled snapshot) and `createMeili` (a Meilisearch client);
 * - `indexSubset`: a handful of the snapshot's documents made the served index under a test's own prefix.
 */
import type { Document } from '@aotearoa/contracts';
import {
  buildIndexRecords,
  type createMeili,
  finalizeIndexes,
  type loadCorpus,
  prepareStagingIndexes,
} from '@aotearoa/indexer';

type Meilisearch = ReturnType<typeof createMeili>;

/**
 * Indexes `documents` (records built as the pipeline builds them) as the live documents index under `prefix`,
 * through the pipeline's staging and swap (`prepareStagingIndexes`, `finalizeIndexes`), with `sources` (the
 * corpus's `bySource`) recorded as the snapshot's. Resolves once Meilisearch has swapped the index in (60 s at most
 * for the documents task).
 */
export async function indexSubset(
  meili: Meilisearch,
  options: {
    prefix: string;
    documents: Document[];
    sources: Awaited<ReturnType<typeof loadCorpus>>['bySource'];
    snapshotVersion: string;
  },
): Promise<void> {
  const { prefix } = options;
  const staging = { documents: `${prefix}documents_build_t`, directory: `${prefix}directory_build_t` };
  await prepareStagingIndexes(meili, staging);
  const task = await meili
    .index(staging.documents)
    .addDocuments(buildIndexRecords(options.documents), { primaryKey: 'id' });
  await meili.tasks.waitForTask(task.taskUid, { timeout: 60_000 });
  await finalizeIndexes(meili, {
    prefix,
    staging,
    snapshotVersion: options.snapshotVersion,
    sources: options.sources,
  });
}

export {
  buildIndexRecords,
  createHttpClient,
  createMeili,
  DATA_DIR,
  finalizeIndexes,
  type HttpClient,
  loadCorpus,
  prepareStagingIndexes,
  rebuildIndexDirect,
  runConnector,
  SOURCES,
  servedUids,
  startLiveSources,
} from '@aotearoa/indexer';
export {
  type FixtureServer,
  fixtureHttpClient,
  LIVE_FIXTURES,
  routeRecordedBillsAndFeed,
  startFixtureServer,
} from '@aotearoa/indexer/fixture-server';
