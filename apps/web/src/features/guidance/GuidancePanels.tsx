import { SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../lib/trpc';
import { SituationPanel } from './SituationPanel';
import { TopicPanel } from './TopicPanel';

/**
 * Situation and topic panels for a submitted query (longer than 3 characters), read from the API's `guidance`
 * procedure (`GET /api/guidance?query=`), which matches with the same term reduction the search uses.
 * Renders nothing when no record matches; a short note when the API cannot answer.
 */
export function GuidancePanels({ query }: { query: string }) {
  const { t } = useTranslation('guidance');
  const enabled = query.trim().length > 3;
  const { data, isError } = useQuery({
    ...trpc.guidance.match.queryOptions({ query: query.trim().slice(0, 500) }),
    enabled,
  });
  if (!enabled) return null;
  if (isError)
    return (
      <Text fontSize="sm" color="fg.muted" mt="4">
        {t('unavailable')}
      </Text>
    );
  const situation = data?.situation ?? undefined;
  const topic = data?.topic ?? undefined;
  if (!situation && !topic) return null;
  return (
    <SimpleGrid columns={{ base: 1, lg: situation && topic ? 2 : 1 }} gap="4" mt="4" alignItems="start">
      {situation ? <SituationPanel record={situation} /> : null}
      {topic ? <TopicPanel record={topic} /> : null}
    </SimpleGrid>
  );
}
