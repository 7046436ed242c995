import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { type ReactNode, StrictMode } from 'react';
import './i18n';
import { queryClient } from './lib/trpc';
import type { AppRouter } from './router';
import { system } from './theme/system';

/**
 * The whole app under its providers (Chakra's theme, the query client, the router), as the browser renders it and
 * as the build prerenders `/`. `children` render beside the router (the browser's toaster).
 */
export function AppRoot({ router, children }: { router: AppRouter; children?: ReactNode }) {
  return (
    <StrictMode>
      <ChakraProvider value={system}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          {children}
        </QueryClientProvider>
      </ChakraProvider>
    </StrictMode>
  );
}
