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
  PRECEDENTIAL_NOTE,
  SIGNIFICANCE_OPTIONS,
  STALE,
  useCourtQueries,
} from './case-parts';

/** The seed's appeal outcomes. */
const OUTCOME_OPTIONS = ['Allowed', 'Partially allowed', 'Dismissed'].map((v) => ({ value: v, label: v }));
const LIMIT = 50;
const opts = { staleTime: STALE.appeal, retry: COURT_RETRIES };

/**
 * Case Law & Courts → Court of Appeal: decisions of the Court of Appeal from the index. Filters legal area, outcome
 * (only where the judgment states it in its own words; the badge quotes them) and significance. Tabs Search
 * Appeals, Precedential Cases (reported, listed by the court, or cited) and Legal Areas (a card sets the filter).
 */
export default function CourtOfAppealPanel() {
  const [tab, setTab] = useState('search');
  const [query, setQuery] = useState('');
  const [filterValues, setFilter] = useFilterValues(['legalArea', 'outcome', 'significance']);
  const { legalArea, outcome, significance } = filterValues;
  const {
    search,
    second: precedential,
    overview,
    shown,
  } = useCourtQueries({
    queryOptions: (input, o) => trpc.caseLaw.courtOfAppealCases.queryOptions(input, o),
    input: { query, legalArea, outcome, significance, limit: LIMIT },
    tab,
    second: { tab: 'precedential', extra: { precedential: true } },
    opts,
  });
  const error = {
    title: 'Court of Appeal Cases - Error',
    message: 'Failed to fetch Court of Appeal cases',
    officialLink: OFFICIAL.courts,
  };
  const empty = { title: 'No appeals found', officialLink: OFFICIAL.courts };
  const filterFields: FilterField<'legalArea' | 'outcome' | 'significance'>[] = [
    { key: 'legalArea', label: 'Legal area', options: LEGAL_AREA_OPTIONS },
    { key: 'outcome', label: 'Outcome', options: OUTCOME_OPTIONS },
    { key: 'significance', label: 'Significance', options: SIGNIFICANCE_OPTIONS },
  ];
  return (
    <ToolPanel
      title="Court of Appeal Cases"
      description="Decisions of the Court of Appeal of New Zealand."
      sources={shown ? sourcesOf(shown.cases) : []}
      tab={tab}
      onTabChange={setTab}
      controls={
        <SearchFilters
          search={{
            label: 'Search appeals',
            placeholder: 'Case name, citation or words',
            onSearch: setQuery,
          }}
          fields={filterFields}
          values={filterValues}
          onChange={setFilter}
        />
      }
      tabs={[
        casesTab({ value: 'search', label: 'Search Appeals' }, { query: search, empty, error }),
        casesTab(
          { value: 'precedential', label: 'Precedential Cases', note: PRECEDENTIAL_NOTE },
          { query: precedential, empty, error },
        ),
        legalAreasTab(overview.data?.facets.legalAreas ?? {}, (a) => {
          setFilter('legalArea', a);
          setTab('search');
        }),
      ]}
    />
  );
}
