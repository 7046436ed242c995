export { DOCUMENT_INDEX_SETTINGS } from './index-settings';
export { finalizeIndex, ingestSource, META_INDEX, prepareStagingIndex, readIndexMeta } from './pipeline';
export { openQueues } from './queues';
export { isIndexStale, rebuildIndexDirect, startRebuild } from './rebuild';
export { scheduleRebuilds, startWorkers } from './worker';
