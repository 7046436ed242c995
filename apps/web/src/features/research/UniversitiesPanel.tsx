import type { LawSchool, ResearchCentre, SourcedFact } from '@aotearoa/contracts';
import { Badge, Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import { omitEmpty, QueryState, SearchBox, sourcesOf, ToolPanel } from '../../components/panel';
import { CardGrid } from '../../components/panel/CardGrid';
import { trpc } from '../../lib/trpc';
import { AcademicPapersTab } from './AcademicPapersTab';
import { NameLink, RecordCard, RecordSource, withScheme } from './parts';

const UNIVERSITIES_NZ = 'https://www.universitiesnz.ac.nz/';

/** A sourced fact's link: the value, then "(source)" — flagged when the page is a secondary one. */
function Fact({ fact }: { fact: SourcedFact }) {
  return (
    <>
      {fact.value}{' '}
      <Text as="span" fontSize="xs" color="fg.muted">
        {/* Inline, not Chakra's inline-flex: as a box the link broke away from its opening bracket. */}(
        <ExternalLink href={fact.sourceUrl} display="inline">
          {fact.sourceType ? fact.sourceType : 'source'}
        </ExternalLink>
        {fact.asAt ? `, as at ${fact.asAt}` : ''})
      </Text>
    </>
  );
}

/**
 * Research & Academic → Universities (Study Law in New Zealand): the six university law schools with only what
 * their sources state — founding year, degrees and their lengths, each with its source page — and the research
 * centres of each university. No rankings, student numbers or fees (none is sourced).
 */
export default function UniversitiesPanel() {
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState('');
  const [tab, setTab] = useState('universities');
  const schools = useQuery(trpc.research.lawSchools.queryOptions(omitEmpty({ query: submitted })));
  const centres = useQuery({
    ...trpc.research.researchCentres.queryOptions({}),
    enabled: tab === 'research',
  });

  const state = (content: (data: LawSchool[]) => ReactNode) => (
    <QueryState
      query={schools}
      isEmpty={(d) => d.length === 0}
      empty={{
        title: 'No universities found',
        description: 'Try another name or city.',
        officialLink: { label: 'Universities New Zealand', href: UNIVERSITIES_NZ },
      }}
      error={{ title: 'Universities - Error', message: 'Failed to fetch law schools' }}
    >
      {content}
    </QueryState>
  );

  return (
    <ToolPanel
      title="Study Law in New Zealand"
      description="The university law schools, with the degrees and facts their own pages, handbooks or prospectuses state (each with its source)."
      sources={schools.data ? sourcesOf(schools.data) : []}
      controls={
        <SearchBox
          label="Search law schools"
          value={text}
          onChange={setText}
          onSearch={(v) => setSubmitted(v.trim())}
          placeholder="e.g. Otago, LLM"
        />
      }
      tab={tab}
      onTabChange={setTab}
      tabs={[
        {
          value: 'universities',
          label: 'Universities',
          content: state((data) => (
            <CardGrid label="Universities">
              {data.map((s) => (
                <SchoolCard key={s.id} school={s} />
              ))}
            </CardGrid>
          )),
        },
        {
          value: 'degrees',
          label: 'Degrees',
          content: state((data) => (
            <Stack gap="3">
              {data.map((s) => (
                <DegreesCard key={s.id} school={s} />
              ))}
            </Stack>
          )),
        },
        {
          value: 'research',
          label: 'Research',
          content: state((data) => <ResearchByUniversity schools={data} centres={centres} />),
        },
        { value: 'papers', label: 'Academic Papers', content: <AcademicPapersTab /> },
      ]}
    />
  );
}

function SchoolCard({ school: s }: { school: LawSchool }) {
  return (
    <RecordCard testId="law-school">
      <Stack gap="1">
        <NameLink name={s.name} website={s.website} />
        {s.nameMaori && <Text fontSize="sm">{s.nameMaori}</Text>}
        <Box>
          <Badge>{s.city}</Badge> <Badge colorPalette="blue">{s.university}</Badge>
        </Box>
        {s.foundingYear && (
          <Text fontSize="sm">
            Founded: <Fact fact={s.foundingYear} />
          </Text>
        )}
        {s.degrees.length > 0 && (
          <Text fontSize="sm">Degrees: {s.degrees.map((d) => d.value).join(' · ')}</Text>
        )}
        {s.library && <Text fontSize="sm">Library: {s.library}</Text>}
        {s.address && (
          <Text fontSize="sm">
            Address: <Fact fact={s.address} />
          </Text>
        )}
        <RecordSource sourceUrl={s.sourceUrl} retrievedAt={s.retrievedAt} />
      </Stack>
    </RecordCard>
  );
}

function DegreesCard({ school: s }: { school: LawSchool }) {
  return (
    <RecordCard testId="degrees">
      <Heading as="h4" size="sm" mb="1">
        {s.name}
      </Heading>
      {s.degrees.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          The sources held name no degrees for this school.
        </Text>
      ) : (
        <List.Root fontSize="sm" ps="5" gap="1">
          {s.degrees.map((d) => (
            <List.Item key={`${d.value}-${d.sourceUrl}`}>
              <Fact fact={d} />
            </List.Item>
          ))}
        </List.Root>
      )}
      {s.degreeLengths.length > 0 && (
        <Box mt="2">
          <Text fontSize="sm" fontWeight="medium">
            Length
          </Text>
          <List.Root fontSize="sm" ps="5" gap="1">
            {s.degreeLengths.map((d) => (
              <List.Item key={`${d.value}-${d.sourceUrl}`}>
                <Fact fact={d} />
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
    </RecordCard>
  );
}

/** Research areas shown per university (the specification's cap). */
const RESEARCH_SHOWN = 3;

function ResearchByUniversity(props: {
  schools: LawSchool[];
  centres: { data: ResearchCentre[] | undefined; isPending: boolean; isError: boolean };
}) {
  if (props.centres.isPending) return <Text color="fg.muted">Loading research centres...</Text>;
  if (props.centres.isError || !props.centres.data)
    return (
      <Text color="fg.error" role="alert">
        Failed to fetch research centres
      </Text>
    );
  const all = props.centres.data;
  return (
    <CardGrid label="Research centres by university">
      {props.schools.map((s) => {
        const mine = all.filter((c) => (c.institution ?? '').includes(s.university));
        return (
          <RecordCard key={s.id} testId="university-research">
            <Heading as="h4" size="sm" mb="1">
              {s.university}
            </Heading>
            {mine.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                No research centre of this university is held.
              </Text>
            ) : (
              <List.Root fontSize="sm" ps="5" gap="1">
                {mine.slice(0, RESEARCH_SHOWN).map((c) => (
                  <List.Item key={c.id}>
                    {c.website ? <ExternalLink href={withScheme(c.website)}>{c.name}</ExternalLink> : c.name}
                  </List.Item>
                ))}
                {mine.length > RESEARCH_SHOWN && <List.Item>+{mine.length - RESEARCH_SHOWN} more</List.Item>}
              </List.Root>
            )}
          </RecordCard>
        );
      })}
    </CardGrid>
  );
}
