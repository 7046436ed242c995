import { JOB_EXPERIENCE, JOB_LOCATIONS, JOB_TYPES, type LegalJobsOutput } from '@aotearoa/contracts';
import { Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import { type FilterField, QueryState, SearchForm, ToolPanel } from '../../components/panel';
import { trpc } from '../../lib/trpc';

const LOCATION_LABELS: Record<(typeof JOB_LOCATIONS)[number], string> = {
  auckland: 'Auckland',
  wellington: 'Wellington',
  christchurch: 'Christchurch',
  hamilton: 'Hamilton',
  tauranga: 'Tauranga',
  dunedin: 'Dunedin',
  'palmerston-north': 'Palmerston North',
  remote: 'Remote',
};
const TYPE_LABELS: Record<(typeof JOB_TYPES)[number], string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Internship',
};
const EXPERIENCE_LABELS: Record<(typeof JOB_EXPERIENCE)[number], string> = {
  graduate: 'Graduate',
  junior: 'Junior (1-3 yrs)',
  mid: 'Mid (3-7 yrs)',
  senior: 'Senior (7+ yrs)',
  partner: 'Partner',
};

type Filters = Record<'query' | 'location' | 'type' | 'experience', string>;

const FILTERS: FilterField<Exclude<keyof Filters, 'query'>>[] = [
  {
    key: 'location',
    label: 'Location',
    allLabel: 'All locations',
    options: JOB_LOCATIONS.map((v) => ({ value: v, label: LOCATION_LABELS[v] })),
  },
  {
    key: 'type',
    label: 'Job Type',
    allLabel: 'All types',
    options: JOB_TYPES.map((v) => ({ value: v, label: TYPE_LABELS[v] })),
  },
  {
    key: 'experience',
    label: 'Experience',
    allLabel: 'All levels',
    options: JOB_EXPERIENCE.map((v) => ({ value: v, label: EXPERIENCE_LABELS[v] })),
  },
];

/**
 * Resources & Tools → Legal Jobs: no job listing is held (no real source of job advertisements), so every tab shows
 * the specification's empty state with the job boards' own legal listings, plus general career tips. The filters are kept for
 * when a live connector adds listings.
 */
export default function LegalJobsPanel() {
  const [applied, setApplied] = useState<Partial<Filters>>({});
  const [tab, setTab] = useState('all');
  const query = useQuery(trpc.resources.legalJobs.queryOptions(applied));
  const count = query.data?.total ?? 0;
  const board = (id: 'trademe' | 'seek') => query.data?.boards.find((b) => b.id === id);
  const results = (emptyTitle: string, boardId?: 'trademe' | 'seek') => (
    <Stack gap="3" pt="3">
      <QueryState
        query={query}
        isEmpty={(d) => d.jobs.length === 0}
        empty={{
          title: emptyTitle,
          description: query.data?.notice,
          ...(boardId && board(boardId)
            ? { officialLink: { label: board(boardId)?.name ?? '', href: board(boardId)?.url ?? '' } }
            : {}),
        }}
        error={{ title: 'Legal Jobs - Error', message: 'Failed to fetch legal jobs' }}
      >
        {() => null}
      </QueryState>
      {query.data && <Boards boards={query.data.boards} />}
      <CareerTips />
    </Stack>
  );
  return (
    <ToolPanel
      title="Legal Jobs"
      description="Legal job listings. None are held here: use the job boards’ own legal listings below."
      controls={
        <SearchForm
          label="Legal jobs search"
          search={{ label: 'Search jobs', placeholder: 'e.g. solicitor' }}
          fields={FILTERS}
          submitLabel="Search"
          busy={query.isFetching}
          onSubmit={setApplied}
        />
      }
      tab={tab}
      onTabChange={setTab}
      tabs={[
        { value: 'all', label: `All Jobs (${count})`, content: results('No jobs found') },
        { value: 'trademe', label: 'TradeMe (0)', content: results('No jobs found', 'trademe') },
        { value: 'seek', label: 'Seek (0)', content: results('No Seek jobs available', 'seek') },
      ]}
    />
  );
}

/** Banners to the two job boards' own legal listings. */
function Boards({ boards }: { boards: LegalJobsOutput['boards'] }) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="2" data-testid="job-boards">
      {boards.map((b) => (
        <Box key={b.id} flex="1" borderWidth="1px" borderRadius="md" p="3" bg="blue.50">
          <Text fontSize="sm" mb="2">
            Legal vacancies advertised on {b.id === 'seek' ? 'SEEK' : 'Trade Me Jobs'}:
          </Text>
          <Button asChild size="sm" colorPalette="blue">
            <a href={b.url} target="_blank" rel="noopener noreferrer">
              Open {b.name}
            </a>
          </Button>
        </Box>
      ))}
    </Stack>
  );
}

/** General career tips (plain general advice, not taken from a source), with the regulator's own page. */
function CareerTips() {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" data-testid="career-tips">
      <Heading as="h4" size="sm" mb="1">
        Career tips (general advice)
      </Heading>
      <List.Root ps="5" fontSize="sm" gap="1">
        <List.Item>
          Read each advertisement on the job board itself: roles, salaries and closing dates change.
        </List.Item>
        <List.Item>
          Match your CV and cover letter to the practice area and level the role asks for.
        </List.Item>
        <List.Item>
          For admission and practising certificates, see the{' '}
          <ExternalLink href="https://www.lawsociety.org.nz/" colorPalette="blue">
            New Zealand Law Society
          </ExternalLink>
          .
        </List.Item>
      </List.Root>
    </Box>
  );
}
