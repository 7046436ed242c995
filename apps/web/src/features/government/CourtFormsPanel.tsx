import type { CourtForm } from '@aotearoa/contracts';
import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState, ToolPanel } from '../../components/panel';
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { InlineSources } from '../legislation/InlineSources';
import { RecordCard } from './RecordCard';

/** Court forms refresh once a day (the seed's 24 hours). */
export const COURT_FORMS_STALE_MS = 24 * 60 * 60_000;
const JUSTICE_FORMS = 'https://www.justice.govt.nz/about/forms/';

/** The seed's six courts, with the court types of the records they show. */
const COURTS = [
  { value: 'district', label: 'District' },
  { value: 'high', label: 'High' },
  { value: 'supreme', label: 'Supreme' },
  { value: 'family', label: 'Family' },
  { value: 'employment', label: 'Employment' },
  { value: 'maori-land', label: 'Māori Land' },
] as const;

/**
 * Government & Local → Court Forms: six court tabs with the forms held for each court and the court fees held,
 * each fee with its as-at date and source (an amount is shown only with an as-at date). No built-in fees, periods
 * or helplines. A Refresh button refetches. Loads on open.
 */
export default function CourtFormsPanel() {
  const [tab, setTab] = useState<string>('district');
  const result = useQuery({
    ...trpc.government.courtForms.queryOptions({}),
    staleTime: COURT_FORMS_STALE_MS,
    refetchInterval: COURT_FORMS_STALE_MS,
  });
  const content = (court: string) => (
    <Box pt="3">
      <QueryState
        query={result}
        isEmpty={(d) =>
          (d.forms[court] ?? []).length === 0 && d.fees.filter((f) => f.court === court).length === 0
        }
        empty={{
          title: 'No forms found. Try adjusting your search criteria or browse by category',
          description: 'No forms or fees of this court are held in the bundled records.',
          officialLink: { label: 'Court forms on justice.govt.nz', href: JUSTICE_FORMS },
        }}
        error={{ title: 'Court Forms - Error', message: 'Failed to fetch court forms' }}
      >
        {(d) => (
          <Stack gap="3">
            {d.pricing.lastPricingUpdate && (
              <Text fontSize="sm">Fees as at {formatDate(d.pricing.lastPricingUpdate)}</Text>
            )}
            <InlineSources records={[...(d.forms[court] ?? []), ...d.fees]} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" maxH="24rem" overflowY="auto">
              {(d.forms[court] ?? []).map((f) => (
                <FormCard key={f.id} form={f} />
              ))}
              {d.fees
                .filter((f) => f.court === court)
                .map((f) => (
                  <RecordCard
                    key={f.id}
                    title={f.title}
                    href={f.url}
                    badges={['Fee']}
                    source={f.source}
                    sourceUrl={f.sourceUrl}
                    retrievedAt={f.retrievedAt}
                    asAt={f.asAt}
                  >
                    <Text fontSize="sm">
                      {f.amount && f.asAt
                        ? `${f.amount} (as at ${formatDate(f.asAt)})`
                        : 'Amount not shown: the source gives no as-at date.'}
                    </Text>
                  </RecordCard>
                ))}
            </SimpleGrid>
          </Stack>
        )}
      </QueryState>
    </Box>
  );
  return (
    <ToolPanel
      title="Court Forms"
      description="Forms and fees of the courts, from the Ministry of Justice, each with its source and date."
      controls={
        <HStack>
          <Button
            size="sm"
            variant="outline"
            loading={result.isFetching}
            onClick={() => void result.refetch()}
          >
            Refresh
          </Button>
        </HStack>
      }
      tab={tab}
      onTabChange={setTab}
      tabs={COURTS.map((c) => ({ value: c.value, label: c.label, content: content(c.value) }))}
    />
  );
}

export function FormCard({ form: f }: { form: CourtForm }) {
  return (
    <RecordCard
      title={f.title}
      href={f.downloadUrl}
      badges={[f.formNumber, f.courtType, f.language, f.fileType]}
      source={f.source}
      sourceUrl={f.sourceUrl}
      retrievedAt={f.retrievedAt}
    >
      {f.description && <Text fontSize="sm">{f.description}</Text>}
      {f.lastUpdated && <Text fontSize="sm">Last updated {formatDate(f.lastUpdated)}</Text>}
      {f.tags.length > 0 && (
        <Text fontSize="xs">
          {f.tags.slice(0, 5).join(' · ')}
          {f.tags.length > 5 ? ` +${f.tags.length - 5} more` : ''}
        </Text>
      )}
    </RecordCard>
  );
}
