import {
  type LegalOrganisation,
  ORGANISATION_TYPES,
  RESEARCH_CENTRE_TYPES,
  RESEARCH_LOCATIONS,
  type ResearchCentre,
} from '@aotearoa/contracts';
import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FilterSelect, omitEmpty, QueryState, SearchBox, sourcesOf, ToolPanel } from '../../components/panel';
import { CardGrid } from '../../components/panel/CardGrid';
import { trpc } from '../../lib/trpc';
import { capped, NameLink, RecordCard, RecordSource } from './parts';

const CENTRE_TYPE_LABELS: Record<(typeof RESEARCH_CENTRE_TYPES)[number], string> = {
  research_centre: 'Research centre',
  research_group: 'Research group',
};
const ORGANISATION_TYPE_LABELS: Record<(typeof ORGANISATION_TYPES)[number], string> = {
  professional_body: 'Professional body',
  statutory_body: 'Statutory body',
  community: 'Community organisation',
  foundation: 'Foundation',
  other: 'Other',
};

/** Display caps of the specification: specialisations 4 per centre, focus areas 3 per organisation. */
const SPECIALISATIONS_SHOWN = 4;
const FOCUS_SHOWN = 3;

type Tab = 'centres' | 'organisations';

/**
 * Research & Academic → Research Centres: two tabs, Research Centres and Legal Organisations, searched only on an
 * explicit action (Search or Enter); switching tab fetches the newly selected tab with the current search.
 */
export default function ResearchCentresPanel() {
  const [tab, setTab] = useState<Tab>('centres');
  const [text, setText] = useState('');
  const [centreType, setCentreType] = useState('all');
  const [location, setLocation] = useState('all');
  const [orgType, setOrgType] = useState('all');
  /** The search each tab last ran (null: not searched yet). */
  const [searched, setSearched] = useState<Record<Tab, string | null>>({
    centres: null,
    organisations: null,
  });

  const centres = useQuery({
    ...trpc.research.researchCentres.queryOptions(
      omitEmpty({ query: searched.centres ?? '', type: centreType, location }),
    ),
    enabled: searched.centres !== null,
  });
  const organisations = useQuery({
    ...trpc.research.legalOrganisations.queryOptions(
      omitEmpty({ query: searched.organisations ?? '', type: orgType }),
    ),
    enabled: searched.organisations !== null,
  });

  const search = (value: string) => setSearched((s) => ({ ...s, [tab]: value.trim() }));
  const switchTab = (value: string) => {
    const next = value as Tab;
    setTab(next);
    setSearched((s) => ({ ...s, [next]: text.trim() }));
  };

  const hint = (what: string) => (
    <Box borderWidth="1px" borderRadius="md" p="6" textAlign="center" data-testid="panel-hint">
      <Text fontWeight="semibold">Search {what}</Text>
      <Text color="fg.muted">
        Enter a name, institution or focus area, or press Search with an empty box to list them all.
      </Text>
    </Box>
  );

  const sources =
    tab === 'centres'
      ? centres.data
        ? sourcesOf(centres.data)
        : []
      : organisations.data
        ? sourcesOf(organisations.data)
        : [];

  return (
    <ToolPanel
      title="Research Centres & Organisations"
      description="University legal research centres and New Zealand legal organisations, with the facts their own pages state."
      sources={sources}
      controls={
        <>
          <SearchBox
            label={tab === 'centres' ? 'Search research centres' : 'Search organisations'}
            value={text}
            onChange={setText}
            onSearch={search}
            placeholder="e.g. human rights, environmental law"
          />
          {tab === 'centres' ? (
            <>
              <FilterSelect
                label="Type"
                value={centreType}
                onChange={setCentreType}
                allLabel="All types"
                options={RESEARCH_CENTRE_TYPES.map((v) => ({ value: v, label: CENTRE_TYPE_LABELS[v] }))}
              />
              <FilterSelect
                label="Location"
                value={location}
                onChange={setLocation}
                allLabel="All locations"
                options={RESEARCH_LOCATIONS.map((v) => ({ value: v, label: v }))}
              />
            </>
          ) : (
            <FilterSelect
              label="Type"
              value={orgType}
              onChange={setOrgType}
              allLabel="All types"
              options={ORGANISATION_TYPES.map((v) => ({ value: v, label: ORGANISATION_TYPE_LABELS[v] }))}
            />
          )}
        </>
      }
      tab={tab}
      onTabChange={switchTab}
      tabs={[
        {
          value: 'centres',
          label: 'Research Centres',
          content:
            searched.centres === null ? (
              hint('research centres')
            ) : (
              <QueryState
                query={centres}
                isEmpty={(d) => d.length === 0}
                empty={{ title: 'No research centres found', description: 'Try other words or filters.' }}
                error={{ title: 'Research Centres - Error', message: 'Failed to fetch research centres' }}
              >
                {(data) => (
                  <CardGrid label="Research centres">
                    {data.map((c) => (
                      <CentreCard key={c.id} centre={c} />
                    ))}
                  </CardGrid>
                )}
              </QueryState>
            ),
        },
        {
          value: 'organisations',
          label: 'Legal Organisations',
          content:
            searched.organisations === null ? (
              hint('legal organisations')
            ) : (
              <QueryState
                query={organisations}
                isEmpty={(d) => d.length === 0}
                empty={{ title: 'No organisations found', description: 'Try other words or another type.' }}
                error={{
                  title: 'Legal Organisations - Error',
                  message: 'Failed to fetch legal organisations',
                }}
              >
                {(data) => (
                  <CardGrid label="Legal organisations">
                    {data.map((o) => (
                      <OrganisationCard key={o.id} org={o} />
                    ))}
                  </CardGrid>
                )}
              </QueryState>
            ),
        },
      ]}
    />
  );
}

function Areas({ items, max }: { items: readonly string[]; max: number }) {
  const { shown, more } = capped(items, max);
  if (shown.length === 0) return null;
  return (
    <Box>
      {shown.map((a) => (
        <Badge key={a} mr="1" mb="1" variant="subtle" whiteSpace="normal">
          {a}
        </Badge>
      ))}
      {more > 0 && (
        <Text as="span" fontSize="xs" color="fg.muted">
          +{more} more
        </Text>
      )}
    </Box>
  );
}

function CentreCard({ centre: c }: { centre: ResearchCentre }) {
  return (
    <RecordCard testId="research-centre">
      <Stack gap="1">
        <NameLink name={c.name} website={c.website} />
        <Box>
          <Badge colorPalette="purple">{CENTRE_TYPE_LABELS[c.type]}</Badge>{' '}
          {c.location && <Badge>{c.location}</Badge>}
        </Box>
        {c.institution && <Text fontSize="sm">{c.institution}</Text>}
        {c.established && <Text fontSize="sm">Established: {c.established}</Text>}
        {c.description && <Text fontSize="sm">{c.description}</Text>}
        <Areas items={c.specializations} max={SPECIALISATIONS_SHOWN} />
        <RecordSource sourceUrl={c.sourceUrl} retrievedAt={c.retrievedAt} />
      </Stack>
    </RecordCard>
  );
}

function OrganisationCard({ org: o }: { org: LegalOrganisation }) {
  return (
    <RecordCard testId="legal-organisation">
      <Stack gap="1">
        <NameLink name={o.name} website={o.website} />
        <Box>
          <Badge colorPalette="teal">{ORGANISATION_TYPE_LABELS[o.type]}</Badge>{' '}
          {o.location && <Badge>{o.location}</Badge>}
        </Box>
        {o.subtype && <Text fontSize="sm">{o.subtype}</Text>}
        {o.established && <Text fontSize="sm">Established: {o.established}</Text>}
        {o.description && <Text fontSize="sm">{o.description}</Text>}
        <Areas items={o.focusAreas} max={FOCUS_SHOWN} />
        <RecordSource sourceUrl={o.sourceUrl} retrievedAt={o.retrievedAt} />
      </Stack>
    </RecordCard>
  );
}
