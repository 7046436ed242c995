import { type Case, JUDICIAL_COURTS, type JudicialDecisionsOutput } from '@aotearoa/contracts';
import { Box, Button, chakra, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  FilterSelect,
  omitEmpty,
  PagedList,
  QueryState,
  SearchField,
  sourcesOf,
  ToolPanel,
  usePanelPage,
} from '../../components/panel';
import { CardGrid } from '../../components/panel/CardGrid';
import type { QueryLike } from '../../components/panel/QueryState';
import { formatNumber } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { LEGAL_AREA_OPTIONS, OFFICIAL, STALE } from './case-parts';
import { CaseCard, DownloadButton } from './components';

const LIMIT = 20;
const JDO_SOURCE = 'Judicial Decisions Online';
const opts = { staleTime: STALE.judicial, retry: 2 };

interface Form {
  query: string;
  court: string;
  legalArea: string;
  dateFrom: string;
  dateTo: string;
}
const BLANK: Form = { query: '', court: 'all', legalArea: 'all', dateFrom: '', dateTo: '' };

/** 'View in JDO' for a record of the Judicial Decisions Online index (its JDO document); else the court's page. */
function JdoActions({ c }: { c: Case }) {
  const fromJdo = c.source.includes(JDO_SOURCE) && c.downloadUrl;
  let host = '';
  try {
    host = new URL(c.url ?? '').hostname.replace(/^www\./, '');
  } catch {}
  const href = fromJdo ? (c.downloadUrl ?? c.url) : c.url;
  return (
    <>
      {href ? (
        <Button asChild size="xs" colorPalette="blue">
          <a href={href} target="_blank" rel="noopener noreferrer">
            {fromJdo ? 'View in JDO' : `View on ${host}`}
            <VisuallyHidden> {c.title}</VisuallyHidden>
          </a>
        </Button>
      ) : (
        <Text as="span" fontSize="xs" color="fg.muted">
          No official page known for this decision
        </Text>
      )}
      <DownloadButton c={c} />
    </>
  );
}

function StatTiles({ data }: { data: JudicialDecisionsOutput | undefined }) {
  const year = new Date().getUTCFullYear();
  const tiles = [
    { label: 'Recent decisions', value: data?.stats.recentDecisions, note: `dated ${year - 1}–${year}` },
    { label: 'High importance', value: data?.stats.highImportance, note: 'significance high' },
    { label: 'Courts covered', value: data?.stats.courtsCovered, note: 'with decisions listed' },
    { label: 'Legal areas', value: data?.stats.legalAreas, note: 'with decisions listed' },
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" w="full" data-testid="jdo-stats">
      {tiles.map((t) => (
        <Box key={t.label} borderWidth="1px" borderRadius="md" p="3" textAlign="center">
          <Text fontSize="2xl" fontWeight="bold">
            {t.value === undefined ? '–' : formatNumber(t.value)}
          </Text>
          <Text fontSize="sm" fontWeight="medium">
            {t.label}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {t.note}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

function DecisionList(props: { query: QueryLike<JudicialDecisionsOutput>; onPage: (page: number) => void }) {
  return (
    <QueryState
      query={props.query}
      isEmpty={(d) => d.cases.length === 0}
      empty={{ title: 'No cases found', officialLink: OFFICIAL.jdo }}
      error={{
        title: 'Judicial Decisions - Error',
        message: 'Failed to fetch judicial decisions',
        officialLink: OFFICIAL.jdo,
      }}
      loadingText="Loading decisions..."
    >
      {(d) => (
        <PagedList
          data={d}
          shown={d.cases.length}
          noun="decisions"
          nounOne="decision"
          countTestId="case-count"
          onPageChange={props.onPage}
        >
          <CardGrid label="Decisions" from="lg">
            {d.cases.map((c) => (
              <CaseCard key={c.id} c={c} showCourt actions={<JdoActions c={c} />} />
            ))}
          </CardGrid>
        </PagedList>
      )}
    </QueryState>
  );
}

/**
 * Case Law & Courts → Judicial Decisions Online: decisions of the courts in the index. Tabs Recent (newest first),
 * Important (significance high) and Advanced Search (query — Enter searches —, court, legal area, date from, date
 * to, Search). Four stat tiles counted by the index over the tab's result. The open tab's list pages (its page in
 * the URL, back to 1 on another tab or search). Cards link to the decision in Judicial
 * Decisions Online (or its court's page) and Download opens the judgment document from its source.
 */
export default function JudicialDecisionsPanel() {
  const [tab, setTab] = useState('recent');
  const [form, setForm] = useState<Form>(BLANK);
  const [submitted, setSubmitted] = useState<Form | null>(null);
  // One page in the URL, the open tab's: another tab or search starts at page 1.
  const [page, setPage] = usePanelPage(JSON.stringify([tab, submitted]));
  const pageOf = (t: string) => (t === tab ? page : 1);
  const recent = useQuery(
    trpc.caseLaw.judicialDecisions.queryOptions(
      { sort: 'newest', page: pageOf('recent'), limit: LIMIT },
      { ...opts, enabled: tab === 'recent' },
    ),
  );
  const important = useQuery(
    trpc.caseLaw.judicialDecisions.queryOptions(
      { significance: 'high', sort: 'newest', page: pageOf('important'), limit: LIMIT },
      { ...opts, enabled: tab === 'important' },
    ),
  );
  const advanced = useQuery(
    trpc.caseLaw.judicialDecisions.queryOptions(
      { ...omitEmpty({ ...(submitted ?? BLANK) }), page: pageOf('advanced'), limit: LIMIT },
      { ...opts, enabled: tab === 'advanced' && submitted !== null },
    ),
  );
  const active = tab === 'important' ? important : tab === 'advanced' ? advanced : recent;
  const set = (k: keyof Form) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  const badRange = form.dateFrom !== '' && form.dateTo !== '' && form.dateFrom > form.dateTo;
  return (
    <ToolPanel
      title="Judicial Decisions Online"
      description="Search decisions of New Zealand courts: the Judicial Decisions Online index and the courts’ own judgments."
      sources={active.data ? sourcesOf(active.data.cases) : []}
      tab={tab}
      onTabChange={setTab}
      controls={<StatTiles data={active.data} />}
      tabs={[
        { value: 'recent', label: 'Recent', content: <DecisionList query={recent} onPage={setPage} /> },
        {
          value: 'important',
          label: 'Important',
          content: (
            <>
              <Text fontSize="sm" color="fg.muted" my="2">
                Decisions of high significance: reported in the New Zealand Law Reports or listed by the court
                as of note. Each badge says how it was decided.
              </Text>
              <DecisionList query={important} onPage={setPage} />
            </>
          ),
        },
        {
          value: 'advanced',
          label: 'Advanced Search',
          content: (
            <Stack gap="4" mt="2">
              <chakra.form
                role="search"
                aria-label="Search judicial decisions"
                onSubmit={(e) => {
                  e.preventDefault();
                  if (badRange) return;
                  setPage(1);
                  setSubmitted({ ...form, query: form.query.trim() });
                }}
              >
                <Stack
                  direction={{ base: 'column', md: 'row' }}
                  gap="3"
                  align={{ md: 'flex-end' }}
                  wrap="wrap"
                >
                  <SearchField
                    label="Search decisions"
                    type="text"
                    value={form.query}
                    placeholder="Case name, citation or words"
                    onChange={set('query')}
                  />
                  <FilterSelect
                    label="Court"
                    value={form.court}
                    onChange={set('court')}
                    allLabel="All courts"
                    options={JUDICIAL_COURTS.map((c) => ({ value: c, label: c }))}
                  />
                  <FilterSelect
                    label="Legal area"
                    value={form.legalArea}
                    onChange={set('legalArea')}
                    options={LEGAL_AREA_OPTIONS}
                  />
                  <SearchField
                    label="Date from"
                    type="date"
                    grow={false}
                    value={form.dateFrom}
                    onChange={set('dateFrom')}
                  />
                  <SearchField
                    label="Date to"
                    type="date"
                    grow={false}
                    value={form.dateTo}
                    onChange={set('dateTo')}
                  />
                  <Button type="submit" size="sm" colorPalette="blue" disabled={badRange}>
                    Search
                  </Button>
                </Stack>
                {badRange && (
                  <Text fontSize="sm" color="fg.error" mt="2" role="alert">
                    Date from must not be after date to.
                  </Text>
                )}
              </chakra.form>
              {submitted ? (
                <DecisionList query={advanced} onPage={setPage} />
              ) : (
                <Text color="fg.muted">Enter words or choose filters, then press Enter or Search.</Text>
              )}
            </Stack>
          ),
        },
      ]}
    />
  );
}
