import { NZ_REGIONS, PLAN_STATUSES } from '@aotearoa/contracts';
import { Box, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { omitEmpty } from '../../components/panel';
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { ActionSearchPanel, useActionSearch } from './ActionSearchPanel';
import { formatSourceDate } from './dates';
import { DatedStatus, RecordCard } from './RecordCard';

const opts = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const PLAN_TYPES = ['District Plan', 'Plan Change', 'Regional Plan', 'Structure Plan', 'Bylaw'];

/**
 * Government & Local → Council Plans: tabs District, Regional and Structure Plans; filters region, plan type and
 * status; runs on the Search action. Each plan's status is shown with its as-at date and source.
 */
export default function CouncilPlansPanel() {
  const state = useActionSearch('district-plans');
  const result = useQuery({
    ...trpc.government.councilPlans.queryOptions(omitEmpty(state.applied ?? {})),
    enabled: state.applied !== null,
  });
  return (
    <ActionSearchPanel
      title="Council Plans"
      description="District, regional and structure plans and bylaws of New Zealand councils, each status with the date it is as at."
      searchLabel="Search council plans"
      placeholder="e.g. Christchurch District Plan"
      hint="Enter a search or choose filters, then press Search. The plans held are a sample read from council pages, not every council's; each status is shown with the date its page gives."
      tabs={[
        { value: 'district-plans', label: 'District' },
        { value: 'regional-plans', label: 'Regional' },
        { value: 'structure-plans', label: 'Structure Plans' },
        { value: 'bylaws', label: 'Bylaws' },
      ]}
      filters={[
        { key: 'region', label: 'Region', options: opts(NZ_REGIONS) },
        { key: 'planType', label: 'Plan type', options: opts(PLAN_TYPES) },
        { key: 'status', label: 'Status', options: opts(PLAN_STATUSES) },
      ]}
      state={state}
      result={result}
      empty={{
        title: 'No council plans found',
        officialLink: {
          label: 'Plans on the Ministry for the Environment site',
          href: 'https://environment.govt.nz/acts-and-regulations/regional-and-district-plans/',
        },
      }}
      error={{ title: 'Council Plans - Error', message: 'Failed to fetch council plans' }}
      renderItem={(p) => (
        <RecordCard
          title={p.title}
          href={p.planUrl}
          badges={[p.asAt ? p.status : null, p.planType, p.region]}
          record={p}
          sourceType={p.sourceType}
        >
          {p.council && <Text fontSize="sm">{p.council}</Text>}
          <DatedStatus status={p.statusText ?? p.status} asAt={p.asAt} />
          {p.adoptedDate && <Text fontSize="sm">Operative/in force from {formatDate(p.adoptedDate)}</Text>}
          {p.events.length > 0 && (
            <Box as="ul" fontSize="xs" pl="4" listStyleType="disc">
              {p.events.map((e) => (
                <li key={`${e.event}-${e.date ?? e.count}`}>
                  {e.date ? `${formatSourceDate(e.date) || e.date}: ` : ''}
                  {e.event}
                  {e.count !== null ? ` (${e.count})` : ''}
                </li>
              ))}
            </Box>
          )}
          {p.description && <Text fontSize="sm">{p.description}</Text>}
        </RecordCard>
      )}
    />
  );
}
