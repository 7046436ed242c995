import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '../features/search/SearchPage';
import { searchParamsSchema } from '../features/search/search-params';

export const Route = createFileRoute('/search')({
  validateSearch: searchParamsSchema,
  component: () => <SearchPage from="/search" />,
});
