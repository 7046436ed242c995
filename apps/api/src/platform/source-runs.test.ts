import { describe, expect, it } from 'vitest';
import { liveRecordSourceNames } from './source-runs';

describe('liveRecordSourceNames', () => {
  const hour = 3_600_000;
  const now = new Date('2026-11-23T12:00:00Z');
  const entry = (id: string, kind: 'live' | 'snapshot', recordSources: string[]) => ({
    id,
    name: id,
    domain: 'parliament',
    index: 'documents' as const,
    kind,
    schedule: null,
    periodMs: kind === 'live' ? 24 * hour : null,
    recordSources,
    homepage: null,
  });
  const reader = (lastSuccessAt: string | null) => ({
    read: async () => ({
      catalogue: [entry('parliament', 'live', ['Bills API']), entry('pco-acts', 'snapshot', ['PCO'])],
      runs: new Map(
        lastSuccessAt
          ? [['parliament', { lastSuccessAt } as unknown as import('@aotearoa/contracts').SourceRunRecord]]
          : [],
      ),
      nextRuns: new Map(),
    }),
    close: async () => {},
  });

  it("names a connector's records only while its last success is within its period (with its grace)", async () => {
    const fresh = new Date(now.getTime() - 2 * hour).toISOString();
    const stale = new Date(now.getTime() - 40 * hour).toISOString();
    expect([...(await liveRecordSourceNames(reader(fresh), { sovereign: false, now }))]).toEqual([
      'Bills API',
    ]);
    expect((await liveRecordSourceNames(reader(stale), { sovereign: false, now })).size).toBe(0);
    expect((await liveRecordSourceNames(reader(null), { sovereign: false, now })).size).toBe(0);
  });

  it('is empty in sovereign mode, without a reader, or when Redis is away', async () => {
    const fresh = now.toISOString();
    expect((await liveRecordSourceNames(reader(fresh), { sovereign: true, now })).size).toBe(0);
    expect((await liveRecordSourceNames(undefined, { sovereign: false, now })).size).toBe(0);
    const away = {
      read: async () => {
        throw new Error('Redis away');
      },
      close: async () => {},
    };
    expect((await liveRecordSourceNames(away, { sovereign: false, now })).size).toBe(0);
  });
});
