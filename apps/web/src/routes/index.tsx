import { createFileRoute } from '@tanstack/react-router';
import { parseBrowseSearch } from '../features/browse/browse-search';
import { HomePage } from '../features/home/HomePage';

/**
 * The main page: plain-language entry with inline search, situation guidance and topic information, and the
 * category browser (`?category=<id>&tool=<id>` opens a tool).
 */
export const Route = createFileRoute('/')({
  validateSearch: parseBrowseSearch,
  component: HomeRoute,
});

function HomeRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <HomePage browse={search} onBrowse={(next) => void navigate({ search: next, resetScroll: false })} />
  );
}
