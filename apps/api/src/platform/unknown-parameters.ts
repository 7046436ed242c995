/**
 * Unknown query parameters of the REST paths. zod drops keys an input schema does not name, so `/api/search?type=
 * case_law` (the parameter is `documentTypes`) answered every type, unfiltered, as if the filter had been applied: a
 * caller could not tell. The REST layer now answers 400 naming the parameter and the ones the path takes.
 */

/** The part of an OpenAPI 3 document read here: its paths (each path's GET operation and its parameters). */
export interface OpenApiPaths {
  paths?: Record<string, object | undefined>;
}

/** A path item as read here. */
interface PathItem {
  get?: { parameters?: readonly { name: string; in: string }[] };
}

/** A query parameter a path does not take, with what it does take (for the error message). */
export interface UnknownParameters {
  unknown: string[];
  known: string[];
}

/** `/documents/{id}/text` → a RegExp matching `/api/documents/act-2000-24/text` (one path segment per `{…}`). */
function pathPattern(basePath: string, template: string): RegExp {
  const source = `${basePath}${template}`
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${source}/?$`);
}

/**
 * Reads `doc` (an OpenAPI 3 document whose paths are relative to `basePath`) once and returns a check: given a
 * request's path (no query string) and the names of its query parameters, the names the path's GET operation does
 * not declare and the names it does (declared order), or null when the path is not a documented GET path (left to
 * the router: 404, 405) or all its parameters are known. Paths in `exempt` (e.g. `/health`, which probes may call
 * with a cache-busting parameter) are never checked.
 */
export function unknownParameterCheck(
  doc: OpenApiPaths,
  basePath: string,
  exempt: readonly string[] = [],
): (pathname: string, names: readonly string[]) => UnknownParameters | null {
  const routes = Object.entries(doc.paths ?? {}).flatMap(([template, value]) => {
    const item = value as PathItem | undefined;
    if (!item?.get || exempt.includes(template)) return [];
    const known = (item.get.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    return [{ pattern: pathPattern(basePath, template), known, knownSet: new Set(known) }];
  });
  return (pathname, names) => {
    if (names.length === 0) return null;
    const route = routes.find((r) => r.pattern.test(pathname));
    if (!route) return null;
    const unknown = names.filter((n) => !route.knownSet.has(n));
    return unknown.length > 0 ? { unknown, known: route.known } : null;
  };
}

/**
 * The 400 answer's message: `Unknown parameter 'type': /api/search takes query, documentTypes, …` (or "takes no
 * parameters").
 */
export function unknownParametersMessage(pathname: string, found: UnknownParameters): string {
  const names = found.unknown.map((n) => `'${n}'`).join(', ');
  const takes = found.known.length > 0 ? `takes ${found.known.join(', ')}` : 'takes no parameters';
  return `Unknown parameter${found.unknown.length > 1 ? 's' : ''} ${names}: ${pathname} ${takes}`;
}
