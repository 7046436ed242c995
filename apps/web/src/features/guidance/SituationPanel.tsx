import type { SituationGuidance } from '@aotearoa/contracts';
import { Badge, Card, Heading, HStack, List, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FreeLegalHelp } from './FreeLegalHelp';
import { ActLink, Block, CaseList, Statement } from './parts';

const URGENCY_PALETTE = { high: 'red', medium: 'orange', low: 'green' } as const;

/**
 * Situation-help panel: the built-in guidance record best matching the query (see `matchSituations` in the
 * contracts): relevant Act, key points with their sections, time limit, suggested actions, cases from the
 * corpus, related topics, urgency, and free legal help.
 */
export function SituationPanel({ record }: { record: SituationGuidance }) {
  const { t } = useTranslation('guidance');
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" data-testid="situation-panel">
      <Card.Body>
        <Text fontSize="sm" color="fg.muted">
          {t('situation.kicker')}
        </Text>
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Heading as="h3" size="md" id={headingId}>
            {record.situation}
          </Heading>
          <Badge colorPalette={URGENCY_PALETTE[record.urgency]} data-testid="urgency">
            {t(`urgency.${record.urgency}`)}
          </Badge>
        </HStack>
        <Block label={t('situation.relevantAct')}>
          <ActLink act={record.relevantAct} />
        </Block>
        {record.timeLimit ? (
          <Block label={t('situation.timeLimit')}>
            <Text fontSize="sm" data-testid="time-limit">
              <Statement s={record.timeLimit} />
            </Text>
          </Block>
        ) : null}
        <Block label={t('situation.keyPoints')}>
          <List.Root ps="5" gap="1" fontSize="sm">
            {record.keyPoints.map((p) => (
              <List.Item key={p.text}>
                <Statement s={p} />
              </List.Item>
            ))}
          </List.Root>
        </Block>
        <Block label={t('situation.actions')}>
          <List.Root as="ol" ps="5" gap="1" fontSize="sm">
            {record.suggestedActions.map((a) => (
              <List.Item key={a}>{a}</List.Item>
            ))}
          </List.Root>
        </Block>
        <Block label={t('situation.cases')}>
          <CaseList cases={record.relevantCases} />
        </Block>
        {record.relatedTopics.length > 0 ? (
          <Block label={t('situation.related')}>
            <Text fontSize="sm">{record.relatedTopics.join(', ')}</Text>
          </Block>
        ) : null}
        <FreeLegalHelp familyViolence={record.id === 'family-violence'} />
      </Card.Body>
    </Card.Root>
  );
}
