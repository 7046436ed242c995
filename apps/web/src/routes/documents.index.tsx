import { createFileRoute } from '@tanstack/react-router';
import { DocumentsPage, documentsQuery } from '../features/documents/DocumentsPage';

/**
 * `/documents`: the Document Management Center (search, select, download, e-mail; court forms). The loader starts
 * the first page of the Documents tab (newest first) without holding the page back.
 */
export const Route = createFileRoute('/documents/')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(documentsQuery());
  },
  component: DocumentsPage,
});
