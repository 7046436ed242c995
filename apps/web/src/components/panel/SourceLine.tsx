import type { DataSourceInfo } from '@aotearoa/contracts';
import { Badge, Box, Text } from '@chakra-ui/react';
import { updatedEveryLabel, useLiveSources } from '../../features/sources/live-sources';
import { formatDate } from '../../lib/format';
import { ExternalLink } from '../ExternalLink';

/**
 * "Source: <name> (retrieved <date>) Snapshot" under a panel's title: where its records come from and how fresh
 * they are; several sources are a list, one a line, each wrapping as one run of text (its parts used to wrap
 * apart, a line each on a phone). Lines 28 px tall keep stacked links apart (WCAG 2.5.8 target size).
 * `Live` is shown only when a live connector fetched the data within its period (`mode` `live` from the API, or
 * the source's connector is live in `GET /api/sources`), with how often it is updated; otherwise the data is a
 * dated snapshot and says so.
 */
export function SourceLine({ sources }: { sources: readonly DataSourceInfo[] }) {
  const liveSources = useLiveSources();
  if (sources.length === 0) return null;
  const item = (s: DataSourceInfo) => {
    const live = liveSources.names.has(s.name);
    return (
      <>
        <ExternalLink href={s.url} colorPalette="blue" display="inline">
          {s.name}
        </ExternalLink>
        {s.retrievedAt && ` (retrieved ${formatDate(s.retrievedAt)})`}{' '}
        <Badge size="sm" colorPalette={s.mode === 'live' || live ? 'green' : 'gray'}>
          {live
            ? `Live · ${updatedEveryLabel(liveSources.find(s.name))}`
            : s.mode === 'live'
              ? 'Live'
              : s.retrievedAt
                ? 'Snapshot'
                : 'Snapshot, date not given'}
        </Badge>
      </>
    );
  };
  if (sources.length === 1) {
    const [only] = sources;
    return (
      <Text fontSize="sm" color="fg.muted" lineHeight="2" data-testid="source-line">
        Source: {only && item(only)}
      </Text>
    );
  }
  return (
    <Box fontSize="sm" color="fg.muted" lineHeight="2" data-testid="source-line">
      <Text>Sources:</Text>
      <Box as="ul" listStyleType="none" ps="0" m="0">
        {sources.map((s) => (
          <Box as="li" key={`${s.name}-${s.url}`}>
            {item(s)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
