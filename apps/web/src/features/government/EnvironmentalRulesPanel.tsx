import { NZ_REGIONS } from '@aotearoa/contracts';
import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { omitEmpty } from '../../components/panel';
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { ActionSearchPanel, useActionSearch } from './ActionSearchPanel';
import { DatedStatus, RecordCard } from './RecordCard';

const opts = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const RULE_TYPES = [
  'National Environmental Standard',
  'National Policy Statement',
  'Regional Plan',
  'District Rule',
];
const AREAS = [
  'Freshwater',
  'Air quality',
  'Soil',
  'Coastal',
  'Biodiversity',
  'Contaminated land',
  'Noise',
  'Land',
  'Urban development',
  'Energy',
  'Climate',
  'Forestry',
];

/**
 * Government & Local → Environmental Rules: tabs National Laws, Regional Rules and District Regulations; filters
 * region, rule type and environmental area; runs on the Search action. Status is shown with its as-at date.
 */
export default function EnvironmentalRulesPanel() {
  const state = useActionSearch('national-laws');
  const result = useQuery({
    ...trpc.government.environmentalRules.queryOptions(omitEmpty(state.applied ?? {})),
    enabled: state.applied !== null,
  });
  return (
    <ActionSearchPanel
      title="Environmental Rules"
      description="National environmental standards and policy statements, regional plans and district rules."
      searchLabel="Search environmental rules"
      placeholder="e.g. freshwater"
      hint="Enter a search or choose filters, then press Search."
      tabs={[
        { value: 'national-laws', label: 'National Laws' },
        { value: 'regional-rules', label: 'Regional Rules' },
        { value: 'district-regulations', label: 'District Regulations' },
      ]}
      filters={[
        { key: 'region', label: 'Region', options: opts(NZ_REGIONS) },
        { key: 'ruleType', label: 'Rule type', options: opts(RULE_TYPES) },
        { key: 'environmentalArea', label: 'Environmental area', options: opts(AREAS) },
      ]}
      state={state}
      result={result}
      empty={{
        title: 'No environmental rules found',
        officialLink: {
          label: 'National direction on environment.govt.nz',
          href: 'https://environment.govt.nz/acts-and-regulations/national-policy-statements/',
        },
      }}
      error={{ title: 'Environmental Rules - Error', message: 'Failed to fetch environmental rules' }}
      renderItem={(r) => (
        <RecordCard
          title={r.title}
          href={r.regulatoryUrl}
          badges={[r.shortName, r.ruleType, r.region]}
          record={r}
          sourceType={r.sourceType}
        >
          {r.authority && <Text fontSize="sm">{r.authority}</Text>}
          <DatedStatus status={r.status} asAt={r.asAt} />
          {r.enactedDate && <Text fontSize="sm">In effect from {formatDate(r.enactedDate)}</Text>}
          {r.description && <Text fontSize="sm">{r.description}</Text>}
          {r.environmentalAreas.length > 0 && (
            <Text fontSize="xs">Areas: {r.environmentalAreas.join(' · ')}</Text>
          )}
        </RecordCard>
      )}
    />
  );
}
