import type { DocumentMetadata } from '@aotearoa/contracts';
import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SEARCH_NS } from '../search/catalogue';

/**
 * "Replaced by …": the Act in force that replaced a repealed Act, linked to its page, from `metadata.replaced_by`
 * (the Act its repeal provision names, read by the indexer from the dated repeal evidence). Renders nothing for a
 * document without one. Used by result cards and the reader.
 */
export function ReplacedBy({ metadata, fontSize = 'sm' }: { metadata: DocumentMetadata; fontSize?: string }) {
  const { t } = useTranslation(SEARCH_NS);
  const replaced = metadata.replaced_by as { id?: unknown; title?: unknown } | undefined;
  if (typeof replaced?.id !== 'string' || typeof replaced.title !== 'string') return null;
  return (
    <Text fontSize={fontSize} data-testid="replaced-by">
      {t('card.replacedBy')}{' '}
      <Link asChild colorPalette="blue">
        <RouterLink to="/documents/$id" params={{ id: replaced.id }}>
          {replaced.title}
        </RouterLink>
      </Link>
    </Text>
  );
}
