import { createFileRoute } from '@tanstack/react-router';
import { DocumentsPage } from '../features/documents/DocumentsPage';
import { documentsQuery } from '../features/documents/documents-query';

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
