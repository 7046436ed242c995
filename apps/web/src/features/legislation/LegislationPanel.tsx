import { ACT_STATUSES, LEGAL_AREA_LABELS, LEGAL_AREAS, type Legislation } from '@aotearoa/contracts';
import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
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
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { InlineSources } from './InlineSources';

const LEGISLATION_SITE = 'https://www.legislation.govt.nz/';

/** Status filter labels: what each value finds (see contracts ACT_STATUSES). */
const STATUS_LABELS: Record<(typeof ACT_STATUSES)[number], string> = {
  Current: 'Current (in force as at a dated version)',
  Repealed: 'Repealed',
  Amended: 'Amended (amendment Acts)',
  Bill: 'Bill',
};

/**
 * Legislation & Acts → NZ Legislation: Acts and bills with their status as at a dated source, 30 a page (the page in
 * the URL, back to 1 on a new search or filter). Loads on open.
 */
export default function LegislationPanel() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('all');
  const [status, setStatus] = useState('all');
  const [page, setPage] = usePanelPage(JSON.stringify([query, category, status]));
  const result = useQuery(
    trpc.legislation.nzLegislation.queryOptions({ ...omitEmpty({ query, category, status }), page }),
  );
  return (
    <ToolPanel
      title="NZ Legislation"
      description="New Zealand Acts and bills. Each status is shown with the date it holds at and its source: a dated snapshot, not a statement of today’s law."
      controls={
        <>
          <SearchBox
            label="Search legislation"
            placeholder="e.g. residential tenancies"
            onSearch={setQuery}
          />
          <FilterSelect
            label="Legal area"
            value={category}
            onChange={setCategory}
            options={LEGAL_AREAS.map((a) => ({ value: a, label: LEGAL_AREA_LABELS[a] }))}
          />
          <FilterSelect
            label="Act status"
            value={status}
            onChange={setStatus}
            options={ACT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          />
        </>
      }
    >
      <QueryState
        query={result}
        isEmpty={(d) => d.legislation.length === 0}
        empty={{
          title: 'No legislation found',
          officialLink: { label: 'Search legislation.govt.nz', href: LEGISLATION_SITE },
        }}
        error={{ title: 'NZ Legislation - Error', message: 'Failed to fetch NZ legislation' }}
      >
        {(d) => (
          <Stack gap="3">
            <InlineSources records={d.legislation} />
            <PagedList
              data={d}
              shown={d.legislation.length}
              noun="Acts and bills"
              nounOne="Act or bill"
              onPageChange={setPage}
            >
              <Stack gap="3" maxH="24rem" overflowY="auto" data-testid="legislation-results">
                {d.legislation.map((l) => (
                  <LegislationCard key={l.id} item={l} />
                ))}
              </Stack>
            </PagedList>
          </Stack>
        )}
      </QueryState>
    </ToolPanel>
  );
}

function statusColour(state: Legislation['status']['state']): string {
  if (state === 'in_force') return 'green';
  if (state === 'repealed') return 'red';
  if (state === 'bill') return 'purple';
  return 'gray';
}

const STATE_BADGE: Record<Legislation['status']['state'], string> = {
  in_force: 'In force (dated)',
  repealed: 'Repealed',
  not_confirmed: 'Status not confirmed',
  bill: 'Bill',
};

function LegislationCard({ item: l }: { item: Legislation }) {
  return (
    <Box as="article" borderWidth="1px" borderRadius="md" p="3" data-testid="legislation-card">
      <Stack gap="1">
        <Heading as="h4" size="sm">
          <ExternalLink href={l.url} colorPalette="blue">
            {l.title}
          </ExternalLink>
        </Heading>
        <Box>
          <Badge colorPalette={statusColour(l.status.state)}>{STATE_BADGE[l.status.state]}</Badge>
          {l.number && (
            <Badge ml="1" variant="outline">
              {l.kind === 'bill' ? `Bill ${l.number}` : l.number}
            </Badge>
          )}
          {l.category
            .filter((a) => a !== 'general')
            .map((a) => (
              <Badge key={a} ml="1" variant="subtle">
                {LEGAL_AREA_LABELS[a]}
              </Badge>
            ))}
        </Box>
        <Text fontSize="sm" data-testid="legislation-status">
          {l.status.label}
        </Text>
        {l.description && <Text fontSize="sm">{l.description}</Text>}
        {l.administeringAgency && <Text fontSize="sm">Administered by {l.administeringAgency}</Text>}
        {l.lastAmended && <Text fontSize="sm">Version as at {formatDate(l.lastAmended)}</Text>}
        {l.keyProvisions.length > 0 && (
          <Box fontSize="sm">
            <Text fontWeight="medium">Key provisions</Text>
            <Box as="ul" ps="5" listStyleType="disc">
              {l.keyProvisions.slice(0, 4).map((p) => (
                <li key={p}>{p}</li>
              ))}
            </Box>
          </Box>
        )}
        {l.kind === 'act' && l.sectionsCount === 0 && l.keyProvisions.length === 0 && (
          <Text fontSize="xs" color="fg.muted" data-testid="no-sections-held">
            No section text of this Act is held here: its sections and contents are on legislation.govt.nz
            (the title link).
          </Text>
        )}
        {l.relatedActs.length > 0 && (
          <Text fontSize="sm">Related: {l.relatedActs.slice(0, 2).join(', ')}</Text>
        )}
        {l.snapshotNote && (
          <Text fontSize="xs" color="fg.muted">
            {l.snapshotNote}
          </Text>
        )}
        <Text fontSize="xs" color="fg.muted">
          Source: {l.source} (retrieved {formatDate(l.retrievedAt)})
        </Text>
      </Stack>
    </Box>
  );
}
