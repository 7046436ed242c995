import { type Logger, pino } from 'pino';

export type { Logger } from 'pino';

/**
 * The indexer's structured logger (pino, JSON lines on stdout): every line carries `service: 'indexer'`, and job
 * lines carry `queue`, `jobId`, `runId` and `source` (the source id) so a failure always names its source.
 */
export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ level, base: { service: 'indexer' } });
}

/** A logger that writes nothing (tests). */
export const silentLogger: Logger = pino({ level: 'silent' });
