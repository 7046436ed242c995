import type { CaseFacetCounts } from '@aotearoa/contracts';
import { useState } from 'react';
import {
  type EmptyState,
  type ErrorState,
  type FilterField,
  type PanelTab,
  SearchFilters,
  sourcesOf,
  ToolPanel,
  useFilterValues,
  usePanelPage,
} from '../../components/panel';
import { type CaseListQueryOptions, type CourtQueryOpts, casesTab, useCourtQueries } from './case-parts';
import { CASE_SEARCH_HINT } from './components';

/** What sets a court panel apart: its court's list, texts, filters and tabs; the rest is the same for every court. */
export interface CourtCasesPanelSpec<K extends string> {
  title: string;
  description: string;
  /** Label of the search box, e.g. 'Search appeals'. */
  searchLabel: string;
  /** The court's case list, e.g. `(input, o) => trpc.caseLaw.highCourtCases.queryOptions(input, o)`. */
  queryOptions: CaseListQueryOptions<Record<K | 'query', string> & { limit: number; page: number }>;
  opts: CourtQueryOpts;
  /** Decisions a list asks for. */
  limit: number;
  /** The filters sent with the search, in the order of their selects. */
  filterKeys: readonly K[];
  /** The filter selects, given the unfiltered facet counts (e.g. the registries or years held). */
  fields: (facets: CaseFacetCounts | undefined) => FilterField<K>[];
  /** Label of the search tab (its value is `search`). */
  searchTab: string;
  /** A second list: the filters with `extra` (e.g. only precedential decisions), fetched while its tab is open. */
  second?: { tab: string; label: string; note: string; extra: Record<string, unknown> };
  empty: EmptyState;
  error: ErrorState;
  /** Show each decision's court on its card (a panel over several courts). */
  showCourt?: boolean;
  /**
   * The last tab (legal areas, case types), given the unfiltered facet counts; its cards call `pick` with the
   * filter values to set (each other value stays), which also opens the search tab.
   */
  browseTab: (
    facets: CaseFacetCounts | undefined,
    pick: (values: Partial<Record<K, string>>) => void,
  ) => PanelTab;
}

/**
 * A court's decisions panel (Court of Appeal, High Court, Supreme Court, District Court): the search box and filter
 * selects, the search tab, the optional second list tab with its note, and the browse tab whose cards set filters.
 * Filters 'all' and a blank search are not sent; the source line follows the open list.
 */
export function CourtCasesPanel<K extends string>(spec: CourtCasesPanelSpec<K>) {
  const [tab, setTab] = useState('search');
  const [query, setQuery] = useState('');
  const [filterValues, setFilter] = useFilterValues(spec.filterKeys);
  // A new search, filter or tab starts at page 1; the page is in the URL.
  const [page, setPage] = usePanelPage(JSON.stringify([tab, query, filterValues]));
  const { search, second, overview, shown } = useCourtQueries({
    queryOptions: spec.queryOptions,
    input: { query, ...filterValues, limit: spec.limit, page },
    tab,
    second: spec.second,
    opts: spec.opts,
  });
  const facets = overview.data?.facets;
  const { empty, error } = spec;
  const card = spec.showCourt ? { showCourt: true } : {};
  const pick = (values: Partial<Record<K, string>>) => {
    for (const [key, value] of Object.entries(values) as Array<[K, string]>) setFilter(key, value);
    setTab('search');
  };
  return (
    <ToolPanel
      title={spec.title}
      description={spec.description}
      sources={shown ? sourcesOf(shown.cases) : []}
      tab={tab}
      onTabChange={setTab}
      controls={
        <SearchFilters
          search={{
            label: spec.searchLabel,
            placeholder: 'Case name, citation or words',
            hint: CASE_SEARCH_HINT,
            onSearch: setQuery,
          }}
          fields={spec.fields(facets)}
          values={filterValues}
          onChange={setFilter}
        />
      }
      tabs={[
        casesTab(
          { value: 'search', label: spec.searchTab },
          { query: search, empty, error, onPageChange: setPage, ...card },
        ),
        ...(spec.second
          ? [
              casesTab(
                { value: spec.second.tab, label: spec.second.label, note: spec.second.note },
                { query: second, empty, error, onPageChange: setPage, ...card },
              ),
            ]
          : []),
        spec.browseTab(facets, pick),
      ]}
    />
  );
}
