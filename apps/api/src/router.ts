import { debatesRouter } from './routers/debates';
import { searchRouter } from './routers/search';
import { taxonomyRouter } from './routers/taxonomy';
import { mergeRouters, router } from './trpc';

/**
 * The API's root router. Each domain router lives in ./routers/<domain>.ts.
 * Root-level procedures: `search`, `documentTypes`, `courtLevels`, `legalAreas` (web: `trpc.search.queryOptions(input)`).
 * Nested domain routers go in the object below (`debates: debatesRouter` → `trpc.debates.live`).
 */
export const appRouter = mergeRouters(searchRouter, taxonomyRouter, router({ debates: debatesRouter }));
export type AppRouter = typeof appRouter;
