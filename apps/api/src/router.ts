import { domainRouters } from './domains';
import { searchRouter } from './domains/search/router';
import { taxonomyRouter } from './domains/search/taxonomy-router';
import { mergeRouters, router } from './trpc';

/**
 * The API's root router. Root-level procedures: `search`, `documentTypes`, `courtLevels`, `legalAreas` (web:
 * `trpc.search.queryOptions(input)`); every other domain's router is mounted under its key in `domains/index.ts`
 * (`parliamentaryDebates` → `trpc.parliamentaryDebates.ticker`).
 */
export const appRouter = mergeRouters(searchRouter, taxonomyRouter, router(domainRouters));
export type AppRouter = typeof appRouter;
