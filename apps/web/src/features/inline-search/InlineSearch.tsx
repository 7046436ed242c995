import { DOCUMENT_TYPE_LABELS, type SearchHit } from '@aotearoa/contracts';
import {
  Alert,
  Box,
  Button,
  Card,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  Link,
  List,
  Spinner,
  Text,
  VisuallyHidden,
  Wrap,
} from '@chakra-ui/react';
import { alertSlotRecipe, cardSlotRecipe, fieldSlotRecipe, inputRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentDate, formatNumber } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { addRecipes, addSlotRecipes } from '../../theme/system';
import { HOME_NS } from '../home/catalogue';
import { SiteHelpAnswer } from '../search/SiteHelpAnswer';
import { spellingNote } from '../search/spelling-note';
import { INLINE_LIMITS, INLINE_SEARCH_EXAMPLES } from './examples';

addSlotRecipes({ alert: alertSlotRecipe, card: cardSlotRecipe, field: fieldSlotRecipe });
addRecipes({ input: inputRecipe });

/** The situation and topic panels beside a search's results, loaded with the first search (not on the first load). */
const GuidancePanels = lazy(() =>
  import('../guidance/GuidancePanels').then((m) => ({ default: m.GuidancePanels })),
);

/**
 * The main page's inline search: a labelled box, a Search button and one-click examples. Nothing is
 * requested until the first submit or example click, and a blank (trimmed) query does nothing. Results
 * come from the API's `search` procedure (5, or 30 after "View All Results"); the card links to the full
 * search page for the query. Queries longer than 3 characters also show the situation and topic panels.
 */
export function InlineSearch() {
  const { t } = useTranslation(HOME_NS);
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [expanded, setExpanded] = useState(false);
  const inputId = useId();
  const headingId = useId();
  // The first page's range of the total ("Showing 1–5 of 2,050 documents"), or all of them when it holds them all.
  const countLine = (shown: number, total: number) =>
    shown >= total
      ? t('results.countAll', { count: total, formatted: formatNumber(total) })
      : t('results.count', { from: 1, to: formatNumber(shown), total: formatNumber(total) });

  const run = (text: string) => {
    const q = text.trim();
    if (q === '') return;
    setExpanded(false);
    setQuery(q);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    run(draft);
  };

  // One request of the expanded size, the first few shown until "View All Results": a described situation's first
  // page counts in the Acts found by meaning that it holds, so a page of 5 and one of 30 gave two totals for one query
  // ("Showing 1–5 of 21 documents", then 33 on the full search).
  const results = useQuery({
    ...trpc.search.queryOptions({ query: query ?? '', limit: INLINE_LIMITS.expanded }),
    enabled: query !== null,
  });
  const documents = results.data?.documents ?? [];
  const shown = expanded ? documents : documents.slice(0, INLINE_LIMITS.collapsed);
  const spelling = spellingNote(t, results.data?.spellingCorrections);

  return (
    <Box as="section" aria-labelledby={headingId} id="inline-search">
      <Heading as="h2" size="lg" id={headingId} mb="3">
        {t('search.heading')}
      </Heading>
      <Box as="search">
        <form onSubmit={onSubmit} aria-label={t('search.formLabel')}>
          <Flex gap="2" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'end' }}>
            <Field.Root flex="1">
              <Field.Label htmlFor={inputId}>{t('search.label')}</Field.Label>
              <Input
                id={inputId}
                name="query"
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                placeholder={t('search.placeholder')}
                maxLength={500}
                autoComplete="off"
              />
            </Field.Root>
            <Button type="submit" colorPalette="blue">
              {t('search.button')}
            </Button>
          </Flex>
        </form>
      </Box>
      <Text fontSize="sm" mt="3" mb="1" id={`${headingId}-examples`}>
        {t('search.examples')}
      </Text>
      <Wrap gap="2" role="list" aria-labelledby={`${headingId}-examples`}>
        {INLINE_SEARCH_EXAMPLES.map((ex) => (
          <Box role="listitem" key={ex}>
            <Button
              size="xs"
              variant="outline"
              onClick={() => {
                setDraft(ex);
                run(ex);
              }}
            >
              {ex}
            </Button>
          </Box>
        ))}
      </Wrap>

      {query !== null ? (
        <Box mt="6">
          <Card.Root
            variant="outline"
            as="section"
            aria-labelledby={`${headingId}-results`}
            data-testid="inline-results"
          >
            <Card.Header>
              <Heading as="h3" size="md" id={`${headingId}-results`}>
                {t('results.heading', { query })}
              </Heading>
            </Card.Header>
            {/* Only the state is read out as it changes (not every result title again); a failure is the alert's. */}
            <VisuallyHidden role="status" data-testid="inline-status">
              {results.isPending
                ? t('results.loading')
                : results.isError
                  ? null
                  : documents.length === 0
                    ? t('results.none')
                    : // A corrected spelling is said with the count: it changes what the results are for.
                      [countLine(shown.length, results.data.total), spelling].filter(Boolean).join('. ')}
            </VisuallyHidden>
            <Card.Body aria-busy={results.isFetching}>
              <SiteHelpAnswer query={query} />
              {results.isPending ? (
                <HStack>
                  <Spinner size="sm" />
                  <Text>{t('results.loading')}</Text>
                </HStack>
              ) : results.isError ? (
                // Chakra's Alert is a plain div: the role makes a screen reader say the failure as it appears.
                <Alert.Root status="error" role="alert" data-testid="inline-error">
                  <Alert.Description>{t('results.error')}</Alert.Description>
                </Alert.Root>
              ) : documents.length === 0 ? (
                <Text>{t('results.none')}</Text>
              ) : (
                <>
                  <Text fontSize="sm" color="fg.muted" mb="2" data-testid="inline-count">
                    {countLine(shown.length, results.data.total)}
                  </Text>
                  {spelling ? (
                    <Text fontSize="sm" color="fg.muted" mb="2" data-testid="inline-spelling">
                      {spelling}
                    </Text>
                  ) : null}
                  <List.Root variant="plain" gap="3" data-testid="inline-result-list">
                    {shown.map((doc) => (
                      <InlineResult key={doc.id} doc={doc} />
                    ))}
                  </List.Root>
                  {results.isFetching ? (
                    <HStack mt="2">
                      <Spinner size="xs" />
                      <Text fontSize="sm">{t('results.loading')}</Text>
                    </HStack>
                  ) : null}
                </>
              )}
            </Card.Body>
            <Card.Footer>
              <Flex gap="3" wrap="wrap" align="center">
                {documents.length > INLINE_LIMITS.collapsed ? (
                  <Button size="sm" variant="outline" onClick={() => setExpanded((v) => !v)}>
                    {expanded ? t('results.showLess') : t('results.viewAll')}
                  </Button>
                ) : null}
                <Link asChild colorPalette="blue">
                  <RouterLink to="/search" search={{ query }}>
                    {t('results.fullSearch')}
                  </RouterLink>
                </Link>
              </Flex>
            </Card.Footer>
          </Card.Root>
          {query.length > 3 ? (
            <Suspense fallback={null}>
              <GuidancePanels query={query} />
            </Suspense>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}

/** One inline result: title (a link to its page here), type, court/citation, date (en-NZ). */
function InlineResult({ doc }: { doc: SearchHit }) {
  const date = documentDate(doc);
  const meta = [DOCUMENT_TYPE_LABELS[doc.type], doc.court, doc.citation, date].filter(
    (v): v is string => typeof v === 'string' && v !== '',
  );
  return (
    <List.Item data-testid="inline-result" display="block">
      <Link asChild colorPalette="blue" fontWeight="medium">
        <RouterLink to="/documents/$id" params={{ id: doc.id }}>
          {doc.title}
        </RouterLink>
      </Link>
      <Text fontSize="sm" color="fg.muted">
        {meta.join(' · ')}
      </Text>
      {doc.metadata.suppression_notice ? (
        <Text fontSize="xs" color="fg.error">
          {doc.metadata.suppression_notice}
        </Text>
      ) : null}
    </List.Item>
  );
}
