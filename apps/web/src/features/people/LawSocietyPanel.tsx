import { LAW_SOCIETY_CATEGORIES, type LawSocietyDocument } from '@aotearoa/contracts';
import { Badge, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import { FilterSelect, omitEmpty, QueryState, SearchBox, ToolPanel } from '../../components/panel';
import { toaster } from '../../components/toaster-store';
import { trpc } from '../../lib/trpc';
import { RecordCard, RecordSource } from '../research/parts';

/** Documents per search (the specification's Law Society limit). */
const LAW_SOCIETY_LIMIT = 8;

const CATEGORY_LABELS: Record<(typeof LAW_SOCIETY_CATEGORIES)[number], string> = {
  'bar-admission': 'Bar Admission',
  'professional-conduct': 'Professional Conduct',
  'practice-standards': 'Practice Standards',
  'trust-accounting': 'Trust Accounting',
  'professional-development': 'Professional Development',
  'professional-insurance': 'Professional Insurance',
  'disciplinary-procedures': 'Disciplinary Procedures',
  'client-care': 'Client Care',
  'continuing-education': 'Continuing Education',
};

/**
 * Find Lawyers → Law Society: search of the Law Society's professional rules and practice documents, on an
 * explicit search only (a blank term shows the specification's toast). No such documents are held yet: the answer is the
 * the specification's empty state with the API's notice and the official Conduct and Client Care Rules on legislation.govt.nz.
 */
export default function LawSocietyPanel() {
  const [text, setText] = useState('');
  const [category, setCategory] = useState('all');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const query = useQuery({
    ...trpc.people.lawSocietySearch.queryOptions({
      query: submitted ?? '',
      limit: LAW_SOCIETY_LIMIT,
      ...omitEmpty({ category }),
    }),
    enabled: submitted !== null,
  });

  const search = (value: string) => {
    if (value.trim() === '') {
      toaster.create({
        type: 'error',
        title: 'Please enter search terms',
        description: 'Enter keywords to search professional rules and regulations.',
      });
      return;
    }
    setSubmitted(value.trim());
  };

  return (
    <ToolPanel
      title="Law Society"
      description="Professional rules and practice documents for lawyers in New Zealand."
      controls={
        <>
          <SearchBox
            label="Search professional rules"
            value={text}
            onChange={setText}
            onSearch={search}
            placeholder="e.g. trust account, conflicts of interest"
          />
          <FilterSelect
            label="Category"
            value={category}
            onChange={setCategory}
            allLabel="All Categories"
            options={LAW_SOCIETY_CATEGORIES.map((v) => ({ value: v, label: CATEGORY_LABELS[v] }))}
          />
        </>
      }
    >
      {submitted === null ? (
        <Text color="fg.muted" data-testid="panel-hint">
          Enter keywords and press Search to search professional rules and regulations.
        </Text>
      ) : (
        <QueryState
          query={query}
          isEmpty={(d) => d.documents.length === 0}
          empty={{
            title: 'No professional documents found',
            description: query.data?.notice,
            officialLink: query.data
              ? {
                  label:
                    'Lawyers and Conveyancers Act (Lawyers: Conduct and Client Care) Rules 2008 (legislation.govt.nz)',
                  href: query.data.officialUrl,
                }
              : undefined,
          }}
          error={{
            title: 'Search Error',
            message: 'Failed to search Law Society documents. Please try again.',
          }}
        >
          {(data) => (
            <Stack gap="3">
              {data.documents.map((d) => (
                <LawSocietyCard key={d.id} doc={d} />
              ))}
            </Stack>
          )}
        </QueryState>
      )}
    </ToolPanel>
  );
}

function LawSocietyCard({ doc: d }: { doc: LawSocietyDocument }) {
  return (
    <RecordCard testId="law-society-document">
      <Stack gap="1">
        <Heading as="h4" size="sm">
          {d.externalUrl ? (
            <ExternalLink href={d.externalUrl} colorPalette="blue">
              {d.title}
            </ExternalLink>
          ) : (
            d.title
          )}
        </Heading>
        <Text fontSize="sm">
          <Badge mr="2">{d.type === 'professional_rule' ? 'Professional rule' : 'Practice guideline'}</Badge>
          {d.ruleNumber ? `Rule ${d.ruleNumber}` : ''}
        </Text>
        {d.summary && <Text fontSize="sm">{d.summary}</Text>}
        <RecordSource sourceUrl={d.sourceUrl} retrievedAt={d.retrievedAt} asAt={d.lastUpdated} />
      </Stack>
    </RecordCard>
  );
}
