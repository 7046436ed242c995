import { FORM_FORMATS, GOVERNMENT_SECTORS, type Ministry } from '@aotearoa/contracts';
import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  FilterSelect,
  omitEmpty,
  PagedList,
  QueryState,
  SearchBox,
  ToolPanel,
  usePanelPage,
} from '../../components/panel';
import { CardGrid } from '../../components/panel/CardGrid';
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { InlineSources } from '../legislation/InlineSources';
import { RecordCard } from './RecordCard';

type Tab = 'ministries' | 'forms' | 'datasets';
/** What a tab searches: set by its Search action (the tab runs only on an explicit search). */
interface TabSearch {
  query: string;
  category: string;
  format: string;
  /** Increments on each search action; 0 = nothing searched yet. */
  run: number;
}
const EMPTY: TabSearch = { query: '', category: 'all', format: 'all', run: 0 };
/** The specification's delay between View Forms switching tab and the forms search. */
export const VIEW_FORMS_DELAY_MS = 100;

const FORMAT_OPTIONS = FORM_FORMATS.map((f) => ({ value: f, label: f.toUpperCase() }));

/**
 * Government & Local → Government Ministries: tabs Ministries, Forms and Datasets, each with a search box and
 * filters, searched only on the Search action, 50 a page (the open tab's page in the URL, back to 1 on another tab
 * or search). A ministry's View Forms switches to Forms, sets the search text to the ministry's short name (else its
 * name) and, 100 ms later, searches the forms with the ministry's id as category.
 */
export default function GovernmentMinistriesPanel() {
  const [tab, setTab] = useState<Tab>('ministries');
  const [searches, setSearches] = useState<Record<Tab, TabSearch>>({
    ministries: EMPTY,
    forms: EMPTY,
    datasets: EMPTY,
  });
  const [formsBoxKey, setFormsBoxKey] = useState(0);
  // One page in the URL, the open tab's: another tab, search or filter starts at page 1.
  const [page, setPage] = usePanelPage(JSON.stringify([tab, searches[tab]]));
  const paging = (t: Tab): Paging => ({ page: t === tab ? page : 1, onPageChange: setPage });
  const update = (t: Tab, patch: Partial<TabSearch>) =>
    setSearches((s) => ({ ...s, [t]: { ...s[t], ...patch } }));
  const search = (t: Tab, query: string) => update(t, { query, run: searches[t].run + 1 });

  const viewForms = (m: Ministry) => {
    setTab('forms');
    setSearches((s) => ({ ...s, forms: { ...s.forms, query: m.shortName ?? m.name, category: m.orgId } }));
    setFormsBoxKey((k) => k + 1);
    setTimeout(
      () => setSearches((s) => ({ ...s, forms: { ...s.forms, run: s.forms.run + 1 } })),
      VIEW_FORMS_DELAY_MS,
    );
  };

  return (
    <ToolPanel
      title="Government Ministries"
      description="Government organisations from the www.govt.nz directory, government forms and datasets. Enter a search or choose a filter, then press Search."
      tab={tab}
      onTabChange={(v) => setTab(v as Tab)}
      tabs={[
        {
          value: 'ministries',
          label: 'Ministries',
          content: (
            <Stack gap="3" pt="3">
              <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-end' }}>
                <SearchBox
                  label="Search ministries"
                  placeholder="e.g. justice"
                  onSearch={(q) => search('ministries', q)}
                />
                <FilterSelect
                  label="Sector"
                  value={searches.ministries.category}
                  onChange={(v) => update('ministries', { category: v })}
                  options={GOVERNMENT_SECTORS.map((s) => ({ value: s, label: s }))}
                />
              </Stack>
              <MinistriesList
                search={searches.ministries}
                onViewForms={viewForms}
                {...paging('ministries')}
              />
            </Stack>
          ),
        },
        {
          value: 'forms',
          label: 'Forms',
          content: (
            <Stack gap="3" pt="3">
              <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-end' }}>
                <SearchBox
                  key={formsBoxKey}
                  label="Search forms"
                  initial={searches.forms.query}
                  placeholder="e.g. tax return"
                  onSearch={(q) => search('forms', q)}
                />
                <FilterSelect
                  label="Format"
                  value={searches.forms.format}
                  onChange={(v) => update('forms', { format: v })}
                  options={FORMAT_OPTIONS}
                />
              </Stack>
              {searches.forms.category !== 'all' && (
                <Text fontSize="sm">
                  Forms of agency <code>{searches.forms.category}</code>{' '}
                  <Button size="xs" variant="ghost" onClick={() => update('forms', { category: 'all' })}>
                    Show all agencies
                  </Button>
                </Text>
              )}
              <FormsList search={searches.forms} {...paging('forms')} />
            </Stack>
          ),
        },
        {
          value: 'datasets',
          label: 'Datasets',
          content: (
            <Stack gap="3" pt="3">
              <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-end' }}>
                <SearchBox
                  label="Search datasets"
                  placeholder="e.g. population"
                  onSearch={(q) => search('datasets', q)}
                />
                <FilterSelect
                  label="Format"
                  value={searches.datasets.format}
                  onChange={(v) => update('datasets', { format: v })}
                  options={FORMAT_OPTIONS}
                />
              </Stack>
              <DatasetsList search={searches.datasets} {...paging('datasets')} />
            </Stack>
          ),
        },
      ]}
    />
  );
}

function NotSearched({ what }: { what: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" textAlign="center" data-testid="not-searched">
      <Text color="fg.muted">Search to list {what}.</Text>
    </Box>
  );
}

/** A tab list's page and how to ask for another. */
interface Paging {
  page: number;
  onPageChange: (page: number) => void;
}

function inputOf(s: TabSearch, page: number) {
  return { ...omitEmpty({ query: s.query, category: s.category, format: s.format }), page };
}

function MinistriesList(props: { search: TabSearch; onViewForms: (m: Ministry) => void } & Paging) {
  const { run, ...rest } = props.search;
  const result = useQuery({
    ...trpc.government.governmentMinistries.queryOptions({
      ...omitEmpty({ query: rest.query, category: rest.category }),
      page: props.page,
    }),
    enabled: run > 0,
  });
  if (run === 0) return <NotSearched what="ministries and agencies" />;
  return (
    <QueryState
      query={result}
      isEmpty={(d) => d.ministries.length === 0}
      empty={{
        title: `No ministries found for the query${rest.query ? ` “${rest.query}”` : ''}`,
        officialLink: {
          label: 'Government organisations on govt.nz',
          href: 'https://www.govt.nz/organisations/',
        },
      }}
      error={{ title: 'Government Ministries - Error', message: 'Failed to fetch ministries' }}
    >
      {(d) => (
        <PagedList
          data={d}
          shown={d.ministries.length}
          noun="organisations"
          nounOne="organisation"
          onPageChange={props.onPageChange}
        >
          <InlineSources records={d.ministries} />
          <CardGrid label="Ministries">
            {d.ministries.map((m) => (
              <RecordCard
                key={m.id}
                title={m.name}
                href={m.website}
                badges={[m.category, m.shortName]}
                record={m}
              >
                {m.teReoName && <Text fontSize="sm">{m.teReoName}</Text>}
                {m.ministers.length > 0 && (
                  <Text fontSize="sm">Portfolio: {m.ministers.slice(0, 3).join(', ')}</Text>
                )}
                {m.parentName && <Text fontSize="sm">Part of {m.parentName}</Text>}
                {m.phone && <Text fontSize="sm">Phone {m.phone}</Text>}
                {m.freephone && <Text fontSize="sm">Freephone {m.freephone}</Text>}
                {m.email && (
                  <Text fontSize="sm">
                    Email{' '}
                    <Link href={`mailto:${m.email}`} display="inline">
                      {m.email}
                    </Link>
                  </Text>
                )}
                {m.address && <Text fontSize="sm">{m.address}</Text>}
                <Box>
                  <Button size="xs" variant="outline" onClick={() => props.onViewForms(m)}>
                    View Forms
                  </Button>
                </Box>
              </RecordCard>
            ))}
          </CardGrid>
        </PagedList>
      )}
    </QueryState>
  );
}

function FormsList({ search, page, onPageChange }: { search: TabSearch } & Paging) {
  const result = useQuery({
    ...trpc.government.governmentForms.queryOptions(inputOf(search, page)),
    enabled: search.run > 0,
  });
  if (search.run === 0) return <NotSearched what="government forms" />;
  return (
    <QueryState
      query={result}
      isEmpty={(d) => d.forms.length === 0}
      empty={{
        title: 'No forms found. Try adjusting your search criteria or browse by category',
        officialLink: { label: 'Forms on govt.nz', href: 'https://www.govt.nz/browse/' },
      }}
      error={{ title: 'Government Forms - Error', message: 'Failed to fetch forms' }}
    >
      {(d) => (
        <PagedList data={d} shown={d.forms.length} noun="forms" nounOne="form" onPageChange={onPageChange}>
          <CardGrid label="Forms">
            {d.forms.map((f) => (
              <RecordCard
                key={f.id}
                title={f.title}
                href={f.url}
                badges={[f.format, f.formNumber, f.agency]}
                record={f}
              >
                {f.description && <Text fontSize="sm">{f.description}</Text>}
                {f.lastUpdated && <Text fontSize="sm">Last updated {formatDate(f.lastUpdated)}</Text>}
              </RecordCard>
            ))}
          </CardGrid>
        </PagedList>
      )}
    </QueryState>
  );
}

function DatasetsList({ search, page, onPageChange }: { search: TabSearch } & Paging) {
  const result = useQuery({
    ...trpc.government.governmentDatasets.queryOptions(inputOf(search, page)),
    enabled: search.run > 0,
  });
  if (search.run === 0) return <NotSearched what="government datasets" />;
  return (
    <QueryState
      query={result}
      isEmpty={(d) => d.datasets.length === 0}
      empty={{
        title: 'No datasets found',
        officialLink: { label: 'data.govt.nz', href: 'https://www.data.govt.nz/' },
      }}
      error={{ title: 'Government Datasets - Error', message: 'Failed to fetch datasets' }}
    >
      {(page) => (
        <PagedList
          data={page}
          shown={page.datasets.length}
          noun="datasets"
          nounOne="dataset"
          onPageChange={onPageChange}
        >
          <CardGrid label="Datasets">
            {page.datasets.map((d) => (
              <RecordCard
                key={d.id}
                title={d.title}
                href={d.url}
                badges={[d.category, ...d.formats.slice(0, 3)]}
                record={d}
              >
                {d.description && <Text fontSize="sm">{d.description}</Text>}
                {d.frequency && <Text fontSize="sm">Updated {d.frequency}</Text>}
                {d.lastUpdated && <Text fontSize="sm">Last modified {formatDate(d.lastUpdated)}</Text>}
                {d.formats.length > 3 && <Text fontSize="xs">Formats: {d.formats.join(', ')}</Text>}
                {d.licence && <Text fontSize="xs">Licence: {d.licence}</Text>}
              </RecordCard>
            ))}
          </CardGrid>
        </PagedList>
      )}
    </QueryState>
  );
}
