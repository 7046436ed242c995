import { NEWS_SOURCE_TYPES } from '@aotearoa/contracts';
import { Box, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import {
  type FilterField,
  PanelPagination,
  QueryState,
  SearchForm,
  showingLine,
  sourcesOf,
  ToolPanel,
  usePanelPage,
} from '../../components/panel';
import { ScrollList } from '../../components/panel/ScrollList';
import { trpc } from '../../lib/trpc';
import { SOURCE_TYPE_LABELS, TIMEFRAME_OPTIONS } from './labels';
import { NewsItemCard } from './NewsItemCard';

const NZ_HERALD = 'https://www.nzherald.co.nz/';

const FILTERS: FilterField<'category' | 'timeframe'>[] = [
  {
    key: 'category',
    label: 'Category',
    allLabel: 'All categories',
    options: NEWS_SOURCE_TYPES.map((t) => ({ value: t, label: SOURCE_TYPE_LABELS[t] })),
  },
  { key: 'timeframe', label: 'Time period', allLabel: 'All time', options: TIMEFRAME_OPTIONS },
];

/**
 * Legal News & Media → the national-newspaper legal search: searches the held legal news items by headline, with
 * category (who published it) and time period filters, 30 a page (the page in the URL, back to 1 on a new search).
 * Runs only on the Search button or Enter. No newspaper article is held, so the panel says so and links to the
 * newspaper itself.
 */
export default function NewspaperSearchPanel() {
  const [submitted, setSubmitted] = useState<Partial<
    Record<'query' | 'category' | 'timeframe', string>
  > | null>(null);
  const [page, setPage] = usePanelPage(JSON.stringify(submitted));
  const query = useQuery({
    ...trpc.news.newspaperNews.queryOptions({ ...submitted, page }),
    enabled: submitted !== null,
  });
  return (
    <ToolPanel
      title="Newspaper News Search"
      description="Searches the held legal news items (government and Law Society statements, Gazette notices, new versions of Acts). No newspaper articles are held here."
      sources={query.data ? sourcesOf(query.data.articles) : []}
      controls={
        <SearchForm
          label="Newspaper news search"
          search={{ label: 'Search news', placeholder: 'e.g. legal aid' }}
          fields={FILTERS}
          submitLabel="Search"
          busy={query.isFetching}
          onSubmit={setSubmitted}
        />
      }
    >
      {submitted === null ? (
        <Box borderWidth="1px" borderRadius="md" p="6" textAlign="center" data-testid="panel-hint">
          <Text>Enter a term, choose filters and press Search.</Text>
          <Text fontSize="sm" color="fg.muted">
            For a newspaper’s own coverage, search{' '}
            <ExternalLink href={NZ_HERALD} colorPalette="blue">
              the NZ Herald
            </ExternalLink>
            .
          </Text>
        </Box>
      ) : (
        <QueryState
          query={query}
          isEmpty={(d) => d.articles.length === 0}
          empty={{
            title: 'No NZ Herald articles found',
            description: 'No held news item matches this search.',
            officialLink: { label: 'Search the NZ Herald', href: NZ_HERALD },
          }}
          error={{ title: 'Newspaper News - Error', message: 'Failed to fetch newspaper articles' }}
        >
          {(data) => (
            <Stack gap="2">
              <Text fontSize="sm" color="fg.muted" data-testid="result-count">
                {showingLine({
                  page: data.page,
                  pageSize: data.pageSize,
                  shown: data.articles.length,
                  total: data.total,
                  noun: 'items',
                  nounOne: 'item',
                })}
                , newest first
              </Text>
              <ScrollList label="News search results">
                {data.articles.map((a) => (
                  <NewsItemCard key={a.id} item={a} />
                ))}
              </ScrollList>
              <PanelPagination
                page={data.page}
                totalPages={data.totalPages}
                total={data.total}
                noun="items"
                onPageChange={setPage}
              />
            </Stack>
          )}
        </QueryState>
      )}
    </ToolPanel>
  );
}
