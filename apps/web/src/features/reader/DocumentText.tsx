import type { TextKind, TextUnit, TocEntry } from '@aotearoa/contracts';
import { Box, Button, Heading, HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { highlightPieces, paragraphNumber } from './highlight';
import { headingAfterPinpoint } from './pinpoints';

/** Units (sections, or groups of paragraphs) shown at once: a page never loads a whole large Act. */
export const TEXT_WINDOW = 40;

/**
 * The text of a document, a window of `TEXT_WINDOW` units at a time (`GET /api/documents/{id}/text`). The first
 * window is the one holding `anchor` (an Act's `#s103`), which is then scrolled into view; Earlier / Later move the
 * window. Sections show their pinpoint as a link anchor, Part, official link and as-at date; judgments keep their
 * paragraph numbers (`[23]` → `#para-23`). Words of `query` are marked.
 */
export function DocumentText(props: {
  docId: string;
  kind: TextKind;
  toc: TocEntry[];
  total: number;
  anchor: string;
  query: string;
}) {
  const target = props.toc.find((t) => t.anchor === props.anchor);
  const [from, setFrom] = useState(target ? Math.floor(target.index / TEXT_WINDOW) * TEXT_WINDOW : 0);
  const result = useQuery({
    ...trpc.documents.text.queryOptions({ id: props.docId, from, limit: TEXT_WINDOW }),
    placeholderData: keepPreviousData,
  });
  const loaded = result.data?.from === from;
  // Set by Earlier / Later: once the new window is on the page, its first unit takes the focus (the button pressed
  // may have left the screen) and the status region says which provisions are shown.
  const moved = useRef(false);
  const [announced, setAnnounced] = useState('');
  const move = (next: number) => {
    moved.current = true;
    setFrom(next);
  };
  const range = `${Math.min(from + 1, props.total)}–${Math.min(from + TEXT_WINDOW, props.total)} of ${props.total} ${
    // Sections and schedules alike (the contents count each kind).
    props.kind === 'sections' ? 'provisions' : 'parts'
  }`;
  useEffect(() => {
    if (!loaded || !moved.current) return;
    moved.current = false;
    setAnnounced(`Showing ${range}`);
    const first = document.querySelector<HTMLElement>(
      '[data-testid="reader-text"] [data-testid="text-unit"]',
    );
    first?.scrollIntoView({ block: 'start' });
    first?.focus({ preventScroll: true });
  }, [loaded, range]);
  useEffect(() => {
    if (!loaded || !props.anchor) return;
    const target = document.getElementById(props.anchor);
    target?.scrollIntoView({ block: 'start' });
    // The text opened at a section or paragraph takes the focus, so keyboard and screen-reader users go on from it.
    target?.closest<HTMLElement>('[data-testid="text-unit"]')?.focus({ preventScroll: true });
  }, [loaded, props.anchor]);

  const nav = (
    <HStack gap="2" justify="space-between" wrap="wrap" className="no-print">
      <Button
        size="sm"
        variant="outline"
        disabled={from === 0}
        onClick={() => move(Math.max(0, from - TEXT_WINDOW))}
      >
        {props.kind === 'sections' ? 'Earlier sections' : 'Earlier text'}
      </Button>
      {/* On a phone the count takes its own line above the buttons rather than squeezing between them. */}
      <Text
        fontSize="sm"
        color="fg.muted"
        order={{ base: -1, sm: 0 }}
        w={{ base: 'full', sm: 'auto' }}
        textAlign="center"
      >
        {range}
      </Text>
      <Button
        size="sm"
        variant="outline"
        disabled={from + TEXT_WINDOW >= props.total}
        onClick={() => move(from + TEXT_WINDOW)}
      >
        {props.kind === 'sections' ? 'Later sections' : 'Later text'}
      </Button>
    </HStack>
  );

  return (
    <Box as="section" aria-labelledby="reader-text-heading">
      <Heading as="h2" size="lg" id="reader-text-heading" mb="3">
        Text
      </Heading>
      <VisuallyHidden role="status">{announced}</VisuallyHidden>
      {props.total > TEXT_WINDOW && nav}
      {result.isError ? (
        <Text role="alert" color="fg.error">
          The text could not be loaded: {result.error.message}
        </Text>
      ) : !result.data ? (
        <Text role="status">Loading text…</Text>
      ) : (
        <Stack gap="6" mt="4" aria-busy={result.isFetching} data-testid="reader-text">
          {result.data.units.map((u) => (
            <Unit key={u.anchor} unit={u} kind={props.kind} query={props.query} />
          ))}
        </Stack>
      )}
      {props.total > TEXT_WINDOW && <Box mt="4">{nav}</Box>}
    </Box>
  );
}

function Marked({ text, query }: { text: string; query: string }) {
  if (!query) return <>{text}</>;
  return (
    <>
      {highlightPieces(text, query).map((p, i) =>
        p.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one fixed string, never reordered
          <mark key={i}>{p.text}</mark>
        ) : (
          p.text
        ),
      )}
    </>
  );
}

function Unit({ unit, kind, query }: { unit: TextUnit; kind: TextKind; query: string }) {
  const lines = unit.text.split('\n').filter((l) => l.trim() !== '');
  return (
    <Box
      as="article"
      id={unit.anchor}
      scrollMarginTop="4"
      data-testid="text-unit"
      aria-labelledby={`${unit.anchor}-h`}
      tabIndex={-1}
    >
      {kind === 'sections' ? (
        <>
          {unit.part && (
            <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
              {unit.part}
            </Text>
          )}
          <Heading as="h3" size="md" id={`${unit.anchor}-h`}>
            <Link href={`#${unit.anchor}`} aria-label={`Link to ${unit.pinpoint ?? unit.heading}`} mr="2">
              {unit.pinpoint ?? '§'}
            </Link>
            <Marked text={headingAfterPinpoint(unit.pinpoint, unit.heading)} query={query} />
            {unit.repealed && ' [Repealed]'}
          </Heading>
          <Text fontSize="xs" color="fg.muted" mb="2" className="no-print">
            {unit.asAt && `Text as at ${formatDate(unit.asAt)}. `}
            {unit.officialUrl && (
              <ExternalLink
                href={unit.officialUrl}
                // The visible words first, as spoken by voice-control users (WCAG 2.5.3), then which section.
                aria-label={`Current version on legislation.govt.nz: ${unit.pinpoint ?? unit.heading} (opens in a new tab)`}
              >
                Current version on legislation.govt.nz
              </ExternalLink>
            )}
          </Text>
        </>
      ) : (
        <Heading as="h3" size="sm" id={`${unit.anchor}-h`} color="fg.muted" mb="2">
          {unit.heading}
        </Heading>
      )}
      <Stack gap="2">
        {lines.map((line, i) => {
          const para = kind === 'paragraphs' ? paragraphNumber(line) : null;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of one fixed text, never reordered
            <Text key={i} id={para ? `para-${para}` : undefined} whiteSpace="pre-wrap" lineHeight="tall">
              <Marked text={line} query={query} />
            </Text>
          );
        })}
      </Stack>
    </Box>
  );
}
