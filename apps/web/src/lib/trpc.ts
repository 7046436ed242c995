import type { AppRouter } from '@aotearoa/api/router';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { omitBlankLink } from './omit-blank-link';

/** Extra headers sent with every API call (e.g. `X-Sovereign-Mode` while sovereign mode is on). */
export const requestHeaders: Record<string, string> = {};

/**
 * The data defaults the product specifies: no refetch interval, none on window focus, data never stale, no retries
 * (a tool that needs otherwise says so in its own query, e.g. the debates' 24 hours, the live sources' 5 minutes).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Number.POSITIVE_INFINITY, retry: false, refetchOnWindowFocus: false },
  },
});

export const trpcClient = createTRPCClient<AppRouter>({
  // Empty filters and empty text are left out of every request (see omitBlankLink).
  links: [omitBlankLink(), httpBatchLink({ url: '/trpc', headers: () => ({ ...requestHeaders }) })],
});

/** Typed query options for every procedure: `useQuery(trpc.search.search.queryOptions(input))`. */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
