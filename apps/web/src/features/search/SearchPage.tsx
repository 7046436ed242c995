import { MAX_TOTAL_HITS, type SearchOutput } from '@aotearoa/contracts';
import {
  Alert,
  Box,
  Button,
  Container,
  Field,
  Flex,
  Grid,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  alertSlotRecipe,
  fieldSlotRecipe,
  inputRecipe,
  nativeSelectSlotRecipe,
} from '@chakra-ui/react/theme';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { type FormEvent, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../components/ExternalLink';
import { ModeToggle } from '../../components/layout/ModeToggle';
import { formatNumber } from '../../lib/format';
import { addRecipes, addSlotRecipes } from '../../theme/system';
import { guidanceQueryOptions } from '../guidance/api';
import { GuidancePanels } from '../guidance/GuidancePanels';
import { usePageTitle } from '../home/usePageTitle';
import { searchQueryOptions } from './api';
import { SEARCH_NS } from './catalogue';
import { DocumentCard } from './DocumentCard';
import { Pagination } from './Pagination';
import { RefinePanel } from './RefinePanel';
import { RefineSkeleton, ResultsSkeleton } from './ResultsSkeleton';
import { CaseLawCoverageNote, SiteHelpAnswer } from './SiteHelpAnswer';
import {
  hasFilters,
  isSearchable,
  normaliseSearchParams,
  type SearchState,
  showsGuidance,
  toSearchInput,
  toUrlParams,
} from './search-params';
import { spellingNote } from './spelling-note';

addSlotRecipes({ alert: alertSlotRecipe, nativeSelect: nativeSelectSlotRecipe, field: fieldSlotRecipe });
addRecipes({ input: inputRecipe });

const SORT_KEYS = ['relevance', 'date_newest', 'date_oldest', 'citations'] as const;

/**
 * The search experience: search box, Refine Search panel (facets, date range), result count and searched
 * terms, sort, document cards and pagination. All state lives in the URL search params of `/search`
 * (see search-params.ts), so results pages are shareable and Back works. Data: the API's `search` procedure.
 *
 * @param from the route rendering the page; navigation always targets `/search`.
 */
export function SearchPage(_props: { from: '/' | '/search' }) {
  const { t } = useTranslation(SEARCH_NS);
  const raw = useSearch({ strict: false });
  const state = normaliseSearchParams(raw);
  const navigate = useNavigate();
  const [draft, setDraft] = useState(state.query);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const lastPage = useRef(state.page);
  const inputId = useId();
  const panelId = useId();
  // "bail - Search - Aotearoa Legal - Connected Mode": the tab and a screen reader's page title say what was searched.
  usePageTitle(state.query ? `${state.query} - ${t('pageTitle')}` : t('pageTitle'));

  // Keep the box in step with the URL (Back/Forward, shared links).
  useEffect(() => setDraft(state.query), [state.query]);

  const dateError = state.dateFrom !== '' && state.dateTo !== '' && state.dateFrom > state.dateTo;
  const enabled = isSearchable(state);
  const input = toSearchInput(state);
  const result = useQuery({ ...searchQueryOptions(input), enabled, placeholderData: keepPreviousData });
  // The situation answer goes above the results: they are shown together, once both have answered, so the answer
  // never arrives after the results and pushes them down (the route's loader starts both requests at once).
  const withAnswer = showsGuidance(state);
  // With the previous answer kept meanwhile, only a page's first search waits for it; a new query keeps its results.
  const guidance = useQuery({
    ...guidanceQueryOptions(state.query),
    enabled: withAnswer,
    placeholderData: keepPreviousData,
  });
  const guidanceSettled = !withAnswer || !guidance.isPending;

  const go = (next: SearchState, replace = false) =>
    void navigate({ to: '/search', search: toUrlParams(next), replace, resetScroll: false });
  /** Filter/sort/query changes always return to page 1. */
  const update = (patch: Partial<SearchState>) => go({ ...state, ...patch, page: 1 });

  // Scroll to the top of the results (and move focus there) when the page changes.
  useEffect(() => {
    if (lastPage.current !== state.page) {
      lastPage.current = state.page;
      resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      resultsRef.current?.focus({ preventScroll: true });
    }
  }, [state.page]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    update({ query: draft.trim() });
  };
  const clearFilters = () =>
    update({ documentTypes: [], courtLevels: [], legalAreas: [], dateFrom: '', dateTo: '' });

  // The answer comes through the query's store, whose updates React renders in one go: a page of cards, the facets'
  // checkboxes and the situation answer held the main thread for one long task. Drawn as a deferred value instead,
  // in a render React splits into short pieces, the page showing what it showed meanwhile (on a first search, the
  // skeletons).
  const answer: SearchOutput | undefined = enabled && guidanceSettled ? result.data : undefined;
  const data = useDeferredValue(answer);
  // The page still shows an older answer than the query holds (the new one is being drawn): busy, as while fetching.
  const drawing = data !== answer;
  const loading = enabled && !data && !result.isError;
  const spelling = spellingNote(t, data?.spellingCorrections);

  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }}>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb="2">
        {t('title')}
      </Heading>
      <Text color="fg.muted" mb="4">
        {t('intro')}
      </Text>
      <ModeToggle mode="search" />

      <Box as="search">
        <form onSubmit={onSubmit}>
          <Field.Root>
            <Field.Label htmlFor={inputId}>{t('box.label')}</Field.Label>
            <HStack width="full" gap="2" align="stretch">
              <Input
                id={inputId}
                type="search"
                name="query"
                value={draft}
                maxLength={500}
                placeholder={t('box.placeholder')}
                onChange={(e) => setDraft(e.currentTarget.value)}
                autoComplete="off"
                flex="1"
                size="lg"
              />
              <Button type="submit" colorPalette="blue" size="lg">
                {t('box.submit')}
              </Button>
            </HStack>
          </Field.Root>
        </form>
      </Box>

      {state.query === '' && !hasFilters(state) ? (
        <Text mt="6" fontSize="lg" data-testid="search-prompt">
          {t('prompt')}
        </Text>
      ) : (
        <Grid templateColumns={{ base: '1fr', md: '280px 1fr' }} gap="6" mt="6" alignItems="start">
          <Box>
            <Button
              display={{ base: 'flex', md: 'none' }}
              width="full"
              variant="outline"
              mb="3"
              aria-expanded={filtersOpen}
              aria-controls={panelId}
              onClick={() => setFiltersOpen((o) => !o)}
            >
              {filtersOpen ? t('refine.hide') : t('refine.show')}
            </Button>
            <Box id={panelId} display={{ base: filtersOpen ? 'block' : 'none', md: 'block' }}>
              {loading ? (
                <RefineSkeleton />
              ) : (
                <RefinePanel
                  state={state}
                  // Disjunctive counts (each group without its own filter) come with the search response.
                  facets={data?.facets}
                  onChange={update}
                  onClear={clearFilters}
                  dateError={dateError}
                />
              )}
            </Box>
          </Box>

          <Box as="section" aria-labelledby="results-heading" minW="0">
            <Flex
              justify="space-between"
              // Top-aligned: the lines that come with the results under the count do not move the sort box.
              align={{ base: 'stretch', sm: 'start' }}
              gap="3"
              direction={{ base: 'column', sm: 'row' }}
              mb="4"
            >
              <Box minW="0">
                <Heading
                  as="h2"
                  size="md"
                  id="results-heading"
                  ref={resultsRef}
                  tabIndex={-1}
                  scrollMarginTop="4"
                  aria-live="polite"
                  data-testid="result-count"
                >
                  {data
                    ? t(state.query === '' ? 'results.browseCount' : 'results.count', {
                        count: data.total,
                        // A total at the index's cap is a lower bound, never an exact count.
                        formatted:
                          data.total >= MAX_TOTAL_HITS
                            ? `${formatNumber(MAX_TOTAL_HITS)}+`
                            : formatNumber(data.total),
                        query: state.query,
                      })
                    : result.isError
                      ? t('results.failedTitle')
                      : t('results.loading')}
                </Heading>
                {data && searchedDiffers(state.query, data.searchedTerms) && (
                  <Text fontSize="sm" color="fg.muted" data-testid="searched-terms">
                    {t('results.searchedFor', { terms: data.searchedTerms.join(', ') })}
                  </Text>
                )}
                {spelling ? (
                  <Text fontSize="sm" color="fg.muted" data-testid="spelling-corrections">
                    {spelling}
                  </Text>
                ) : null}
                {data?.matchedByMeaning && (
                  // One line, the explanation on demand: in full it pushed the first result below the fold on a
                  // small screen. A native disclosure: keyboard and screen readers handle it as a button.
                  <Box as="details" fontSize="sm" color="fg.muted" data-testid="matched-by-meaning">
                    <Box as="summary" cursor="pointer" width="fit-content">
                      {t('results.matchedByMeaningSummary')}
                    </Box>
                    <Text mt="1">{t('results.matchedByMeaning')}</Text>
                  </Box>
                )}
                {data?.citationMatch && (
                  <Text fontSize="sm" color="fg.muted">
                    {t('results.citationMatch', { citation: data.citationMatch })}
                  </Text>
                )}
              </Box>
              <Field.Root width={{ base: 'full', sm: '48' }} flexShrink={0}>
                <Field.Label fontSize="sm">{t('sort.label')}</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={state.sortBy}
                    onChange={(e) => update({ sortBy: e.currentTarget.value as SearchState['sortBy'] })}
                  >
                    {SORT_KEYS.map((k) => (
                      <option key={k} value={k}>
                        {t(`sort.${k}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </Flex>

            {result.isError && !data && (
              // Chakra's Alert is a plain div: the role makes a screen reader say the failure as it appears.
              <Alert.Root status="error" role="alert" mb="4" data-testid="search-error">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Description>
                    {t('results.error', { message: result.error.message })}
                  </Alert.Description>
                </Alert.Content>
                <Button size="sm" variant="outline" onClick={() => void result.refetch()}>
                  {t('results.retry')}
                </Button>
              </Alert.Root>
            )}

            <SiteHelpAnswer query={state.query} />
            {state.documentTypes.length === 1 && state.documentTypes[0] === 'case_law' && (
              <CaseLawCoverageNote />
            )}

            {loading && <ResultsSkeleton withAnswer={withAnswer} />}

            {withAnswer && guidanceSettled && data && (
              <Box mb="4">
                <GuidancePanels query={state.query} mt="0" />
              </Box>
            )}

            {data && data.documents.length === 0 && data.total > 0 && (
              // A page past the last (an old link, a hand-typed page number): the search did find documents.
              <Box borderWidth="1px" borderRadius="md" p="6" data-testid="past-end">
                <Heading as="h3" size="md" mb="2">
                  {t('results.pastEndTitle', { page: formatNumber(state.page) })}
                </Heading>
                <Text mb="3">{t('results.pastEndHint', { last: formatNumber(data.totalPages) })}</Text>
                <Button size="sm" variant="outline" onClick={() => go({ ...state, page: data.totalPages })}>
                  {t('results.pastEndGo', { last: formatNumber(data.totalPages) })}
                </Button>
              </Box>
            )}

            {data && data.total === 0 && (
              <Box borderWidth="1px" borderRadius="md" p="6" data-testid="no-results">
                <Heading as="h3" size="md" mb="2">
                  {t('results.noneTitle')}
                </Heading>
                <Text mb="2">{hasFilters(state) ? t('results.noneHintFilters') : t('results.noneHint')}</Text>
                {hasFilters(state) && (
                  <Button size="sm" variant="outline" mb="3" onClick={clearFilters}>
                    {t('refine.clear')}
                  </Button>
                )}
                <Text fontSize="sm">
                  {t('results.officialSitesIntro')}{' '}
                  <ExternalLink href="https://www.legislation.govt.nz/" textDecoration="underline">
                    {t('results.officialLegislation')}
                  </ExternalLink>{' '}
                  {t('results.and')}{' '}
                  <ExternalLink href="https://www.courtsofnz.govt.nz/judgments" textDecoration="underline">
                    {t('results.officialCourts')}
                  </ExternalLink>
                  .
                </Text>
              </Box>
            )}

            {data && data.documents.length > 0 && (
              <Stack
                gap="4"
                as="ol"
                listStyleType="none"
                opacity={result.isPlaceholderData || drawing ? 0.6 : 1}
                aria-busy={result.isFetching || drawing}
              >
                {data.documents.map((doc) => (
                  <li key={doc.id}>
                    <DocumentCard doc={doc} query={state.query} />
                  </li>
                ))}
              </Stack>
            )}

            {data && (
              <Box mt="6">
                <Pagination
                  page={state.page}
                  totalPages={data.totalPages}
                  onPageChange={(page) => go({ ...state, page })}
                />
              </Box>
            )}
          </Box>
        </Grid>
      )}
    </Container>
  );
}

/** True when the terms the API searched differ from the words typed (plain-language reduction happened). */
function searchedDiffers(query: string, terms: string[]): boolean {
  if (terms.length === 0) return false;
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return norm(terms.join(' ')) !== norm(query);
}
