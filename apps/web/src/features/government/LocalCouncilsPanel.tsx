import { COUNCIL_TYPES, type Council, NZ_REGIONS } from '@aotearoa/contracts';
import { Badge, Box, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
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
import { formatNumber } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { InlineSources } from '../legislation/InlineSources';
import { RecordCard } from './RecordCard';

/** The specification's council list settings: 20 councils, stale after 20 minutes, 2 retries. */
export const COUNCILS_LIMIT = 20;
export const COUNCILS_STALE_MS = 20 * 60_000;
/** Said where a council's services would be when the index holds none (the snapshot records no service lists). */
const NO_SERVICES_HELD =
  'No council’s list of services is held in this snapshot: each council’s website lists its own.';
const LGNZ = 'https://www.lgnz.co.nz/local-government-in-nz/councils-in-nz/';

/**
 * Government & Local → Local Councils: search plus type, region and service filters (the services the index holds,
 * none while no council's services are held); tabs Councils (count), By Type (5 each), Services (first 20 with
 * counts, or why there are none) and Documents (first 10); the councils 20 a page (the page in the URL,
 * back to 1 on a new search or filter). Population is shown only as a dated estimate
 * with its year; no mayor, chief executive or area is shown (no dated source is held). Loads on open.
 */
export default function LocalCouncilsPanel() {
  const [query, setQuery] = useState('');
  const [type, setType] = useState('all');
  const [region, setRegion] = useState('all');
  const [services, setServices] = useState('all');
  const [tab, setTab] = useState('councils');
  const [page, setPage] = usePanelPage(JSON.stringify([query, type, region, services]));
  const result = useQuery({
    ...trpc.government.localCouncils.queryOptions({
      ...omitEmpty({ query, type, region, services }),
      limit: COUNCILS_LIMIT,
      page,
    }),
    staleTime: COUNCILS_STALE_MS,
    retry: 2,
  });
  const data = result.data;
  // The service filter offers only the services the index holds for some council (counted over all councils), so
  // that choosing one can never empty the list by itself; with none held there is no filter.
  const everyCouncil = useQuery({
    ...trpc.government.localCouncils.queryOptions({ limit: 1 }),
    staleTime: COUNCILS_STALE_MS,
  });
  const serviceOptions = (everyCouncil.data?.allServices ?? []).map((x) => ({
    value: x.name,
    label: `${x.name} (${x.count})`,
  }));
  const states = (body: (d: NonNullable<typeof data>) => React.ReactNode) => (
    <Box pt="3">
      <QueryState
        query={result}
        isEmpty={(d) => d.councils.length === 0}
        empty={{
          title: 'No Councils Found',
          description: 'No council records are held for this search.',
          officialLink: { label: 'Councils in New Zealand (LGNZ)', href: LGNZ },
        }}
        error={{ title: 'Local Councils - Error', message: 'Failed to fetch local councils' }}
      >
        {body}
      </QueryState>
    </Box>
  );
  return (
    <ToolPanel
      title="Local Councils"
      description="New Zealand’s city, district and regional councils and unitary authorities."
      controls={
        <>
          <SearchBox label="Search councils" placeholder="e.g. Wellington" onSearch={setQuery} />
          <FilterSelect
            label="Council type"
            value={type}
            onChange={setType}
            options={COUNCIL_TYPES.map((t) => ({ value: t, label: t }))}
          />
          <FilterSelect
            label="Region"
            value={region}
            onChange={setRegion}
            options={NZ_REGIONS.map((r) => ({ value: r, label: r }))}
          />
          {serviceOptions.length > 0 ? (
            <FilterSelect label="Service" value={services} onChange={setServices} options={serviceOptions} />
          ) : (
            everyCouncil.data && (
              <Text fontSize="xs" color="fg.muted" maxW="60" data-testid="no-services">
                {NO_SERVICES_HELD}
              </Text>
            )
          )}
        </>
      }
      tab={tab}
      onTabChange={setTab}
      tabs={[
        {
          value: 'councils',
          label: `Councils${data ? ` (${data.total})` : ''}`,
          content: states((d) => (
            <Stack gap="2">
              <InlineSources records={d.councils} />
              <PagedList
                data={d}
                shown={d.councils.length}
                noun="councils"
                nounOne="council"
                onPageChange={setPage}
              >
                <CardGrid label="Councils">
                  {d.councils.map((c) => (
                    <CouncilCard key={c.id} council={c} />
                  ))}
                </CardGrid>
              </PagedList>
            </Stack>
          )),
        },
        {
          value: 'by-type',
          label: 'By Type',
          content: states((d) => (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              {/* The specification's four types, then any other the index holds (the Chatham Islands Council's). */}
              {[
                ...COUNCIL_TYPES,
                ...d.typeCounts
                  .map((x) => x.name)
                  .filter((n) => !(COUNCIL_TYPES as readonly string[]).includes(n)),
              ].map((t) => {
                // The count is of every matching council (the index's facet); the names, of the page loaded.
                const count = d.typeCounts.find((x) => x.name === t)?.count ?? 0;
                const list = d.councils.filter((c) => c.type === t).slice(0, 5);
                return (
                  <Box key={t} borderWidth="1px" borderRadius="md" p="3">
                    <Heading as="h4" size="sm">
                      {t} ({count})
                    </Heading>
                    <Box as="ul" ps="5" listStyleType="disc" fontSize="sm">
                      {list.map((c) => (
                        <li key={c.id}>{c.name}</li>
                      ))}
                    </Box>
                    {count > list.length && (
                      <Text fontSize="xs" color="fg.muted">
                        {list.length === 0 ? `${count} councils` : `and ${count - list.length} more`}: search
                        or filter by type to list them.
                      </Text>
                    )}
                  </Box>
                );
              })}
            </SimpleGrid>
          )),
        },
        {
          value: 'services',
          label: 'Services',
          content: states((d) => (
            <CountList items={d.allServices.slice(0, 20)} unit="councils" empty={NO_SERVICES_HELD} />
          )),
        },
        {
          value: 'documents',
          label: 'Documents',
          content: states((d) => (
            <CountList
              items={d.allDocumentTypes.slice(0, 10)}
              unit="councils"
              empty="No council documents held."
            />
          )),
        },
      ]}
    />
  );
}

function CountList(props: { items: Array<{ name: string; count: number }>; unit: string; empty: string }) {
  if (props.items.length === 0) return <Text color="fg.muted">{props.empty}</Text>;
  return (
    <Box as="ul" fontSize="sm" ps="5" listStyleType="disc">
      {props.items.map((i) => (
        <li key={i.name}>
          {i.name}: {i.count} {props.unit}
        </li>
      ))}
    </Box>
  );
}

function CouncilCard({ council: c }: { council: Council }) {
  const shown = c.services.slice(0, 6);
  return (
    <RecordCard title={c.name} href={c.website} badges={[c.type, c.region]} record={c}>
      {c.teReoName && <Text fontSize="sm">{c.teReoName}</Text>}
      {c.region && c.regionBasis && (
        <Text fontSize="xs" color="fg.muted">
          Region {c.region}: {c.regionBasis}
        </Text>
      )}
      <Text fontSize="sm">
        {c.population
          ? `Population ${formatNumber(c.population.value)} (estimate for ${c.population.year}, ${c.population.source})`
          : 'Population not available'}
      </Text>
      {c.contactInfo.address && <Text fontSize="sm">{c.contactInfo.address}</Text>}
      {c.contactInfo.phone && <Text fontSize="sm">Phone {c.contactInfo.phone}</Text>}
      {c.contactInfo.email && (
        <Text fontSize="sm">
          Email{' '}
          <Link href={`mailto:${c.contactInfo.email}`} display="inline">
            {c.contactInfo.email}
          </Link>
        </Text>
      )}
      {c.documentTypes.length > 0 && (
        <Text fontSize="sm">Plans and bylaws held: {c.documentTypes.join(', ')} (see Council Plans)</Text>
      )}
      {shown.length > 0 && (
        <Box>
          {shown.map((s) => (
            <Badge key={s} mr="1" variant="outline">
              {s}
            </Badge>
          ))}
          {c.services.length > 6 && (
            <Text as="span" fontSize="xs">
              +{c.services.length - 6} more
            </Text>
          )}
        </Box>
      )}
      {c.website && (
        <ExternalLink href={c.website} fontSize="sm" colorPalette="blue">
          Visit Website
        </ExternalLink>
      )}
    </RecordCard>
  );
}
