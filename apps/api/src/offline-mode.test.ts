import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOutboundGuard, isOfflineRequest } from './offline-mode';

afterEach(() => vi.restoreAllMocks());

describe('sovereign mode in the API (the same rule as the indexer’s connectors)', () => {
  it('is on for a request that asks for it, or for every request when the server runs in it', () => {
    expect(isOfflineRequest({ 'x-offline-mode': 'true' }, {})).toBe(true);
    expect(isOfflineRequest({ 'x-offline-mode': 'TRUE ' }, {})).toBe(true);
    expect(isOfflineRequest({}, {})).toBe(false);
    expect(isOfflineRequest({ 'x-offline-mode': 'false' }, {})).toBe(false);
    expect(isOfflineRequest({}, { SOVEREIGN_MODE: 'true' })).toBe(true);
    expect(isOfflineRequest({ 'x-offline-mode': 'false' }, { SOVEREIGN_MODE: '1' })).toBe(true);
  });

  it('refuses outbound calls without opening a socket', async () => {
    const connect = vi.spyOn(net.Socket.prototype, 'connect');
    const fetchImpl = vi.fn<typeof fetch>();
    const guard = createOutboundGuard(true, fetchImpl);
    expect(guard.allowed).toBe(false);
    await expect(guard.fetch('https://bills.parliament.nz/api/data/search')).rejects.toThrow(
      /^Sovereign mode is on: .*bills\.parliament\.nz/,
    );
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(connect).not.toHaveBeenCalled();
  });
});
