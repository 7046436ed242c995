/**
 * Setup of the `web` vitest project (component tests on happy-dom): the app's tRPC client answers from the fake link
 * (fake-trpc.ts) instead of the network, and each test starts with no answers, no calls and an empty page.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetFake } from './fake-trpc';

vi.mock('../src/lib/trpc', async (importActual) => {
  const actual = await importActual<typeof import('../src/lib/trpc')>();
  const { createTRPCClient } = await import('@trpc/client');
  const { createTRPCOptionsProxy } = await import('@trpc/tanstack-react-query');
  const { omitBlankLink } = await import('../src/lib/omit-blank-link');
  const { currentQueryClient, fakeLink } = await import('./fake-trpc');
  type AppRouter = import('@aotearoa/api/router').AppRouter;
  // The app's links, with the fake in place of the HTTP batch link.
  const trpcClient = createTRPCClient<AppRouter>({ links: [omitBlankLink(), fakeLink()] });
  return {
    ...actual,
    trpcClient,
    trpc: createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient: currentQueryClient }),
  };
});

// findBy…/waitFor give up after 1 s by default: a court panel's error comes after its retries, and a shared 2-core
// machine under load renders slowly.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  resetFake();
});
