import { Box, Flex } from '@chakra-ui/react';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { Footer } from '../components/layout/Footer';
import { Header } from '../components/layout/Header';
import { MAIN_ID, SkipLink } from '../components/layout/SkipLink';
import { AuthProvider } from '../features/auth/AuthContext';
import { ParliamentaryDebatesTicker } from '../features/parliamentary-debates/lazy';
import type { trpc } from '../lib/trpc';
import { NotFound } from './-components/NotFound';

// Secondary: loaded after the first paint, in a chunk of its own (the ticker's chunk is handled by
// features/parliamentary-debates/lazy.tsx).
const SovereignBadge = lazy(() =>
  import('../features/sovereign/SovereignBadge').then((m) => ({ default: m.SovereignBadge })),
);

export interface RouterContext {
  queryClient: QueryClient;
  trpc: typeof trpc;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  const { pathname } = useLocation();
  return (
    <AuthProvider>
      <SkipLink />
      <Flex direction="column" minHeight="100vh">
        <Box className="no-print">
          <Suspense fallback={null}>
            <ParliamentaryDebatesTicker />
          </Suspense>
        </Box>
        <Header />
        <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
          <Outlet />
        </Box>
        <Footer />
      </Flex>
      {/* The main page, in browse mode (/) and in search mode (/search). */}
      {(pathname === '/' || pathname === '/search') && (
        <Suspense fallback={null}>
          <SovereignBadge />
        </Suspense>
      )}
    </AuthProvider>
  );
}
