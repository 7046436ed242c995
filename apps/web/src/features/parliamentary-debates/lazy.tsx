import { type ComponentType, lazy } from 'react';

/**
 * The debates ticker in a chunk of its own (it sits above the header on every page). The prerendered `/` shows it,
 * so the browser's entry calls `preloadParliamentaryDebatesTicker` before React replaces that page; once the code has arrived,
 * `ParliamentaryDebatesTicker` renders it at once, without suspending: a ticker missing for a moment (Suspense's empty fallback)
 * would move the header up and back down under the reader's pointer.
 */
let loaded: ComponentType | null = null;
let loading: Promise<ComponentType> | null = null;

/** Loads the ticker's code (once; tried again after a failed load). Resolves with its component. */
export function preloadParliamentaryDebatesTicker(): Promise<ComponentType> {
  loading ??= import('./ParliamentaryDebatesTicker').then(
    (m) => {
      loaded = m.ParliamentaryDebatesTicker;
      return m.ParliamentaryDebatesTicker;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const LazyTicker = lazy(() =>
  preloadParliamentaryDebatesTicker().then((component) => ({ default: component })),
);

/** The ticker: rendered directly once its code is loaded, else suspending (under the caller's Suspense) until then. */
export function ParliamentaryDebatesTicker() {
  const Ticker = loaded;
  return Ticker ? <Ticker /> : <LazyTicker />;
}
