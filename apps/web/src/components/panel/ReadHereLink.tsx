import { Link, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';

/**
 * "Read here": opens a document held in the index on its reader page (`/documents/<id>`), so a panel card leads to
 * the text, contents and citator here as well as to the official site. `id` is the document id (`doc_id`).
 */
export function ReadHereLink(props: { id: string; title: string }) {
  return (
    <Link asChild colorPalette="blue" fontSize="sm" fontWeight="medium">
      <RouterLink to="/documents/$id" params={{ id: props.id }}>
        Read here<VisuallyHidden>: {props.title}</VisuallyHidden>
      </RouterLink>
    </Link>
  );
}
