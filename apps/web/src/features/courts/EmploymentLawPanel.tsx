import {
  type CaseOutcome,
  EMPLOYMENT_AREAS,
  EMPLOYMENT_CASE_TYPES,
  EMPLOYMENT_JURISDICTIONS,
  type EmploymentLawCasesInput,
} from '@aotearoa/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type FilterField,
  omitEmpty,
  plainOptions,
  useFilterValues,
  usePanelPage,
} from '../../components/panel';
import { trpc } from '../../lib/trpc';
import { CASE_SEARCH_HINT } from '../case-law/components';
import { CourtListPanel, type GroupSpec, groupsTab } from './CaseGroup';

/** The specification's stale time and retries for the employment list. */
const QUERY_OPTS = { staleTime: 15 * 60_000, retry: 2 } as const;
const LIMIT = 50;
const ERA_DETERMINATIONS = 'https://determinations.era.govt.nz/';
const EMPLOYMENT_COURT_JUDGMENTS = 'https://www.employmentcourt.govt.nz/judgments/';

/** The specification's By Jurisdiction groups (3 titles each plus '+N more'). */
const JURISDICTION_GROUPS = ['Employment Relations Authority', 'Employment Court', 'High Court'] as const;
const JURISDICTION_SHORT: Record<string, string> = { 'Employment Relations Authority': 'ERA' };
/** The specification's By Outcome groups (2 each); Ongoing has no rule (a published decision does not say so). */
const OUTCOME_GROUPS = ['Upheld', 'Dismissed', 'Settled', 'Ongoing'] as const;

type Filters = Omit<EmploymentLawCasesInput, 'limit' | 'sort' | 'page'>;

/** Case Law & Courts → Employment Law: ERA determinations and Employment Court and other courts' employment decisions. */
export default function EmploymentLawPanel() {
  const [query, setQuery] = useState('');
  const [filterValues, setFilter] = useFilterValues(['jurisdiction', 'caseType', 'employmentArea']);
  const { jurisdiction, caseType, employmentArea } = filterValues;
  const filters = omitEmpty({ query, jurisdiction, caseType, employmentArea }) as Filters;
  // A new search or filter starts at page 1; the page is in the URL.
  const [page, setPage] = usePanelPage(JSON.stringify(filters));
  const list = useQuery(
    trpc.courts.employmentLawCases.queryOptions({ ...filters, limit: LIMIT, page }, QUERY_OPTS),
  );
  const data = list.data;
  const empty = {
    title: 'No Employment Cases Found',
    description: 'Try adjusting your search terms or filters to find relevant employment law cases.',
    officialLink: { label: 'ERA determinations', href: ERA_DETERMINATIONS },
  };
  const error = {
    title: 'Employment Law Cases - Error',
    message: 'Failed to fetch employment law cases',
    officialLink: { label: 'Employment Court judgments', href: EMPLOYMENT_COURT_JUDGMENTS },
  };

  const jurisdictionGroups: GroupSpec[] = JURISDICTION_GROUPS.map((j) => ({
    key: j,
    label: JURISDICTION_SHORT[j] ? `${JURISDICTION_SHORT[j]} (${j})` : j,
    input: { ...filters, jurisdiction: j, limit: 3 },
  }));
  const extraOutcomes = Object.keys(data?.facets.outcomes ?? {}).filter(
    (o) => !(OUTCOME_GROUPS as readonly string[]).includes(o),
  ) as CaseOutcome[];
  const outcomeGroups: GroupSpec[] = [...OUTCOME_GROUPS, ...extraOutcomes].map((o) =>
    o === 'Ongoing'
      ? {
          key: o,
          label: o,
          note: 'Not shown: an outcome is read only from a decision’s own words, and a published decision does not say its case is ongoing.',
        }
      : { key: o, label: o, input: { ...filters, outcome: o, limit: 2 } },
  );

  const filterFields: FilterField<'jurisdiction' | 'caseType' | 'employmentArea'>[] = [
    { key: 'jurisdiction', label: 'Jurisdiction', options: plainOptions(EMPLOYMENT_JURISDICTIONS) },
    { key: 'caseType', label: 'Case type', options: plainOptions(EMPLOYMENT_CASE_TYPES) },
    { key: 'employmentArea', label: 'Employment area', options: plainOptions(EMPLOYMENT_AREAS) },
  ];
  return (
    <CourtListPanel
      title="Employment Law Cases"
      description="Employment Relations Authority determinations, Employment Court judgments and employment decisions of the High Court and Court of Appeal."
      search={{
        label: 'Search employment cases',
        placeholder: 'e.g. redundancy, holiday pay',
        hint: CASE_SEARCH_HINT,
        onSearch: setQuery,
      }}
      filters={{ fields: filterFields, values: filterValues, onChange: setFilter }}
      cases={{
        list,
        empty,
        error,
        variant: 'employment',
        loadingText: 'Loading employment cases...',
        onPageChange: setPage,
      }}
      tabs={[
        groupsTab(
          { value: 'jurisdiction', label: 'By Jurisdiction' },
          { procedure: 'employment', groups: jurisdictionGroups, opts: QUERY_OPTS, shown: 3 },
        ),
        groupsTab(
          { value: 'outcome', label: 'By Outcome' },
          { procedure: 'employment', groups: outcomeGroups, opts: QUERY_OPTS, shown: 2 },
        ),
      ]}
    />
  );
}
