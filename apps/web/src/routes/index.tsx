import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '../features/search/SearchPage';
import { searchParamsSchema } from '../features/search/search-params';

/** The main page: until the category browser exists it opens in search mode. */
export const Route = createFileRoute('/')({
  validateSearch: searchParamsSchema,
  component: () => <SearchPage from="/" />,
});
