import type { DataSourceInfo } from '@aotearoa/contracts';
import { Badge, HStack, Link, Text } from '@chakra-ui/react';
import { formatDate } from '../../lib/format';

/**
 * "Source: <name> · retrieved <date> · Snapshot" under a panel's title: where its records come from and how fresh
 * they are; several sources wrap with a line height that keeps their links 24 px apart (WCAG 2.5.8 target size).
 * `mode` `live` is shown only when the API says a live connector fetched the data within its period;
 * otherwise the data is a dated snapshot and says so.
 */
export function SourceLine({ sources }: { sources: readonly DataSourceInfo[] }) {
  if (sources.length === 0) return null;
  return (
    <Text fontSize="sm" color="fg.muted" lineHeight="2" data-testid="source-line">
      {sources.map((s, i) => (
        <HStack
          as="span"
          key={`${s.name}-${s.url}`}
          gap="1"
          display="inline-flex"
          flexWrap="wrap"
          minH="6"
          alignItems="center"
        >
          {i > 0 && <span aria-hidden="true"> · </span>}
          <span>Source:</span>
          {/* At least 24px tall: stacked source lines must keep their links apart (WCAG 2.2 target size). */}
          <Link href={s.url} target="_blank" rel="noopener noreferrer" colorPalette="blue" minH="6">
            {s.name}
          </Link>
          {s.retrievedAt && <span>(retrieved {formatDate(s.retrievedAt)})</span>}
          <Badge size="sm" colorPalette={s.mode === 'live' ? 'green' : 'gray'}>
            {s.mode === 'live'
              ? 'Live'
              : `Snapshot${s.retrievedAt ? ` as at ${formatDate(s.retrievedAt)}` : ''}`}
          </Badge>
        </HStack>
      ))}
    </Text>
  );
}
