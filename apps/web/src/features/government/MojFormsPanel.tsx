import { MOJ_COURT_TYPES, MOJ_FILE_TYPES, MOJ_LANGUAGES } from '@aotearoa/contracts';
import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type FilterField,
  omitEmpty,
  QueryState,
  SearchFilters,
  ToolPanel,
  useFilterValues,
} from '../../components/panel';
import { CardGrid } from '../../components/panel/CardGrid';
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { FormCard } from './CourtFormsPanel';

/** The specification's stale time for the justice forms: 5 minutes. */
export const MOJ_FORMS_STALE_MS = 5 * 60_000;
const JUSTICE_FORMS = 'https://www.justice.govt.nz/about/forms/';
const opts = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/**
 * Government & Local → Justice Ministry Forms (the specification's "MOJ Forms Scraper"): Ministry of Justice forms from a
 * dated snapshot (nothing is scraped: the note says which snapshot is shown, instead of the specification's "scraped"). Tabs Search Forms (query, court type, category, language, file type) and
 * Browse by Category (a card per category with its count; View Forms sets the category and switches to search).
 * Loads on open.
 */
export default function MojFormsPanel() {
  const [tab, setTab] = useState('search');
  const [query, setQuery] = useState('');
  const [filterValues, setFilter] = useFilterValues(['courtType', 'category', 'language', 'fileType']);
  const { courtType, category, language, fileType } = filterValues;
  const result = useQuery({
    ...trpc.government.mojForms.queryOptions(omitEmpty({ query, courtType, category, language, fileType })),
    staleTime: MOJ_FORMS_STALE_MS,
  });
  const d = result.data;
  const states = (body: (data: NonNullable<typeof d>) => React.ReactNode) => (
    <QueryState
      query={result}
      isEmpty={(x) => x.forms.length === 0 && x.totalForms === 0}
      empty={{
        title: 'No forms found. Try adjusting your search criteria or browse by category',
        description: 'No Ministry of Justice forms are held in the bundled records.',
        officialLink: { label: 'Forms on justice.govt.nz', href: JUSTICE_FORMS },
      }}
      error={{
        title: 'Justice Forms - Error',
        message:
          'Unable to load court forms. The Ministry of Justice website may be unavailable or the structure may have changed.',
        officialLink: { label: 'justice.govt.nz forms', href: JUSTICE_FORMS },
      }}
      loadingText="Loading Ministry of Justice forms from the bundled snapshot..."
    >
      {body}
    </QueryState>
  );
  const filterFields: FilterField<'courtType' | 'category' | 'language' | 'fileType'>[] = [
    { key: 'courtType', label: 'Court type', options: opts(MOJ_COURT_TYPES) },
    {
      key: 'category',
      label: 'Category',
      options: opts(d?.availableCategories ?? (category !== 'all' ? [category] : [])),
    },
    { key: 'language', label: 'Form language', options: opts(MOJ_LANGUAGES) },
    { key: 'fileType', label: 'File type', options: opts(MOJ_FILE_TYPES) },
  ];
  return (
    <ToolPanel
      title="Justice Ministry Forms"
      description={`Ministry of Justice forms. Nothing is scraped: this shows the bundled snapshot of court forms pages${
        d?.lastUpdated ? ` compiled ${formatDate(d.lastUpdated)}` : ''
      } (stored copies of justice.govt.nz pages; form numbers were not on them).`}
      tab={tab}
      onTabChange={setTab}
      tabs={[
        {
          value: 'search',
          label: 'Search Forms',
          content: (
            <Stack gap="3" pt="3">
              <Stack direction={{ base: 'column', md: 'row' }} gap="3" wrap="wrap" align={{ md: 'flex-end' }}>
                <SearchFilters
                  search={{ label: 'Search forms', placeholder: 'e.g. protection order', onSearch: setQuery }}
                  fields={filterFields}
                  values={filterValues}
                  onChange={setFilter}
                />
              </Stack>
              {d && (
                <Text fontSize="sm" data-testid="moj-counts">
                  {d.filteredForms} of {d.totalForms} forms
                  {d.lastUpdated ? ` · snapshot compiled ${formatDate(d.lastUpdated)}` : ''}
                </Text>
              )}
              {states((x) => (
                <CardGrid label="Forms">
                  {x.forms.map((f) => (
                    <FormCard key={f.id} form={f} />
                  ))}
                </CardGrid>
              ))}
            </Stack>
          ),
        },
        {
          value: 'browse',
          label: 'Browse by Category',
          content: (
            <Box pt="3">
              {states((x) => (
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                  {Object.entries(x.categories).map(([name, forms]) => (
                    <Box key={name} borderWidth="1px" borderRadius="md" p="3">
                      <Heading as="h4" size="sm">
                        {name}
                      </Heading>
                      <Text fontSize="sm">
                        {forms.length} {forms.length === 1 ? 'form' : 'forms'}
                      </Text>
                      <Box as="ul" ps="5" listStyleType="disc" fontSize="sm">
                        {forms.slice(0, 5).map((f) => (
                          <li key={f.id}>{f.title}</li>
                        ))}
                      </Box>
                      <Button
                        size="xs"
                        mt="2"
                        variant="outline"
                        onClick={() => {
                          setFilter('category', name);
                          setTab('search');
                        }}
                      >
                        View Forms
                      </Button>
                    </Box>
                  ))}
                </SimpleGrid>
              ))}
            </Box>
          ),
        },
      ]}
    />
  );
}
