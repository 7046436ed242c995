import type { NzDataSource } from '@aotearoa/contracts';
import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import { FilterSelect, omitEmpty, QueryState, sourcesOf, ToolPanel } from '../../components/panel';
import { ScrollList } from '../../components/panel/ScrollList';
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { CollapsibleSection } from './Collapsible';

/** Data types shown on a card, and listed in the Data Type select (the specification's caps). */
const DATA_TYPES_SHOWN = 4;
const DATA_TYPE_OPTIONS_MAX = 15;

/**
 * Resources & Tools → NZ Data Sources: the dated data snapshots this service is built from, with their records,
 * licence, snapshot caveats and upstream address; Category and Data Type filters (the select lists the 15 most
 * common types). A collapsible section titled 'Authentic NZ Data Sources', closed at first.
 */
export default function DataSourcesPanel() {
  const [category, setCategory] = useState('all');
  const [dataType, setDataType] = useState('all');
  const [open, setOpen] = useState(false);
  const query = useQuery(trpc.resources.dataSources.queryOptions(omitEmpty({ category, dataType })));
  const d = query.data;
  return (
    <ToolPanel
      title="NZ Data Sources"
      description="The public data this service is built from: each dated snapshot, what it holds, its licence and where it was copied from."
      sources={d ? sourcesOf(d.sources) : []}
    >
      <CollapsibleSection
        id="nz-data-sources"
        title="Authentic NZ Data Sources"
        open={open}
        onToggle={() => setOpen((o) => !o)}
        status={d ? `${d.totalSources} sources` : undefined}
      >
        <Stack gap="3">
          <Stack direction={{ base: 'column', md: 'row' }} gap="3" wrap="wrap">
            <FilterSelect
              label="Category"
              value={category}
              onChange={setCategory}
              allLabel="All categories"
              options={(d?.categories ?? []).map((c) => ({ value: c, label: c }))}
            />
            <FilterSelect
              label="Data Type"
              value={dataType}
              onChange={setDataType}
              allLabel="All data types"
              options={(d?.dataTypes ?? [])
                .slice(0, DATA_TYPE_OPTIONS_MAX)
                .map((t) => ({ value: t, label: t }))}
            />
          </Stack>
          <QueryState
            query={query}
            isEmpty={(r) => r.sources.length === 0}
            empty={{ title: 'No data sources found for the selected filters.' }}
            error={{ title: 'NZ Data Sources - Error', message: 'Failed to fetch NZ data sources' }}
          >
            {(r) => (
              <Stack gap="2">
                <Text fontSize="sm" color="fg.muted" data-testid="result-count">
                  {r.sources.length} of {r.totalSources} sources
                  {r.lastUpdated ? ` · newest snapshot retrieved ${formatDate(r.lastUpdated)}` : ''}
                </Text>
                <ScrollList label="Data sources">
                  {r.sources.map((s) => (
                    <DataSourceCard key={s.id} source={s} />
                  ))}
                </ScrollList>
                <Text fontSize="xs" color="fg.muted">
                  {r.note}
                </Text>
              </Stack>
            )}
          </QueryState>
        </Stack>
      </CollapsibleSection>
    </ToolPanel>
  );
}

function DataSourceCard({ source: s }: { source: NzDataSource }) {
  return (
    <Box as="article" borderWidth="1px" borderRadius="md" p="3" data-testid="data-source-card">
      <Stack gap="1">
        <Heading as="h5" size="sm">
          {s.baseUrl ? (
            <ExternalLink href={s.baseUrl} colorPalette="blue">
              {s.name}
            </ExternalLink>
          ) : (
            s.name
          )}
        </Heading>
        <HStack gap="1" wrap="wrap">
          <Badge colorPalette="blue">{s.category}</Badge>
          <Badge colorPalette="gray">{s.status === 'live' ? 'Live' : 'Snapshot'}</Badge>
          {s.dataTypes.slice(0, DATA_TYPES_SHOWN).map((t) => (
            <Badge key={t} variant="outline">
              {t}
            </Badge>
          ))}
          {s.dataTypes.length > DATA_TYPES_SHOWN && (
            <Text as="span" fontSize="xs" color="fg.muted">
              +{s.dataTypes.length - DATA_TYPES_SHOWN} more
            </Text>
          )}
        </HStack>
        <Text fontSize="sm">{s.description}</Text>
        {s.records && <Text fontSize="sm">Records: {s.records}</Text>}
        {s.licence && (
          <Text fontSize="xs" color="fg.muted">
            Licence: {s.licence}
          </Text>
        )}
        {s.snapshot && (
          <Text fontSize="xs" color="fg.muted">
            Snapshot: {s.snapshot}
          </Text>
        )}
        <Text fontSize="xs" color="fg.muted">
          Folder {s.folder} · retrieved {formatDate(s.retrievedAt)}
        </Text>
      </Stack>
    </Box>
  );
}
