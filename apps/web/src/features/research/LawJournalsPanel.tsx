import { JOURNAL_ACCESS_TYPES, type Journal } from '@aotearoa/contracts';
import { Badge, Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import { FilterSelect, omitEmpty, QueryState, sourcesOf, ToolPanel } from '../../components/panel';
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';

const ACCESS_LABELS: Record<(typeof JOURNAL_ACCESS_TYPES)[number], string> = {
  open: 'Open (free online)',
  subscription: 'Subscription',
  hybrid: 'Hybrid (older issues free)',
  unknown: 'Access not stated',
};

const NZLII_JOURNALS = 'http://www.nzlii.org/nz/journals/';

/** Research & Academic → Law Journals: NZ law journals and reviews, filterable by access type. */
export default function LawJournalsPanel() {
  const [accessType, setAccessType] = useState('all');
  const query = useQuery(trpc.research.lawJournals.queryOptions(omitEmpty({ accessType })));
  return (
    <ToolPanel
      title="Law Journals"
      description="New Zealand law journals and reviews, with the facts their own or their publishers’ pages state."
      sources={query.data ? sourcesOf(query.data) : []}
      controls={
        <FilterSelect
          label="Access"
          value={accessType}
          onChange={setAccessType}
          options={JOURNAL_ACCESS_TYPES.map((v) => ({ value: v, label: ACCESS_LABELS[v] }))}
        />
      }
    >
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
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {journals.map((j) => (
              <JournalCard key={j.id} journal={j} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </ToolPanel>
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
