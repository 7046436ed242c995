import { Badge, Box, Button, Card, Flex, Heading, HStack, List, Text, Wrap } from '@chakra-ui/react';
import { cardSlotRecipe } from '@chakra-ui/react/theme';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addSlotRecipes } from '../../theme/system';
import { GUIDANCE_NS } from './catalogue';
import { FreeLegalHelp } from './FreeLegalHelp';
import { ActLink, Block, CaseList, Statement } from './parts';
import type { SituationAnswer } from './situation-answer';

addSlotRecipes({ card: cardSlotRecipe });

const URGENCY_PALETTE = { high: 'red', medium: 'orange', low: 'green' } as const;

/**
 * The one answer for a query's situation (see `mergeGuidance`): compact until opened, so the search results stay in
 * view. Closed, it shows what the answer is about, its urgency and a disclosure button (`aria-expanded`, named
 * "Show what the law says"); opened, the time limit and every statement of law, each with its section and the dates
 * it was checked, what the reader can do, the Acts, the cases from the corpus, related topics, the "not legal advice"
 * notice and free legal help, each once.
 */
export function SituationAnswerCard({ answer }: { answer: SituationAnswer }) {
  const { t } = useTranslation(GUIDANCE_NS);
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const contentId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" data-testid="situation-panel">
      <Card.Body py="3" px="4">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Box minW="0">
            <Text fontSize="xs" color="fg.muted">
              {t(answer.kind === 'situation' ? 'situation.kicker' : 'topic.kicker')}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Heading as="h3" size="sm" id={headingId}>
                {answer.title}
              </Heading>
              {answer.urgency ? (
                <Badge colorPalette={URGENCY_PALETTE[answer.urgency]} data-testid="urgency">
                  {t(`urgency.${answer.urgency}`)}
                </Badge>
              ) : null}
            </HStack>
          </Box>
          <Button
            size="sm"
            variant="outline"
            colorPalette="blue"
            aria-expanded={open}
            aria-controls={contentId}
            onClick={() => setOpen((o) => !o)}
            data-testid="situation-toggle"
          >
            {open ? t('answer.hide') : t('answer.show')}
          </Button>
        </Flex>
        <Box id={contentId} hidden={!open}>
          {open ? <AnswerDetails answer={answer} /> : null}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

/** The opened answer's blocks, each shown only when it has something to say. */
function AnswerDetails({ answer }: { answer: SituationAnswer }) {
  const { t } = useTranslation(GUIDANCE_NS);
  return (
    <>
      {answer.timeLimit ? (
        <Block label={t('situation.timeLimit')}>
          <Text fontSize="sm" data-testid="time-limit">
            <Statement s={answer.timeLimit} />
          </Text>
        </Block>
      ) : null}
      {answer.points.length > 0 ? (
        <Block label={t('answer.law')}>
          <List.Root ps="5" gap="1" fontSize="sm">
            {answer.points.map((p) => (
              <List.Item key={`${p.source.act}-${p.source.section}-${p.text}`}>
                <Statement s={p} />
              </List.Item>
            ))}
          </List.Root>
        </Block>
      ) : null}
      {answer.actions.length > 0 ? (
        <Block label={t('situation.actions')}>
          <List.Root as="ol" ps="5" gap="1" fontSize="sm">
            {answer.actions.map((a) => (
              <List.Item key={a}>{a}</List.Item>
            ))}
          </List.Root>
        </Block>
      ) : null}
      <Block label={t('answer.acts')}>
        <Wrap gap="3" fontSize="sm">
          {answer.acts.map((a) => (
            <ActLink key={a.url} act={a} />
          ))}
        </Wrap>
      </Block>
      <Block label={t('situation.cases')}>
        <CaseList cases={answer.cases} />
      </Block>
      {answer.relatedTopics.length > 0 ? (
        <Block label={t('situation.related')}>
          <Text fontSize="sm">{answer.relatedTopics.join(', ')}</Text>
        </Block>
      ) : null}
      <FreeLegalHelp familyViolence={answer.familyViolence} />
    </>
  );
}
