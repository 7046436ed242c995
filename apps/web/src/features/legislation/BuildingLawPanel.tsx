import {
  BUILDING_CODE_GROUP_LABELS,
  BUILDING_CODE_GROUPS,
  type BuildingCode,
  type BuildingMethod,
  STANDARD_CATEGORIES,
  type Standard,
} from '@aotearoa/contracts';
import { Badge, Box, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FilterSelect, omitEmpty, QueryState, ToolPanel } from '../../components/panel';
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { InlineSources } from './InlineSources';
import { SearchBox } from './SearchBox';

const BUILDING_SITE = 'https://www.building.govt.nz/building-code-compliance/';
const STANDARDS_SITE = 'https://www.standards.govt.nz/';
const TABS = ['codes', 'standards', 'calculations', 'methods'] as const;
type Tab = (typeof TABS)[number];

const GROUP_OPTIONS = BUILDING_CODE_GROUPS.map((g) => ({ value: g, label: BUILDING_CODE_GROUP_LABELS[g] }));
const STANDARD_OPTIONS = STANDARD_CATEGORIES.map((c) => ({ value: c, label: c }));

/**
 * Legislation & Acts → Building Law: a search box and a category selector over four tabs — Building Codes (clauses),
 * NZ Standards (cited standards), Calculations (Verification Methods) and Methods (Acceptable Solutions). Loads on
 * open. The category is the clause group (A–H), or for standards the publisher (NZS, AS/NZS).
 */
export default function BuildingLawPanel() {
  const [tab, setTab] = useState<Tab>('codes');
  const [query, setQuery] = useState('');
  const [group, setGroup] = useState('all');
  const [publisher, setPublisher] = useState('all');
  const isStandards = tab === 'standards';
  return (
    <ToolPanel
      title="Building Law"
      description="The New Zealand Building Code, the standards it cites, and its means of compliance."
      controls={
        <>
          <SearchBox label="Search building law" placeholder="e.g. weathertightness" onSearch={setQuery} />
          {isStandards ? (
            <FilterSelect
              label="Category"
              value={publisher}
              onChange={setPublisher}
              options={STANDARD_OPTIONS}
            />
          ) : (
            <FilterSelect label="Category" value={group} onChange={setGroup} options={GROUP_OPTIONS} />
          )}
        </>
      }
      tab={tab}
      onTabChange={(v) => setTab(v as Tab)}
      tabs={[
        { value: 'codes', label: 'Building Codes', content: <CodesTab query={query} category={group} /> },
        {
          value: 'standards',
          label: 'NZ Standards',
          content: <StandardsTab query={query} category={publisher} />,
        },
        {
          value: 'calculations',
          label: 'Calculations',
          content: <MethodsTab query={query} category={group} methodType="verification" />,
        },
        {
          value: 'methods',
          label: 'Methods',
          content: <MethodsTab query={query} category={group} methodType="acceptable" />,
        },
      ]}
    />
  );
}

function Provenance(props: { source: string; sourceUrl: string; retrievedAt: string; asAt?: string | null }) {
  return (
    <Text fontSize="xs" color="fg.muted">
      Source:{' '}
      <Link href={props.sourceUrl} target="_blank" rel="noopener noreferrer" display="inline">
        {props.source}
      </Link>{' '}
      (retrieved {formatDate(props.retrievedAt)}){props.asAt ? `, as at ${formatDate(props.asAt)}` : ''}
    </Text>
  );
}

function CodesTab(props: { query: string; category: string }) {
  const result = useQuery(trpc.legislation.buildingCodes.queryOptions(omitEmpty(props)));
  return (
    <Stack gap="3" pt="3">
      {result.data && <InlineSources records={result.data} />}
      <QueryState
        query={result}
        isEmpty={(d) => d.length === 0}
        empty={{
          title: 'No building codes found matching your search criteria',
          officialLink: { label: 'Building Code on building.govt.nz', href: BUILDING_SITE },
        }}
        error={{ title: 'Building Codes - Error', message: 'Failed to fetch building codes' }}
      >
        {(codes) => (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" maxH="24rem" overflowY="auto">
            {codes.map((c) => (
              <CodeCard key={c.id} code={c} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}

function CodeCard({ code: c }: { code: BuildingCode }) {
  return (
    <Box as="article" borderWidth="1px" borderRadius="md" p="3" data-testid="building-card">
      <Stack gap="1">
        <Heading as="h4" size="sm">
          {c.url ? (
            <Link href={c.url} target="_blank" rel="noopener noreferrer" colorPalette="blue">
              {c.title}
            </Link>
          ) : (
            c.title
          )}
        </Heading>
        <Box>
          <Badge>{c.codeNumber}</Badge>
          <Badge ml="1" variant="outline">
            {BUILDING_CODE_GROUP_LABELS[c.category]}
          </Badge>
        </Box>
        {c.description && <Text fontSize="sm">{c.description}</Text>}
        <Provenance {...c} />
      </Stack>
    </Box>
  );
}

function StandardsTab(props: { query: string; category: string }) {
  const result = useQuery(trpc.legislation.standardsNz.queryOptions(omitEmpty(props)));
  return (
    <Stack gap="3" pt="3">
      {result.data && <InlineSources records={result.data} />}
      <QueryState
        query={result}
        isEmpty={(d) => d.length === 0}
        empty={{
          title: 'No standards found matching your search criteria',
          officialLink: { label: 'Standards New Zealand', href: STANDARDS_SITE },
        }}
        error={{ title: 'NZ Standards - Error', message: 'Failed to fetch NZ standards' }}
      >
        {(standards) => (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" maxH="24rem" overflowY="auto">
            {standards.map((s) => (
              <StandardCard key={s.id} standard={s} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      <Text fontSize="xs" color="fg.muted">
        Prices and page counts are not shown: no held source states them. See{' '}
        <Link href={STANDARDS_SITE} target="_blank" rel="noopener noreferrer" display="inline">
          standards.govt.nz
        </Link>
        .
      </Text>
    </Stack>
  );
}

function StandardCard({ standard: s }: { standard: Standard }) {
  return (
    <Box as="article" borderWidth="1px" borderRadius="md" p="3" data-testid="building-card">
      <Stack gap="1">
        <Heading as="h4" size="sm">
          {s.standardNumber}
        </Heading>
        <Text fontSize="sm">{s.name}</Text>
        <Box>
          <Badge>{s.category}</Badge>
          {s.sourceType && (
            <Badge ml="1" variant="outline">
              {s.sourceType}
            </Badge>
          )}
        </Box>
        {s.description && <Text fontSize="sm">{s.description}</Text>}
        <Provenance {...s} />
      </Stack>
    </Box>
  );
}

function MethodsTab(props: { query: string; category: string; methodType: 'acceptable' | 'verification' }) {
  const result = useQuery(trpc.legislation.buildingMethods.queryOptions(omitEmpty(props)));
  const noun = props.methodType === 'verification' ? 'calculation methods' : 'building methods';
  return (
    <Stack gap="3" pt="3">
      {result.data && <InlineSources records={result.data} />}
      <QueryState
        query={result}
        isEmpty={(d) => d.length === 0}
        empty={{
          title: `No ${noun} found matching your search criteria`,
          officialLink: { label: 'Acceptable Solutions and Verification Methods', href: BUILDING_SITE },
        }}
        error={{ title: 'Building Methods - Error', message: 'Failed to fetch building methods' }}
      >
        {(methods) => (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" maxH="24rem" overflowY="auto">
            {methods.map((m) => (
              <MethodCard key={m.id} method={m} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}

function MethodCard({ method: m }: { method: BuildingMethod }) {
  return (
    <Box as="article" borderWidth="1px" borderRadius="md" p="3" data-testid="building-card">
      <Stack gap="1">
        <Heading as="h4" size="sm">
          {m.url ? (
            <Link href={m.url} target="_blank" rel="noopener noreferrer" colorPalette="blue">
              {m.title}
            </Link>
          ) : (
            m.title
          )}
        </Heading>
        <Box>
          <Badge colorPalette={/Verification/.test(m.methodType) ? 'purple' : 'blue'}>{m.methodType}</Badge>
          {m.clauses.slice(0, 3).map((c) => (
            <Badge key={c} ml="1" variant="outline">
              {c}
            </Badge>
          ))}
        </Box>
        {m.description && <Text fontSize="sm">{m.description}</Text>}
        {m.edition && <Text fontSize="sm">Edition: {m.edition}</Text>}
        {m.effective && <Text fontSize="sm">Effective {formatDate(m.effective)}</Text>}
        {m.notes && (
          <Text fontSize="sm" color="fg.muted">
            {m.notes}
          </Text>
        )}
        <Provenance {...m} />
      </Stack>
    </Box>
  );
}
