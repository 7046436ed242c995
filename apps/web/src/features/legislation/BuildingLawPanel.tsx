import {
  BUILDING_CODE_GROUP_LABELS,
  BUILDING_CODE_GROUPS,
  type BuildingCode,
  type BuildingMethod,
  STANDARD_CATEGORIES,
  type Standard,
} from '@aotearoa/contracts';
import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import { NoOfficialLink } from '../../components/NoOfficialLink';
import {
  type EmptyState,
  type ErrorState,
  FilterSelect,
  omitEmpty,
  QueryState,
  SearchBox,
  ToolPanel,
} from '../../components/panel';
import { CardGrid } from '../../components/panel/CardGrid';
import type { QueryLike } from '../../components/panel/QueryState';
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { InlineSources } from './InlineSources';

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

interface Provenance {
  source: string;
  sourceUrl: string;
  retrievedAt: string;
  asAt?: string | null;
}

function ProvenanceLine(props: Provenance) {
  return (
    <Text fontSize="xs" color="fg.muted">
      Source:{' '}
      <ExternalLink href={props.sourceUrl} display="inline">
        {props.source}
      </ExternalLink>{' '}
      (retrieved {formatDate(props.retrievedAt)}){props.asAt ? `, as at ${formatDate(props.asAt)}` : ''}
    </Text>
  );
}

/** One tab's list: the sources line, the loading / error / empty states, then the cards in a scrolling grid. */
function ListTab<T extends Provenance & { id: string }>(props: {
  result: QueryLike<T[]>;
  empty: EmptyState;
  error: ErrorState;
  card: (record: T) => ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Stack gap="3" pt="3">
      {props.result.data && <InlineSources records={props.result.data} />}
      <QueryState
        query={props.result}
        isEmpty={(d) => d.length === 0}
        empty={props.empty}
        error={props.error}
      >
        {(records) => (
          <CardGrid label="Records">
            {records.map((r) => (
              <Fragment key={r.id}>{props.card(r)}</Fragment>
            ))}
          </CardGrid>
        )}
      </QueryState>
      {props.footer}
    </Stack>
  );
}

/** A building-law card: the title (linked when the record has a page), a subtitle, its badges, description, details, source. */
function BuildingCard(props: {
  title: string;
  url?: string | null;
  subtitle?: string;
  badges: ReactNode;
  description?: string | null;
  children?: ReactNode;
  record: Provenance;
}) {
  return (
    <Box as="article" borderWidth="1px" borderRadius="md" p="3" data-testid="building-card">
      <Stack gap="1">
        <Heading as="h4" size="sm">
          {props.url ? (
            <ExternalLink href={props.url} colorPalette="blue">
              {props.title}
            </ExternalLink>
          ) : (
            props.title
          )}
        </Heading>
        {!props.url && <NoOfficialLink />}
        {props.subtitle && <Text fontSize="sm">{props.subtitle}</Text>}
        <Box>{props.badges}</Box>
        {props.description && <Text fontSize="sm">{props.description}</Text>}
        {props.children}
        <ProvenanceLine {...props.record} />
      </Stack>
    </Box>
  );
}

function CodesTab(props: { query: string; category: string }) {
  return (
    <ListTab
      result={useQuery(trpc.legislation.buildingCodes.queryOptions(omitEmpty(props)))}
      empty={{
        title: 'No building codes found matching your search criteria',
        officialLink: { label: 'Building Code on building.govt.nz', href: BUILDING_SITE },
      }}
      error={{ title: 'Building Codes - Error', message: 'Failed to fetch building codes' }}
      card={(c: BuildingCode) => (
        <BuildingCard
          title={c.title}
          url={c.url}
          description={c.description}
          record={c}
          badges={
            <>
              <Badge>{c.codeNumber}</Badge>
              <Badge ml="1" variant="outline">
                {BUILDING_CODE_GROUP_LABELS[c.category]}
              </Badge>
            </>
          }
        />
      )}
    />
  );
}

function StandardsTab(props: { query: string; category: string }) {
  return (
    <ListTab
      result={useQuery(trpc.legislation.standardsNz.queryOptions(omitEmpty(props)))}
      empty={{
        title: 'No standards found matching your search criteria',
        officialLink: { label: 'Standards New Zealand', href: STANDARDS_SITE },
      }}
      error={{ title: 'NZ Standards - Error', message: 'Failed to fetch NZ standards' }}
      card={(s: Standard) => (
        <BuildingCard
          title={s.standardNumber}
          description={s.description}
          record={s}
          badges={
            <>
              <Badge>{s.category}</Badge>
              {s.sourceType && (
                <Badge ml="1" variant="outline">
                  {s.sourceType}
                </Badge>
              )}
            </>
          }
          subtitle={s.name}
        />
      )}
      footer={
        <Text fontSize="xs" color="fg.muted">
          Prices and page counts are not shown: no held source states them. See{' '}
          <ExternalLink href={STANDARDS_SITE} display="inline">
            standards.govt.nz
          </ExternalLink>
          .
        </Text>
      }
    />
  );
}

function MethodsTab(props: { query: string; category: string; methodType: 'acceptable' | 'verification' }) {
  const noun = props.methodType === 'verification' ? 'calculation methods' : 'building methods';
  return (
    <ListTab
      result={useQuery(trpc.legislation.buildingMethods.queryOptions(omitEmpty(props)))}
      empty={{
        title: `No ${noun} found matching your search criteria`,
        officialLink: { label: 'Acceptable Solutions and Verification Methods', href: BUILDING_SITE },
      }}
      error={{ title: 'Building Methods - Error', message: 'Failed to fetch building methods' }}
      card={(m: BuildingMethod) => (
        <BuildingCard
          title={m.title}
          url={m.url}
          description={m.description}
          record={m}
          badges={
            <>
              <Badge colorPalette={/Verification/.test(m.methodType) ? 'purple' : 'blue'}>
                {m.methodType}
              </Badge>
              {m.clauses.slice(0, 3).map((c) => (
                <Badge key={c} ml="1" variant="outline">
                  {c}
                </Badge>
              ))}
            </>
          }
        >
          {m.edition && <Text fontSize="sm">Edition: {m.edition}</Text>}
          {m.effective && <Text fontSize="sm">Effective {formatDate(m.effective)}</Text>}
          {m.notes && (
            <Text fontSize="sm" color="fg.muted">
              {m.notes}
            </Text>
          )}
        </BuildingCard>
      )}
    />
  );
}
