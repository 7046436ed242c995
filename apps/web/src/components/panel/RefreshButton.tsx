import { Button } from '@chakra-ui/react';
import type { QueryLike } from './QueryState';

/** A panel's Refresh button: fetches `query` again, showing a spinner while it is fetching. */
export function RefreshButton({ query }: { query: Pick<QueryLike<unknown>, 'isFetching' | 'refetch'> }) {
  return (
    <Button size="sm" variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
      Refresh
    </Button>
  );
}
