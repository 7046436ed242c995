import { debatesRouter } from './routers/debates';
import { router } from './trpc';

/** The API's root router. Each domain router lives in ./routers/<domain>.ts. */
export const appRouter = router({ debates: debatesRouter });
export type AppRouter = typeof appRouter;
