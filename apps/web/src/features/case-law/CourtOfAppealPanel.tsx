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
  const filters = { query, legalArea, outcome, significance, limit: LIMIT };
  const search = useQuery(
    trpc.caseLaw.courtOfAppealCases.queryOptions(omitEmpty(filters), { ...opts, enabled: tab === 'search' }),
  );
  const precedential = useQuery(
    trpc.caseLaw.courtOfAppealCases.queryOptions(omitEmpty({ ...filters, precedential: true }), {
      ...opts,
      enabled: tab === 'precedential',
    }),
  );
  const overview = useQuery(trpc.caseLaw.courtOfAppealCases.queryOptions({ limit: 1 }, opts));
  const shown = tab === 'precedential' ? precedential.data : search.data;
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
        <>
          <SearchBox label="Search appeals" placeholder="Case name, citation or words" onSearch={setQuery} />
          <FilterFields fields={filterFields} values={filterValues} onChange={setFilter} />
        </>
      }
      tabs={[
        {
          value: 'search',
          label: 'Search Appeals',
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
