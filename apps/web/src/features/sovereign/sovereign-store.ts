import { useEffect } from 'react';
import { createPersistedStore } from '../../lib/persisted-store';
import { requestHeaders } from '../../lib/trpc';

/**
 * Sovereign (offline) mode: when on, every API request carries `X-Sovereign-Mode: true` and the API answers
 * from the local index only, making no outbound network call for it.
 *
 * Stored in localStorage under `sovereign_offline_mode` as the string 'true' or 'false'; read once at start.
 */
export const SOVEREIGN_STORAGE_KEY = 'sovereign_offline_mode';
export const SOVEREIGN_MODE_HEADER = 'X-Sovereign-Mode';

/** Page titles for the two modes. */
export const TITLE_CONNECTED = 'Aotearoa Legal - Connected Mode';
export const TITLE_SOVEREIGN = 'Aotearoa Legal - Sovereign Mode';

/** Name of the page shown (null on the main page), put before the mode title. */
let pageName: string | null = null;

function titleFor(on: boolean): string {
  const base = on ? TITLE_SOVEREIGN : TITLE_CONNECTED;
  return pageName ? `${pageName} - ${base}` : base;
}

/** Applies the mode to the outgoing request headers and the document title. */
function apply(on: boolean): void {
  if (on) requestHeaders[SOVEREIGN_MODE_HEADER] = 'true';
  else delete requestHeaders[SOVEREIGN_MODE_HEADER];
  if (typeof document !== 'undefined') document.title = titleFor(on);
}

const store = createPersistedStore({
  key: SOVEREIGN_STORAGE_KEY,
  decode: (stored) => stored === 'true',
  encode: (on) => (on ? 'true' : 'false'),
  apply,
  serverValue: () => false,
});

/** The document title: "Aotearoa Legal - Connected Mode" / "… - Sovereign Mode", after the page name if any. */
export function documentTitle(): string {
  return titleFor(store.get());
}

/**
 * Sets the document title for a page while it is shown: `"<page> - Aotearoa Legal - <mode> Mode"`, or just
 * the mode title when `page` is null (the main page). Follows sovereign-mode changes.
 */
export function usePageTitle(page: string | null): void {
  useEffect(() => {
    pageName = page;
    if (typeof document !== 'undefined') document.title = documentTitle();
    return () => {
      pageName = null;
      if (typeof document !== 'undefined') document.title = documentTitle();
    };
  }, [page]);
}

/** Whether sovereign mode is on now. */
export function isSovereign(): boolean {
  return store.get();
}

/** Turns sovereign mode on or off: saves 'true'/'false', updates request headers and the page title. */
export function setSovereign(on: boolean): void {
  store.set(on);
}

/** React hook: `[on, setOn]` for sovereign mode. */
export function useSovereignMode(): [boolean, (on: boolean) => void] {
  return [store.use(), setSovereign];
}
