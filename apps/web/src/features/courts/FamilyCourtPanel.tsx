import {
  FAMILY_CASE_TYPES,
  FAMILY_JURISDICTIONS,
  FAMILY_LAW_AREAS,
  type FamilyCourtCasesInput,
} from '@aotearoa/contracts';
import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import {
  type FilterField,
  omitEmpty,
  plainOptions,
  useFilterValues,
  usePanelPage,
} from '../../components/panel';
import { trpc } from '../../lib/trpc';
import { CASE_SEARCH_HINT, CaseResults } from '../case-law/components';
import { CourtListPanel, type GroupSpec, groupsTab } from './CaseGroup';

/** The specification's stale time and retries for the family list. */
const QUERY_OPTS = { staleTime: 15 * 60_000, retry: 2 } as const;
const LIMIT = 40;
/** The specification's Children and Protection tabs show up to 6 cases; Children cuts summaries to 120 characters. */
const TAB_LIMIT = 6;
const FAMILY_COURT_DECISIONS = 'https://www.nzlii.org/nz/cases/NZFC/';
const PUBLICATION_RULES = 'https://www.justice.govt.nz/family/about/restriction-on-publishing-judgments/';

type Filters = Omit<FamilyCourtCasesInput, 'limit' | 'sort' | 'page'>;

/** Case Law & Courts → Family Court: family decisions with their publication-restriction notices. */
export default function FamilyCourtPanel() {
  const [query, setQuery] = useState('');
  const [filterValues, setFilter] = useFilterValues([
    'jurisdiction',
    'caseType',
    'familyLawArea',
    'childrenInvolved',
  ]);
  const { jurisdiction, caseType, familyLawArea, childrenInvolved } = filterValues;
  const filters = omitEmpty({ query, jurisdiction, caseType, familyLawArea, childrenInvolved }) as Filters;
  // A new search or filter starts at page 1; the page is in the URL.
  const [page, setPage] = usePanelPage(JSON.stringify(filters));
  const list = useQuery(
    trpc.courts.familyCourtCases.queryOptions({ ...filters, limit: LIMIT, page }, QUERY_OPTS),
  );
  const empty = {
    title: 'No Family Cases Found',
    description: 'Try adjusting your search terms or filters.',
    officialLink: { label: 'Family Court decisions on NZLII', href: FAMILY_COURT_DECISIONS },
  };
  const error = { title: 'Family Court Cases - Error', message: 'Failed to fetch family court cases' };

  // The specification's By Type tab: 6 types, 3 cases each.
  const typeGroups: GroupSpec[] = FAMILY_CASE_TYPES.slice(0, 6).map((t) => ({
    key: t,
    label: t,
    input: { ...filters, caseType: t, limit: 3 },
  }));

  const filterFields: FilterField<'jurisdiction' | 'caseType' | 'familyLawArea' | 'childrenInvolved'>[] = [
    { key: 'jurisdiction', label: 'Jurisdiction', options: plainOptions(FAMILY_JURISDICTIONS) },
    { key: 'caseType', label: 'Case type', options: plainOptions(FAMILY_CASE_TYPES) },
    { key: 'familyLawArea', label: 'Family law area', options: plainOptions(FAMILY_LAW_AREAS) },
    {
      key: 'childrenInvolved',
      label: 'Children involved',
      options: [
        { value: 'true', label: 'Yes' },
        { value: 'false', label: 'No' },
      ],
    },
  ];
  return (
    <CourtListPanel
      title="Family Court Cases"
      description="Family Court decisions and family law decisions of the higher courts. Publication restrictions are shown on every decision that has one."
      search={{
        label: 'Search family cases',
        placeholder: 'e.g. relationship property',
        hint: CASE_SEARCH_HINT,
        onSearch: setQuery,
      }}
      filters={{ fields: filterFields, values: filterValues, onChange: setFilter }}
      cases={{
        list,
        empty,
        error,
        variant: 'family',
        loadingText: 'Loading family cases...',
        onPageChange: setPage,
      }}
      tabs={[
        groupsTab(
          { value: 'type', label: 'By Type' },
          { procedure: 'family', groups: typeGroups, opts: QUERY_OPTS, shown: 3 },
        ),
        {
          value: 'children',
          label: 'Children',
          content: (
            <FlagTab
              input={{ ...filters, childrenInvolved: true, limit: TAB_LIMIT }}
              summaryMax={120}
              emptyTitle="No cases with children involved found"
            />
          ),
        },
        {
          value: 'protection',
          label: 'Protection',
          content: (
            <FlagTab
              input={{ ...filters, protectionOrder: true, limit: TAB_LIMIT }}
              emptyTitle="No protection-order cases found"
            />
          ),
        },
      ]}
    />
  );
}

/** The Children and Protection tabs: up to 6 decisions the documented rules mark (children involved / protection order). */
function FlagTab(props: {
  input: Omit<FamilyCourtCasesInput, 'page'>;
  summaryMax?: number;
  emptyTitle: string;
}) {
  const q = useQuery(trpc.courts.familyCourtCases.queryOptions(props.input, QUERY_OPTS));
  return (
    <>
      <Text fontSize="sm" color="fg.muted" mb="3">
        Marked by a documented rule from the decision’s own record (hover or focus a badge to see why).
        Publication restrictions:{' '}
        <ExternalLink href={PUBLICATION_RULES} colorPalette="blue">
          Family Court publishing rules
        </ExternalLink>
        .
      </Text>
      <CaseResults
        query={q}
        variant="family"
        count={false}
        summaryMax={props.summaryMax}
        empty={{
          title: props.emptyTitle,
          description: 'Only decisions whose record states it are marked; none of the decisions held does.',
          officialLink: { label: 'Family Court decisions on NZLII', href: FAMILY_COURT_DECISIONS },
        }}
        error={{ title: 'Family Court Cases - Error', message: 'Failed to fetch family court cases' }}
        skeletonRows={6}
      />
    </>
  );
}
