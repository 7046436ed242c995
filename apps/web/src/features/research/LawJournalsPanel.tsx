import { JOURNAL_ACCESS_TYPES, type Journal } from '@aotearoa/contracts';
import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import { NoOfficialLink } from '../../components/NoOfficialLink';
import { FilterSelect, omitEmpty, QueryState, SearchBox, sourcesOf, ToolPanel } from '../../components/panel';
import { CardGrid } from '../../components/panel/CardGrid';
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { NZLII_JOURNALS, ScholarResults, useScholarSearch, YEARS, YearSelect } from './ScholarSearchPanel';

const ACCESS_LABELS: Record<(typeof JOURNAL_ACCESS_TYPES)[number], string> = {
  open: 'Open (free online)',
  subscription: 'Subscription',
  hybrid: 'Hybrid (older issues free)',
  unknown: 'Access not stated',
};

/** Articles listed per Article Search. */
const ARTICLES_LIMIT = 10;

/**
 * Research & Academic → Law Journals: three sections, closed at start (the spec's layout): Journals (NZ law journals
 * and reviews with the facts their own or their publishers' pages state, filterable by access type), Article Search
 * (the journal articles and other scholarship in the index, `GET /api/scholar-search`, with the year choices of the
 * last 25 years) and Browse Issues (a journal's issues of a year in its NZLII or AustLII archive).
 */
export default function LawJournalsPanel() {
  const [accessType, setAccessType] = useState('all');
  const query = useQuery(trpc.research.lawJournals.queryOptions(omitEmpty({ accessType })));
  return (
    <ToolPanel
      title="Law Journals"
      description="New Zealand law journals and reviews, their articles in the index, and their issues by year."
      sources={query.data ? sourcesOf(query.data) : []}
    >
      <Stack gap="3">
        <Section title="Journals">
          <Stack gap="3">
            <FilterSelect
              label="Access"
              value={accessType}
              onChange={setAccessType}
              options={JOURNAL_ACCESS_TYPES.map((v) => ({ value: v, label: ACCESS_LABELS[v] }))}
            />
            <QueryState
              query={query}
              isEmpty={(d) => d.length === 0}
              empty={{
                title: 'No journals found',
                officialLink: { label: 'NZLII journals', href: NZLII_JOURNALS },
              }}
              error={{ title: 'Law Journals - Error', message: 'Failed to fetch journals' }}
            >
              {(journals) => (
                <CardGrid label="Journals">
                  {journals.map((j) => (
                    <JournalCard key={j.id} journal={j} />
                  ))}
                </CardGrid>
              )}
            </QueryState>
          </Stack>
        </Section>
        <Section title="Article Search">
          <ArticleSearch />
        </Section>
        <Section title="Browse Issues">
          <BrowseIssues journals={query.data ?? []} />
        </Section>
      </Stack>
    </ToolPanel>
  );
}

/** A collapsible section, closed at start (a native disclosure: keyboard and screen readers know it). */
function Section(props: { title: string; children: ReactNode }) {
  return (
    <Box as="details" borderWidth="1px" borderRadius="md" p="3" data-testid="journals-section">
      <Box as="summary" cursor="pointer" fontWeight="semibold">
        {props.title}
      </Box>
      <Box pt="3">{props.children}</Box>
    </Box>
  );
}

/** Article Search: the scholarship in the index for keywords, optionally of one year. */
function ArticleSearch() {
  const { text, setText, year, setYear, submitted, setSubmitted, query, setPage } =
    useScholarSearch(ARTICLES_LIMIT);
  return (
    <Stack gap="3">
      <SearchBox
        label="Search journal articles"
        value={text}
        onChange={setText}
        onSearch={(v) => setSubmitted(v.trim() === '' ? null : v.trim())}
        placeholder="e.g. tikanga, privacy, climate"
      />
      <YearSelect value={year} onChange={setYear} />
      {submitted === null ? (
        <Text fontSize="sm" color="fg.muted">
          Enter keywords and press Search to find articles.
        </Text>
      ) : (
        <ScholarResults query={query} onPageChange={setPage} />
      )}
    </Stack>
  );
}

/** Browse Issues: a journal's issues of a year, in its NZLII or AustLII archive (`archiveUrl` + year). */
function BrowseIssues({ journals }: { journals: readonly Journal[] }) {
  const archived = journals.filter((j) => j.archiveUrl);
  const [journalId, setJournalId] = useState('all');
  const [year, setYear] = useState(YEARS[1] ?? 'all');
  const journal = archived.find((j) => j.id === journalId);
  if (archived.length === 0)
    return (
      <Text fontSize="sm">
        No journal with an online archive is held here; see the{' '}
        <ExternalLink href={NZLII_JOURNALS} colorPalette="blue">
          NZLII journals
        </ExternalLink>
        .
      </Text>
    );
  return (
    <Stack gap="3">
      <FilterSelect
        label="Journal"
        value={journalId}
        onChange={setJournalId}
        allLabel="Choose a journal"
        options={archived.map((j) => ({ value: j.id, label: j.name }))}
      />
      <FilterSelect
        label="Year"
        value={year}
        onChange={setYear}
        allLabel="Choose a year"
        options={YEARS.map((y) => ({ value: y, label: y }))}
      />
      {journal?.archiveUrl && year !== 'all' ? (
        <Text fontSize="sm">
          <ExternalLink href={`${journal.archiveUrl}${year}/`} colorPalette="blue" data-testid="issues-link">
            {journal.name}: the issues of {year}
          </ExternalLink>{' '}
          (where its archive holds that year; the newest issues may not be there yet) ·{' '}
          <ExternalLink href={journal.archiveUrl} colorPalette="blue">
            every year in its archive
          </ExternalLink>
        </Text>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          Choose a journal and a year to open that year's issues in the journal's archive.
        </Text>
      )}
    </Stack>
  );
}

function JournalCard({ journal: j }: { journal: Journal }) {
  return (
    <Box as="article" borderWidth="1px" borderRadius="md" p="3">
      <Stack gap="1">
        <Heading as="h4" size="sm">
          {j.website ? (
            <ExternalLink href={j.website} colorPalette="blue">
              {j.name}
            </ExternalLink>
          ) : (
            j.name
          )}
        </Heading>
        {!j.website && <NoOfficialLink />}
        <Box>
          <Badge
            colorPalette={j.accessType === 'open' ? 'green' : j.accessType === 'hybrid' ? 'teal' : 'gray'}
          >
            {ACCESS_LABELS[j.accessType]}
          </Badge>
          {j.abbreviation && <Badge ml="1">{j.abbreviation}</Badge>}
        </Box>
        {j.publisher && <Text fontSize="sm">Publisher: {j.publisher}</Text>}
        {j.issn && <Text fontSize="sm">ISSN {j.issn}</Text>}
        {j.firstPublished && <Text fontSize="sm">First published: {j.firstPublished}</Text>}
        {j.frequency && <Text fontSize="sm">Frequency: {j.frequency}</Text>}
        {j.accessNote && (
          <Text fontSize="sm" color="fg.muted">
            Access: {j.accessNote}
          </Text>
        )}
        {j.description && <Text fontSize="sm">{j.description}</Text>}
        <Text fontSize="xs" color="fg.muted">
          Read on <ExternalLink href={j.sourceUrl}>{new URL(j.sourceUrl).hostname}</ExternalLink> (
          {formatDate(j.retrievedAt)}){j.asAt ? `, as at ${formatDate(j.asAt) || j.asAt}` : ''}
        </Text>
      </Stack>
    </Box>
  );
}
