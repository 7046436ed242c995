import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import {
  omitEmpty,
  PanelPagination,
  QueryState,
  SearchBox,
  showingLine,
  sourcesOf,
  ToolPanel,
  usePanelPage,
} from '../../components/panel';
import { toaster } from '../../components/toaster-store';
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { CASE_SEARCH_HINT, CaseGrid } from '../case-law/components';

/** The specification's stale time (30 min) and the court queries' 2 retries. */
const QUERY_OPTS = { staleTime: 30 * 60_000, retry: 2 } as const;
/** The specification's toast duration for the Environment Court openings. */
const TOAST_MS = 4000;
const ENVIRONMENT_COURT_SITE = 'https://www.environmentcourt.govt.nz/';
const ERROR_TEXT = 'Error loading Environment Court cases. Please try again later.';

function announce(title: string) {
  toaster.create({ type: 'info', title, duration: TOAST_MS });
}

/** Opens an external page in a new tab after the specification's toast. */
function openExternal(title: string, url: string) {
  announce(title);
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Case Law & Courts → Environment Court: its decisions held in the index; no upcoming hearings are held. */
export default function EnvironmentCourtPanel() {
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState('recent');
  // A new search starts at page 1; the page is in the URL.
  const [page, setPage] = usePanelPage(query);
  const q = useQuery(trpc.courts.environmentCourtCases.queryOptions(omitEmpty({ query, page }), QUERY_OPTS));
  const data = q.data;
  const casesOnlineUrl = data?.casesOnlineUrl ?? ENVIRONMENT_COURT_SITE;
  const error = { title: 'Environment Court - Error', message: ERROR_TEXT };
  return (
    <ToolPanel
      title="Environment Court Cases"
      description="Decisions of the Environment Court held in the index (listing details: parties, decision or file number and the listing’s note)."
      sources={data ? sourcesOf(data.cases) : []}
      controls={
        <>
          <SearchBox
            label="Search Environment Court decisions"
            placeholder="e.g. resource consent, Auckland"
            hint={CASE_SEARCH_HINT}
            onSearch={setQuery}
          />
          <HStack gap="2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => openExternal('Opening Environment Court Cases Online', casesOnlineUrl)}
            >
              Cases Online
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                openExternal('Opening Environment Court Website', data?.searchUrl ?? ENVIRONMENT_COURT_SITE)
              }
            >
              Decisions
            </Button>
          </HStack>
        </>
      }
      tab={tab}
      onTabChange={setTab}
      tabs={[
        {
          value: 'recent',
          label: 'Recent Decisions',
          content: (
            <QueryState
              query={q}
              isEmpty={(d) => d.cases.length === 0}
              empty={{
                title: 'No Environment Court decisions found matching the query',
                description: 'Try different search terms.',
                officialLink: {
                  label: 'Environment Court decisions on NZLII',
                  href: data?.searchUrl ?? ENVIRONMENT_COURT_SITE,
                },
              }}
              error={error}
              loadingText="Loading Environment Court cases..."
            >
              {(d) => (
                <Stack gap="3">
                  <Text fontSize="sm" color="fg.muted" data-testid="showing-count">
                    {showingLine({
                      page: d.page,
                      pageSize: d.pageSize,
                      shown: d.cases.length,
                      total: d.total,
                      noun: 'decisions',
                      nounOne: 'decision',
                    })}
                    {d.lastUpdated ? ` · Last updated ${formatDate(d.lastUpdated)}` : ''}
                  </Text>
                  <CaseGrid
                    cases={d.cases}
                    variant="environment"
                    onOpen={() => announce('Opening Environment Court Website')}
                  />
                  <PanelPagination
                    page={d.page}
                    totalPages={d.totalPages}
                    total={d.total}
                    noun="decisions"
                    onPageChange={setPage}
                  />
                </Stack>
              )}
            </QueryState>
          ),
        },
        {
          value: 'upcoming',
          label: 'Upcoming Cases',
          content: (
            <QueryState
              query={q}
              isEmpty={(d) => d.upcomingCases.length === 0}
              empty={{
                // No hearing list is held and the snapshot never updates: say so, never "check back later".
                title: 'No list of upcoming hearings is held here',
                description: 'The Environment Court publishes its cases and hearings online.',
                officialLink: { label: 'Environment Court cases online', href: casesOnlineUrl },
              }}
              error={error}
            >
              {() => (
                <Text fontSize="sm">
                  <ExternalLink href={casesOnlineUrl}>Environment Court cases online</ExternalLink>
                </Text>
              )}
            </QueryState>
          ),
        },
      ]}
    />
  );
}
