import type { DataSourceInfo } from '@aotearoa/contracts';
import { Badge, HStack, Text } from '@chakra-ui/react';
import { updatedEveryLabel, useLiveSources } from '../../features/sources/live-sources';
import { formatDate } from '../../lib/format';
import { ExternalLink } from '../ExternalLink';

/**
 * "Source: <name> · retrieved <date> · Snapshot" under a panel's title: where its records come from and how fresh
 * they are; several sources wrap with a line height that keeps their links 24 px apart (WCAG 2.5.8 target size).
 * `Live` is shown only when a live connector fetched the data within its period (`mode` `live` from the API, or
 * the source's connector is live in `GET /api/sources`), with how often it is updated; otherwise the data is a
 * dated snapshot and says so.
 */
export function SourceLine({ sources }: { sources: readonly DataSourceInfo[] }) {
  const liveSources = useLiveSources();
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
          <ExternalLink href={s.url} colorPalette="blue" minH="6">
            {s.name}
          </ExternalLink>
          {s.retrievedAt && <span>(retrieved {formatDate(s.retrievedAt)})</span>}
          <Badge
            size="sm"
            colorPalette={s.mode === 'live' || liveSources.names.has(s.name) ? 'green' : 'gray'}
          >
            {liveSources.names.has(s.name)
              ? `Live · ${updatedEveryLabel(liveSources.find(s.name))}`
              : s.mode === 'live'
                ? 'Live'
                : `Snapshot${s.retrievedAt ? ` as at ${formatDate(s.retrievedAt)}` : ''}`}
          </Badge>
        </HStack>
      ))}
    </Text>
  );
}
