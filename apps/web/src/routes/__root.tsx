import { Box, Flex } from '@chakra-ui/react';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Footer } from '../components/layout/Footer';
import { Header } from '../components/layout/Header';
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
  return (
    <Flex direction="column" minHeight="100vh">
      <Header />
      <Box as="main" id="main" flex="1">
        <Outlet />
      </Box>
      <Footer />
    </Flex>
  );
}
