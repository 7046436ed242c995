import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOutboundGuard, isSovereignRequest } from './sovereign-mode';

afterEach(() => vi.restoreAllMocks());

describe('sovereign mode in the API (the same rule as the indexer’s connectors)', () => {
  it('is on for a request that asks for it, or for every request when the server runs in it', () => {
    expect(isSovereignRequest({ 'x-sovereign-mode': 'true' }, {})).toBe(true);
    expect(isSovereignRequest({ 'x-sovereign-mode': 'TRUE ' }, {})).toBe(true);
    expect(isSovereignRequest({}, {})).toBe(false);
    expect(isSovereignRequest({ 'x-sovereign-mode': 'false' }, {})).toBe(false);
    expect(isSovereignRequest({}, { SOVEREIGN_MODE: 'true' })).toBe(true);
    expect(isSovereignRequest({ 'x-sovereign-mode': 'false' }, { SOVEREIGN_MODE: '1' })).toBe(true);
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
