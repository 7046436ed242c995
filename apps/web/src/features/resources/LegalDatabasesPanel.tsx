import {
  DATABASE_ACCESS_TYPES,
  DATABASE_CATEGORIES,
  type DatabaseAccessType,
  type DatabaseCategory,
  databaseLink,
  type LegalDatabase,
} from '@aotearoa/contracts';
import { Badge, Box, Button, chakra, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import { NoOfficialLink } from '../../components/NoOfficialLink';
import {
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

/** Specialties shown on a database card (the specification's cap); the rest are counted. */
const SPECIALTIES_SHOWN = 4;
const NZLII = 'http://www.nzlii.org/';

const CATEGORY_LABELS: Record<DatabaseCategory, string> = {
  nz: 'New Zealand',
  academic: 'Academic',
  research: 'Research',
  global: 'Global',
  comparative: 'Comparative',
};
const ACCESS_LABELS: Record<DatabaseAccessType, string> = {
  free: 'Free',
  open: 'Open access',
  university: 'University access',
  subscription: 'Subscription',
  unknown: 'Access not stated',
};
const ACCESS_COLOURS: Record<DatabaseAccessType, string> = {
  free: 'green',
  open: 'teal',
  university: 'purple',
  subscription: 'orange',
  unknown: 'gray',
};

/** The Browse tab's card groups: which databases each holds (the specification's free, academic, premium, repository). */
const BROWSE_GROUPS: ReadonlyArray<{ id: string; title: string; holds: (d: LegalDatabase) => boolean }> = [
  { id: 'free', title: 'Free databases', holds: (d) => d.accessType === 'free' || d.accessType === 'open' },
  { id: 'academic', title: 'Academic databases', holds: (d) => d.categories.includes('academic') },
  {
    id: 'premium',
    title: 'Premium databases (subscription or university access)',
    holds: (d) => d.accessType === 'subscription' || d.accessType === 'university',
  },
  { id: 'repository', title: 'Repositories', holds: (d) => /Repository/.test(d.focus) },
];

/**
 * Resources & Tools → Legal Databases: New Zealand legal research databases with coverage and access as their
 * public pages state them. Database Search lists them by category and access and searches the database a person
 * opens for the term typed; Browse Databases groups them and searches several databases with one query.
 */
export default function LegalDatabasesPanel() {
  const [tab, setTab] = useState('search');
  return (
    <ToolPanel
      title="Legal Research Databases"
      description="Where to research New Zealand law: databases of legislation, case law and scholarship, with their coverage and access. Opening a database with a search term runs that search on the database’s own site."
      tab={tab}
      onTabChange={setTab}
      tabs={[
        { value: 'search', label: 'Database Search', content: <SearchTab /> },
        { value: 'browse', label: 'Browse Databases', content: <BrowseTab /> },
      ]}
    />
  );
}

/**
 * Database Search: the term is what the chosen database is searched for (opening a card runs that search on the
 * database's own site); it never narrows the list, which only the category and access filters do. With a term,
 * the databases that take one come first, each card saying what opening it does.
 */
function SearchTab() {
  const [text, setText] = useState('');
  const [category, setCategory] = useState('all');
  const [accessType, setAccessType] = useState('all');
  const term = useDeferredValue(text).trim();
  const query = useQuery(trpc.resources.legalDatabases.queryOptions(omitEmpty({ category, accessType })));
  return (
    <Stack gap="3" pt="3">
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-end' }} wrap="wrap">
        <SearchField
          label="Search databases"
          value={text}
          onChange={setText}
          placeholder="e.g. unjustified dismissal"
        />
        <FilterSelect
          label="Category Focus"
          value={category}
          onChange={setCategory}
          allLabel="All categories"
          options={DATABASE_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))}
        />
        <FilterSelect
          label="Access Type"
          value={accessType}
          onChange={setAccessType}
          allLabel="All access types"
          options={DATABASE_ACCESS_TYPES.map((a) => ({ value: a, label: ACCESS_LABELS[a] }))}
        />
      </Stack>
      {query.data && <SourceNote databases={query.data.databases} />}
      <QueryState
        query={query}
        isEmpty={(d) => d.databases.length === 0}
        empty={{
          title: 'No databases found matching your criteria',
          officialLink: { label: 'NZLII (New Zealand Legal Information Institute)', href: NZLII },
        }}
        error={{ title: 'Legal Databases - Error', message: 'Failed to fetch legal databases' }}
      >
        {(data) => {
          const searchable = data.databases.filter((d) => d.searchUrl);
          const databases =
            term === '' ? data.databases : [...searchable, ...data.databases.filter((d) => !d.searchUrl)];
          return (
            <ScrollList label="Databases found">
              <Text fontSize="sm" color="fg.muted" data-testid="result-count">
                {data.total} {data.total === 1 ? 'database' : 'databases'}
                {term !== '' &&
                  `: open one to search it for “${term}” (${searchable.length} take a search term; the others open at their home page)`}
              </Text>
              {databases.map((d) => (
                <DatabaseCard key={d.id} db={d} query={term} headingAs="h4" />
              ))}
            </ScrollList>
          );
        }}
      </QueryState>
    </Stack>
  );
}

function BrowseTab() {
  const [text, setText] = useState('');
  const query = useQuery(trpc.resources.legalDatabases.queryOptions({}));
  const blank = text.trim() === '';
  return (
    <QueryState
      query={query}
      isEmpty={(d) => d.databases.length === 0}
      empty={{
        title: 'No databases found matching your criteria',
        officialLink: { label: 'NZLII (New Zealand Legal Information Institute)', href: NZLII },
      }}
      error={{ title: 'Legal Databases - Error', message: 'Failed to fetch legal databases' }}
    >
      {(data) => (
        <Stack gap="5" pt="3">
          <Box as="section" aria-labelledby="multi-db-search" borderWidth="1px" borderRadius="md" p="3">
            <Heading as="h4" size="sm" id="multi-db-search" mb="2">
              Multi-database search
            </Heading>
            <chakra.form onSubmit={(e) => e.preventDefault()}>
              <SearchField
                label="Search term"
                value={text}
                onChange={setText}
                placeholder="e.g. unjustified dismissal"
              />
            </chakra.form>
            <HStack gap="2" wrap="wrap" mt="2">
              {data.databases
                .filter((d) => d.searchUrl)
                .map((d) => (
                  <Button
                    key={d.id}
                    size="xs"
                    variant="outline"
                    disabled={blank}
                    onClick={() => {
                      const url = databaseLink(d, text);
                      if (!blank && url) window.open(url, '_blank', 'noopener,noreferrer');
                    }}
                  >
                    Search {d.shortName ?? d.name}
                  </Button>
                ))}
            </HStack>
            <Text fontSize="xs" color="fg.muted" mt="1">
              Each button opens that database’s own search in a new tab.
            </Text>
          </Box>
          {BROWSE_GROUPS.map((g) => {
            const members = data.databases.filter(g.holds);
            return (
              <Box as="section" key={g.id} aria-labelledby={`db-group-${g.id}`}>
                <HStack mb="2" gap="2">
                  <Heading as="h4" size="md" id={`db-group-${g.id}`}>
                    {g.title}
                  </Heading>
                  <Badge>{members.length}</Badge>
                </HStack>
                {members.length === 0 ? (
                  <Text fontSize="sm" color="fg.muted">
                    None held in this group.
                  </Text>
                ) : (
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
                    {members.map((d) => (
                      <DatabaseCard key={d.id} db={d} query="" headingAs="h5" />
                    ))}
                  </SimpleGrid>
                )}
              </Box>
            );
          })}
          <SourceNote databases={data.databases} />
        </Stack>
      )}
    </QueryState>
  );
}

function SourceNote({ databases }: { databases: readonly LegalDatabase[] }) {
  const s = sourcesOf(databases)[0];
  if (!s) return null;
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="source-line">
      Source: {s.name} (retrieved {formatDate(s.retrievedAt)}), each fact linked on its card. Snapshot, not
      live.
    </Text>
  );
}

function DatabaseCard({
  db: d,
  query,
  headingAs,
}: {
  db: LegalDatabase;
  query: string;
  headingAs: 'h4' | 'h5';
}) {
  const href = databaseLink(d, query);
  return (
    <Box as="article" borderWidth="1px" borderRadius="md" p="3" data-testid="database-card">
      <Stack gap="1">
        <Heading as={headingAs} size="sm">
          {href ? (
            <ExternalLink href={href} colorPalette="blue">
              {d.name}
            </ExternalLink>
          ) : (
            d.name
          )}
        </Heading>
        {!href && <NoOfficialLink />}
        <HStack gap="1" wrap="wrap">
          {d.shortName && <Badge>{d.shortName}</Badge>}
          <Badge colorPalette={ACCESS_COLOURS[d.accessType]}>{ACCESS_LABELS[d.accessType]}</Badge>
          {d.categories.map((c) => (
            <Badge key={c} variant="outline">
              {CATEGORY_LABELS[c]}
            </Badge>
          ))}
        </HStack>
        {d.operator && <Text fontSize="sm">Operator: {d.operator}</Text>}
        {d.specialties.length > 0 && (
          <Text fontSize="sm">
            Holds: {d.specialties.slice(0, SPECIALTIES_SHOWN).join(' · ')}
            {d.specialties.length > SPECIALTIES_SHOWN && ` +${d.specialties.length - SPECIALTIES_SHOWN} more`}
          </Text>
        )}
        {d.coverage && d.coverage !== d.specialties.join(', ') && (
          <Text fontSize="xs" color="fg.muted">
            Coverage: {d.coverage}
          </Text>
        )}
        {d.accessNote && d.accessNote !== d.accessType && (
          <Text fontSize="xs" color="fg.muted">
            Access: {d.accessNote}
          </Text>
        )}
        {query.trim() !== '' && href && (
          <Text fontSize="xs" color="fg.muted" data-testid="database-opens">
            {d.searchUrl
              ? `Opens its search for “${query.trim()}”.`
              : 'No search address known: opens its home page.'}
          </Text>
        )}
        <Text fontSize="xs" color="fg.muted">
          Read on <ExternalLink href={d.sourceUrl}>{new URL(d.sourceUrl).hostname}</ExternalLink> (
          {formatDate(d.retrievedAt)}){d.asAt ? `, as at ${formatDate(d.asAt) || d.asAt}` : ''}
        </Text>
      </Stack>
    </Box>
  );
}
