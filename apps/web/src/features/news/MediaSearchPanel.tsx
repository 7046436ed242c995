import { MEDIA_SOURCES, type MediaSource, NEWS_LEGAL_AREAS, type NewsItem } from '@aotearoa/contracts';
import { Box, Heading, List, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { statSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import {
  type FilterField,
  PagedList,
  QueryState,
  SearchForm,
  sourcesOf,
  ToolPanel,
  usePanelPage,
} from '../../components/panel';
import { ScrollList } from '../../components/panel/ScrollList';
import { trpc } from '../../lib/trpc';
import { addSlotRecipes } from '../../theme/system';
import { LEGAL_AREA_LABELS, MEDIA_LABELS } from './labels';
import { NewsItemCard } from './NewsItemCard';

addSlotRecipes({ stat: statSlotRecipe });

const isMediaSource = (k: string): k is MediaSource => (MEDIA_SOURCES as readonly string[]).includes(k);
const outletLabel = (k: string) => (isMediaSource(k) ? MEDIA_LABELS[k].label : k);

const FILTERS: FilterField<'media' | 'legalArea'>[] = [
  {
    key: 'media',
    label: 'Media Source',
    allLabel: 'All media',
    options: MEDIA_SOURCES.map((m) => ({ value: m, label: MEDIA_LABELS[m].label })),
  },
  {
    key: 'legalArea',
    label: 'Legal Area',
    allLabel: 'All areas',
    options: NEWS_LEGAL_AREAS.map((a) => ({ value: a, label: LEGAL_AREA_LABELS[a] })),
  },
];

/**
 * Legal News & Media → Media Search: legal news items published through media outlets, by text, outlet and legal
 * area, newest first, 50 a page (the page in the URL, back to 1 on a new search), with the stats row and the list of
 * outlets. Loads on opening; Search Media runs the search.
 * No television or radio item is held: those outlets show no results and link to their own sites.
 */
export default function MediaSearchPanel() {
  const [submitted, setSubmitted] = useState<Partial<Record<'query' | 'media' | 'legalArea', string>>>({});
  const [page, setPage] = usePanelPage(JSON.stringify(submitted));
  const query = useQuery(trpc.news.mediaSearch.queryOptions({ ...submitted, page }));
  const items: NewsItem[] = query.data
    ? Object.values(query.data.articles)
        .flat()
        .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''))
    : [];
  return (
    <ToolPanel
      title="Media Search"
      description="Legal news published through New Zealand media outlets, newest first. Only items a source gives are shown: no view counts, thumbnails or durations."
      sources={sourcesOf(items)}
      controls={
        <SearchForm
          label="Media search"
          search={{ label: 'Search media', placeholder: 'e.g. legal aid' }}
          fields={FILTERS}
          submitLabel="Search Media"
          busy={query.isFetching}
          onSubmit={setSubmitted}
        />
      }
    >
      <Stack gap="4">
        {query.data && (
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" data-testid="media-stats">
            <StatTile label="Total Articles" value={query.data.totalHeld} />
            <StatTile label="Media Sources" value={query.data.sources.length} />
            <StatTile label="TV Reports" value={query.data.tvReports} />
            <StatTile label="Search Results" value={query.data.total} />
          </SimpleGrid>
        )}
        <QueryState
          query={query}
          isEmpty={(d) => d.total === 0}
          skeletonRows={5}
          empty={{
            title: 'No media articles found for your search',
            description:
              'Few media items are held, and no television or radio item. Try the outlets’ own sites.',
            officialLink: { label: 'RNZ news', href: 'https://www.rnz.co.nz/news' },
          }}
          error={{
            title: 'Media Search - Error Loading',
            message: 'Unable to load media content from NZ sources.',
            retryLabel: 'Retry Search',
          }}
        >
          {(d) => (
            <>
              <PagedList
                data={d}
                shown={items.length}
                noun="articles"
                nounOne="article"
                onPageChange={setPage}
              >
                <ScrollList label="Media search results">
                  {items.map((a) => (
                    <NewsItemCard
                      key={a.id}
                      item={a}
                      action={a.mediaType === 'tv' ? 'Watch' : 'Read Full Story'}
                    />
                  ))}
                </ScrollList>
              </PagedList>
            </>
          )}
        </QueryState>
        <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" data-testid="media-info">
          <Heading as="h4" size="sm" mb="2">
            Media sources
          </Heading>
          <Text fontSize="sm" mb="2">
            Items are held from:{' '}
            {query.data && query.data.sources.length > 0
              ? query.data.sources.map(outletLabel).join(', ')
              : 'none'}
            . For other coverage, go to the outlets themselves:
          </Text>
          <List.Root ps="5" fontSize="sm">
            {MEDIA_SOURCES.filter((m) => MEDIA_LABELS[m].href).map((m) => (
              <List.Item key={m}>
                <ExternalLink
                  display="inline-flex"
                  minH="6"
                  alignItems="center"
                  href={MEDIA_LABELS[m].href ?? ''}
                  colorPalette="blue"
                >
                  {MEDIA_LABELS[m].label}
                </ExternalLink>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      </Stack>
    </ToolPanel>
  );
}

function StatTile({ label, value }: { label: string; value: number }) {
  return (
    <Stat.Root borderWidth="1px" borderRadius="md" p="2">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{value.toLocaleString('en-NZ')}</Stat.ValueText>
    </Stat.Root>
  );
}
