import { Box, type BoxProps, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { guidanceQueryOptions } from './api';
import { GUIDANCE_NS } from './catalogue';
import { SituationAnswerCard } from './SituationAnswerCard';
import { mergeGuidance } from './situation-answer';

/**
 * The situation answer for a submitted query (longer than 3 characters): the situation and topic records the API's
 * `guidance` procedure (`GET /api/guidance?query=`) matches, with the same term reduction the search uses, merged
 * into one answer (`mergeGuidance`) shown compact until opened. Renders nothing when no record matches; a short note
 * when the API cannot answer. `mt`: the space above it (default 4).
 */
export function GuidancePanels({ query, mt = '4' }: { query: string; mt?: BoxProps['mt'] }) {
  const { t } = useTranslation(GUIDANCE_NS);
  const enabled = query.trim().length > 3;
  const { data, isError } = useQuery({ ...guidanceQueryOptions(query), enabled });
  if (!enabled) return null;
  if (isError)
    return (
      <Text fontSize="sm" color="fg.muted" mt={mt}>
        {t('unavailable')}
      </Text>
    );
  const answer = mergeGuidance(data?.situation, data?.topic);
  return answer ? (
    <Box mt={mt}>
      {/* A new answer (another query) starts closed. */}
      <SituationAnswerCard key={answer.title} answer={answer} />
    </Box>
  ) : null;
}
