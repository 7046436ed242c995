/**
 * The indexer worker process: runs the BullMQ workers (ingest-source, index-swap, index-rebuild) of this deployment
 * and registers the job scheduler that rebuilds from the bundled snapshot every REBUILD_EVERY_HOURS hours (skipped
 * when the served index is current). Logs JSON lines (pino). Runs until SIGINT/SIGTERM, then closes the workers the
 * BullMQ way and exits within 10 s: running jobs get 7 s to finish; one that does not keeps its lock and is resumed
 * by the next worker once the lock expires.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverSovereignMode } from '@aotearoa/contracts';
import { createHttpClient, FileValidatorStore } from '../connectors/http';
import { DATA_DIR } from '../corpus';
import { deploymentOf, readEnv } from '../env';
import { startLiveSources } from '../live/connector';
import { createLogger } from '../log';
import { createMeili } from '../meili-client';
import { openQueues, redactRedisUrl } from '../queues';
import { SOURCES } from '../sources';
import { closeWorkers, scheduleRebuilds, startWorkers } from '../worker';

const env = readEnv();
const log = createLogger(env.LOG_LEVEL);
const deployment = deploymentOf(env);
const redis = { url: env.REDIS_URL, prefix: deployment.redisPrefix };
const meili = createMeili(env.MEILI_URL, env.MEILI_MASTER_KEY);
let lastRedisError = '';
const queues = openQueues(redis, (err) => {
  // One line per distinct error, not one per reconnect attempt.
  if (err.message !== lastRedisError)
    log.warn({ failing: 'redis', reason: err.message }, `Redis: ${err.message}`);
  lastRedisError = err.message;
});
queues.connection.on('ready', () => {
  if (lastRedisError) log.info({ service: 'redis' }, 'Redis is back');
  lastRedisError = '';
});
const workers = startWorkers({
  meili,
  redis,
  queues,
  indexPrefix: env.MEILI_INDEX_PREFIX,
  dataDir: DATA_DIR,
  concurrency: env.WORKER_CONCURRENCY,
  lockMs: env.WORKER_LOCK_MS,
  ingestLockMs: env.WORKER_INGEST_LOCK_MS,
  logger: log,
});

let live: Awaited<ReturnType<typeof startLiveSources>> | undefined;
let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  const force = setTimeout(() => {
    log.error('workers did not close within 9.5 s; exiting');
    process.exit(1);
  }, 9_500);
  force.unref();
  log.info({ signal }, `${signal}: closing the workers`);
  const { forced } = await closeWorkers(live ? [...workers, live.worker] : workers, 7_000);
  void live?.close().catch(() => {});
  await Promise.race([queues.close(), new Promise((r) => setTimeout(r, 1_000))]);
  log.info(
    { forced },
    forced ? 'workers closed; running jobs will resume on the next worker' : 'workers closed cleanly',
  );
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

log.info(
  {
    deployment: deployment.id,
    redisPrefix: deployment.redisPrefix,
    meili: env.MEILI_URL,
    indexPrefix: env.MEILI_INDEX_PREFIX,
  },
  `Indexer worker running (queues on ${redactRedisUrl(env.REDIS_URL)} under '${deployment.redisPrefix}'; rebuild check every ${env.REBUILD_EVERY_HOURS} h)`,
);
await scheduleRebuilds(queues, env.REBUILD_EVERY_HOURS);
// Live connectors (issue "Live sources"): their job schedulers and worker; none run in sovereign mode.
const sovereign = () => serverSovereignMode(process.env);
live = await startLiveSources(SOURCES, {
  meili,
  indexPrefix: env.MEILI_INDEX_PREFIX,
  redis: queues.connection,
  redisPrefix: deployment.redisPrefix,
  redisConfig: redis,
  sovereign,
  http: createHttpClient({
    sovereign,
    validators: new FileValidatorStore(join(tmpdir(), `aotearoa-live-${deployment.id}`, 'validators')),
  }),
  logger: log,
});
log.info(
  { scheduled: [...live.scheduled.keys()], sovereign: sovereign() },
  sovereign()
    ? 'sovereign mode: no live connector is scheduled'
    : `${live.scheduled.size} live connectors scheduled`,
);
