import {
  type CitationLink,
  type CitationNotHeld,
  DOCUMENT_TYPE_LABELS,
  type DocumentType,
} from '@aotearoa/contracts';
import { Box, Button, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDate, formatNumber } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { pinpointHash } from './pinpoints';

const PAGE = 20;

/**
 * The citator of a document (`GET /api/documents/{id}/citations`): "Cites" (documents its text cites, with the
 * pinpoints it gives, then the cases it cites that are not held here) and "Cited by" (documents whose text cites
 * it, newest first, paged, with their pinpoints into this one), each entry a link to its page here and each
 * pinpoint a link to the section or paragraph where the page has it.
 */
export function CitatorPanel({ docId, docType }: { docId: string; docType: DocumentType }) {
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
        Found in the texts held here (neutral and law-report citations, Act titles), with the pinpoints the
        citing text gives. Cases cited that are not held here are listed by citation, not linked or counted.
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
              pinpointsInto={(c) => ({ id: c.id, type: c.type })}
              empty="No citation of another document held here was found in its text."
            />
            {data.citesNotHeld.length > 0 && <NotHeldList items={data.citesNotHeld} />}
          </Box>
          <Box data-testid="cited-by">
            <Heading as="h3" size="md" mb="2">
              Cited by ({formatNumber(data.citedBy.total)})
            </Heading>
            <LinkList
              items={data.citedBy.items}
              pinpointsInto={() => ({ id: docId, type: docType })}
              empty="No document held here cites it."
            />
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

function LinkList({
  items,
  empty,
  pinpointsInto,
}: {
  items: CitationLink[];
  empty: string;
  /** The document the entry's pinpoints point into (the cited one: the entry in Cites, this page in Cited by). */
  pinpointsInto: (c: CitationLink) => { id: string; type: DocumentType };
}) {
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
              c.date ? formatDate(c.date, { yearOnly: c.yearOnly }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {c.pinpoints.length > 0 && <Pinpoints pinpoints={c.pinpoints} into={pinpointsInto(c)} />}
        </li>
      ))}
    </Stack>
  );
}

/** `at [45]; at [50]` — each a link to that paragraph or section of the document it points into, where it has one. */
function Pinpoints({ pinpoints, into }: { pinpoints: string[]; into: { id: string; type: DocumentType } }) {
  return (
    <Text fontSize="sm" data-testid="pinpoints">
      {pinpoints.map((p, i) => {
        const hash = pinpointHash(into.type, p);
        return (
          <span key={p}>
            {i > 0 && '; '}
            {hash ? (
              <Link asChild colorPalette="blue" textDecoration="underline">
                <RouterLink to="/documents/$id" params={{ id: into.id }} hash={hash}>
                  {p}
                </RouterLink>
              </Link>
            ) : (
              p
            )}
          </span>
        );
      })}
    </Text>
  );
}

/** Cases the text cites that are not held here: the citation as printed, with its pinpoints. */
function NotHeldList({ items }: { items: CitationNotHeld[] }) {
  return (
    <Box mt="4" data-testid="cites-not-held">
      <Heading as="h4" size="sm" mb="1">
        Also cites, not held here ({formatNumber(items.length)})
      </Heading>
      <Stack
        as="ul"
        gap="1"
        listStyleType="none"
        maxH="16rem"
        overflowY="auto"
        fontSize="sm"
        tabIndex={0}
        aria-label="Cases not held here"
      >
        {items.map((c) => (
          <li key={c.citation}>
            {c.citation}
            {c.pinpoints.length > 0 && <Text as="span" color="fg.muted">{` ${c.pinpoints.join('; ')}`}</Text>}
          </li>
        ))}
      </Stack>
    </Box>
  );
}
