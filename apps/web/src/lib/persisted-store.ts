import { useSyncExternalStore } from 'react';

/** A browser setting kept in localStorage, readable now and as a React hook. */
export interface PersistedStore<T> {
  /** The current value. */
  get(): T;
  /** Saves `value` (kept for this visit only when storage is blocked), applies it and tells every subscriber. */
  set(value: T): void;
  /** React hook: the current value, re-rendering on every change. */
  use(): T;
}

/**
 * A setting kept in localStorage under `key` (a user preference, e.g. the interface language or sovereign mode).
 * The stored string is read once at start and turned into a value by `decode` (which receives null when nothing
 * is stored or storage is blocked, and gives the default then); `encode` gives the string saved on `set`. `apply`
 * puts the value into effect on the page (headers, `<html lang>`, the title): called once at start and after
 * every `set`. `serverValue` is the value without a browser (React's server snapshot). Never throws on blocked
 * storage.
 */
export function createPersistedStore<T>(opts: {
  key: string;
  decode: (stored: string | null) => T;
  encode: (value: T) => string;
  apply?: (value: T) => void;
  serverValue: () => T;
}): PersistedStore<T> {
  const listeners = new Set<() => void>();
  let stored: string | null = null;
  try {
    stored = globalThis.localStorage?.getItem(opts.key) ?? null;
  } catch {
    // storage blocked: the default applies
  }
  let current = opts.decode(stored);
  opts.apply?.(current);
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const get = () => current;
  return {
    get,
    set(value) {
      current = value;
      try {
        globalThis.localStorage?.setItem(opts.key, opts.encode(value));
      } catch {
        // storage blocked: the value still applies for this visit
      }
      opts.apply?.(value);
      for (const l of listeners) l();
    },
    use: () => useSyncExternalStore(subscribe, get, opts.serverValue),
  };
}
