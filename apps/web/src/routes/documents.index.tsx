import { createFileRoute } from '@tanstack/react-router';
import { DocumentsPage } from '../features/documents/DocumentsPage';

/** `/documents`: the Document Management Center (search, select, download, e-mail; court forms). */
export const Route = createFileRoute('/documents/')({ component: DocumentsPage });
