import type { TopicInformation } from '@aotearoa/contracts';
import { Card, Heading, List, Text, Wrap } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FreeLegalHelp } from './FreeLegalHelp';
import { ActLink, Block, CaseList, Statement } from './parts';

/**
 * Topic-information panel: definition, court, time limit, applicable Acts, key provisions, case law from the
 * corpus, practical tips and related topics for the built-in topic best matching the query.
 */
export function TopicPanel({ record }: { record: TopicInformation }) {
  const { t } = useTranslation('guidance');
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" data-testid="topic-panel">
      <Card.Body>
        <Text fontSize="sm" color="fg.muted">
          {t('topic.kicker')}
        </Text>
        <Heading as="h3" size="md" id={headingId}>
          {record.topic}
        </Heading>
        <Text fontSize="sm" mt="2">
          <Statement s={record.definition} />
        </Text>
        {record.relevantCourt ? (
          <Block label={t('topic.court')}>
            <Text fontSize="sm">
              <Statement s={record.relevantCourt} />
            </Text>
          </Block>
        ) : null}
        {record.timeLimit ? (
          <Block label={t('topic.timeLimit')}>
            <Text fontSize="sm">
              <Statement s={record.timeLimit} />
            </Text>
          </Block>
        ) : null}
        <Block label={t('topic.law')}>
          <Wrap gap="3" fontSize="sm">
            {record.applicableLaw.map((a) => (
              <ActLink key={a.title} act={a} />
            ))}
          </Wrap>
        </Block>
        <Block label={t('topic.provisions')}>
          <List.Root ps="5" gap="1" fontSize="sm">
            {record.keyProvisions.map((p) => (
              <List.Item key={`${p.source.act}-${p.source.section}`}>
                <Statement s={p} />
              </List.Item>
            ))}
          </List.Root>
        </Block>
        <Block label={t('topic.cases')}>
          <CaseList cases={record.importantCaseLaw} />
        </Block>
        <Block label={t('topic.tips')}>
          <List.Root ps="5" gap="1" fontSize="sm">
            {record.practicalTips.map((tip) => (
              <List.Item key={tip}>{tip}</List.Item>
            ))}
          </List.Root>
        </Block>
        {record.relatedTopics.length > 0 ? (
          <Block label={t('topic.related')}>
            <Text fontSize="sm">{record.relatedTopics.join(', ')}</Text>
          </Block>
        ) : null}
        <FreeLegalHelp />
      </Card.Body>
    </Card.Root>
  );
}
