import type { Case } from '@aotearoa/contracts';
import {
  Alert,
  Badge,
  Box,
  Heading,
  HStack,
  Link,
  Portal,
  Stack,
  Text,
  Tooltip,
  VisuallyHidden,
  Wrap,
} from '@chakra-ui/react';
import type { MouseEvent, ReactNode } from 'react';
import { ReadHereLink } from '../../components/panel';
import { formatDate } from '../../lib/format';

/** Labels of the index's legal areas, as shown on cards (`treaty_maori_land` → `Treaty / Māori land`). */
const AREA_LABELS: Record<string, string> = {
  accident_compensation: 'Accident compensation',
  civil_procedure: 'Civil procedure',
  treaty_maori_land: 'Treaty / Māori land',
  human_rights: 'Human rights',
  social_security: 'Social security',
};
export function areaLabel(area: string): string {
  return AREA_LABELS[area] ?? area.charAt(0).toUpperCase() + area.slice(1).replace(/_/g, ' ');
}

const SIGNIFICANCE_LABELS = { high: 'High', medium: 'Medium', standard: 'Standard' } as const;

/** `text` cut to `max` characters at a word boundary, with an ellipsis (the seed's 120-character summaries). */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A badge whose tooltip (and accessible description) says how its value was decided: the documented rule, or the
 * decision's own sentence for outcomes. Focusable so keyboard users can open the tooltip.
 */
export function DerivedBadge(props: { children: ReactNode; basis: string; colorPalette?: string }) {
  return (
    <Tooltip.Root openDelay={200} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <Badge colorPalette={props.colorPalette} tabIndex={0} cursor="help">
          {props.children}
          <VisuallyHidden> ({props.basis})</VisuallyHidden>
        </Badge>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="sm">{props.basis}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

function Field(props: { label: string; children: ReactNode }) {
  return (
    <Text fontSize="sm">
      <Text as="span" fontWeight="medium">
        {props.label}:
      </Text>{' '}
      {props.children}
    </Text>
  );
}

/** The publication-restriction notice of a decision, verbatim (never shortened or stripped). */
export function SuppressionNotice({ notice }: { notice: string }) {
  return (
    <Alert.Root status="warning" size="sm" data-testid="suppression-notice">
      <Alert.Indicator />
      <Alert.Content minW="0">
        <Alert.Title>Publication restriction</Alert.Title>
        <Alert.Description whiteSpace="pre-wrap" overflowWrap="anywhere">
          {notice}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Which panel a card is shown in: decides the seed's fields of that card. */
export type CaseCardVariant = 'employment' | 'family' | 'environment';

/**
 * One decision as the employment, family and Environment Court panels show it. Only fields the record holds are
 * shown; derived values (case type, outcome, areas, children involved, protection order, significance) carry
 * their basis in a tooltip. Key issues, remedies and orders are not in the sources and no rule derives them, so
 * they are not shown. The suppression notice is shown whenever the decision has one.
 */
export function CaseCard(props: {
  c: Case;
  variant: CaseCardVariant;
  /** Cut the summary to this many characters (the seed's Children tab: 120). */
  summaryMax?: number;
  /** Called when the decision's link is followed (the Environment Court toast). */
  onOpen?: (e: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { c, variant } = props;
  const date = formatDate(c.date);
  const summary = c.sourceNote
    ? props.summaryMax
      ? truncate(c.sourceNote, props.summaryMax)
      : c.sourceNote
    : null;
  const caseTypes =
    variant === 'employment' ? c.employmentCaseTypes : variant === 'family' ? c.familyCaseTypes : [];
  const areas = variant === 'employment' ? c.employmentAreas : variant === 'family' ? c.familyLawAreas : [];
  return (
    <Box
      as="article"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      minW="0"
      overflowWrap="anywhere"
      data-testid="case-card"
    >
      <Stack gap="1.5">
        <Heading as="h4" size="sm">
          <Link
            href={c.url}
            target="_blank"
            rel="noopener noreferrer"
            colorPalette="blue"
            onClick={props.onOpen}
          >
            {c.title}
          </Link>
        </Heading>
        <Wrap gap="1">
          {caseTypes.map((t) => (
            <DerivedBadge
              key={t}
              colorPalette="purple"
              basis="Case type: the decision’s words name it (documented rule of the index)"
            >
              {t}
            </DerivedBadge>
          ))}
          {c.caseType && (
            <DerivedBadge colorPalette="purple" basis={c.caseType.basis}>
              {c.caseType.value}
            </DerivedBadge>
          )}
          {c.outcome && (
            <DerivedBadge
              colorPalette={c.outcome.value === 'Dismissed' ? 'red' : 'green'}
              basis={`From the decision: “${c.outcome.quote}”`}
            >
              {c.outcome.value}
            </DerivedBadge>
          )}
          {variant === 'environment' && (
            <DerivedBadge
              colorPalette={
                c.significance.value === 'high'
                  ? 'orange'
                  : c.significance.value === 'medium'
                    ? 'yellow'
                    : 'gray'
              }
              basis={c.significance.basis}
            >
              {SIGNIFICANCE_LABELS[c.significance.value]}
            </DerivedBadge>
          )}
          {variant === 'family' && c.childrenInvolved?.value && (
            <DerivedBadge colorPalette="teal" basis={c.childrenInvolved.basis}>
              Children Involved
            </DerivedBadge>
          )}
          {variant === 'family' && c.protectionOrder?.value && (
            <DerivedBadge colorPalette="red" basis={c.protectionOrder.basis}>
              Protection Order
            </DerivedBadge>
          )}
        </Wrap>
        <HStack gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
          {c.citation && <Text>{c.citation}</Text>}
          {date && <Text>{date}</Text>}
          {c.location && <Text>{c.location}</Text>}
        </HStack>
        {c.suppressionNotice && <SuppressionNotice notice={c.suppressionNotice} />}
        {c.parties.length > 0 && c.parties.join(' v ') !== c.title && (
          <Field label="Parties">{c.parties.join(' v ')}</Field>
        )}
        {c.judges && (
          <Field
            label={
              variant === 'employment' && c.court === 'Employment Relations Authority' ? 'Member' : 'Judges'
            }
          >
            {c.judges}
          </Field>
        )}
        {summary && <Text fontSize="sm">{summary}</Text>}
        {c.outcome && variant !== 'environment' && (
          <Text fontSize="sm" color="fg.muted">
            Outcome, in the decision’s words: “{c.outcome.quote}”
          </Text>
        )}
        {areas.length > 0 && (
          <Field label={variant === 'employment' ? 'Employment area' : 'Family law area'}>
            {areas.join(', ')}
          </Field>
        )}
        {c.court && <Field label={variant === 'environment' ? 'Court' : 'Jurisdiction'}>{c.court}</Field>}
        {c.legalAreas.length > 0 && (
          <Wrap gap="1" aria-label="Legal areas">
            {c.legalAreas.slice(0, 4).map((a) => (
              <Badge key={a} size="sm" variant="subtle">
                {areaLabel(a)}
              </Badge>
            ))}
          </Wrap>
        )}
        <HStack gap="3" wrap="wrap" fontSize="sm">
          {c.id && <ReadHereLink id={c.id} title={c.title} />}
          <Link
            href={c.url}
            target="_blank"
            rel="noopener noreferrer"
            colorPalette="blue"
            onClick={props.onOpen}
          >
            View Case<VisuallyHidden>: {c.title}</VisuallyHidden>
          </Link>
          {c.downloadUrl && (
            <Link href={c.downloadUrl} target="_blank" rel="noopener noreferrer" colorPalette="blue">
              Judgment PDF<VisuallyHidden>: {c.title}</VisuallyHidden>
            </Link>
          )}
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          Source:{' '}
          <Link href={c.sourceUrl} target="_blank" rel="noopener noreferrer">
            {c.source}
          </Link>{' '}
          (retrieved {formatDate(c.retrievedAt)}){c.snapshotNote ? ` · ${c.snapshotNote}` : ''}
        </Text>
      </Stack>
    </Box>
  );
}
