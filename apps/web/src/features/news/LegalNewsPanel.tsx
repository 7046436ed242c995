import { NEWS_SOURCE_TYPES } from '@aotearoa/contracts';
import { Badge, Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { FilterSelect, omitEmpty, QueryState, sourcesOf, ToolPanel } from '../../components/panel';
import { ScrollList } from '../../components/panel/ScrollList';
import { trpc } from '../../lib/trpc';
import { SOURCE_TYPE_LABELS, TIMEFRAME_OPTIONS } from './labels';
import { NewsItemCard } from './NewsItemCard';

/** The specification's cache for the legal news card: 24 hours. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Legal News & Media → Legal News (the specification's Daily Legal News card): dated legal news items grouped by who
 * published them, with source and time filters; a group longer than its newest items says so and points to Newspaper
 * Search, which pages every held item. Loads on opening.
 */
export default function LegalNewsPanel() {
  const [source, setSource] = useState('all');
  const [timeframe, setTimeframe] = useState('all');
  const query = useQuery({
    ...trpc.news.legalNews.queryOptions(omitEmpty({ source, timeframe })),
    staleTime: DAY_MS,
  });
  const items = query.data?.groups.flatMap((g) => g.items) ?? [];
  return (
    <ToolPanel
      title="Legal News"
      description="Dated legal news: statements and articles of government and the Law Society, NZ Gazette notices and new versions of Acts, each with its publisher, date and link. Not a live feed."
      sources={sourcesOf(items)}
      controls={
        <>
          <FilterSelect
            label="Source"
            value={source}
            onChange={setSource}
            allLabel="All sources"
            options={NEWS_SOURCE_TYPES.map((t) => ({ value: t, label: SOURCE_TYPE_LABELS[t] }))}
          />
          <FilterSelect
            label="Time"
            value={timeframe}
            onChange={setTimeframe}
            allLabel="All dates"
            options={TIMEFRAME_OPTIONS}
          />
        </>
      }
    >
      <QueryState
        query={query}
        isEmpty={(d) => d.total === 0}
        empty={{
          title: 'No legal news available for the selected filters',
          description: 'The held items are dated; try All dates.',
          officialLink: {
            label: 'New Zealand Law Society news',
            href: 'https://www.lawsociety.org.nz/news/',
          },
        }}
        error={{
          title: 'Legal News - Error Loading',
          message: 'Unable to load legal news from various sources',
        }}
        loadingText="Loading legal news..."
      >
        {(data) => (
          <Stack gap="5">
            {data.groups.map((g) => (
              <Box as="section" key={g.sourceType} aria-labelledby={`news-group-${g.sourceType}`}>
                <HStack mb="2" gap="2" wrap="wrap">
                  <Heading as="h4" size="md" id={`news-group-${g.sourceType}`}>
                    {SOURCE_TYPE_LABELS[g.sourceType]}
                  </Heading>
                  <Badge>{g.total} items</Badge>
                  {g.items.length < g.total && (
                    <Text fontSize="sm" color="fg.muted" data-testid="news-group-more">
                      newest {g.items.length} shown; all {g.total} are listed, a page at a time, in{' '}
                      <Link asChild colorPalette="blue">
                        <RouterLink to="/" search={{ category: 'news', tool: 'newspaper-search' }}>
                          Newspaper Search
                        </RouterLink>
                      </Link>
                    </Text>
                  )}
                </HStack>
                <ScrollList label={`${SOURCE_TYPE_LABELS[g.sourceType]} items`}>
                  {g.items.map((item) => (
                    <NewsItemCard key={item.id} item={item} headingAs="h5" />
                  ))}
                </ScrollList>
              </Box>
            ))}
          </Stack>
        )}
      </QueryState>
    </ToolPanel>
  );
}
