import { CASE_TYPES } from '@aotearoa/contracts';
import { useState } from 'react';
import {
  type FilterField,
  SearchFilters,
  sourcesOf,
  ToolPanel,
  useFilterValues,
} from '../../components/panel';
import { trpc } from '../../lib/trpc';
import {
  COURT_RETRIES,
  casesTab,
  choicesTab,
  LEGAL_AREA_OPTIONS,
  OFFICIAL,
  PRECEDENTIAL_NOTE,
  STALE,
  useCourtQueries,
} from './case-parts';

const LIMIT = 50;
const opts = { staleTime: STALE.high, retry: COURT_RETRIES };
const CASE_TYPE_OPTIONS = CASE_TYPES.map((t) => ({ value: t, label: t }));

/**
 * The seed's Browse by Type cards: Criminal, Civil and Judicial Review are case types (derived by the indexer's
 * rules); Employment and Treaty of Waitangi are legal areas.
 */
const TYPE_CARDS = [
  { value: 'Criminal', label: 'Criminal', by: 'caseType' },
  { value: 'Civil', label: 'Civil', by: 'caseType' },
  { value: 'Judicial Review', label: 'Judicial Review', by: 'caseType' },
  { value: 'employment', label: 'Employment', by: 'legalArea' },
  { value: 'treaty_maori_land', label: 'Treaty of Waitangi', by: 'legalArea' },
] as const;

/**
 * Case Law & Courts → High Court: High Court decisions from the index, filterable by registry (those the index
 * records), case type and legal area. Tabs Search Cases, Precedential Cases and Browse by Type (a card sets the
 * case type or legal area filter).
 */
export default function HighCourtPanel() {
  const [tab, setTab] = useState('search');
  const [query, setQuery] = useState('');
  const [filterValues, setFilter] = useFilterValues(['location', 'caseType', 'legalArea']);
  const { location, caseType, legalArea } = filterValues;
  const {
    search,
    second: precedential,
    overview,
    shown,
  } = useCourtQueries({
    queryOptions: (input, o) => trpc.caseLaw.highCourtCases.queryOptions(input, o),
    input: { query, location, caseType, legalArea, limit: LIMIT },
    tab,
    second: { tab: 'precedential', extra: { precedential: true } },
    opts,
  });
  const facets = overview.data?.facets;
  const locations = Object.keys(facets?.locations ?? {}).sort();
  const error = {
    title: 'High Court Cases - Error',
    message: 'Failed to fetch High Court cases',
    officialLink: OFFICIAL.courts,
  };
  const empty = { title: 'No cases found', officialLink: OFFICIAL.nzlii };
  const filterFields: FilterField<'location' | 'caseType' | 'legalArea'>[] = [
    {
      key: 'location',
      label: 'Registry',
      allLabel: 'All registries',
      options: locations.map((l) => ({ value: l, label: l })),
    },
    { key: 'caseType', label: 'Case type', options: CASE_TYPE_OPTIONS },
    { key: 'legalArea', label: 'Legal area', options: LEGAL_AREA_OPTIONS },
  ];
  return (
    <ToolPanel
      title="High Court Cases"
      description="Decisions of the High Court of New Zealand."
      sources={shown ? sourcesOf(shown.cases) : []}
      tab={tab}
      onTabChange={setTab}
      controls={
        <SearchFilters
          search={{
            label: 'Search High Court cases',
            placeholder: 'Case name, citation or words',
            onSearch: setQuery,
          }}
          fields={filterFields}
          values={filterValues}
          onChange={setFilter}
        />
      }
      tabs={[
        casesTab({ value: 'search', label: 'Search Cases' }, { query: search, empty, error }),
        casesTab(
          { value: 'precedential', label: 'Precedential Cases', note: PRECEDENTIAL_NOTE },
          { query: precedential, empty, error },
        ),
        choicesTab(
          {
            value: 'types',
            label: 'Browse by Type',
            note: 'Case types are read from the case name, file number and heading by documented rules; decisions no rule classifies are in no type.',
          },
          {
            items: TYPE_CARDS.map((t) => ({
              value: `${t.by}:${t.value}`,
              label: t.label,
              count: (t.by === 'caseType' ? facets?.caseTypes : facets?.legalAreas)?.[t.value] ?? 0,
            })),
            emptyText: 'No case types are recorded.',
            onPick: (v) => {
              const [by, value = ''] = v.split(/:(.*)/s);
              setFilter('caseType', by === 'caseType' ? value : 'all');
              setFilter('legalArea', by === 'legalArea' ? value : 'all');
              setTab('search');
            },
          },
        ),
      ]}
    />
  );
}
