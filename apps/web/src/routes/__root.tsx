import { Box, Flex } from '@chakra-ui/react';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useLocation } from '@tanstack/react-router';
import { Footer } from '../components/layout/Footer';
import { Header } from '../components/layout/Header';
import { AuthProvider } from '../features/auth/AuthContext';
import { SovereignBadge } from '../features/sovereign/SovereignBadge';
import { DebatesTicker } from '../features/ticker/DebatesTicker';
import type { trpc } from '../lib/trpc';
import { NotFound } from './-components/NotFound';

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
      <Flex direction="column" minHeight="100vh">
        <Box className="no-print">
          <DebatesTicker />
        </Box>
        <Header />
        <Box as="main" id="main" flex="1">
          <Outlet />
        </Box>
        <Footer />
      </Flex>
      {pathname === '/' && <SovereignBadge />}
    </AuthProvider>
  );
}
