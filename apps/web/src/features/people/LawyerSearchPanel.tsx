import type { LegalOrganisation } from '@aotearoa/contracts';
import { Alert, Box, chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import { omitEmpty, QueryState, SearchBox, sourcesOf, ToolPanel } from '../../components/panel';
import { trpc } from '../../lib/trpc';
import { addSlotRecipes } from '../../theme/system';
import { NameLink, RecordCard, RecordSource } from '../research/parts';

addSlotRecipes({ alert: alertSlotRecipe });

/** A collapsible section, closed at start (the specification's Lawyer Search and Lawyer Directories sections). */
function Section(props: { title: string; testId: string; children: ReactNode }) {
  return (
    <chakra.details borderWidth="1px" borderRadius="md" p="3" data-testid={props.testId}>
      <chakra.summary cursor="pointer" fontWeight="semibold">
        {props.title}
      </chakra.summary>
      <Box mt="3">{props.children}</Box>
    </chakra.details>
  );
}

/**
 * Find Lawyers → Lawyer Search. No register of individual lawyers is held and none is invented: the search answers
 * the specification's empty state with the API's notice and a link to the New Zealand Law Society's "Find a lawyer"
 * register. The Lawyer Directories section lists the professional bodies of lawyers held in the data
 * (organisations, not individual lawyers).
 */
export default function LawyerSearchPanel() {
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState('');
  const lawyers = useQuery(trpc.people.lawyerSearch.queryOptions(omitEmpty({ query: submitted })));
  const bodies = useQuery(trpc.research.legalOrganisations.queryOptions({ type: 'professional_body' }));
  const registerUrl = lawyers.data?.officialUrl;

  return (
    <ToolPanel
      title="Find NZ Lawyers"
      description="Where to find a lawyer in New Zealand, and the professional bodies of lawyers."
      sources={bodies.data ? sourcesOf(bodies.data) : []}
    >
      <Stack gap="3">
        {lawyers.data && (
          <Alert.Root status="info" data-testid="lawyer-notice">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>
                {lawyers.data.notice}{' '}
                <ExternalLink href={lawyers.data.officialUrl}>
                  Find a lawyer (New Zealand Law Society)
                </ExternalLink>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Section title="Lawyer Search" testId="lawyer-search-section">
          <Stack gap="3">
            <SearchBox
              label="Search lawyers"
              value={text}
              onChange={setText}
              onSearch={(v) => setSubmitted(v.trim())}
              placeholder="Name, practice area or city"
            />
            <QueryState
              query={lawyers}
              isEmpty={(d) => d.lawyers.length === 0}
              empty={{
                title: 'No lawyers found',
                description: 'Search the public register of lawyers kept by the New Zealand Law Society.',
                officialLink: registerUrl
                  ? { label: 'Find a lawyer on the Law Society’s register', href: registerUrl }
                  : undefined,
              }}
              error={{ title: 'Lawyer Search - Error', message: 'Failed to search lawyers' }}
            >
              {() => null}
            </QueryState>
          </Stack>
        </Section>
        <Section title="Lawyer Directories" testId="lawyer-directories-section">
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              Professional bodies and associations of lawyers, from the organisations held in the data. These
              are organisations, not individual lawyers
              {registerUrl ? (
                <>
                  ; to find a lawyer, use the{' '}
                  <ExternalLink href={registerUrl}>Law Society’s register</ExternalLink>
                </>
              ) : null}
              .
            </Text>
            <QueryState
              query={bodies}
              isEmpty={(d) => d.length === 0}
              empty={{ title: 'No organisations found' }}
              error={{ title: 'Lawyer Directories - Error', message: 'Failed to fetch legal organisations' }}
            >
              {(data) => (
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                  {data.map((o) => (
                    <BodyCard key={o.id} org={o} />
                  ))}
                </SimpleGrid>
              )}
            </QueryState>
          </Stack>
        </Section>
      </Stack>
    </ToolPanel>
  );
}

function BodyCard({ org: o }: { org: LegalOrganisation }) {
  return (
    <RecordCard testId="lawyer-directory">
      <Stack gap="1">
        <NameLink name={o.name} website={o.website} />
        {o.description && <Text fontSize="sm">{o.description}</Text>}
        {o.focusAreas.length > 0 && (
          <Text fontSize="sm" color="fg.muted">
            {o.focusAreas.slice(0, 3).join(' · ')}
          </Text>
        )}
        <RecordSource sourceUrl={o.sourceUrl} retrievedAt={o.retrievedAt} />
      </Stack>
    </RecordCard>
  );
}
