import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * The web app's pages as the server knows them: the path patterns of its router, written by the web build to
 * `dist/routes.json` from the generated route tree (apps/web `routePaths()`), so the router stays their one source.
 * An address no pattern matches answers 404 with the app's not-found page instead of 200.
 */

/** The file of the web build that lists the router's path patterns. */
export const ROUTES_FILE = 'routes.json';

const RoutesFileSchema = z.array(z.string().startsWith('/')).min(1);

/** One page pattern split into segments: a literal (matched ignoring letter case) or a `$name` parameter. */
export interface PageRoute {
  /** The pattern as the router spells it, e.g. `/documents/$id`. */
  pattern: string;
  segments: ReadonlyArray<{ literal: string } | { param: string }>;
}

/** A matched page: its pattern and the decoded values of its parameters (`{ id: 'act-2000-24' }`). */
export interface PageMatch {
  pattern: string;
  params: Record<string, string>;
}

const splitPath = (path: string) => path.split('/').filter((s) => s !== '');

/** Compiles path patterns (`/`, `/help`, `/documents/$id`, `/documents/`) into matchable routes. */
export function compilePageRoutes(patterns: readonly string[]): PageRoute[] {
  return patterns.map((pattern) => ({
    pattern,
    segments: splitPath(pattern).map((s) => (s.startsWith('$') ? { param: s.slice(1) } : { literal: s })),
  }));
}

/**
 * Reads `<webDist>/routes.json`. Returns null when the file is missing (a web build older than the route list: every
 * address then gets the page, as before).
 * @throws Error naming the file when it exists but is not a list of paths.
 */
export function loadPageRoutes(webDist: string): PageRoute[] | null {
  const file = join(webDist, ROUTES_FILE);
  if (!existsSync(file)) return null;
  const parsed = RoutesFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a list of paths: ${parsed.error.message}`);
  return compilePageRoutes(parsed.data);
}

/**
 * The route a request path (no query string) belongs to, or null. A trailing slash is ignored (`/help/` is `/help`,
 * `/documents` is the index route `/documents/`), literals match in any letter case (as the router does), and a
 * parameter takes exactly one non-empty segment, %-decoded. Literal routes win over parameter routes.
 */
export function matchPageRoute(routes: readonly PageRoute[], pathname: string): PageMatch | null {
  const parts = splitPath(pathname);
  let best: { match: PageMatch; literals: number } | null = null;
  for (const route of routes) {
    if (route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    let ok = true;
    for (const [i, segment] of route.segments.entries()) {
      const part = parts[i] ?? '';
      if ('literal' in segment) {
        if (segment.literal.toLowerCase() !== part.toLowerCase()) {
          ok = false;
          break;
        }
        literals++;
      } else {
        try {
          params[segment.param] = decodeURIComponent(part);
        } catch {
          ok = false;
          break;
        }
      }
    }
    if (ok && (!best || literals > best.literals))
      best = { match: { pattern: route.pattern, params }, literals };
  }
  return best?.match ?? null;
}
