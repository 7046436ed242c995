import { router } from './trpc';

/** The API's root router. Each domain router lives in ./routers/<domain>.ts. */
export const appRouter = router({});
export type AppRouter = typeof appRouter;
