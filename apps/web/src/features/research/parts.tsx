import { isOfficialHostAnywhere } from '@aotearoa/contracts';
import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import { formatDate } from '../../lib/format';

/**
 * Said on a card whose record has no official page known from the data (no link is made up; the copy the record
 * was read from is on its source line, never its main link).
 */
export function NoOfficialLink() {
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="no-official-link">
      No official page known for this record
    </Text>
  );
}

/** A record card: an `article` with a border. */
export function RecordCard({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Box as="article" borderWidth="1px" borderRadius="md" p="3" data-testid={testId}>
      {children}
    </Box>
  );
}

/**
 * "Read on <host>, retrieved <date>, as at <date>" under a card: where its facts come from; "Read from a copy at
 * <host>" when the host is not an official one (contracts' `isOfficialHostAnywhere`).
 */
export function RecordSource(props: { sourceUrl: string; retrievedAt: string; asAt?: string | null }) {
  let host = props.sourceUrl;
  try {
    host = new URL(props.sourceUrl).hostname;
  } catch {
    // keep the address as given
  }
  return (
    <Text fontSize="xs" color="fg.muted">
      {isOfficialHostAnywhere(props.sourceUrl) ? 'Read on ' : 'Read from a copy at '}
      <ExternalLink href={props.sourceUrl}>{host}</ExternalLink>, retrieved {formatDate(props.retrievedAt)}
      {props.asAt ? `, as at ${formatDate(props.asAt) || props.asAt}` : ''}
    </Text>
  );
}

/** The first `max` items of a list, plus '+N more' when there are more (the specification's display caps). */
export function capped<T>(items: readonly T[], max: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

/** `example.org` → `https://example.org`; addresses with a scheme are returned unchanged. */
export function withScheme(url: string): string {
  return /^https?:\/\//.test(url) ? url : `https://${url}`;
}

/** A record card's heading: the record's name, linked to its website (scheme added) when it has one. */
export function NameLink({ name, website }: { name: string; website: string | null }) {
  return (
    <Heading as="h4" size="sm">
      {website ? (
        <ExternalLink href={withScheme(website)} colorPalette="blue">
          {name}
        </ExternalLink>
      ) : (
        name
      )}
    </Heading>
  );
}
