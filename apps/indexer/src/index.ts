/**
 * The indexer's public surface, imported by name (`@aotearoa/indexer`) by the other packages: the API's integration
 * tests, the end-to-end tests and the benchmark build their indexes through these same functions, so tests and
 * production share one pipeline.
 */

/** Live sources (issue "Live sources"): connectors on schedules, incremental upserts, run records. */
export { createHttpClient, type HttpClient } from './connectors/http';
export {
  type BuiltCorpus,
  buildCorpus,
  buildIndexRecords,
  type Corpus,
  DATA_DIR,
  loadCorpus,
  recordsOf,
} from './corpus';
export { type CorpusProfile, corpusProfile } from './corpus-profile';
export { runConnector, startLiveSources } from './live/connector';
export { scheduleConnectors } from './live/schedule';
export { createMeili } from './meili-client';
export {
  finalizeIndexes,
  type IndexMeta,
  type IndexUids,
  ingestSource,
  prepareStagingIndexes,
  readIndexMeta,
  servedUids,
} from './pipeline';
export { openQueues } from './queues';
export { isIndexStale, rebuildIndexDirect, startRebuild } from './rebuild';
export { type DirectorySource, type DocumentSource, SOURCES, type Source, sourceById } from './sources';
/** The indexed sections of the Acts (the retrieval evaluation samples passages from them). */
export { readActSections } from './sources/pco-acts/full-text/sections';
export { scheduleRebuilds, startWorkers } from './worker';
