/**
 * Renders a component as the app does: under Chakra's theme, a query client with the app's defaults, the router
 * and the interface texts, with the app's tRPC client answering from the fake link (SYNTHETIC answers, see
 * fake-trpc.ts and synthetic/).
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, type RenderResult, render, screen, within } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import '../src/i18n';
import { queryClient as appQueryClient } from '../src/lib/trpc';
import { system } from '../src/theme/system';
import { type Answers, setAnswers, setQueryClient } from './fake-trpc';

/** A query client with the app's defaults (no refetch, no retry unless a query asks), retrying at once. */
function newQueryClient(): QueryClient {
  const defaults = appQueryClient.getDefaultOptions();
  return new QueryClient({
    defaultOptions: { ...defaults, queries: { ...defaults.queries, retryDelay: 0, gcTime: Infinity } },
  });
}

let lastRouter: { state: { location: { searchStr: string } } } | undefined;

/** The query string of the rendered app's address now (e.g. `?page=2`): what a panel keeps in the URL. */
export function currentSearch(): string {
  if (!lastRouter) throw new Error('render the component with renderWithApp first');
  return lastRouter.state.location.searchStr;
}

/**
 * Renders `ui` in the app's providers, its tRPC calls answered by `answers` (a procedure not listed stays loading),
 * at `path` (default `/`). Resolves once the router has rendered the page: once a heading of `readyLevel` (default 3,
 * a panel's) is on it.
 */
export async function renderWithApp(
  ui: ReactNode,
  answers: Answers = {},
  path = '/',
  readyLevel = 3,
): Promise<RenderResult> {
  setAnswers(answers);
  const client = newQueryClient();
  setQueryClient(client);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  lastRouter = router;
  const result = render(
    <StrictMode>
      <ChakraProvider value={system}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ChakraProvider>
    </StrictMode>,
  );
  await screen.findByRole('heading', { level: readyLevel });
  return result;
}

/** Types `text` into the box labelled `label` and submits its form (as Enter would). */
export function searchFor(label: string | RegExp, text: string, root: HTMLElement = document.body): void {
  const box = within(root).getByLabelText(label);
  fireEvent.change(box, { target: { value: text } });
  const form = box.closest('form');
  if (!form) throw new Error(`no form around ${String(label)}`);
  fireEvent.submit(form);
}

/** Chooses `value` in the select labelled `label`. */
export function choose(label: string | RegExp, value: string, root: HTMLElement = document.body): void {
  fireEvent.change(within(root).getByLabelText(label), { target: { value } });
}

/** Clicks the button (or tab, or link) named `name`. */
export function click(name: string | RegExp, role = 'button', root: HTMLElement = document.body): void {
  fireEvent.click(within(root).getByRole(role, { name }));
}
