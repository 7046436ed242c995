import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { queryClient, trpc } from './lib/trpc';
import { routeTree } from './routeTree.gen';

/**
 * The app's router over the file routes (`src/routes/`), with the query client and tRPC proxy in its context.
 * `history` defaults to the browser's; the build's prerender of `/` passes a memory history.
 */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient, trpc },
    defaultPreload: 'intent',
    scrollRestoration: true,
    ...(history ? { history } : {}),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
