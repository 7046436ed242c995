import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { SEARCH_NS } from './catalogue';
import { pageSlots } from './pagination-model';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/**
 * Pagination bar (nav labelled "Pagination"): Previous, up to five numbered pages around the current one,
 * an ellipsis, the last page, Next. The current page carries `aria-current="page"`; Previous is disabled on
 * page 1 and Next on the last page.
 */
export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  const { t } = useTranslation(SEARCH_NS);
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')}>
      <HStack gap="1" wrap="wrap" justify="center" as="ul" listStyleType="none">
        <li>
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            {t('pagination.previous')}
          </Button>
        </li>
        {pageSlots(page, totalPages).map((slot) =>
          slot.kind === 'ellipsis' ? (
            <li key="ellipsis" aria-hidden="true">
              <Text px="2">…</Text>
            </li>
          ) : (
            <li key={slot.page}>
              <Button
                size="sm"
                minW="9"
                variant={slot.page === page ? 'solid' : 'outline'}
                colorPalette={slot.page === page ? 'blue' : 'gray'}
                aria-current={slot.page === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: formatNumber(slot.page) })}
                onClick={() => slot.page !== page && onPageChange(slot.page)}
              >
                {formatNumber(slot.page)}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            size="sm"
            variant="outline"
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          >
            {t('pagination.next')}
          </Button>
        </li>
      </HStack>
    </nav>
  );
}
