import { Box, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { type FilterOption, FilterSelect, QueryState, SearchBox, ToolPanel } from '../../components/panel';
import { CardGrid } from '../../components/panel/CardGrid';
import type { QueryLike } from '../../components/panel/QueryState';
import { InlineSources } from '../legislation/InlineSources';

/** One filter of a search-on-action panel. */
export interface ActionFilter {
  key: string;
  label: string;
  options: readonly FilterOption[];
}

/** The applied search of a search-on-action panel: query, filters and the tab's category. */
export type ActionSearch = Record<string, string>;

/** State of a search-on-action panel: the selected tab, the filter values, and the search last applied (or null). */
export function useActionSearch(firstTab: string) {
  const [tab, setTab] = useState(firstTab);
  const [values, setValues] = useState<Record<string, string>>({});
  const [applied, setApplied] = useState<ActionSearch | null>(null);
  return { tab, setTab, values, setValues, applied, setApplied };
}
export type ActionSearchState = ReturnType<typeof useActionSearch>;

/**
 * A tool panel that runs only on the Search action (button or Enter): tabs that each set the `category` parameter,
 * a search box and filters. `queryOptions` turns the applied search into the tRPC query; `renderItem` draws a card.
 */
export function ActionSearchPanel<
  T extends { id: string; source: string; sourceUrl: string; retrievedAt: string },
>(props: {
  title: string;
  description: string;
  searchLabel: string;
  placeholder: string;
  tabs: ReadonlyArray<{ value: string; label: string }>;
  filters: readonly ActionFilter[];
  state: ActionSearchState;
  /** The query of the applied search (disabled while nothing is applied). */
  result: QueryLike<T[]>;
  renderItem: (item: T) => ReactNode;
  empty: { title: string; officialLink: { label: string; href: string } };
  error: { title: string; message: string };
  hint: string;
}) {
  const { tab, setTab, values, setValues, applied, setApplied } = props.state;
  const result = props.result;
  const run = (query: string) => setApplied({ ...values, query, category: tab });
  const content = (
    <Box pt="3">
      {applied === null ? (
        <Box borderWidth="1px" borderRadius="md" p="4" textAlign="center" data-testid="not-searched">
          <Text color="fg.muted">{props.hint}</Text>
        </Box>
      ) : (
        <QueryState query={result} isEmpty={(d) => d.length === 0} empty={props.empty} error={props.error}>
          {(items) => (
            <Stack gap="2">
              <InlineSources records={items} />
              <CardGrid label={`${props.title}: results`}>
                {items.map((i) => (
                  <Box key={i.id}>{props.renderItem(i)}</Box>
                ))}
              </CardGrid>
            </Stack>
          )}
        </QueryState>
      )}
    </Box>
  );
  return (
    <ToolPanel
      title={props.title}
      description={props.description}
      controls={
        <>
          <SearchBox label={props.searchLabel} placeholder={props.placeholder} onSearch={run} />
          {props.filters.map((f) => (
            <FilterSelect
              key={f.key}
              label={f.label}
              value={values[f.key] ?? 'all'}
              onChange={(v) => setValues((s) => ({ ...s, [f.key]: v }))}
              options={f.options}
            />
          ))}
        </>
      }
      tab={tab}
      onTabChange={(v) => {
        setTab(v);
        if (applied) setApplied({ ...applied, category: v });
      }}
      tabs={props.tabs.map((t) => ({ value: t.value, label: t.label, content }))}
    />
  );
}
