import type { ScholarDocument, ScholarSearchOutput } from '@aotearoa/contracts';
import { Badge, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import {
  FilterSelect,
  omitEmpty,
  PagedList,
  type QueryLike,
  QueryState,
  SearchBox,
  sourcesOf,
  ToolPanel,
  usePanelPage,
} from '../../components/panel';
import { toaster } from '../../components/toaster-store';
import { trpc } from '../../lib/trpc';
import { capped, NoOfficialLink, RecordCard, RecordSource } from './parts';

/** Results a page (the specification's Scholar limit: 6 a search; further pages with the pager). */
const SCHOLAR_LIMIT = 6;
/** Authors shown per result (the specification's cap). */
const AUTHORS_SHOWN = 2;
/** Year choices: the last 25 years (as the journals panel offers). */
export const YEARS = Array.from({ length: 25 }, (_, i) => String(new Date().getFullYear() - i));

/** NZLII's list of New Zealand law journals (the official link of the scholarship and journals panels). */
export const NZLII_JOURNALS = 'http://www.nzlii.org/nz/journals/';

/**
 * A scholar search's state (`GET /api/scholar-search`): the text typed, the year chosen ('all' or one of YEARS), the
 * search last submitted (null before any) and the page (in the URL, back to 1 on a new search or year), with its
 * query of `limit` papers a page, sent only once submitted.
 */
export function useScholarSearch(limit: number) {
  const [text, setText] = useState('');
  const [year, setYear] = useState('all');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [page, setPage] = usePanelPage(JSON.stringify([submitted, year]));
  const query = useQuery({
    ...trpc.research.scholarSearch.queryOptions({
      query: submitted ?? '',
      limit,
      page,
      ...omitEmpty({ year }),
    }),
    enabled: submitted !== null,
  });
  return { text, setText, year, setYear, submitted, setSubmitted, query, setPage };
}

/** The Year select of a scholar search: All years, then the last 25 years. */
export function YearSelect(props: { value: string; onChange: (year: string) => void }) {
  return (
    <FilterSelect
      label="Year"
      value={props.value}
      onChange={props.onChange}
      allLabel="All years"
      options={YEARS.map((y) => ({ value: y, label: y }))}
    />
  );
}

/**
 * Research & Academic → Scholar Search: New Zealand legal scholarship (articles, theses, reviews) in the index.
 * Explicit search only; a blank term shows the specification's toast and sends nothing.
 */
export default function ScholarSearchPanel() {
  const { text, setText, year, setYear, submitted, setSubmitted, query, setPage } =
    useScholarSearch(SCHOLAR_LIMIT);

  const search = (value: string) => {
    if (value.trim() === '') {
      toaster.create({
        type: 'error',
        title: 'Please enter a search term',
        description: 'Enter keywords to search academic legal papers.',
      });
      return;
    }
    setSubmitted(value.trim());
  };

  return (
    <ToolPanel
      title="Scholar Search"
      description="Academic legal writing about New Zealand law: journal articles, theses and reviews."
      sources={query.data ? sourcesOf(query.data.documents) : []}
      controls={
        <>
          <SearchBox
            label="Search academic papers"
            value={text}
            onChange={setText}
            onSearch={search}
            placeholder="e.g. Treaty of Waitangi, climate change"
          />
          <YearSelect value={year} onChange={setYear} />
        </>
      }
    >
      {submitted === null ? (
        <Text color="fg.muted" data-testid="panel-hint">
          Enter keywords and press Search to find academic papers ({SCHOLAR_LIMIT} a page).
        </Text>
      ) : (
        <ScholarResults query={query} onPageChange={setPage} />
      )}
    </ToolPanel>
  );
}

/**
 * The answer of a scholar search (`GET /api/scholar-search`): "Showing 7–12 of 40 papers", the papers' cards and the
 * pager (`onPageChange`, called with the page asked for), with the specification's loading, empty and error states.
 * Used by Scholar Search and by Law Journals' Article Search.
 */
export function ScholarResults(props: {
  query: QueryLike<ScholarSearchOutput>;
  onPageChange: (page: number) => void;
}) {
  const { query, onPageChange } = props;
  return (
    <QueryState
      query={query}
      isEmpty={(d) => d.documents.length === 0}
      empty={{
        title: 'No academic papers found',
        description: 'Try other keywords or another year.',
        officialLink: { label: 'NZLII journals', href: NZLII_JOURNALS },
      }}
      error={{ title: 'Search Error', message: 'Failed to search academic papers. Please try again.' }}
      loadingText="Searching academic papers..."
    >
      {(data) => (
        <Stack gap="3">
          <PagedList
            data={data}
            shown={data.documents.length}
            noun="papers"
            nounOne="paper"
            countTestId="result-count"
            onPageChange={onPageChange}
          >
            {data.documents.map((d) => (
              <ScholarCard key={d.id} doc={d} />
            ))}
          </PagedList>
        </Stack>
      )}
    </QueryState>
  );
}

/** The source's item type as words: `book_review` → `Book review`. */
export function itemTypeLabel(itemType: string): string {
  const words = itemType.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function ScholarCard({ doc: d }: { doc: ScholarDocument }) {
  const authors = capped(d.authors, AUTHORS_SHOWN);
  const href = d.externalUrl;
  return (
    <RecordCard testId="scholar-result">
      <Stack gap="1">
        <Heading as="h4" size="sm">
          {href ? (
            <ExternalLink href={href} colorPalette="blue">
              {d.title}
            </ExternalLink>
          ) : (
            d.title
          )}
        </Heading>
        {!href && <NoOfficialLink />}
        <Text fontSize="sm">
          <Badge mr="2">{itemTypeLabel(d.itemType)}</Badge>
          <span data-testid="authors">{authors.shown.join('; ')}</span>
          {authors.more > 0 ? ` and ${authors.more} more` : ''}
          {d.year ? ` (${d.year})` : ''}
        </Text>
        {(d.journal || d.reference || d.citation) && (
          <Text fontSize="sm" color="fg.muted">
            {[d.journal, d.reference, d.citation].filter(Boolean).join(', ')}
          </Text>
        )}
        <RecordSource sourceUrl={d.sourceUrl} retrievedAt={d.retrievedAt} />
      </Stack>
    </RecordCard>
  );
}
