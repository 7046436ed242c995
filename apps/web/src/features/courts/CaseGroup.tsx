import type { CaseListOutput, EmploymentLawCasesInput, FamilyCourtCasesInput } from '@aotearoa/contracts';
import { Box, Heading, List, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { skeletonRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import {
  type EmptyState,
  type ErrorState,
  type PanelTab,
  type SearchBox,
  SearchFilters,
  sourcesOf,
  ToolPanel,
} from '../../components/panel';
import type { QueryLike } from '../../components/panel/QueryState';
import { formatNumber } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { addRecipes } from '../../theme/system';
import { type CaseCardVariant, CaseResults, truncate } from '../case-law/components';

addRecipes({ skeleton: skeletonRecipe });

/** One group of a grouped tab: its own query (the group's filter, a small limit) or a note when no rule gives it. */
export interface GroupSpec {
  key: string;
  label: string;
  /** The request of the group; absent when the group cannot be filled (then `note` says why). */
  input?: Partial<EmploymentLawCasesInput> | Partial<FamilyCourtCasesInput>;
  note?: string;
}

interface QueryOpts {
  staleTime: number;
  retry: number;
}

/**
 * A grid of groups (the specification's By Jurisdiction, By Outcome and By Type tabs): each group asks the index for its
 * first `shown` decisions and the exact total, and lists their titles plus '+N more'.
 */
export function CaseGroups(props: {
  procedure: 'employment' | 'family';
  groups: GroupSpec[];
  opts: QueryOpts;
  shown: number;
}) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="3">
      {props.groups.map((g) => (
        <CaseGroup key={g.key} procedure={props.procedure} group={g} opts={props.opts} shown={props.shown} />
      ))}
    </SimpleGrid>
  );
}

function useGroupQuery(procedure: 'employment' | 'family', group: GroupSpec, opts: QueryOpts) {
  const employment = useQuery({
    ...trpc.courts.employmentLawCases.queryOptions((group.input ?? {}) as EmploymentLawCasesInput, opts),
    enabled: procedure === 'employment' && group.input !== undefined,
  });
  const family = useQuery({
    ...trpc.courts.familyCourtCases.queryOptions((group.input ?? {}) as FamilyCourtCasesInput, opts),
    enabled: procedure === 'family' && group.input !== undefined,
  });
  return procedure === 'employment' ? employment : family;
}

function CaseGroup(props: {
  procedure: 'employment' | 'family';
  group: GroupSpec;
  opts: QueryOpts;
  shown: number;
}) {
  const { group } = props;
  const q = useGroupQuery(props.procedure, group, props.opts);
  const data: CaseListOutput | undefined = q.data;
  return (
    <Box as="section" borderWidth="1px" borderRadius="md" p="3" data-testid="case-group">
      <Heading as="h4" size="sm" mb="2">
        {group.label}
        {data ? ` (${formatNumber(data.total)})` : ''}
      </Heading>
      {group.note ? (
        <Text fontSize="sm" color="fg.muted">
          {group.note}
        </Text>
      ) : q.isPending ? (
        <Stack gap="2" aria-busy="true">
          <Skeleton height="4" />
          <Skeleton height="4" />
        </Stack>
      ) : q.isError || !data ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          Could not load this group.
        </Text>
      ) : data.cases.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No decision in the index.
        </Text>
      ) : (
        <>
          <List.Root gap="1" ps="4">
            {data.cases.slice(0, props.shown).map((c) => (
              <List.Item key={c.id} fontSize="sm">
                {c.url ? (
                  <ExternalLink href={c.url} colorPalette="blue">
                    {truncate(c.title, 90)}
                  </ExternalLink>
                ) : (
                  truncate(c.title, 90)
                )}
                {c.citation ? ` ${c.citation}` : ''}
              </List.Item>
            ))}
          </List.Root>
          {data.total > props.shown && (
            <Text fontSize="sm" color="fg.muted" mt="1">
              +{formatNumber(data.total - props.shown)} more
            </Text>
          )}
        </>
      )}
    </Box>
  );
}

/**
 * The Cases tab of a court list panel (employment, family): 'Cases (<total>)' once the list has loaded, and the
 * list's cards with its loading, empty and error states (six skeleton rows; a count line when it shows fewer than
 * the total).
 */
export function casesTab(props: {
  list: QueryLike<CaseListOutput>;
  empty: EmptyState;
  error: ErrorState;
  variant: CaseCardVariant;
  loadingText: string;
  /** Shows the pagination bar under a list of more than one page. */
  onPageChange?: (page: number) => void;
}): PanelTab {
  const { list, ...rest } = props;
  return {
    value: 'cases',
    label: list.data ? `Cases (${formatNumber(list.data.total)})` : 'Cases',
    // The count line only when the list holds fewer than the total ("Showing 50 of 129 decisions").
    content: (
      <CaseResults
        query={list}
        count={list.data ? list.data.total > list.data.cases.length : false}
        skeletonRows={6}
        {...rest}
      />
    ),
  };
}

/** A court list panel's tab of case groups (e.g. By Jurisdiction): the `CaseGroups` of `groups`. */
export function groupsTab(
  tab: { value: string; label: string },
  groups: Parameters<typeof CaseGroups>[0],
): PanelTab {
  return { ...tab, content: <CaseGroups {...groups} /> };
}

/**
 * A court list panel (employment, family): the search box and filter selects (`search`, `filters`: see
 * `SearchFilters`), the source line of the list, its Cases tab (`cases`, see `casesTab`) first, then the panel's own
 * `tabs`.
 */
export function CourtListPanel<K extends string>(props: {
  title: string;
  description: string;
  search: Parameters<typeof SearchBox>[0];
  filters: Omit<Parameters<typeof SearchFilters<K>>[0], 'search'>;
  cases: Parameters<typeof casesTab>[0];
  tabs: PanelTab[];
}) {
  const [tab, setTab] = useState('cases');
  const data = props.cases.list.data;
  return (
    <ToolPanel
      title={props.title}
      description={props.description}
      sources={data ? sourcesOf(data.cases) : []}
      controls={<SearchFilters search={props.search} {...props.filters} />}
      tab={tab}
      onTabChange={setTab}
      tabs={[casesTab(props.cases), ...props.tabs]}
    />
  );
}
