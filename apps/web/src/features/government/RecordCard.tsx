import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import { formatDate } from '../../lib/format';
import { formatSourceDate } from './dates';

/** Where a card's record was read: the source's name and page, when it was retrieved and as at when it holds. */
export interface RecordProvenance {
  source: string;
  sourceUrl: string;
  retrievedAt: string;
  asAt?: string | null;
}

/**
 * One card of a Government & Local list: linked title, badges, lines of facts, and its source with dates (from
 * `record`, the entity itself).
 */
export function RecordCard(props: {
  title: string;
  href?: string | null;
  badges?: Array<string | null | undefined>;
  children?: ReactNode;
  record: RecordProvenance;
  /** What kind of page the facts were read on (e.g. `law firm summary (secondary)`). */
  sourceType?: string | null;
  testId?: string;
}) {
  return (
    <Box as="article" borderWidth="1px" borderRadius="md" p="3" data-testid={props.testId ?? 'gov-card'}>
      <Stack gap="1">
        <Heading as="h4" size="sm">
          {props.href ? (
            <ExternalLink href={props.href} colorPalette="blue">
              {props.title}
            </ExternalLink>
          ) : (
            props.title
          )}
        </Heading>
        {props.badges?.some(Boolean) && (
          <Box>
            {props.badges.filter(Boolean).map((b, i) => (
              <Badge key={b} ml={i === 0 ? 0 : 1} variant={i === 0 ? 'solid' : 'subtle'} colorPalette="blue">
                {b}
              </Badge>
            ))}
          </Box>
        )}
        {props.children}
        <Text fontSize="xs" color="fg.muted">
          Source:{' '}
          <ExternalLink href={props.record.sourceUrl} display="inline" textDecoration="underline">
            {props.record.source}
          </ExternalLink>{' '}
          (retrieved {formatDate(props.record.retrievedAt)})
          {props.record.asAt ? `, as at ${formatSourceDate(props.record.asAt)}` : ''}
          {props.sourceType ? ` · ${props.sourceType}` : ''}
        </Text>
      </Stack>
    </Box>
  );
}

/**
 * A status with the date it is as at; without a date the status is not shown (a status is never shown undated),
 * and the line says so.
 */
export function DatedStatus({ status, asAt }: { status: string | null; asAt: string | null }) {
  if (!status) return null;
  return asAt ? (
    <Text fontSize="sm">
      Status: {status} (as at {formatSourceDate(asAt)})
    </Text>
  ) : (
    <Text fontSize="sm" color="fg.muted">
      Status not shown: the source page gives no date for it.
    </Text>
  );
}
