import type { Plugin } from 'vite';

/** The file of the build, beside routes.json, that lists each page's route scripts (read by the API). */
export const ROUTE_PRELOADS_JSON = 'route-preloads.json';

/** A split route module's id: `…/src/routes/<file>.tsx?tsr-split=component` (the router plugin's naming). */
const SPLIT_COMPONENT = /\/src\/routes\/([^/?]+)\.tsx\?tsr-split=component$/;

/**
 * The path pattern of a flat route file, as `routes.json` spells it (the router's file convention): `index` → `/`,
 * `search` → `/search`, `documents.$id` → `/documents/$id`, `documents.index` → `/documents`. Null for files that
 * are no page of their own (`__root`, names starting with `-` or `_`).
 */
export function routePatternOf(fileBase: string): string | null {
  if (fileBase.startsWith('_') || fileBase.startsWith('-')) return null;
  const segments = fileBase.split('.').filter((s) => s !== 'index');
  return `/${segments.join('/')}`;
}

/** The parts of a bundle chunk this plugin reads (Rollup's and Rolldown's output chunks alike). */
export interface ChunkInfo {
  fileName: string;
  type: 'chunk' | 'asset';
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: readonly string[];
}

/**
 * For each page whose component the router splits into a chunk of its own, the scripts that chunk needs before it can
 * run — itself and every chunk it imports statically, transitively — less those the HTML's entry already names.
 * Keys are route patterns (`/search`), values absolute paths (`/assets/search-abc.js`) in load order: the route's
 * own chunk first, then its imports breadth-first, then those of `everyPage`: the chunks whose module id matches one
 * of these patterns (code the entry loads on every page before its first render) and their imports. `base` is the
 * build's public base (`/`).
 */
export function routePreloads(
  bundle: Record<string, ChunkInfo>,
  base = '/',
  everyPage: readonly RegExp[] = [],
): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  /** `start` and its static imports, transitively, breadth-first. */
  const closure = (start: string): string[] => {
    const seen = new Set<string>([start]);
    const queue = [start];
    for (let i = 0; i < queue.length; i++) {
      for (const next of byFile.get(queue[i] ?? '')?.imports ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    return queue;
  };
  const inEntry = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => closure(c.fileName)));
  const shared = chunks
    .filter((c) => everyPage.some((re) => re.test(c.facadeModuleId ?? '')))
    .flatMap((c) => closure(c.fileName));
  const preloads: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const file = SPLIT_COMPONENT.exec(chunk.facadeModuleId ?? '')?.[1];
    const pattern = file ? routePatternOf(file) : null;
    if (!pattern) continue;
    const files = new Set([...closure(chunk.fileName), ...shared]);
    preloads[pattern] = [...files].filter((f) => !inEntry.has(f)).map((f) => `${base}${f}`);
  }
  return Object.fromEntries(Object.entries(preloads).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Vite plugin: writes `dist/route-preloads.json` (see `routePreloads`; `everyPage` as there), so the server can name a
 * page's route scripts in the HTML it sends for that page (`<link rel="modulepreload">`): the browser then fetches
 * them beside the entry instead of after the entry has run and the router has asked for them. Not run for the
 * build's server-side bundle.
 */
export function routePreloadsManifest(everyPage: readonly RegExp[] = []): Plugin {
  let base = '/';
  return {
    name: 'aotearoa-route-preloads',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const preloads = routePreloads(bundle as unknown as Record<string, ChunkInfo>, base, everyPage);
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_JSON,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
