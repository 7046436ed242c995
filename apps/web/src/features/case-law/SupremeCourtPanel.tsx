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
import {
  ChoiceCards,
  COURT_RETRIES,
  LEGAL_AREA_OPTIONS,
  legalAreaItems,
  OFFICIAL,
  SIGNIFICANCE_OPTIONS,
  STALE,
} from './case-parts';
import { CaseResults } from './components';

const LIMIT = 30;
const opts = { staleTime: STALE.supreme, retry: COURT_RETRIES };

/**
 * Case Law & Courts → Supreme Court: decisions of the Supreme Court from the index. Tabs Search Cases, Landmark
 * Cases (significance high, with how it was decided) and Legal Areas (a card sets the legal area filter). The Year
 * select lists the years the index holds decisions for and is sent with the search.
 */
export default function SupremeCourtPanel() {
  const [tab, setTab] = useState('search');
  const [query, setQuery] = useState('');
  const [filterValues, setFilter] = useFilterValues(['legalArea', 'significance', 'year']);
  const { legalArea, significance, year } = filterValues;
  const filters = { query, legalArea, year };
  const search = useQuery(
    trpc.caseLaw.supremeCourtCases.queryOptions(omitEmpty({ ...filters, significance, limit: LIMIT }), {
      ...opts,
      enabled: tab === 'search',
    }),
  );
  const landmark = useQuery(
    trpc.caseLaw.supremeCourtCases.queryOptions(
      omitEmpty({ ...filters, significance: 'high', limit: LIMIT }),
      {
        ...opts,
        enabled: tab === 'landmark',
      },
    ),
  );
  // Unfiltered counts: the Year options and the Legal Areas cards.
  const overview = useQuery(trpc.caseLaw.supremeCourtCases.queryOptions({ limit: 1 }, opts));
  const years = Object.keys(overview.data?.facets.years ?? {}).sort((a, b) => b.localeCompare(a));
  const shown = tab === 'landmark' ? landmark.data : search.data;
  const error = {
    title: 'Supreme Court Cases - Error',
    message: 'Failed to fetch Supreme Court cases',
    officialLink: OFFICIAL.courts,
  };
  const empty = { title: 'No cases found', officialLink: OFFICIAL.courts };
  const filterFields: FilterField<'legalArea' | 'significance' | 'year'>[] = [
    { key: 'legalArea', label: 'Legal area', options: LEGAL_AREA_OPTIONS },
    { key: 'significance', label: 'Significance', options: SIGNIFICANCE_OPTIONS },
    {
      key: 'year',
      label: 'Year',
      allLabel: 'All years',
      options: years.map((y) => ({ value: y, label: y })),
    },
  ];
  return (
    <ToolPanel
      title="Supreme Court Cases"
      description="Decisions of the Supreme Court of New Zealand, the final court of appeal."
      sources={shown ? sourcesOf(shown.cases) : []}
      tab={tab}
      onTabChange={setTab}
      controls={
        <>
          <SearchBox
            label="Search Supreme Court cases"
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
          value: 'landmark',
          label: 'Landmark Cases',
          content: (
            <>
              <Text fontSize="sm" color="fg.muted" my="2">
                Decisions of high significance: reported in the New Zealand Law Reports or listed by the court
                as of public interest. Each badge says how it was decided.
              </Text>
              <CaseResults query={landmark} empty={empty} error={error} />
            </>
          ),
        },
        {
          value: 'areas',
          label: 'Legal Areas',
          content: (
            <ChoiceCards
              items={legalAreaItems(overview.data?.facets.legalAreas ?? {})}
              emptyText="No legal areas are recorded for these decisions."
              onPick={(a) => {
                setFilter('legalArea', a);
                setTab('search');
              }}
            />
          ),
        },
      ]}
    />
  );
}
