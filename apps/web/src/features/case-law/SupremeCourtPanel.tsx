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
  LEGAL_AREA_OPTIONS,
  legalAreasTab,
  OFFICIAL,
  SIGNIFICANCE_OPTIONS,
  STALE,
  useCourtQueries,
} from './case-parts';

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
  const {
    search,
    second: landmark,
    overview,
    shown,
  } = useCourtQueries({
    queryOptions: (input, o) => trpc.caseLaw.supremeCourtCases.queryOptions(input, o),
    input: { query, legalArea, year, significance, limit: LIMIT },
    tab,
    second: { tab: 'landmark', extra: { significance: 'high' } },
    opts,
  });
  const years = Object.keys(overview.data?.facets.years ?? {}).sort((a, b) => b.localeCompare(a));
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
        <SearchFilters
          search={{
            label: 'Search Supreme Court cases',
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
          {
            value: 'landmark',
            label: 'Landmark Cases',
            note: 'Decisions of high significance: reported in the New Zealand Law Reports or listed by the court as of public interest. Each badge says how it was decided.',
          },
          { query: landmark, empty, error },
        ),
        legalAreasTab(overview.data?.facets.legalAreas ?? {}, (a) => {
          setFilter('legalArea', a);
          setTab('search');
        }),
      ]}
    />
  );
}
