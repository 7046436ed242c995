import type { LegislationUpdate } from '@aotearoa/contracts';
import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from '../../components/ExternalLink';
import { NoOfficialLink } from '../../components/NoOfficialLink';
import { PanelPagination, QueryState, RefreshButton, ToolPanel, usePanelPage } from '../../components/panel';
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { updatedEveryLabel, useLiveSources } from '../sources/live-sources';
import { InlineSources } from './InlineSources';

/** The specification refreshes the updates list every 5 minutes. */
export const LEGISLATION_UPDATES_REFRESH_MS = 5 * 60_000;

/**
 * Legislation & Acts → Recent Updates: while the legislation.govt.nz feed connector is live, the feed's entries with
 * their version lines; otherwise (and in sovereign mode) the newest bills, supplementary order papers and Acts held.
 * With the list's title, last-updated date and source, a Refresh button, any server error inline in orange, and
 * pages of 30. Loads on open.
 */
export default function LegislationUpdatesPanel() {
  const [page, setPage] = usePanelPage('');
  const result = useQuery(
    trpc.legislation.nzLegislationUpdates.queryOptions(
      { page },
      { refetchInterval: LEGISLATION_UPDATES_REFRESH_MS, staleTime: LEGISLATION_UPDATES_REFRESH_MS },
    ),
  );
  const data = result.data;
  // The feed or the bills (Parliament's Bills API connector): Live only while it succeeded within its period.
  const sources = useLiveSources();
  const liveSource =
    data?.mode === 'live' ? (sources.find('legislation-atom-feed') ?? sources.find('parliament')) : undefined;
  return (
    <ToolPanel
      title="Recent Updates"
      description="The legislation.govt.nz feed of new and updated legislation while it is read live; otherwise the newest bills, amendment papers and Acts held, newest first."
      controls={
        <HStack justify="space-between" w="full" wrap="wrap" gap="2">
          <Box fontSize="sm" data-testid="updates-feed">
            {data && (
              <>
                <Text fontWeight="semibold">{data.feedTitle}</Text>
                <Text color="fg.muted">
                  Last updated: {data.lastUpdated ? formatDate(data.lastUpdated) : 'not known'} ·{' '}
                  {liveSource
                    ? `Live · ${updatedEveryLabel(liveSource)}`
                    : data.mode === 'live'
                      ? 'Live'
                      : 'Snapshot'}
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
          <>
            <Stack gap="2" maxH="24rem" overflowY="auto" data-testid="updates-results">
              {d.updates.map((u) => (
                <UpdateCard key={u.id} update={u} />
              ))}
            </Stack>
            <PanelPagination
              page={d.page}
              totalPages={d.totalPages}
              total={d.total}
              noun="items"
              onPageChange={setPage}
            />
          </>
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
          {u.url ? (
            <ExternalLink href={u.url} colorPalette="blue">
              {u.title}
            </ExternalLink>
          ) : (
            u.title
          )}
        </Heading>
        {!u.url && <NoOfficialLink />}
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
