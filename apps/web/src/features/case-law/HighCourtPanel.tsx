import { CASE_TYPES } from '@aotearoa/contracts';
import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type FilterField,
  FilterFields,
  omitEmpty,
  SearchBox,
  sourcesOf,
  ToolPanel,
  useFilterValues,
} from '../../components/panel';
import { trpc } from '../../lib/trpc';
import { ChoiceCards, COURT_RETRIES, LEGAL_AREA_OPTIONS, OFFICIAL, STALE } from './case-parts';
import { CaseResults } from './components';

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
  const filters = { query, location, caseType, legalArea, limit: LIMIT };
  const search = useQuery(
    trpc.caseLaw.highCourtCases.queryOptions(omitEmpty(filters), { ...opts, enabled: tab === 'search' }),
  );
  const precedential = useQuery(
    trpc.caseLaw.highCourtCases.queryOptions(omitEmpty({ ...filters, precedential: true }), {
      ...opts,
      enabled: tab === 'precedential',
    }),
  );
  const overview = useQuery(trpc.caseLaw.highCourtCases.queryOptions({ limit: 1 }, opts));
  const facets = overview.data?.facets;
  const locations = Object.keys(facets?.locations ?? {}).sort();
  const shown = tab === 'precedential' ? precedential.data : search.data;
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
        <>
          <SearchBox
            label="Search High Court cases"
            placeholder="Case name, citation or words"
            onSearch={setQuery}
          />
          <FilterFields fields={filterFields} values={filterValues} onChange={setFilter} />
        </>
      }
      tabs={[
        {
          value: 'search',
          label: 'Search Cases',
          content: <CaseResults query={search} empty={empty} error={error} />,
        },
        {
          value: 'precedential',
          label: 'Precedential Cases',
          content: (
            <>
              <Text fontSize="sm" color="fg.muted" my="2">
                Decisions reported in a law-report series, listed by the court as of public interest, or cited
                by another indexed document.
              </Text>
              <CaseResults query={precedential} empty={empty} error={error} />
            </>
          ),
        },
        {
          value: 'types',
          label: 'Browse by Type',
          content: (
            <>
              <Text fontSize="sm" color="fg.muted" mb="3">
                Case types are read from the case name, file number and heading by documented rules; decisions
                no rule classifies are in no type.
              </Text>
              <ChoiceCards
                items={TYPE_CARDS.map((t) => ({
                  value: `${t.by}:${t.value}`,
                  label: t.label,
                  count: (t.by === 'caseType' ? facets?.caseTypes : facets?.legalAreas)?.[t.value] ?? 0,
                }))}
                emptyText="No case types are recorded."
                onPick={(v) => {
                  const [by, value = ''] = v.split(/:(.*)/s);
                  setFilter('caseType', by === 'caseType' ? value : 'all');
                  setFilter('legalArea', by === 'legalArea' ? value : 'all');
                  setTab('search');
                }}
              />
            </>
          ),
        },
      ]}
    />
  );
}
