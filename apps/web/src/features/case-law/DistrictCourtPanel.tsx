import { CASE_TYPES } from '@aotearoa/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type FilterField,
  omitEmpty,
  SearchFilters,
  sourcesOf,
  ToolPanel,
  useFilterValues,
} from '../../components/panel';
import { trpc } from '../../lib/trpc';
import { COURT_RETRIES, casesTab, choicesTab, LEGAL_AREA_OPTIONS, OFFICIAL, STALE } from './case-parts';

const LIMIT = 50;
const opts = { staleTime: STALE.district, retry: COURT_RETRIES };
/** District Courts hear no judicial reviews: the other case types. */
const DC_TYPES = CASE_TYPES.filter((t) => t !== 'Judicial Review');

/**
 * Case Law & Courts → District Court: decisions of the District Court and its Family and Youth Courts from the
 * index (most are listing metadata; each card says so). Tabs Search Cases and Browse by Type (a type card sets the
 * case type filter and opens the search).
 */
export default function DistrictCourtPanel() {
  const [tab, setTab] = useState('search');
  const [query, setQuery] = useState('');
  const [filterValues, setFilter] = useFilterValues(['location', 'caseType', 'legalArea']);
  const { location, caseType, legalArea } = filterValues;
  const search = useQuery(
    trpc.caseLaw.districtCourtCases.queryOptions(
      omitEmpty({ query, location, caseType, legalArea, limit: LIMIT }),
      opts,
    ),
  );
  const overview = useQuery(trpc.caseLaw.districtCourtCases.queryOptions({ limit: 1 }, opts));
  const facets = overview.data?.facets;
  const locations = Object.keys(facets?.locations ?? {}).sort();
  const filterFields: FilterField<'location' | 'caseType' | 'legalArea'>[] = [
    {
      key: 'location',
      label: 'Registry',
      allLabel: 'All registries',
      options: locations.map((l) => ({ value: l, label: l })),
    },
    { key: 'caseType', label: 'Case type', options: DC_TYPES.map((t) => ({ value: t, label: t })) },
    { key: 'legalArea', label: 'Legal area', options: LEGAL_AREA_OPTIONS },
  ];
  return (
    <ToolPanel
      title="District Court Cases"
      description="Decisions of the District Court of New Zealand, with its Family and Youth Courts."
      sources={search.data ? sourcesOf(search.data.cases) : []}
      tab={tab}
      onTabChange={setTab}
      controls={
        <SearchFilters
          search={{
            label: 'Search District Court cases',
            placeholder: 'Case name, citation or words',
            onSearch: setQuery,
          }}
          fields={filterFields}
          values={filterValues}
          onChange={setFilter}
        />
      }
      tabs={[
        casesTab(
          { value: 'search', label: 'Search Cases' },
          {
            query: search,
            showCourt: true,
            empty: { title: 'No cases found', officialLink: OFFICIAL.district },
            error: {
              title: 'District Court Cases - Error',
              message: 'Failed to fetch District Court cases',
              officialLink: OFFICIAL.district,
            },
          },
        ),
        choicesTab(
          {
            value: 'types',
            label: 'Browse by Type',
            note: 'Case types are read from the court, case name, file number and listing by documented rules (administrative matters have no such rule); decisions no rule classifies are in no type.',
          },
          {
            items: DC_TYPES.map((t) => ({ value: t, label: t, count: facets?.caseTypes[t] ?? 0 })),
            emptyText: 'No case types are recorded.',
            onPick: (t) => {
              setFilter('caseType', t);
              setTab('search');
            },
          },
        ),
      ]}
    />
  );
}
