import { type CitationLink, DOCUMENT_TYPE_LABELS } from '@aotearoa/contracts';
import { Box, Button, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDate, formatNumber } from '../../lib/format';
import { trpc } from '../../lib/trpc';

const PAGE = 20;

/**
 * The citator of a document (`GET /api/documents/{id}/citations`): "Cites" (documents its text cites) and
 * "Cited by" (documents whose text cites it, newest first, paged), each entry a link to its page here.
 */
export function CitatorPanel({ docId }: { docId: string }) {
  const [page, setPage] = useState(1);
  const result = useQuery({
    ...trpc.documents.citations.queryOptions({ id: docId, page, limit: PAGE }),
    placeholderData: keepPreviousData,
  });
  const data = result.data;
  return (
    <Box as="section" aria-labelledby="citator-heading" className="no-print">
      <Heading as="h2" size="lg" id="citator-heading" mb="1">
        Citator
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        Found in the texts held here (neutral citations and Act titles); documents outside this collection are
        not counted.
      </Text>
      {result.isError ? (
        <Text role="alert" color="fg.error">
          The citator could not be loaded: {result.error.message}
        </Text>
      ) : !data ? (
        <Text role="status">Loading citations…</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Box data-testid="cites">
            <Heading as="h3" size="md" mb="2">
              Cites ({formatNumber(data.cites.length)})
            </Heading>
            <LinkList
              items={data.cites}
              empty="No citation of another document held here was found in its text."
            />
          </Box>
          <Box data-testid="cited-by">
            <Heading as="h3" size="md" mb="2">
              Cited by ({formatNumber(data.citedBy.total)})
            </Heading>
            <LinkList items={data.citedBy.items} empty="No document held here cites it." />
            {data.citedBy.totalPages > 1 && (
              <HStack mt="2" gap="2">
                <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Previous
                </Button>
                <Text fontSize="sm">
                  Page {page} of {data.citedBy.totalPages}
                </Text>
                <Button
                  size="xs"
                  variant="outline"
                  disabled={page >= data.citedBy.totalPages}
                  onClick={() => setPage(page + 1)}
                >
                  Next
                </Button>
              </HStack>
            )}
          </Box>
        </SimpleGrid>
      )}
    </Box>
  );
}

function LinkList({ items, empty }: { items: CitationLink[]; empty: string }) {
  if (items.length === 0) return <Text fontSize="sm">{empty}</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" maxH="24rem" overflowY="auto">
      {items.map((c) => (
        <li key={c.id}>
          <Link asChild colorPalette="blue" fontWeight="medium">
            <RouterLink to="/documents/$id" params={{ id: c.id }}>
              {c.title}
            </RouterLink>
          </Link>
          <Text fontSize="xs" color="fg.muted">
            {[
              DOCUMENT_TYPE_LABELS[c.type],
              c.citation && !c.title.includes(c.citation) ? c.citation : null,
              c.court,
              c.date ? formatDate(c.date) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </li>
      ))}
    </Stack>
  );
}
