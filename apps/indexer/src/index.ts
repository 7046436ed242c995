export {
  finalizeIndexes,
  type IndexMeta,
  ingestSource,
  liveUids,
  prepareStagingIndexes,
  readIndexMeta,
} from './pipeline';
export { openQueues } from './queues';
export { isIndexStale, rebuildIndexDirect, startRebuild } from './rebuild';
export { scheduleRebuilds, startWorkers } from './worker';
