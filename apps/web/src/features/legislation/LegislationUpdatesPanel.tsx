import type { LegislationUpdate } from '@aotearoa/contracts';
import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from '../../components/ExternalLink';
import { QueryState, RefreshButton, ToolPanel } from '../../components/panel';
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { updatedEveryLabel, useLiveSources } from '../sources/live-sources';
import { InlineSources } from './InlineSources';

/** The specification refreshes the updates list every 5 minutes. */
export const LEGISLATION_UPDATES_REFRESH_MS = 5 * 60_000;

/**
 * Legislation & Acts → Recent Updates: the newest bills, supplementary order papers and Acts held, with the feed
 * title, last-updated date and source, a Refresh button, and any server error inline in orange. Loads on open.
 */
export default function LegislationUpdatesPanel() {
  const result = useQuery(
    trpc.legislation.nzLegislationUpdates.queryOptions(
      {},
      { refetchInterval: LEGISLATION_UPDATES_REFRESH_MS, staleTime: LEGISLATION_UPDATES_REFRESH_MS },
    ),
  );
  const data = result.data;
  // Bills come from Parliament's Bills API connector: Live only while it succeeded within its period.
  const bills = useLiveSources().find('parliament');
  return (
    <ToolPanel
      title="Recent Updates"
      description="The newest bills, amendment papers and Acts in the bundled records, newest first."
      controls={
        <HStack justify="space-between" w="full" wrap="wrap" gap="2">
          <Box fontSize="sm" data-testid="updates-feed">
            {data && (
              <>
                <Text fontWeight="semibold">{data.feedTitle}</Text>
                <Text color="fg.muted">
                  Last updated: {data.lastUpdated ? formatDate(data.lastUpdated) : 'not known'} ·{' '}
                  {bills ? `Live · ${updatedEveryLabel(bills)}` : data.mode === 'live' ? 'Live' : 'Snapshot'}
                </Text>
                <InlineSources records={data.updates} />
                {data.error && (
                  <Text color="orange.600" _dark={{ color: 'orange.300' }} data-testid="updates-error">
                    {data.error}
                  </Text>
                )}
              </>
            )}
          </Box>
          <RefreshButton query={result} />
        </HStack>
      }
    >
      <QueryState
        query={result}
        isEmpty={(d) => d.updates.length === 0}
        empty={{
          title: 'No recent legislation updates',
          officialLink: { label: 'legislation.govt.nz', href: 'https://www.legislation.govt.nz/' },
        }}
        error={{ title: 'Recent Updates - Error', message: 'Failed to fetch legislation updates' }}
      >
        {(d) => (
          <Stack gap="2" maxH="24rem" overflowY="auto" data-testid="updates-results">
            {d.updates.map((u) => (
              <UpdateCard key={u.id} update={u} />
            ))}
          </Stack>
        )}
      </QueryState>
    </ToolPanel>
  );
}

function UpdateCard({ update: u }: { update: LegislationUpdate }) {
  return (
    <Box as="article" borderWidth="1px" borderRadius="md" p="3" data-testid="update-card">
      <Stack gap="1">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={u.category === 'Act' ? 'blue' : 'purple'}>{u.category}</Badge>
          {u.lastUpdated && (
            <Text fontSize="xs" color="fg.muted">
              {formatDate(u.lastUpdated, { yearOnly: u.yearOnly })}
            </Text>
          )}
        </HStack>
        <Heading as="h4" size="sm">
          <ExternalLink href={u.url} colorPalette="blue">
            {u.title}
          </ExternalLink>
        </Heading>
        <Text fontSize="sm">{u.status}</Text>
        {u.description && (
          <Text fontSize="sm" color="fg.muted" lineClamp={3}>
            {u.description}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
