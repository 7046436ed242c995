export { DOCUMENT_INDEX_SETTINGS } from './index-settings';
export { finalizeIndex, ingestSource, META_INDEX, prepareStagingIndex, readIndexMeta } from './pipeline';
export { isIndexStale, rebuildIndexDirect, startRebuild } from './rebuild';
export { openQueues } from './queues';
export { startWorkers, scheduleRebuilds } from './worker';
