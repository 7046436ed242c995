import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { QueryState } from '../../components/panel';
import { documentDate, formatNumber } from '../../lib/format';
import { searchQueryOptions } from '../search/api';

/** How many of the newest papers the tab lists. */
const PAPERS_SHOWN = 10;

/**
 * Study Law → Academic Papers: the newest legal scholarship in the index (`GET /api/search?documentTypes=academic
 * &sortBy=date_newest`; the papers of NZ law schools and journals from the bundled scholarship snapshot), each with
 * its author, university where the record names it, and year, linked to its reader page; then a link to all of them.
 */
export function AcademicPapersTab() {
  const result = useQuery(
    searchQueryOptions({ documentTypes: ['academic'], sortBy: 'date_newest', limit: PAPERS_SHOWN }),
  );
  return (
    <QueryState
      query={result}
      isEmpty={(d) => d.documents.length === 0}
      empty={{
        title: 'No academic papers are held here yet.',
        description: 'New Zealand legal scholarship is published by the law schools and on NZLII.',
        officialLink: { label: 'NZLII journals', href: 'https://www.nzlii.org/nz/journals/' },
      }}
      error={{ title: 'Academic Papers - Error', message: 'Failed to fetch academic papers' }}
      loadingText="Loading academic papers..."
    >
      {(d) => (
        <Stack gap="3" data-testid="academic-papers">
          <Text fontSize="sm">
            The {Math.min(PAPERS_SHOWN, d.documents.length)} newest of {formatNumber(d.total)} papers held:
          </Text>
          <Stack as="ul" gap="2" listStyleType="none">
            {d.documents.map((p) => (
              <Box as="li" key={p.id} borderWidth="1px" borderRadius="md" p="3">
                <Link asChild colorPalette="blue" fontWeight="medium">
                  <RouterLink to="/documents/$id" params={{ id: p.id }}>
                    {p.title}
                  </RouterLink>
                </Link>
                <Text fontSize="sm" color="fg.muted">
                  {[p.author, p.university, documentDate(p)].filter(Boolean).join(' · ')}
                </Text>
              </Box>
            ))}
          </Stack>
          <Link asChild colorPalette="blue" fontSize="sm">
            <RouterLink to="/search" search={{ documentTypes: ['academic'], sortBy: 'date_newest' }}>
              All {formatNumber(d.total)} academic papers, newest first
            </RouterLink>
          </Link>
        </Stack>
      )}
    </QueryState>
  );
}
