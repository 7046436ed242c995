/**
 * The indexer worker process: runs the BullMQ workers (ingest-source, index-swap, index-rebuild) and registers
 * the job scheduler that rebuilds from the bundled snapshot every REBUILD_EVERY_HOURS hours (skipped when the
 * live index is current). Runs until SIGINT/SIGTERM, then lets running jobs finish.
 */
import { DATA_DIR } from '../corpus';
import { readEnv } from '../env';
import { createMeili } from '../meili-client';
import { openQueues } from '../queues';
import { scheduleRebuilds, startWorkers } from '../worker';

const env = readEnv();
const redis = { url: env.REDIS_URL, prefix: env.REDIS_PREFIX };
const meili = createMeili(env.MEILI_URL, env.MEILI_MASTER_KEY);
const queues = openQueues(redis);
const workers = startWorkers({
  meili,
  redis,
  queues,
  indexPrefix: env.MEILI_INDEX_PREFIX,
  dataDir: DATA_DIR,
  concurrency: env.WORKER_CONCURRENCY,
});
await scheduleRebuilds(queues, env.REBUILD_EVERY_HOURS);
console.log(
  `Indexer worker running (queues on ${env.REDIS_URL}, prefix '${env.REDIS_PREFIX}'; rebuild check every ${env.REBUILD_EVERY_HOURS} h)`,
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.all(workers.map((w) => w.close()));
  await queues.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
