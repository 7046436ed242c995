import {
  isOfficialDirectoryLink,
  linkHost,
  MAORI_DATE_RANGES,
  MAORI_DECISION_COURT_LABELS,
  MAORI_DECISION_COURTS,
  type MaoriCourt,
  type MaoriCourtDecisionsInput,
  type MaoriDecision,
  type WaitangiClaim,
} from '@aotearoa/contracts';
import { Badge, Box, Button, chakra, Heading, HStack, Link, List, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import {
  FilterSelect,
  omitEmpty,
  PagedList,
  QueryState,
  SearchBox,
  SearchField,
  sourcesOf,
  ToolPanel,
  usePanelPage,
} from '../../components/panel';
import { CardGrid } from '../../components/panel/CardGrid';
import { toaster } from '../../components/toaster-store';
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';

const MAORI_LAND_COURT = 'https://www.maorilandcourt.govt.nz/';
const WAITANGI_TRIBUNAL = 'https://www.waitangitribunal.govt.nz/';
const DATE_RANGE_LABELS: Record<(typeof MAORI_DATE_RANGES)[number], string> = {
  'last-year': 'Last year',
  'last-5-years': 'Last 5 years',
  'last-10-years': 'Last 10 years',
};
/** Courts show 3 jurisdictions (the specification's cap). */
const JURISDICTIONS_SHOWN = 3;

/**
 * Where a record was read: "Source: …" when that page is on a public-sector domain (the Tribunal's, the Māori Land
 * Court's, the legislation site), else "Read from a copy at <host> (…)" (a news story or a repository holding the
 * text is never presented as the Tribunal's or the Court's own page).
 */
function ProvenanceLine(props: { source: string; sourceUrl: string; retrievedAt: string }) {
  const retrieved = `retrieved ${formatDate(props.retrievedAt)}`;
  if (isOfficialDirectoryLink('waitangi_inquiry', props.sourceUrl))
    return (
      <Text fontSize="xs" color="fg.muted">
        Source: <ExternalLink href={props.sourceUrl}>{props.source}</ExternalLink> ({retrieved})
      </Text>
    );
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="read-from-copy">
      Read from a copy at{' '}
      <ExternalLink href={props.sourceUrl}>{linkHost(props.sourceUrl) ?? props.sourceUrl}</ExternalLink> (
      {props.source}, {retrieved})
    </Text>
  );
}

/** Case Law & Courts → Māori Courts: the courts and Tribunal, Tribunal reports, and Waitangi claims. */
export default function MaoriCourtsPanel() {
  const [tab, setTab] = useState('courts');
  const courts = useQuery(trpc.courts.maoriCourts.queryOptions(undefined, { staleTime: 24 * 60 * 60_000 }));
  return (
    <ToolPanel
      title="Māori Courts & Tribunals"
      description="The Māori Land Court, the Māori Appellate Court and the Waitangi Tribunal: the facts their own pages state, Tribunal reports and Waitangi claims."
      sources={courts.data ? sourcesOf(courts.data) : []}
      tab={tab}
      onTabChange={setTab}
      tabs={[
        {
          value: 'courts',
          label: 'Courts & Tribunals',
          content: (
            <QueryState
              query={courts}
              isEmpty={(d) => d.length === 0}
              empty={{
                title: 'No courts found',
                officialLink: { label: 'Māori Land Court', href: MAORI_LAND_COURT },
              }}
              error={{ title: 'Māori Courts - Error', message: 'Failed to fetch Māori courts' }}
            >
              {(list) => (
                <CardGrid label="Māori courts" from="lg">
                  {list.map((c) => (
                    <CourtCard key={c.id} court={c} />
                  ))}
                </CardGrid>
              )}
            </QueryState>
          ),
        },
        { value: 'decisions', label: 'Court Decisions', content: <DecisionsTab /> },
        { value: 'claims', label: 'Waitangi Claims', content: <ClaimsTab open={tab === 'claims'} /> },
      ]}
    />
  );
}

function CourtCard({ court: c }: { court: MaoriCourt }) {
  const jurisdiction = c.jurisdiction.slice(0, JURISDICTIONS_SHOWN);
  const others = c.facts.filter((f) => !c.jurisdiction.includes(f.text));
  return (
    <Box as="article" borderWidth="1px" borderRadius="md" p="3" data-testid="court-card">
      <Stack gap="1.5">
        <Heading as="h4" size="sm">
          {c.website ? (
            <ExternalLink href={c.website} colorPalette="blue">
              {c.name}
            </ExternalLink>
          ) : (
            c.name
          )}
        </Heading>
        <Box>
          <Badge colorPalette={c.type === 'office' ? 'gray' : 'teal'}>
            {c.type === 'office' ? 'Office' : c.type === 'tribunal' ? 'Tribunal' : 'Court'}
          </Badge>
        </Box>
        {jurisdiction.length > 0 && (
          <Box>
            <Text fontSize="sm" fontWeight="medium">
              Jurisdiction
            </Text>
            <List.Root ps="4" gap="1" fontSize="sm">
              {jurisdiction.map((j) => (
                <List.Item key={j}>{j}</List.Item>
              ))}
            </List.Root>
          </Box>
        )}
        {c.note && <Text fontSize="sm">{c.note}</Text>}
        {(c.contactInfo.phone || c.contactInfo.email || c.contactInfo.address) && (
          <Stack gap="0" fontSize="sm">
            {c.contactInfo.phone && <Text>Phone: {c.contactInfo.phone}</Text>}
            {c.contactInfo.email && (
              <Text>
                Email: <Link href={`mailto:${c.contactInfo.email}`}>{c.contactInfo.email}</Link>
              </Text>
            )}
            {c.contactInfo.address && <Text>Address: {c.contactInfo.address}</Text>}
          </Stack>
        )}
        {others.length > 0 && (
          <details>
            <chakra.summary fontSize="sm" cursor="pointer" color="blue.fg">
              More facts ({others.length})
            </chakra.summary>
            <List.Root ps="4" gap="1" fontSize="sm" mt="1">
              {others.map((f) => (
                <List.Item key={`${f.topic}-${f.text}`}>
                  {f.text}{' '}
                  <ExternalLink href={f.sourceUrl} fontSize="xs">
                    (page)
                  </ExternalLink>
                </List.Item>
              ))}
            </List.Root>
          </details>
        )}
        <ProvenanceLine source={c.source} sourceUrl={c.sourceUrl} retrievedAt={c.retrievedAt} />
      </Stack>
    </Box>
  );
}

/** Court Decisions: an explicit search by keyword, court and date range (the specification needs at least one of them). */
function DecisionsTab() {
  const [keyword, setKeyword] = useState('');
  const [court, setCourt] = useState('all');
  const [dateRange, setDateRange] = useState('all');
  const [submitted, setSubmitted] = useState<MaoriCourtDecisionsInput | null>(null);
  const q = useQuery({
    ...trpc.courts.maoriCourtDecisions.queryOptions(submitted ?? {}),
    enabled: submitted !== null,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = omitEmpty({ query: keyword, court, dateRange }) as MaoriCourtDecisionsInput;
    if (!input.query && !input.court && !input.dateRange) {
      toaster.create({
        type: 'error',
        title: 'Please enter search criteria',
        description: 'Enter keywords, select a court, or choose a date range.',
      });
      return;
    }
    setSubmitted(input);
  };
  const officialLink =
    submitted?.court === 'maori-land-court' || submitted?.court === 'maori-appellate-court'
      ? { label: 'Māori Land Court', href: MAORI_LAND_COURT }
      : { label: 'Waitangi Tribunal reports', href: WAITANGI_TRIBUNAL };
  return (
    <Stack gap="4">
      <Stack
        as="form"
        onSubmit={submit}
        direction={{ base: 'column', md: 'row' }}
        gap="3"
        align={{ md: 'flex-end' }}
      >
        <SearchField
          label="Keywords"
          type="text"
          value={keyword}
          placeholder="e.g. Muriwhenua, Wai 45"
          onChange={setKeyword}
        />
        <FilterSelect
          label="Court"
          value={court}
          onChange={setCourt}
          allLabel="All courts"
          options={MAORI_DECISION_COURTS.map((v) => ({ value: v, label: MAORI_DECISION_COURT_LABELS[v] }))}
        />
        <FilterSelect
          label="Date range"
          value={dateRange}
          onChange={setDateRange}
          allLabel="Any time"
          options={MAORI_DATE_RANGES.map((v) => ({ value: v, label: DATE_RANGE_LABELS[v] }))}
        />
        <Button type="submit" size="sm" colorPalette="blue" _hover={{ bg: 'blue.700' }}>
          Search Decisions
        </Button>
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        The index holds Waitangi Tribunal reports; no Māori Land Court or Māori Appellate Court decisions are
        held — search those on the{' '}
        <ExternalLink href={MAORI_LAND_COURT} colorPalette="blue">
          Māori Land Court’s site
        </ExternalLink>
        .
      </Text>
      {submitted && (
        <QueryState
          query={q}
          isEmpty={(d) => d.length === 0}
          empty={{
            title: 'No decisions found',
            description: 'Try other keywords, another court or date range.',
            officialLink,
          }}
          error={{ title: 'Māori Court Decisions - Error', message: 'Failed to search decisions' }}
        >
          {(list) => (
            <CardGrid label="Decisions" from="lg">
              {list.map((d) => (
                <DecisionCard key={d.id} d={d} />
              ))}
            </CardGrid>
          )}
        </QueryState>
      )}
    </Stack>
  );
}

function DecisionCard({ d }: { d: MaoriDecision }) {
  return (
    <Box as="article" borderWidth="1px" borderRadius="md" p="3" data-testid="decision-card">
      <Stack gap="1.5">
        <Heading as="h4" size="sm">
          {d.url ? (
            <ExternalLink href={d.url} colorPalette="blue">
              {d.title}
            </ExternalLink>
          ) : (
            d.title
          )}
        </Heading>
        {!d.url && (
          <Text fontSize="xs" color="fg.muted" data-testid="no-official-link">
            No official page known for this report
          </Text>
        )}
        <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
          <Badge colorPalette="teal">{MAORI_DECISION_COURT_LABELS[d.court]}</Badge>
          {d.caseNumber && <Text>{d.caseNumber}</Text>}
          {d.dateText && <Text>{d.dateText}</Text>}
          {d.district && <Text>{d.district}</Text>}
        </HStack>
        {d.claim && <Text fontSize="sm">Claim: {d.claim}</Text>}
        {d.summary && <Text fontSize="sm">{d.summary}</Text>}
        {d.keywords.length > 0 && (
          <Wrap gap="1" aria-label="Keywords">
            {d.keywords.slice(0, 4).map((k) => (
              <Badge key={k} size="sm" variant="subtle">
                {k}
              </Badge>
            ))}
          </Wrap>
        )}
        <ProvenanceLine source={d.source} sourceUrl={d.sourceUrl} retrievedAt={d.retrievedAt} />
      </Stack>
    </Box>
  );
}

/**
 * Waitangi Claims: an explicit keyword search (the specification needs a keyword), 50 claims a page (the page in the
 * URL while the tab is `open`, back to 1 on a new search or another tab).
 */
function ClaimsTab({ open }: { open: boolean }) {
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [page, setPage] = usePanelPage(JSON.stringify([open, submitted]));
  const q = useQuery({
    ...trpc.courts.waitangiClaims.queryOptions({ query: submitted ?? '', page: open ? page : 1 }),
    enabled: submitted !== null,
  });
  const onSearch = (text: string) => {
    if (!text) {
      toaster.create({
        type: 'error',
        title: 'Please enter search terms',
        description: 'Enter keywords to search Waitangi Tribunal claims.',
      });
      return;
    }
    setSubmitted(text);
  };
  return (
    <Stack gap="4">
      <SearchBox
        label="Search Waitangi claims"
        placeholder="e.g. Wai 57, Ngāti Porou, Muriwhenua"
        buttonLabel="Search Claims"
        onSearch={onSearch}
      />
      {submitted && (
        <QueryState
          query={q}
          isEmpty={(d) => d.claims.length === 0}
          empty={{
            title: 'No claims found',
            description: 'Try a Wai number, an iwi or a district.',
            officialLink: { label: 'Waitangi Tribunal', href: WAITANGI_TRIBUNAL },
          }}
          error={{ title: 'Waitangi Claims - Error', message: 'Failed to search Waitangi claims' }}
        >
          {(d) => (
            <PagedList data={d} shown={d.claims.length} noun="claims" nounOne="claim" onPageChange={setPage}>
              <CardGrid label="Waitangi claims" from="lg">
                {d.claims.map((c) => (
                  <ClaimCard key={c.id} c={c} />
                ))}
              </CardGrid>
            </PagedList>
          )}
        </QueryState>
      )}
    </Stack>
  );
}

const CLAIM_KIND_LABELS: Record<WaitangiClaim['kind'], string> = {
  settlement_act: 'Named in a settlement Act',
  claim: 'Claim',
  inquiry: 'Inquiry',
  report: 'Report',
  programme: 'Programme',
};

function ClaimCard({ c }: { c: WaitangiClaim }) {
  return (
    <Box as="article" borderWidth="1px" borderRadius="md" p="3" data-testid="claim-card">
      <Stack gap="1.5">
        <Heading as="h4" size="sm">
          {[c.claimNumber, c.title].filter(Boolean).join(' — ') || 'Untitled claim'}
        </Heading>
        <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
          <Badge colorPalette={c.kind === 'settlement_act' ? 'purple' : 'teal'}>
            {CLAIM_KIND_LABELS[c.kind]}
          </Badge>
          {c.area && <Text>{c.area}</Text>}
        </HStack>
        {c.status && (
          <Text fontSize="sm" data-testid="claim-status">
            Status (as the page words it): {c.status} — as read on{' '}
            {formatDate(c.retrievedAt) || c.retrievedAt}, {c.source}
          </Text>
        )}
        {c.act && (
          <Text fontSize="sm">
            {c.act.title}
            {c.act.provision ? `, ${c.act.provision}` : ''}
            {c.act.asAt ? ` (reprint as at ${formatDate(c.act.asAt)})` : ''}. An Act naming a claim does not
            mean the whole claim was settled.
          </Text>
        )}
        {c.description && <Text fontSize="sm">{c.description}</Text>}
        {c.reportUrl ? (
          <ExternalLink href={c.reportUrl} colorPalette="blue" fontSize="sm">
            Tribunal page<chakra.span srOnly>: {c.title ?? c.claimNumber}</chakra.span>
          </ExternalLink>
        ) : (
          c.kind === 'report' && (
            <Text fontSize="xs" color="fg.muted" data-testid="no-official-link">
              No official page known for this report
            </Text>
          )
        )}
        <ProvenanceLine source={c.source} sourceUrl={c.sourceUrl} retrievedAt={c.retrievedAt} />
      </Stack>
    </Box>
  );
}
