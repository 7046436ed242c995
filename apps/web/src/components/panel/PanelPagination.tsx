import { Stack, Text } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { Pagination } from '../../features/search/Pagination';
import { formatNumber } from '../../lib/format';
import { optionalPositiveInteger } from '../../lib/url-search';

/**
 * The page of the open panel's list, kept in the URL (`?category=…&tool=…&page=2`, page 1 left out), and a setter.
 * When `resetKey` changes (the panel's query, filters or tab), the page goes back to 1.
 */
export function usePanelPage(resetKey: string): [number, (page: number) => void] {
  const search = useSearch({ strict: false }) as { page?: unknown };
  const navigate = useNavigate();
  const page = optionalPositiveInteger(search.page) ?? 1;
  const setPage = useCallback(
    (next: number) =>
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => ({ ...prev, page: next > 1 ? next : undefined }),
        resetScroll: false,
        replace: false,
      }),
    [navigate],
  );
  const lastKey = useRef(resetKey);
  useEffect(() => {
    if (lastKey.current === resetKey) return;
    lastKey.current = resetKey;
    if (page !== 1) setPage(1);
  }, [resetKey, page, setPage]);
  return [page, setPage];
}

/**
 * Below a panel's list of more than one page: "Page 2 of 41 · 2,050 decisions" and the pagination bar (Previous,
 * numbered pages, Next). Nothing when the list fits on one page.
 */
export function PanelPagination(props: {
  page: number;
  totalPages: number;
  total: number;
  noun: string;
  onPageChange: (page: number) => void;
}) {
  if (props.totalPages <= 1) return null;
  return (
    <Stack gap="2" mt="3" align="center" data-testid="panel-pagination">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Page {formatNumber(props.page)} of {formatNumber(props.totalPages)} · {formatNumber(props.total)}{' '}
        {props.noun}
      </Text>
      <Pagination page={props.page} totalPages={props.totalPages} onPageChange={props.onPageChange} />
    </Stack>
  );
}
