import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * Each page's route scripts, named in the HTML the server sends for that page. The web build writes
 * `dist/route-preloads.json` (apps/web `vite-plugins/route-preloads.ts`): for every route pattern of `routes.json`
 * whose page the router loads as a chunk of its own, that chunk and the chunks it imports, less the entry's. Sent as
 * `<link rel="modulepreload">`, the browser fetches them beside the entry instead of after the entry has run and the
 * router has asked for them, so a page such as `/search` starts its search one step sooner.
 */

/** The file of the web build that lists each page's route scripts. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** Marks the links the server adds, apart from the entry's own (which the build writes into index.html). */
export const ROUTE_PRELOAD_ATTRIBUTE = 'data-route-preload';

const RoutePreloadsSchema = z.record(
  z.string().startsWith('/'),
  z.array(z.string().regex(/^\/[\w./-]+\.js$/)),
);

/** Route pattern (`/search`) → the absolute paths of its scripts (`/assets/search-abc.js`). */
export type RoutePreloads = Record<string, string[]>;

/**
 * Reads `<webDist>/route-preloads.json`. Returns an empty map when the file is missing (an older web build: pages are
 * then sent as built).
 * @throws Error naming the file when it exists but is not a map of route patterns to script paths.
 */
export function loadRoutePreloads(webDist: string): RoutePreloads {
  const file = join(webDist, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return {};
  const parsed = RoutePreloadsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a map of routes to scripts: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * `html` with a `<link rel="modulepreload">` for each of `scripts` at the end of its head (after the entry's own
 * links, so the entry's files are asked for first), each marked with ROUTE_PRELOAD_ATTRIBUTE. `html` unchanged when
 * `scripts` is empty or it has no `</head>`.
 */
export function withRoutePreloads(html: string, scripts: readonly string[]): string {
  if (scripts.length === 0 || !html.includes('</head>')) return html;
  const links = scripts
    .map((src) => `<link rel="modulepreload" crossorigin href="${src}" ${ROUTE_PRELOAD_ATTRIBUTE}>`)
    .join('');
  return html.replace('</head>', () => `${links}</head>`);
}

/**
 * The page HTML for each route pattern: index.html (read once, at start) with the route's preloads, made on first use
 * and kept. `htmlFor(null)` and a pattern without scripts give null: send index.html as it is.
 */
export function createPageHtml(indexHtml: string, preloads: RoutePreloads) {
  const made = new Map<string, string>();
  return function htmlFor(pattern: string | null): string | null {
    if (pattern === null) return null;
    const scripts = preloads[pattern];
    if (!scripts || scripts.length === 0) return null;
    let html = made.get(pattern);
    if (html === undefined) {
      html = withRoutePreloads(indexHtml, scripts);
      made.set(pattern, html);
    }
    return html;
  };
}
