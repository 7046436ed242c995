import { NZ_REGIONS, PLAN_STATUSES } from '@aotearoa/contracts';
import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { omitEmpty } from '../../components/panel';
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { ActionSearchPanel, useActionSearch } from './ActionSearchPanel';
import { RecordCard } from './RecordCard';

const opts = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const PLAN_TYPES = ['District Plan', 'Regional Plan', 'Regional Policy Statement', 'Structure Plan', 'Bylaw'];

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
      description="District, regional and structure plans of New Zealand councils, with their status as at a date."
      searchLabel="Search council plans"
      placeholder="e.g. Christchurch District Plan"
      hint="Enter a search or choose filters, then press Search. New Zealand has 67 district plans, 16 regional plans and 50+ structure plans."
      tabs={[
        { value: 'district-plans', label: 'District' },
        { value: 'regional-plans', label: 'Regional' },
        { value: 'structure-plans', label: 'Structure Plans' },
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
          badges={[p.status, p.planType, p.region]}
          source={p.source}
          sourceUrl={p.sourceUrl}
          retrievedAt={p.retrievedAt}
          asAt={p.asAt}
        >
          {p.council && <Text fontSize="sm">{p.council}</Text>}
          {p.status && (
            <Text fontSize="sm">
              Status: {p.status}
              {p.asAt ? ` as at ${formatDate(p.asAt)}` : ' (date not stated by the source)'}
            </Text>
          )}
          {p.adoptedDate && <Text fontSize="sm">Operative/adopted {formatDate(p.adoptedDate)}</Text>}
          {p.description && <Text fontSize="sm">{p.description}</Text>}
        </RecordCard>
      )}
    />
  );
}
