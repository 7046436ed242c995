import { daysLeftColour, type Grant, type GrantStatus } from '@aotearoa/contracts';
import { Badge, Box, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { ExternalLink } from '../../components/ExternalLink';
import { formatDate } from '../../lib/format';
import { NoOfficialLink } from '../research/parts';

/** Requirements shown on a grant card (the specification's cap); the rest are counted. */
export const GRANT_REQUIREMENTS_SHOWN = 3;

export const GRANT_STATUS_LABELS: Record<GrantStatus, string> = {
  open: 'Open',
  closing_soon: 'Closing soon',
  closed: 'Closed',
  awarded: 'Awarded',
  unknown: 'Closing date not stated',
};
const STATUS_COLOURS: Record<GrantStatus, string> = {
  open: 'green',
  closing_soon: 'orange',
  closed: 'gray',
  awarded: 'purple',
  unknown: 'gray',
};
export const GRANT_TYPE_LABELS = {
  subsidy: 'Subsidy',
  grant: 'Grant',
  award: 'Award',
  scholarship: 'Scholarship',
  research_funding: 'Research funding',
} as const;
export const GRANT_CATEGORY_LABELS = {
  student: 'Students',
  researcher: 'Researchers',
  firm: 'Law firms',
  community: 'Community',
  academic: 'Academics',
} as const;

/** Days-left text colours (the specification's red / yellow / green), dark enough to read on white. */
const DAYS_LEFT_COLOURS = { red: 'red.700', yellow: 'yellow.800', green: 'green.700' } as const;

/**
 * One grant: status badge (computed from the closing date against today), Urgent for closing soon, days left while
 * open, provider, amount and closing in the source's words, the first 3 requirements, and where it was read.
 */
export function GrantCard({ grant: g }: { grant: Grant }) {
  const href = g.contact.website;
  return (
    <Box as="article" borderWidth="1px" borderRadius="md" p="3" data-testid="grant-card">
      <Stack gap="1">
        <Heading as="h5" size="sm">
          {href ? (
            <ExternalLink href={href} colorPalette="blue">
              {g.title}
            </ExternalLink>
          ) : (
            g.title
          )}
        </Heading>
        {!href && <NoOfficialLink />}
        <HStack gap="1" wrap="wrap">
          <Badge colorPalette={STATUS_COLOURS[g.status]} data-testid="grant-status">
            {GRANT_STATUS_LABELS[g.status]}
          </Badge>
          {g.status === 'closing_soon' && <Badge colorPalette="red">Urgent</Badge>}
          <Badge variant="outline">{GRANT_TYPE_LABELS[g.type]}</Badge>
          <Badge variant="outline">{GRANT_CATEGORY_LABELS[g.category]}</Badge>
          {g.daysLeft !== null && (
            <Text
              as="span"
              fontSize="sm"
              fontWeight="semibold"
              color={DAYS_LEFT_COLOURS[daysLeftColour(g.daysLeft)]}
              data-testid="grant-days-left"
            >
              {g.daysLeft === 0 ? 'Closes today' : `${g.daysLeft} ${g.daysLeft === 1 ? 'day' : 'days'} left`}
            </Text>
          )}
        </HStack>
        {g.provider && <Text fontSize="sm">Provider: {g.provider}</Text>}
        {g.amount && <Text fontSize="sm">Amount (as stated): {g.amount}</Text>}
        {g.closingDate && (
          <Text fontSize="sm" data-testid="grant-closing">
            {g.status === 'closed' ? 'Closed' : 'Closes'} {formatDate(g.closingDate)}
          </Text>
        )}
        {g.closingNote && (
          <Text fontSize="xs" color="fg.muted">
            Source says: {g.closingNote}
          </Text>
        )}
        {g.description && <Text fontSize="sm">{g.description}</Text>}
        {g.eligibility.length > 0 && (
          <Box>
            <Text fontSize="sm" fontWeight="medium">
              Requirements
            </Text>
            <List.Root ps="5" fontSize="sm">
              {g.eligibility.slice(0, GRANT_REQUIREMENTS_SHOWN).map((r) => (
                <List.Item key={r}>{r}</List.Item>
              ))}
            </List.Root>
            {g.eligibility.length > GRANT_REQUIREMENTS_SHOWN && (
              <Text fontSize="xs" color="fg.muted">
                +{g.eligibility.length - GRANT_REQUIREMENTS_SHOWN} more on the provider’s page
              </Text>
            )}
          </Box>
        )}
        {g.contact.applicationUrl && (
          <ExternalLink href={g.contact.applicationUrl} colorPalette="blue">
            How to apply
          </ExternalLink>
        )}
        <Text fontSize="xs" color="fg.muted">
          Read on <ExternalLink href={g.sourceUrl}>{new URL(g.sourceUrl).hostname}</ExternalLink> (
          {formatDate(g.retrievedAt)}){g.asAt ? `, as at ${formatDate(g.asAt) || g.asAt}` : ''}. Check the
          provider’s page for current dates.
        </Text>
      </Stack>
    </Box>
  );
}
