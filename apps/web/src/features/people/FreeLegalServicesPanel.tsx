import {
  type Helpline,
  type LegalService,
  SERVICE_REGIONS,
  SERVICE_TYPES,
  type ServiceType,
} from '@aotearoa/contracts';
import { Badge, Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import { FilterSelect, omitEmpty, QueryState, SearchBox, sourcesOf, ToolPanel } from '../../components/panel';
import { CardGrid } from '../../components/panel/CardGrid';
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { NoOfficialLink, RecordCard, RecordSource, withScheme } from '../research/parts';

const TYPE_LABELS: Record<ServiceType, string> = {
  legal_aid: 'Legal Aid',
  community_law: 'Community Law',
  pro_bono: 'Pro Bono',
  specialist: 'Specialist',
  advocacy: 'Advocacy',
};

const REGION_LABELS: Record<(typeof SERVICE_REGIONS)[number], string> = {
  auckland: 'Auckland',
  wellington: 'Wellington',
  canterbury: 'Canterbury',
  waikato: 'Waikato',
  'bay-of-plenty': 'Bay of Plenty',
  otago: 'Otago',
  manawatu: 'Manawatū',
  'hawkes-bay': 'Hawke’s Bay',
  northland: 'Northland',
  taranaki: 'Taranaki',
  southland: 'Southland',
  gisborne: 'Tairāwhiti Gisborne',
};

/** The specification's tabs (All plus four types). */
const TABS: ReadonlyArray<{ value: 'all' | ServiceType; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'legal_aid', label: 'Legal Aid' },
  { value: 'community_law', label: 'Community Law' },
  { value: 'pro_bono', label: 'Pro Bono' },
  { value: 'specialist', label: 'Specialist' },
];

const COMMUNITY_LAW_FIND = 'https://communitylaw.org.nz/';

/**
 * Find Lawyers → Free Legal Services: Community Law Centres, legal aid and free advice services from the bundled
 * snapshot, filtered by search, region and type in the index; the tabs group the answer by type with counts. An
 * Emergency Legal Help box lists the official helplines the snapshot holds (no number is added by hand).
 */
export default function FreeLegalServicesPanel() {
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState('');
  const [region, setRegion] = useState('all');
  const [type, setType] = useState('all');
  const [tab, setTab] = useState('all');
  const query = useQuery(
    trpc.people.freeLegalServices.queryOptions(omitEmpty({ query: submitted, region, type })),
  );

  const list = (services: LegalService[], value: string) =>
    value === 'all' ? services : services.filter((s) => s.type === value);

  const tabContent = (value: string) => (
    <QueryState
      query={query}
      isEmpty={(d) => list(d.services, value).length === 0}
      empty={{
        title: 'No free legal services found',
        description: 'Try another region or type, or find your nearest centre on Community Law’s site.',
        officialLink: { label: 'Community Law Centres o Aotearoa', href: COMMUNITY_LAW_FIND },
      }}
      error={{ title: 'Free Legal Services - Error', message: 'Failed to fetch free legal services' }}
    >
      {(d) => (
        <CardGrid label="Free legal services">
          {list(d.services, value).map((s) => (
            <ServiceCard key={s.id} service={s} />
          ))}
        </CardGrid>
      )}
    </QueryState>
  );

  return (
    <Stack gap="4">
      <ToolPanel
        title="Free Legal Services"
        description="Community Law Centres, legal aid and free advice services in New Zealand, with the facts their own pages state."
        sources={query.data ? sourcesOf(query.data.services) : []}
        controls={
          <>
            <SearchBox
              label="Search services"
              value={text}
              onChange={setText}
              onSearch={(v) => setSubmitted(v.trim())}
              placeholder="e.g. tenancy, employment, Dunedin"
            />
            <FilterSelect
              label="Region"
              value={region}
              onChange={setRegion}
              allLabel="All regions"
              options={SERVICE_REGIONS.map((v) => ({ value: v, label: REGION_LABELS[v] }))}
            />
            <FilterSelect
              label="Service Type"
              value={type}
              onChange={setType}
              allLabel="All types"
              options={SERVICE_TYPES.map((v) => ({ value: v, label: TYPE_LABELS[v] }))}
            />
          </>
        }
        tab={tab}
        onTabChange={setTab}
        tabs={TABS.map((t) => ({
          value: t.value,
          label: query.data ? `${t.label} (${list(query.data.services, t.value).length})` : t.label,
          content: tabContent(t.value),
        }))}
      />
      <EmergencyLegalHelp />
    </Stack>
  );
}

function ServiceCard({ service: s }: { service: LegalService }) {
  const c = s.contact;
  return (
    <RecordCard testId="legal-service">
      <Stack gap="1">
        <Heading as="h4" size="sm">
          {s.name}
        </Heading>
        <Box>
          <Badge colorPalette="green">{TYPE_LABELS[s.type]}</Badge>{' '}
          {s.region && <Badge>{REGION_LABELS[s.region]}</Badge>}
        </Box>
        {s.location && <Text fontSize="sm">Area: {s.location}</Text>}
        {s.description && <Text fontSize="sm">{s.description}</Text>}
        {s.services.length > 0 && <Text fontSize="sm">Services: {s.services.join(', ')}</Text>}
        {s.specializations.length > 0 && (
          <Text fontSize="sm">Specialisations: {s.specializations.join(', ')}</Text>
        )}
        {s.eligibility && <Text fontSize="sm">Eligibility: {s.eligibility}</Text>}
        {c.phone && <Text fontSize="sm">Phone: {c.phone}</Text>}
        {c.email && <Text fontSize="sm">Email: {c.email}</Text>}
        {c.address && <Text fontSize="sm">Address: {c.address}</Text>}
        {s.hours && <Text fontSize="sm">Hours: {s.hours}</Text>}
        {s.languages.length > 0 && <Text fontSize="sm">Languages: {s.languages.join(', ')}</Text>}
        {c.website && (
          <Box>
            <ExternalLink href={withScheme(c.website)} fontSize="sm" fontWeight="medium" colorPalette="blue">
              Visit Website
              <Box as="span" srOnly>
                {' '}
                of {s.name}
              </Box>
            </ExternalLink>
          </Box>
        )}
        {!c.website && <NoOfficialLink />}
        <RecordSource sourceUrl={s.sourceUrl} retrievedAt={s.retrievedAt} asAt={s.asAt} />
      </Stack>
    </RecordCard>
  );
}

/** One line of the Emergency Legal Help box: name, number, hours and where the number was read. */
function HelplineItem({ line }: { line: Helpline }) {
  return (
    <List.Item>
      <Text as="span" fontWeight="medium">
        {line.name}
      </Text>
      : <a href={`tel:${line.phone.replace(/\D/g, '')}`}>{line.phone}</a>
      {line.hours ? ` (${line.hours})` : ''}{' '}
      <Text as="span" fontSize="xs" color="fg.muted">
        (<ExternalLink href={line.sourceUrl}>source</ExternalLink>, {formatDate(line.retrievedAt)})
      </Text>
    </List.Item>
  );
}

/** A service named in the help box, linked to its own site (the snapshot gives no phone for these). */
function ServiceLine({ label, service }: { label: string; service: LegalService | undefined }) {
  if (!service) return null;
  const href = service.contact.website ? withScheme(service.contact.website) : null;
  return (
    <List.Item>
      <Text as="span" fontWeight="medium">
        {label}:
      </Text>{' '}
      {href ? (
        <ExternalLink href={href} colorPalette="blue">
          {service.name}
        </ExternalLink>
      ) : (
        service.name
      )}
      {service.contact.phone ? ` — ${service.contact.phone}` : ''}
    </List.Item>
  );
}

/**
 * The specification's Emergency Legal Help box: legal aid, family violence (111 and the support lines) and citizens advice,
 * from the official pages in the snapshot.
 */
function EmergencyLegalHelp() {
  const lines = useQuery(trpc.people.legalHelplines.queryOptions({}));
  const services = useQuery(trpc.people.freeLegalServices.queryOptions({}));
  const byGroup = (g: Helpline['group']) => (lines.data ?? []).filter((l) => l.group === g);
  const find = (t: ServiceType) => services.data?.services.find((s) => s.type === t);
  if (!lines.data && !services.data) return null;
  return (
    <Box
      as="section"
      aria-labelledby="emergency-legal-help"
      borderWidth="1px"
      borderColor="red.200"
      bg="red.50"
      _dark={{ bg: 'red.950', borderColor: 'red.800' }}
      borderRadius="lg"
      p="4"
      data-testid="emergency-legal-help"
    >
      <Heading as="h4" size="md" id="emergency-legal-help" mb="2">
        Emergency Legal Help
      </Heading>
      <List.Root fontSize="sm" ps="5" gap="1">
        <ServiceLine label="Legal aid" service={find('legal_aid')} />
        {byGroup('emergency').map((l) => (
          <HelplineItem key={l.id} line={l} />
        ))}
        {byGroup('family_violence').map((l) => (
          <HelplineItem key={l.id} line={l} />
        ))}
        <ServiceLine label="Citizens advice" service={find('advocacy')} />
      </List.Root>
    </Box>
  );
}
