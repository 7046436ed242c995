import type { AppRouter } from '@aotearoa/api/router';
import {
  type CaseFacetCounts,
  type CaseListOutput,
  LEGAL_AREA_LABELS,
  LEGAL_AREAS,
  type LegalArea,
  SIGNIFICANCE_LEVELS,
} from '@aotearoa/contracts';
import { chakra, SimpleGrid, Text } from '@chakra-ui/react';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { TRPCClientErrorLike } from '@trpc/client';
import type { TRPCQueryKey } from '@trpc/tanstack-react-query';
import type { ReactNode } from 'react';
import type { FilterField, FilterOption, PanelTab } from '../../components/panel';
import { omitEmpty } from '../../components/panel/omit-empty';
import { formatNumber } from '../../lib/format';
import { CaseResults, SIGNIFICANCE_LABELS } from './components';

/** Retries of the court queries (the specification's 2). */
export const COURT_RETRIES = 2;
const MINUTE = 60_000;
/** The specification's stale times of the court tools. */
export const STALE = {
  district: 10 * MINUTE,
  high: 15 * MINUTE,
  supreme: 20 * MINUTE,
  appeal: 20 * MINUTE,
  judicial: 20 * MINUTE,
  recent: 24 * 60 * MINUTE,
} as const;

export const SIGNIFICANCE_OPTIONS: FilterOption[] = SIGNIFICANCE_LEVELS.map((v) => ({
  value: v,
  label: SIGNIFICANCE_LABELS[v],
}));
/** Every legal area except the catch-all `general`, as filter options. */
export const LEGAL_AREA_OPTIONS: FilterOption[] = LEGAL_AREAS.filter((a) => a !== 'general').map((a) => ({
  value: a,
  label: LEGAL_AREA_LABELS[a],
}));

/** Official site links for empty and error states. */
export const OFFICIAL = {
  courts: { label: 'Courts of New Zealand judgments', href: 'https://www.courtsofnz.govt.nz/judgments/' },
  district: { label: 'District Court judgments', href: 'https://www.districtcourts.govt.nz/judgments/' },
  nzlii: { label: 'NZLII case law', href: 'https://www.nzlii.org/nz/cases/' },
  jdo: { label: 'Judicial Decisions Online', href: 'https://forms.justice.govt.nz/jdo/Search.jsp' },
} as const;

/** A grid of choice cards (legal areas, case types) with counts; choosing one calls `onPick`. */
export function ChoiceCards(props: {
  items: ReadonlyArray<{ value: string; label: string; count: number; note?: string }>;
  onPick: (value: string) => void;
  emptyText: string;
}) {
  if (props.items.length === 0)
    return (
      <Text color="fg.muted" py="4">
        {props.emptyText}
      </Text>
    );
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3">
      {props.items.map((it) => (
        <chakra.button
          key={it.value}
          type="button"
          textAlign="left"
          borderWidth="1px"
          borderRadius="md"
          p="3"
          _hover={{ bg: 'bg.muted' }}
          onClick={() => props.onPick(it.value)}
          data-testid="choice-card"
        >
          <Text fontWeight="semibold">{it.label}</Text>
          <Text fontSize="sm" color="fg.muted">
            {formatNumber(it.count)} decision{it.count === 1 ? '' : 's'}
          </Text>
          {it.note && (
            <Text fontSize="xs" color="fg.muted">
              {it.note}
            </Text>
          )}
        </chakra.button>
      ))}
    </SimpleGrid>
  );
}

/** Legal-area choice cards from facet counts (the catch-all `general` left out), largest first. */
export function legalAreaItems(counts: Record<string, number>) {
  return Object.entries(counts)
    .filter(([a, n]) => a !== 'general' && n > 0 && a in LEGAL_AREA_LABELS)
    .sort((a, b) => b[1] - a[1])
    .map(([a, n]) => ({ value: a, label: LEGAL_AREA_LABELS[a as LegalArea], count: n }));
}

/** A tab's explanatory line above its content (how its decisions were chosen). */
function TabNote({ children, mb }: { children: ReactNode; mb?: boolean }) {
  return (
    <Text fontSize="sm" color="fg.muted" {...(mb ? { mb: '3' } : { my: '2' })}>
      {children}
    </Text>
  );
}

/**
 * A court panel's tab of decisions: the `CaseResults` of `props` (query, empty and error states, card options),
 * under `note` when the tab says how its decisions were chosen (e.g. Precedential Cases).
 */
export function casesTab(
  tab: { value: string; label: string; note?: ReactNode },
  props: Parameters<typeof CaseResults>[0],
): PanelTab {
  const results = <CaseResults {...props} />;
  return {
    value: tab.value,
    label: tab.label,
    content: tab.note ? (
      <>
        <TabNote>{tab.note}</TabNote>
        {results}
      </>
    ) : (
      results
    ),
  };
}

/**
 * A court panel's tab of choice cards (legal areas, case types) that set a filter: `onPick` gets the card's value;
 * `note` says how the cards' counts were made.
 */
export function choicesTab(
  tab: { value: string; label: string; note?: ReactNode },
  cards: Parameters<typeof ChoiceCards>[0],
): PanelTab {
  const grid = <ChoiceCards {...cards} />;
  return {
    value: tab.value,
    label: tab.label,
    content: tab.note ? (
      <>
        <TabNote mb>{tab.note}</TabNote>
        {grid}
      </>
    ) : (
      grid
    ),
  };
}

/** The Legal Areas tab: a card per legal area with decisions in `counts` (largest first); a card sets the filter. */
export function legalAreasTab(counts: Record<string, number>, onPick: (area: string) => void): PanelTab {
  return choicesTab(
    { value: 'areas', label: 'Legal Areas' },
    { items: legalAreaItems(counts), emptyText: 'No legal areas are recorded for these decisions.', onPick },
  );
}

/** What the Precedential Cases tabs list (see the API's `precedential` filter). */
export const PRECEDENTIAL_NOTE =
  'Decisions reported in a law-report series, listed by the court as of public interest, or cited by another indexed document.';

/** How long a court panel's answers stay fresh, and how often a failed one is retried. */
export interface CourtQueryOpts {
  staleTime: number;
  retry: number;
}

/** The query options of one court's case list for an input, e.g. `trpc.caseLaw.highCourtCases.queryOptions`. */
export type CaseListQueryOptions<I> = (
  input: Partial<I>,
  opts: CourtQueryOpts & { enabled: boolean },
) => UseQueryOptions<CaseListOutput, TRPCClientErrorLike<AppRouter>, CaseListOutput, TRPCQueryKey>;

/**
 * The queries of a court panel with a search tab and maybe a second list tab (e.g. Precedential Cases): `search`
 * (the panel's `input`, fetched while the `search` tab is open, or always without a second list), `second` (`input`
 * with `second.extra`, while the tab `second.tab` is open), `overview` (one unfiltered decision, for the facet counts) and `shown` (the data of the
 * open list, for the source line). 'All' and blank values are not sent.
 */
export function useCourtQueries<I extends { limit: number }>(spec: {
  queryOptions: CaseListQueryOptions<I>;
  input: I;
  tab: string;
  second?: { tab: string; extra: Record<string, unknown> } | undefined;
  opts: CourtQueryOpts;
}) {
  const { queryOptions, input, tab, second, opts } = spec;
  const search = useQuery(queryOptions(omitEmpty(input), { ...opts, enabled: !second || tab === 'search' }));
  const secondList = useQuery(
    queryOptions(omitEmpty({ ...input, ...second?.extra }) as Partial<I>, {
      ...opts,
      enabled: second !== undefined && tab === second.tab,
    }),
  );
  const overview = useQuery(
    queryOptions({ limit: 1 } as Partial<I & { limit: number }>, { ...opts, enabled: true }),
  );
  const shown = second && tab === second.tab ? secondList.data : search.data;
  return { search, second: secondList, overview, shown };
}

/**
 * The filters of a trial court's panel: Registry (the registries the unfiltered `facets` hold, by name), Case type
 * (`caseTypes`, the types that court hears) and Legal area.
 */
export function registryFields(
  facets: CaseFacetCounts | undefined,
  caseTypes: readonly string[],
): FilterField<'location' | 'caseType' | 'legalArea'>[] {
  return [
    {
      key: 'location',
      label: 'Registry',
      allLabel: 'All registries',
      options: Object.keys(facets?.locations ?? {})
        .sort()
        .map((l) => ({ value: l, label: l })),
    },
    { key: 'caseType', label: 'Case type', options: caseTypes.map((t) => ({ value: t, label: t })) },
    { key: 'legalArea', label: 'Legal area', options: LEGAL_AREA_OPTIONS },
  ];
}
