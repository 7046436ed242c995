import { CONNECTOR_SCHEDULER_PREFIX, connectorSchedulerId } from '@aotearoa/contracts';
import type { Queue } from 'bullmq';
import type { Source, SourceSchedule } from '../sources/_shared/define-source';

/** `every 5 minutes`, `every 24 hours`, `cron 0 6 * * *`. */
export function scheduleLabel(s: SourceSchedule): string {
  if ('pattern' in s) return `cron ${s.pattern}`;
  const min = s.every / 60_000;
  if (min < 60) return `every ${min} minute${min === 1 ? '' : 's'}`;
  const h = min / 60;
  return Number.isInteger(h) ? `every ${h} hour${h === 1 ? '' : 's'}` : `every ${min} minutes`;
}

/** The env variable overriding a source's schedule: `LIVE_SCHEDULE_<ID>` (`jdo-judgments` → `LIVE_SCHEDULE_JDO_JUDGMENTS`). */
export function scheduleEnvName(sourceId: string): string {
  return `LIVE_SCHEDULE_${sourceId.toUpperCase().replace(/-/g, '_')}`;
}

/**
 * A source's effective schedule: its `schedule`, unless `LIVE_SCHEDULE_<ID>` sets a period in minutes (`5`), a cron
 * pattern (`0 6 * * *`) or `off`; null for snapshot sources and when switched off.
 * @throws naming the variable when its value is neither.
 */
export function effectiveSchedule(
  source: Source,
  env: Record<string, string | undefined>,
): SourceSchedule | null {
  if (!source.fetch || !source.schedule) return null;
  const name = scheduleEnvName(source.id);
  const raw = env[name]?.trim();
  if (!raw) return source.schedule;
  if (raw === 'off') return null;
  if (/^\d+(\.\d+)?$/.test(raw) && Number(raw) > 0) return { every: Math.round(Number(raw) * 60_000) };
  if (/^(\S+\s+){4,5}\S+$/.test(raw)) return { pattern: raw };
  throw new Error(`${name} must be a number of minutes, a cron pattern or 'off' (got '${raw}')`);
}

/**
 * Registers a BullMQ job scheduler (`upsertJobScheduler`, id `live:<source id>`) for every source with a live
 * connector and an effective schedule, on the deployment's own queue (its Redis prefix), and removes schedulers
 * of sources no longer scheduled. In sovereign mode every connector scheduler is removed and none is registered.
 * Each job runs once (no BullMQ retries: the HTTP client retries transient errors itself, and a failing source
 * waits for its next period rather than storming).
 * @returns the ids of the sources now scheduled, with their schedule.
 */
export async function scheduleConnectors(
  queue: Queue,
  sources: Source[],
  opts: { env: Record<string, string | undefined>; sovereign: boolean },
): Promise<Map<string, SourceSchedule>> {
  const wanted = new Map<string, SourceSchedule>();
  if (!opts.sovereign) {
    for (const s of sources) {
      const sch = effectiveSchedule(s, opts.env);
      if (sch) wanted.set(s.id, sch);
    }
  }
  for (const existing of await queue.getJobSchedulers()) {
    const id = existing.id ?? existing.key;
    if (id.startsWith(CONNECTOR_SCHEDULER_PREFIX) && !wanted.has(id.slice(CONNECTOR_SCHEDULER_PREFIX.length)))
      await queue.removeJobScheduler(id);
  }
  for (const [id, sch] of wanted) {
    await queue.upsertJobScheduler(connectorSchedulerId(id), sch, {
      name: id,
      data: { sourceId: id },
      opts: { attempts: 1, removeOnComplete: 50, removeOnFail: 50 },
    });
  }
  return wanted;
}
