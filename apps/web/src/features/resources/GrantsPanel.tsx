import { GRANT_CATEGORIES, GRANT_STATUSES, GRANT_TYPES } from '@aotearoa/contracts';
import { Badge, Box, Button, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type FilterField,
  FilterFields,
  FilterForm,
  FilterSelect,
  omitEmpty,
  QueryState,
  SearchField,
  sourcesOf,
  ToolPanel,
} from '../../components/panel';
import { ScrollList } from '../../components/panel/ScrollList';
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { CollapsibleSection } from './Collapsible';
import { GRANT_CATEGORY_LABELS, GRANT_STATUS_LABELS, GRANT_TYPE_LABELS, GrantCard } from './GrantCard';
import { type GrantFilters, grantsOverviewQuery, NO_GRANT_FILTERS } from './grants-query';

const LAW_FOUNDATION = 'https://www.lawfoundation.org.nz/';

const FILTERS: FilterField<Exclude<keyof GrantFilters, 'query'>>[] = [
  {
    key: 'category',
    label: 'Category',
    allLabel: 'All categories',
    options: GRANT_CATEGORIES.map((c) => ({ value: c, label: GRANT_CATEGORY_LABELS[c] })),
  },
  {
    key: 'type',
    label: 'Type',
    allLabel: 'All types',
    options: GRANT_TYPES.map((t) => ({ value: t, label: GRANT_TYPE_LABELS[t] })),
  },
  {
    key: 'status',
    label: 'Status',
    allLabel: 'All statuses',
    options: GRANT_STATUSES.map((s) => ({ value: s, label: GRANT_STATUS_LABELS[s] })),
  },
];

/** The panel's sections, in order: id, title, and what each lists (the applied filters plus its own). */
const SECTIONS = [
  { id: 'filters', title: 'Advanced Search & Filters' },
  { id: 'study', title: 'Study Law in NZ' },
  { id: 'overview', title: 'All Grants Overview', extra: {} },
  { id: 'open', title: 'Currently Open Applications', extra: { status: 'open' } },
  { id: 'closing', title: 'Closing Soon (within 30 days)', extra: { status: 'closing_soon' } },
  { id: 'scholarships', title: 'Law Scholarships', extra: { type: 'scholarship' } },
  { id: 'research', title: 'Research Funding', extra: { type: 'research_funding' } },
] as const;
type SectionId = (typeof SECTIONS)[number]['id'];

const sectionAnchor = (id: SectionId) => `grants-section-${id}`;

/**
 * Resources & Tools → Grants & Awards (also the /grants page): grants, scholarships, prizes and research funding
 * with status and days left computed from their closing dates against today (by the API), in collapsible sections
 * (all closed at first, as the spec's collapsible sections start; quick navigation opens one), with filters, Refresh
 * and the snapshot date.
 */
export default function GrantsPanel() {
  const [draft, setDraft] = useState<GrantFilters>(NO_GRANT_FILTERS);
  const [applied, setApplied] = useState<GrantFilters>(NO_GRANT_FILTERS);
  const [open, setOpen] = useState<ReadonlySet<SectionId>>(new Set());
  // The section last chosen stays selected: reset to "Go to section…", the select's arrow keys (each a change) only
  // ever reached its first section.
  const [jumped, setJumped] = useState('all');
  const queryClient = useQueryClient();
  const overview = useQuery(grantsOverviewQuery(applied));
  const filtersActive = Object.keys(omitEmpty(applied)).length > 0;
  const toggle = (id: SectionId) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const jumpTo = (id: string) => {
    const section = SECTIONS.find((s) => s.id === id);
    if (!section) return;
    setOpen((prev) => new Set([...prev, section.id]));
    setTimeout(
      () => document.getElementById(sectionAnchor(section.id))?.scrollIntoView({ behavior: 'smooth' }),
      100,
    );
  };
  const set = (key: keyof GrantFilters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  return (
    <ToolPanel
      title="Legal Grants, Subsidies & Awards"
      description="Grants, scholarships, prizes and research funding for law students, researchers and the community, with the facts their providers state. Status and days left are computed from each closing date against today."
      sources={overview.data ? sourcesOf(overview.data.grants) : []}
      controls={
        <>
          <FilterSelect
            label="Quick navigation"
            value={jumped}
            onChange={(id) => {
              setJumped(id);
              jumpTo(id);
            }}
            allLabel="Go to section…"
            options={SECTIONS.map((s) => ({ value: s.id, label: s.title }))}
          />
          <Button
            size="sm"
            variant="outline"
            loading={overview.isFetching}
            loadingText="Refresh"
            onClick={() => void queryClient.invalidateQueries({ queryKey: trpc.resources.grants.pathKey() })}
          >
            Refresh
          </Button>
          {overview.data && (
            <HStack gap="2" wrap="wrap" data-testid="grants-dates">
              <Badge colorPalette="gray" whiteSpace="normal">
                Snapshot compiled {formatDate(overview.data.lastUpdated)}, not refreshed automatically
              </Badge>
              <Badge colorPalette="blue" whiteSpace="normal">
                Statuses as at {formatDate(overview.data.today)}
              </Badge>
            </HStack>
          )}
        </>
      }
    >
      <Stack gap="3">
        <CollapsibleSection
          id={sectionAnchor('filters')}
          title="Advanced Search & Filters"
          open={open.has('filters')}
          onToggle={() => toggle('filters')}
          status={filtersActive ? 'Filters Active' : open.has('filters') ? undefined : 'Click to Expand'}
        >
          <FilterForm label="Grant filters" search={false} onSubmit={() => setApplied(draft)}>
            <SearchField label="Search grants" value={draft.query} onChange={set('query')} />
            <FilterFields fields={FILTERS} values={draft} onChange={(key, value) => set(key)(value)} />
            <HStack gap="2">
              <Button type="submit" size="sm" colorPalette="blue">
                Apply Filters
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  setDraft(NO_GRANT_FILTERS);
                  setApplied(NO_GRANT_FILTERS);
                }}
              >
                Clear All
              </Button>
            </HStack>
          </FilterForm>
        </CollapsibleSection>
        <CollapsibleSection
          id={sectionAnchor('study')}
          title="Study Law in NZ"
          open={open.has('study')}
          onToggle={() => toggle('study')}
        >
          <Text fontSize="sm">
            The six university law schools, with the degrees and founding years their own pages state, are
            listed under{' '}
            <Link href="/#universities" colorPalette="blue">
              Universities
            </Link>
            . Admission requirements and application dates are set by each university: check its own site.
          </Text>
        </CollapsibleSection>
        {SECTIONS.filter((s) => 'extra' in s).map((s) => (
          <CollapsibleSection
            key={s.id}
            id={sectionAnchor(s.id)}
            title={s.title}
            open={open.has(s.id)}
            onToggle={() => toggle(s.id)}
          >
            {'extra' in s && <GrantList label={s.title} input={{ ...applied, ...s.extra }} />}
          </CollapsibleSection>
        ))}
        <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" data-testid="grant-tips">
          <Text fontWeight="semibold" mb="1">
            Application tips (general advice)
          </Text>
          <List.Root ps="5" fontSize="sm" gap="1">
            <List.Item>
              Read the provider’s own page before applying: dates, amounts and conditions change from round to
              round, and the details here are a dated snapshot.
            </List.Item>
            <List.Item>
              Check every eligibility condition and the documents the application asks for.
            </List.Item>
            <List.Item>Start early and allow time for referees and transcripts.</List.Item>
          </List.Root>
        </Box>
      </Stack>
    </ToolPanel>
  );
}

/** The grants of one section: the applied filters with the section's own status or type. */
function GrantList({ label, input }: { label: string; input: GrantFilters }) {
  const query = useQuery(grantsOverviewQuery(input));
  return (
    <QueryState
      query={query}
      isEmpty={(d) => d.grants.length === 0}
      empty={{
        title: 'No funding opportunities found',
        description: 'Nothing held matches; providers publish new rounds on their own sites.',
        officialLink: { label: 'New Zealand Law Foundation', href: LAW_FOUNDATION },
      }}
      error={{ title: 'Grants & Awards - Error', message: 'Failed to fetch legal grants and awards' }}
    >
      {(data) => (
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            {data.total} {data.total === 1 ? 'entry' : 'entries'}
          </Text>
          <ScrollList label={label}>
            {data.grants.map((g) => (
              <GrantCard key={g.id} grant={g} />
            ))}
          </ScrollList>
        </Stack>
      )}
    </QueryState>
  );
}
