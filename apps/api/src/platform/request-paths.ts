/**
 * What a request's URL addresses: the API (JSON), one of its REST paths, a static file of the web build, or a page.
 * Shared by the server's hooks, the rate limits and the not-found handler so that they agree.
 */

/** Whether a request's URL is the API's (`/api…`, `/trpc…`, in any letter case: `/API/x` is a JSON 404, not the page). */
export function isApiPath(url: string): boolean {
  const u = url.slice(0, 6).toLowerCase();
  return (
    u === '/api' || u.startsWith('/api/') || u.startsWith('/api?') || u === '/trpc' || u.startsWith('/trpc/')
  );
}

/** Whether a URL is one of the REST paths trpc-to-openapi serves (`/api/…`), which answer GET and HEAD only. */
export function isRestPath(url: string): boolean {
  return url.slice(0, 5).toLowerCase() === '/api/';
}

/** The path of a URL without its query string. */
export function pathnameOf(url: string): string {
  return url.split('?', 1)[0] ?? url;
}

/**
 * Whether a (non-API) URL names a file (its last segment has an extension: `/assets/index-x.js`, `/favicon.svg`)
 * rather than a page of the app.
 */
export function looksLikeFile(url: string): boolean {
  return /\.[A-Za-z0-9]{1,8}$/.test(pathnameOf(url).split('/').pop() ?? '');
}
