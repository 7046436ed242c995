import { MAX_QUERY_LENGTH } from '@aotearoa/contracts';
import { createFileRoute, useLocation } from '@tanstack/react-router';
import { ReaderPage } from '../features/reader/ReaderPage';
import { optionalText } from '../lib/url-search';

/** `?q=` carries the search words to mark in the text (from a search card's link). */
function parseReaderSearch(raw: Record<string, unknown>): { q?: string } {
  return { q: optionalText(raw.q, MAX_QUERY_LENGTH) };
}

/**
 * `/documents/$id`: read one document (`#s103` opens an Act at s 103). The loader starts fetching the document
 * (shared with the page through the query cache) without holding the page back.
 */
export const Route = createFileRoute('/documents/$id')({
  validateSearch: parseReaderSearch,
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery({
      ...context.trpc.documents.get.queryOptions({ id: params.id }),
      retry: false,
    });
  },
  component: ReaderRoute,
});

function ReaderRoute() {
  const { id } = Route.useParams();
  const { q } = Route.useSearch();
  const hash = useLocation({ select: (l) => l.hash });
  return <ReaderPage id={id} anchor={hash.replace(/^#/, '')} query={q ?? ''} />;
}
