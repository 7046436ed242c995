import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPersistedStore } from './persisted-store';

/** A synthetic in-memory localStorage (test double; no real user data). */
function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createPersistedStore', () => {
  it('reads the stored value once, applies it, and saves and applies every change', () => {
    const storage = fakeStorage({ mode: 'true' });
    vi.stubGlobal('localStorage', storage);
    const applied: boolean[] = [];
    const store = createPersistedStore({
      key: 'mode',
      decode: (s) => s === 'true',
      encode: (v) => String(v),
      apply: (v) => applied.push(v),
      serverValue: () => false,
    });
    expect(store.get()).toBe(true);
    store.set(false);
    expect(store.get()).toBe(false);
    expect(storage.data.get('mode')).toBe('false');
    expect(applied).toEqual([true, false]);
  });

  it('falls back to the default when storage is blocked, and still applies a change for the visit', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    });
    const store = createPersistedStore({
      key: 'lang',
      decode: (s) => s ?? 'en',
      encode: (v) => v,
      serverValue: () => 'en',
    });
    expect(store.get()).toBe('en');
    store.set('mi');
    expect(store.get()).toBe('mi');
  });
});
