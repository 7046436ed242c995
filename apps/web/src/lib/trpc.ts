import type { AppRouter } from '@aotearoa/api/router';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';

/** Extra headers sent with every API call (e.g. `X-Offline-Mode` while sovereign mode is on). */
export const requestHeaders: Record<string, string> = {};

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

export const trpcClient = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: '/trpc', headers: () => ({ ...requestHeaders }) })],
});

/** Typed query options for every procedure: `useQuery(trpc.search.search.queryOptions(input))`. */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
