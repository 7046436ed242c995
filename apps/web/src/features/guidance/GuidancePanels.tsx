import { matchSituations, matchTopics } from '@aotearoa/contracts';
import { SimpleGrid } from '@chakra-ui/react';
import { useMemo } from 'react';
import { SituationPanel } from './SituationPanel';
import { TopicPanel } from './TopicPanel';

/**
 * Situation and topic panels for a submitted query (longer than 3 characters), matched with the same term
 * reduction the search uses. Renders nothing when no built-in record matches.
 */
export function GuidancePanels({ query }: { query: string }) {
  const situation = useMemo(() => matchSituations(query)[0], [query]);
  const topic = useMemo(() => matchTopics(query)[0], [query]);
  if (!situation && !topic) return null;
  return (
    <SimpleGrid columns={{ base: 1, lg: situation && topic ? 2 : 1 }} gap="4" mt="4" alignItems="start">
      {situation ? <SituationPanel record={situation} /> : null}
      {topic ? <TopicPanel record={topic} /> : null}
    </SimpleGrid>
  );
}
