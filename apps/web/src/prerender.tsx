/**
 * Build-time entry (server side, never shipped to the browser): renders a path of the app to HTML, as the browser's
 * first render would show it before any data arrives. The build (`vite-plugins/prerender.ts`) writes `/` so rendered
 * into `dist/home.html`, which the API serves for `/`: the page paints as soon as its HTML and styles arrive, before
 * the JavaScript has run.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { AppRoot } from './AppRoot';
import { LANGUAGE_STORAGE_KEY } from './features/language/language-store';
import { DEFAULT_LANGUAGE } from './features/language/languages';
import { SOVEREIGN_STORAGE_KEY } from './features/sovereign/sovereign-store';
import type { PrerenderedSettings } from './prerendered';
import { createAppRouter } from './router';

/** The saved settings a prerendered page is rendered with: the default language, sovereign mode off. */
export const PRERENDERED_SETTINGS: PrerenderedSettings = {
  [LANGUAGE_STORAGE_KEY]: [DEFAULT_LANGUAGE],
  [SOVEREIGN_STORAGE_KEY]: ['false'],
};

/**
 * Every path pattern of the app's router, as TanStack Router spells them (`/`, `/help`, `/documents/$id`; an index
 * route with its trailing slash, `/documents/`), read from the generated route tree through a router built here. The
 * build writes them to `dist/routes.json`, from which the API tells a page from an unknown address (404).
 */
export function routePaths(): string[] {
  const router = createAppRouter(createMemoryHistory({ initialEntries: ['/'] }));
  return Object.keys(router.routesByPath).sort();
}

/** Passes of rendering at most: a pass that meets a lazy component not yet loaded starts loading it. */
const MAX_PASSES = 5;

/**
 * The HTML of `url` (a path such as `/`) with Emotion's `<style>` elements inline (the caller moves them into the
 * head). Lazy components are rendered loaded: a pass that suspends on one is repeated once its code has arrived.
 * Throws if the page still suspends after MAX_PASSES.
 */
export async function prerender(url: string): Promise<string> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const html = renderToString(<AppRoot router={router} />);
    // `<!--$!-->` marks a Suspense boundary React gave up on in this pass (its content left to the client).
    if (!html.includes('<!--$!-->')) return html;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`prerender ${url}: still suspended after ${MAX_PASSES} passes`);
}
