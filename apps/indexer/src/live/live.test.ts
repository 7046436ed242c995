import net from 'node:net';
import type { Document } from '@aotearoa/contracts';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Meilisearch } from 'meilisearch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, SovereignModeError } from '../connectors/http';
import { makeDocument } from '../sources/_shared/common';
import { defineSource } from '../sources/_shared/define-source';
import { jdoJudgments } from '../sources/jdo-judgments';
import { parliament } from '../sources/parliament';
import { runConnector } from './connector';
import { BatchRejectedError, checkBatch } from './ingest';
import { readRunRecord } from './runs';
import { effectiveSchedule, scheduleConnectors, scheduleLabel } from './schedule';

/** A Redis stand-in holding strings in memory (GET/SET are all run records need). */
function memoryRedis(): Redis {
  const m = new Map<string, string>();
  return {
    get: async (k: string) => m.get(k) ?? null,
    set: async (k: string, v: string) => {
      m.set(k, v);
      return 'OK';
    },
  } as unknown as Redis;
}
/** A Meilisearch client that fails the test if the connector touches the index. */
const untouchableMeili = new Proxy({} as Meilisearch, {
  get: () => {
    throw new Error('the served index must not be touched');
  },
});

// SYNTHETIC TEST RECORDS (not data): minimal documents to exercise the batch checks.
const doc = (id: string, extra: Partial<Document> = {}) =>
  makeDocument({
    id,
    title: `Synthetic test record ${id}`,
    type: 'bill',
    source: 'test',
    sourceUrl: 'https://example.test/',
    retrievedAt: '2026-01-01',
    ...extra,
  });

describe('sovereign mode: no outbound connection at all', () => {
  let attempts: string[];
  beforeEach(() => {
    attempts = [];
    // Any TCP connection attempt from this process fails the test.
    vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(function (
      this: net.Socket,
      ...args: unknown[]
    ) {
      attempts.push(JSON.stringify(args[0]));
      throw new Error('outbound connection attempted in sovereign mode');
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('a connector run is skipped and recorded, with no socket opened', async () => {
    const redis = memoryRedis();
    const http = createHttpClient({ sovereign: true });
    for (const source of [parliament, jdoJudgments]) {
      const rec = await runConnector(source, {
        meili: untouchableMeili,
        indexPrefix: 't_',
        redis,
        redisPrefix: 'p',
        http,
        sovereign: () => true,
      });
      expect(rec.lastOutcome).toBe('skipped');
      expect(rec.lastError).toMatch(/Sovereign mode/);
    }
    // Even a connector called directly is refused by the shared client before any socket.
    await expect(
      parliament.fetch?.({
        outDir: '/nonexistent',
        signal: new AbortController().signal,
        http,
        env: {},
        now: new Date(),
      }),
    ).rejects.toBeInstanceOf(SovereignModeError);
    await http.close();
    expect(attempts).toEqual([]);
  });

  it('no connector scheduler is registered, and existing ones are removed', async () => {
    const upserted: string[] = [];
    const removed: string[] = [];
    const queue = {
      getJobSchedulers: async () => [{ key: 'live:parliament' }, { key: 'other' }],
      removeJobScheduler: async (id: string) => removed.push(id),
      upsertJobScheduler: async (id: string) => upserted.push(id),
    } as unknown as Queue;
    const wanted = await scheduleConnectors(queue, [parliament, jdoJudgments], { env: {}, sovereign: true });
    expect(wanted.size).toBe(0);
    expect(upserted).toEqual([]);
    expect(removed).toEqual(['live:parliament']);
    const connected = await scheduleConnectors(queue, [parliament, jdoJudgments], {
      env: {},
      sovereign: false,
    });
    expect([...connected.keys()]).toEqual(['parliament', 'jdo-judgments']);
    expect(upserted).toEqual(['live:parliament', 'live:jdo-judgments']);
  });
});

describe('schedules', () => {
  it("uses the source's period unless LIVE_SCHEDULE_<ID> overrides it", () => {
    expect(effectiveSchedule(parliament, {})).toEqual({ every: 86_400_000 });
    expect(effectiveSchedule(parliament, { LIVE_SCHEDULE_PARLIAMENT: '5' })).toEqual({ every: 300_000 });
    expect(effectiveSchedule(jdoJudgments, { LIVE_SCHEDULE_JDO_JUDGMENTS: '0 6 * * *' })).toEqual({
      pattern: '0 6 * * *',
    });
    expect(effectiveSchedule(parliament, { LIVE_SCHEDULE_PARLIAMENT: 'off' })).toBeNull();
    expect(() => effectiveSchedule(parliament, { LIVE_SCHEDULE_PARLIAMENT: 'soon' })).toThrow(
      /LIVE_SCHEDULE_PARLIAMENT/,
    );
    expect(scheduleLabel({ every: 300_000 })).toBe('every 5 minutes');
    expect(scheduleLabel({ every: 86_400_000 })).toBe('every 24 hours');
  });
});

describe('batch checks: a bad batch is rejected and never applied', () => {
  const source = defineSource({
    id: 'synthetic-test',
    name: 'Synthetic test source',
    domain: 'parliament',
    index: 'documents',
    parse: () => [],
    sanity: { minCount: 1 },
    liveSanity: { maxDropShare: 0.2 },
  });
  const batch = (n: number) => ({
    index: 'documents' as const,
    records: Array.from({ length: n }, (_, i) => doc(`t-${i}`)),
    complete: false,
  });

  it('rejects a batch that would drop more than the set share of the last good one', () => {
    expect(() => checkBatch(source, batch(80), 100)).not.toThrow();
    expect(() => checkBatch(source, batch(79), 100)).toThrow(BatchRejectedError);
    expect(() => checkBatch(source, batch(79), 100)).toThrow(/more than 20% would be dropped/);
    expect(() => checkBatch(source, batch(0), null)).toThrow(/expected at least 1/);
  });

  it('rejects a batch with an invalid record (a future date)', () => {
    const bad = { ...batch(3) };
    bad.records = [...bad.records, doc('t-future', { date_published: '2999-01-01' })];
    expect(() => checkBatch(source, bad, null)).toThrow(/in the future/);
  });

  it('a rejected run is recorded with its reason, and the index is not touched', async () => {
    const redis = memoryRedis();
    const key = 'p:sources:run:synthetic-test';
    await redis.set(
      key,
      JSON.stringify({
        sourceId: 'synthetic-test',
        lastAttemptAt: '2026-01-01T00:00:00.000Z',
        lastSuccessAt: '2026-01-01T00:00:00.000Z',
        lastOutcome: 'succeeded',
        lastError: null,
        records: 100,
        lastChange: { added: 100, changed: 0, removed: 0 },
        consecutiveFailures: 0,
      }),
    );
    const shrinking = { ...source, fetch: async () => {}, parseFetched: () => batch(10) };
    const rec = await runConnector(shrinking, {
      meili: untouchableMeili,
      indexPrefix: 't_',
      redis,
      redisPrefix: 'p',
      http: createHttpClient({ sovereign: true }),
      sovereign: () => false,
    });
    expect(rec).toMatchObject({
      lastOutcome: 'rejected',
      lastSuccessAt: '2026-01-01T00:00:00.000Z',
      records: 100,
      consecutiveFailures: 1,
    });
    expect(rec.lastError).toMatch(/10 records, 90 fewer/);
    expect((await readRunRecord(redis, 'p', 'synthetic-test')).lastOutcome).toBe('rejected');
  });
});
