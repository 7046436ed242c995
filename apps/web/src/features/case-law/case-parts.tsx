import {
  type Case,
  type CaseListOutput,
  LEGAL_AREA_LABELS,
  LEGAL_AREAS,
  type LegalArea,
  SIGNIFICANCE_LEVELS,
} from '@aotearoa/contracts';
import {
  Alert,
  Badge,
  Box,
  Button,
  chakra,
  Heading,
  HStack,
  Input,
  Link,
  Portal,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@chakra-ui/react';
import { type ReactNode, useId, useState } from 'react';
import {
  type EmptyState,
  type ErrorState,
  type FilterOption,
  QueryState,
  ReadHereLink,
} from '../../components/panel';
import type { QueryLike } from '../../components/panel/QueryState';
import { formatDate, formatNumber } from '../../lib/format';

/** Retries of the court queries (the seed's 2). */
export const COURT_RETRIES = 2;
const MINUTE = 60_000;
/** The seed's stale times of the court tools. */
export const STALE = {
  district: 10 * MINUTE,
  high: 15 * MINUTE,
  supreme: 20 * MINUTE,
  appeal: 20 * MINUTE,
  judicial: 20 * MINUTE,
  recent: 24 * 60 * MINUTE,
} as const;

export const SIGNIFICANCE_LABELS: Record<(typeof SIGNIFICANCE_LEVELS)[number], string> = {
  high: 'High',
  medium: 'Medium',
  standard: 'Standard',
};
export const SIGNIFICANCE_OPTIONS: FilterOption[] = SIGNIFICANCE_LEVELS.map((v) => ({
  value: v,
  label: SIGNIFICANCE_LABELS[v],
}));
/** Every legal area except the catch-all `general`, as filter options. */
export const LEGAL_AREA_OPTIONS: FilterOption[] = LEGAL_AREAS.filter((a) => a !== 'general').map((a) => ({
  value: a,
  label: LEGAL_AREA_LABELS[a],
}));

/** Official site links for empty and error states. */
export const OFFICIAL = {
  courts: { label: 'Courts of New Zealand judgments', href: 'https://www.courtsofnz.govt.nz/judgments/' },
  district: { label: 'District Court judgments', href: 'https://www.districtcourts.govt.nz/judgments/' },
  nzlii: { label: 'NZLII case law', href: 'https://www.nzlii.org/nz/cases/' },
  jdo: { label: 'Judicial Decisions Online', href: 'https://forms.justice.govt.nz/jdo/Search.jsp' },
} as const;

/**
 * A badge for a derived value whose tooltip (and accessible description) says how it was decided. The trigger is
 * a button so keyboard users can reach the explanation.
 */
export function DerivedBadge(props: { label: string; basis: string; colorPalette?: string }) {
  const descId = useId();
  return (
    <Tooltip.Root openDelay={200} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <chakra.button type="button" aria-describedby={descId} cursor="help" display="inline-flex">
          <Badge colorPalette={props.colorPalette ?? 'gray'}>{props.label}</Badge>
          <VisuallyHidden id={descId}>{props.basis}</VisuallyHidden>
        </chakra.button>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs">{props.basis}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

/** The significance badge (High / Medium / Standard) with how it was decided. */
export function SignificanceBadge({ c }: { c: Case }) {
  const v = c.significance.value;
  return (
    <DerivedBadge
      label={`Significance: ${SIGNIFICANCE_LABELS[v]}`}
      basis={`How this was decided: ${c.significance.basis}`}
      colorPalette={v === 'high' ? 'purple' : v === 'medium' ? 'blue' : 'gray'}
    />
  );
}

const OUTCOME_COLOURS: Record<string, string> = {
  Allowed: 'green',
  'Partially allowed': 'yellow',
  Dismissed: 'red',
  Upheld: 'green',
  Settled: 'teal',
};

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** "Download" as a link styled as a button: opens (or saves) the judgment document from its source. */
export function DownloadButton({ c }: { c: Case }) {
  if (!c.downloadUrl) return null;
  return (
    <Button asChild size="xs" variant="outline">
      <a href={c.downloadUrl} target="_blank" rel="noopener noreferrer" download>
        Download
        <VisuallyHidden> judgment of {c.title} (PDF)</VisuallyHidden>
      </a>
    </Button>
  );
}

/**
 * One decision: title (linked to its official page), citation, court, date, the derived badges with their basis,
 * judges, registry, legal areas, parties, the source's own note, the suppression notice (always shown, verbatim),
 * the snapshot caveat and the source line. `actions` replaces the default Read Judgment / Download buttons.
 */
export function CaseCard(props: { c: Case; showCourt?: boolean; readLabel?: string; actions?: ReactNode }) {
  const { c } = props;
  const areas = c.legalAreas.filter((a) => a !== 'general');
  return (
    <Box as="article" borderWidth="1px" borderRadius="md" p="3" data-testid="case-card">
      <Stack gap="1.5">
        <Heading as="h4" size="sm">
          <Link href={c.url} target="_blank" rel="noopener noreferrer" colorPalette="blue">
            {c.title}
          </Link>
        </Heading>
        <HStack gap="1" wrap="wrap">
          {c.precedential && (
            <DerivedBadge
              label="Precedent"
              colorPalette="orange"
              basis={
                c.reported
                  ? `Reported: ${c.reported.citation}`
                  : c.significance.value === 'high'
                    ? c.significance.basis
                    : `Cited by ${c.citedBy} other indexed document${c.citedBy === 1 ? '' : 's'}`
              }
            />
          )}
          <SignificanceBadge c={c} />
          {c.outcome && (
            <DerivedBadge
              label={`Outcome: ${c.outcome.value}`}
              colorPalette={OUTCOME_COLOURS[c.outcome.value] ?? 'gray'}
              basis={`In the decision’s own words: “${c.outcome.quote}”`}
            />
          )}
          {c.caseType && (
            <DerivedBadge
              label={c.caseType.value}
              colorPalette="cyan"
              basis={`Case type: ${c.caseType.basis}`}
            />
          )}
        </HStack>
        <Text fontSize="sm">
          {[c.citation, props.showCourt ? c.court : null, formatDate(c.date)].filter(Boolean).join(' · ')}
        </Text>
        {c.judges && <Text fontSize="sm">Judges: {c.judges}</Text>}
        {c.location && <Text fontSize="sm">Registry: {c.location}</Text>}
        {areas.length > 0 && (
          <Text fontSize="sm">
            Legal area: {areas.map((a: LegalArea) => LEGAL_AREA_LABELS[a]).join(', ')}
          </Text>
        )}
        {c.parties.length > 1 && c.parties.join(' v ').toLowerCase() !== c.title.toLowerCase() && (
          <Text fontSize="sm" color="fg.muted">
            Parties: {c.parties.join(' v ')}
          </Text>
        )}
        {c.sourceNote && (
          <Text fontSize="sm" color="fg.muted">
            Listed as: {c.sourceNote}
          </Text>
        )}
        {c.citedBy > 0 && (
          <Text fontSize="sm" color="fg.muted">
            Cited by {formatNumber(c.citedBy)} indexed document{c.citedBy === 1 ? '' : 's'}
          </Text>
        )}
        {c.suppressionNotice && (
          <Alert.Root status="warning" size="sm" data-testid="suppression-notice">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Publication restriction</Alert.Title>
              <Alert.Description whiteSpace="pre-line" overflowWrap="anywhere" fontSize="xs">
                {c.suppressionNotice}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {c.snapshotNote && (
          <Text fontSize="xs" color="fg.muted">
            {c.snapshotNote}
          </Text>
        )}
        <HStack gap="2" wrap="wrap" mt="1">
          {c.id && <ReadHereLink id={c.id} title={c.title} />}
          {props.actions ?? (
            <>
              <Button asChild size="xs" colorPalette="blue">
                <a href={c.url} target="_blank" rel="noopener noreferrer">
                  {props.readLabel ?? 'Read Judgment'}
                  <VisuallyHidden> {c.title}</VisuallyHidden>
                </a>
              </Button>
              <DownloadButton c={c} />
            </>
          )}
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          Source:{' '}
          <Link href={c.sourceUrl} target="_blank" rel="noopener noreferrer">
            {c.source || hostOf(c.sourceUrl)}
          </Link>{' '}
          (retrieved {formatDate(c.retrievedAt) || c.retrievedAt})
        </Text>
      </Stack>
    </Box>
  );
}

/** The cards of a list, two columns from md. */
export function CaseGrid({ cases, showCourt }: { cases: readonly Case[]; showCourt?: boolean }) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3">
      {cases.map((c) => (
        <CaseCard key={c.id} c={c} showCourt={showCourt} />
      ))}
    </SimpleGrid>
  );
}

/** "Showing 30 of 209 decisions". */
export function CountLine({
  shown,
  total,
  noun = 'decisions',
}: {
  shown: number;
  total: number;
  noun?: string;
}) {
  return (
    <Text fontSize="sm" color="fg.muted" mb="2" data-testid="case-count">
      Showing {formatNumber(shown)} of {formatNumber(total)} {noun}
    </Text>
  );
}

/**
 * Free-text search box with a Search button: the query is sent on Enter or on the button (not on every key).
 * `onSearch` receives the trimmed text.
 */
export function SearchBox(props: {
  label: string;
  placeholder?: string;
  initial?: string;
  onSearch: (q: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(props.initial ?? '');
  return (
    <chakra.form
      role="search"
      flex="1"
      minW={{ base: 'full', md: '64' }}
      onSubmit={(e) => {
        e.preventDefault();
        props.onSearch(text.trim());
      }}
    >
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium" display="block" mb="1">
        {props.label}
      </chakra.label>
      <HStack gap="2">
        <Input
          id={id}
          size="sm"
          value={text}
          placeholder={props.placeholder}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Button type="submit" size="sm" colorPalette="blue">
          Search
        </Button>
      </HStack>
    </chakra.form>
  );
}

/** A grid of choice cards (legal areas, case types) with counts; choosing one calls `onPick`. */
export function ChoiceCards(props: {
  items: ReadonlyArray<{ value: string; label: string; count: number; note?: string }>;
  onPick: (value: string) => void;
  emptyText: string;
}) {
  if (props.items.length === 0)
    return (
      <Text color="fg.muted" py="4">
        {props.emptyText}
      </Text>
    );
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3">
      {props.items.map((it) => (
        <chakra.button
          key={it.value}
          type="button"
          textAlign="left"
          borderWidth="1px"
          borderRadius="md"
          p="3"
          _hover={{ bg: 'bg.muted' }}
          onClick={() => props.onPick(it.value)}
          data-testid="choice-card"
        >
          <Text fontWeight="semibold">{it.label}</Text>
          <Text fontSize="sm" color="fg.muted">
            {formatNumber(it.count)} decision{it.count === 1 ? '' : 's'}
          </Text>
          {it.note && (
            <Text fontSize="xs" color="fg.muted">
              {it.note}
            </Text>
          )}
        </chakra.button>
      ))}
    </SimpleGrid>
  );
}

/** Legal-area choice cards from facet counts (the catch-all `general` left out), largest first. */
export function legalAreaItems(counts: Record<string, number>) {
  return Object.entries(counts)
    .filter(([a, n]) => a !== 'general' && n > 0 && a in LEGAL_AREA_LABELS)
    .sort((a, b) => b[1] - a[1])
    .map(([a, n]) => ({ value: a, label: LEGAL_AREA_LABELS[a as LegalArea], count: n }));
}

/** The loading, error and empty states around a case list, then the count line and the cards. */
export function CaseResults(props: {
  query: QueryLike<CaseListOutput>;
  empty: EmptyState;
  error: ErrorState;
  showCourt?: boolean;
  noun?: string;
}) {
  return (
    <QueryState
      query={props.query}
      isEmpty={(d) => d.cases.length === 0}
      empty={props.empty}
      error={props.error}
      loadingText="Loading decisions..."
    >
      {(d) => (
        <>
          <CountLine shown={d.cases.length} total={d.total} noun={props.noun} />
          <CaseGrid cases={d.cases} showCourt={props.showCourt} />
        </>
      )}
    </QueryState>
  );
}
