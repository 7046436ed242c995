import { DOCUMENT_TYPE_LABELS, LEGAL_AREA_LABELS, officialUrl, type ReaderOutput } from '@aotearoa/contracts';
import {
  Badge,
  Box,
  Button,
  Container,
  Grid,
  Heading,
  HStack,
  Skeleton,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { skeletonRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useState } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { NotFound } from '../../routes/-components/NotFound';
import { addRecipes } from '../../theme/system';
import { CitationDialog } from '../citation/CitationDialog';
import { usePageTitle } from '../home/usePageTitle';
import { OtherTitles } from '../legislation/OtherTitles';
import { ReplacedBy } from '../legislation/ReplacedBy';
import { SiteNotice } from '../legislation/SiteNotice';
import { BillStages } from './BillStages';
import { CitatorPanel } from './CitatorPanel';
import { DocumentText } from './DocumentText';
import { yearInCitation } from './pinpoints';
import { TableOfContents } from './TableOfContents';

addRecipes({ skeleton: skeletonRecipe });

/**
 * `/documents/$id` — read a document here: its header (type, court, citation, dates, legal areas, status with its
 * as-at date, any publication-restriction notice first and verbatim, provenance, official link, Cite), an Act's
 * contents, its text (in windows; `#s103` opens the window holding s 103, `?q=` marks the query's words) and the
 * citator (what it cites, what cites it). An unknown id shows the not-found page.
 */
export function ReaderPage(props: { id: string; anchor: string; query: string }) {
  const result = useQuery({ ...trpc.documents.get.queryOptions({ id: props.id }), retry: false });
  usePageTitle(result.data?.document.title ?? null);
  if (result.isPending) {
    return (
      <Container maxW="6xl" py="8">
        <Text role="status">Loading document…</Text>
        <Skeleton height="40" mt="4" />
      </Container>
    );
  }
  if (result.isError) {
    if (result.error instanceof TRPCClientError && result.error.data?.code === 'NOT_FOUND')
      return <NotFound />;
    return (
      <Container maxW="6xl" py="8">
        <Text role="alert" color="fg.error">
          The document could not be loaded: {result.error.message}
        </Text>
      </Container>
    );
  }
  return <Reader data={result.data} anchor={props.anchor} query={props.query} />;
}

function Reader({ data, anchor, query }: { data: ReaderOutput; anchor: string; query: string }) {
  const doc = data.document;
  const [citeOpen, setCiteOpen] = useState(false);
  const suppression = doc.metadata.suppression_notice?.trim();
  const url = officialUrl(doc);
  const date = doc.date_published ?? doc.date_enacted;
  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }} className="reader">
      {suppression && (
        <Box
          role="note"
          aria-label="Publication restriction"
          borderWidth="2px"
          borderColor="red.600"
          borderRadius="md"
          p="3"
          mb="4"
          data-testid="suppression-notice"
        >
          <Text fontWeight="bold" color="red.700" whiteSpace="pre-wrap">
            {suppression}
          </Text>
        </Box>
      )}
      <Stack as="header" gap="2" mb="6">
        <Wrap gap="2" align="center">
          <Badge variant="subtle" colorPalette="blue">
            {DOCUMENT_TYPE_LABELS[doc.type]}
          </Badge>
          {doc.court && <Text fontSize="sm">{doc.court}</Text>}
          {doc.citation && (
            <Text fontSize="sm" fontWeight="semibold">
              {doc.citation}
            </Text>
          )}
          {date && !yearInCitation(doc.citation, date, doc.metadata.date_precision) && (
            <Text fontSize="sm" color="fg.muted">
              {formatDate(date, { yearOnly: doc.metadata.date_precision === 'year' })}
            </Text>
          )}
        </Wrap>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {doc.title}
        </Heading>
        <OtherTitles metadata={doc.metadata} fontSize="md" />
        {doc.statusLabel && (
          <Text fontWeight="semibold" data-testid="status-label">
            {doc.statusLabel}
          </Text>
        )}
        <ReplacedBy metadata={doc.metadata} fontSize="md" />
        <SiteNotice metadata={doc.metadata} />
        {doc.legal_area.length > 0 && (
          <Wrap gap="1">
            {doc.legal_area.map((a) => (
              <Badge key={a} size="sm" variant="outline">
                {LEGAL_AREA_LABELS[a]}
              </Badge>
            ))}
          </Wrap>
        )}
        {doc.summary && <Text maxW="4xl">{doc.summary}</Text>}
        <Text fontSize="sm" color="fg.muted" data-testid="provenance">
          Source:{' '}
          <ExternalLink href={doc.sourceUrl} display="inline" textDecoration="underline">
            {doc.source}
          </ExternalLink>
          , retrieved {formatDate(doc.retrievedAt) || doc.retrievedAt}.
          {data.text.asAt &&
            ` Text as at ${formatDate(data.text.asAt)}${data.text.source ? `, from ${data.text.source}` : ''}.`}
          {data.text.note && ` ${data.text.note}`}
        </Text>
        {(doc.metadata.provenance?.length ?? 0) > 1 && <MergedRecords doc={doc} />}
        <HStack gap="3" wrap="wrap" className="no-print">
          {url && (
            <Button asChild size="sm" colorPalette="blue">
              <a href={url} target="_blank" rel="noopener noreferrer">
                Official version
              </a>
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => setCiteOpen(true)}>
            Cite
          </Button>
          <Button size="sm" variant="outline" onClick={() => window.print()}>
            Print
          </Button>
        </HStack>
      </Stack>
      <CitationDialog doc={doc} open={citeOpen} onOpenChange={setCiteOpen} />
      <Grid templateColumns={{ base: '1fr', lg: data.toc.length > 0 ? '18rem 1fr' : '1fr' }} gap="6">
        {data.toc.length > 0 && (
          <TableOfContents toc={data.toc} docId={doc.id} query={query} anchor={anchor} />
        )}
        <Stack gap="8" minW="0">
          {doc.type === 'bill' && <BillStages doc={doc} />}
          {data.text.kind === 'none' ? (
            <Box borderWidth="1px" borderRadius="md" p="4" data-testid="no-text">
              <Text>
                The text of this document is not held here; only the details above are.
                {url ? ' Read it on the official site.' : ''}
              </Text>
              {url && (
                <ExternalLink href={url} colorPalette="blue">
                  {new URL(url).hostname}
                </ExternalLink>
              )}
            </Box>
          ) : (
            <DocumentText
              key={`${doc.id}#${anchor}`}
              docId={doc.id}
              kind={data.text.kind}
              toc={data.toc}
              total={data.text.units}
              anchor={anchor}
              query={query}
            />
          )}
          <CitatorPanel docId={doc.id} docType={doc.type} />
        </Stack>
      </Grid>
    </Container>
  );
}

/**
 * A document merged from duplicate records (the same judgment from two sources, or listed twice by one): every
 * record it was built from, with where it was read, when, and its own document.
 */
function MergedRecords({ doc }: { doc: ReaderOutput['document'] }) {
  const records = doc.metadata.provenance ?? [];
  return (
    <Box fontSize="sm" color="fg.muted" data-testid="merged-records">
      <Text>This judgment is held as {records.length} records, shown here as one:</Text>
      <Box as="ul" ps="5" listStyleType="disc">
        {records.map((p) => {
          const own = p.pdfUrl ?? p.official_url ?? p.url;
          return (
            <li key={p.id}>
              <ExternalLink href={p.sourceUrl} display="inline" textDecoration="underline">
                {p.source}
              </ExternalLink>
              , retrieved {formatDate(p.retrievedAt) || p.retrievedAt}
              {p.jdo_document && `; Judicial Decisions Online document ${p.jdo_document}`}
              {own && (
                <>
                  {'; '}
                  <ExternalLink href={own} display="inline" textDecoration="underline">
                    its copy on {hostOf(own)}
                  </ExternalLink>
                </>
              )}
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}
