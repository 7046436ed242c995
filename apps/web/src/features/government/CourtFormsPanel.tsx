import type { CourtFee, CourtForm, Helpline } from '@aotearoa/contracts';
import { Box, Button, HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import { QueryState, RefreshButton, ToolPanel } from '../../components/panel';
import { CardGrid } from '../../components/panel/CardGrid';
import { trpc } from '../../lib/trpc';
import { InlineSources } from '../legislation/InlineSources';
import { CourtFormsSummary } from './CourtFormsSummary';
import { formatFee, formatSourceDate } from './dates';
import { RecordCard } from './RecordCard';

/** Court forms refresh once a day (the specification's 24 hours). */
export const COURT_FORMS_STALE_MS = 24 * 60 * 60_000;
const JUSTICE_FORMS = 'https://www.justice.govt.nz/about/forms/';

/** The specification's six courts, with the court types of the records they show. */
const COURTS = [
  { value: 'district', label: 'District' },
  { value: 'high', label: 'High' },
  { value: 'supreme', label: 'Supreme' },
  { value: 'family', label: 'Family' },
  { value: 'employment', label: 'Employment' },
  { value: 'maori-land', label: 'Māori Land' },
] as const;
/** Courts the records may name beyond the specification's six; a tab is added for each only when records of it are held. */
const MORE_COURTS = [
  { value: 'appeal', label: 'Court of Appeal' },
  { value: 'tribunal', label: 'Tribunals' },
  { value: 'other', label: 'Other forms' },
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
  const held = new Set([
    ...Object.keys(result.data?.forms ?? {}),
    ...(result.data?.fees ?? []).map((f) => f.court ?? 'other'),
  ]);
  const courts = [...COURTS, ...MORE_COURTS.filter((c) => held.has(c.value))];
  // The Ministry of Justice's court-forms freephone, as its own page states it (`GET /api/legal-helplines`).
  const helplines = useQuery({
    ...trpc.people.legalHelplines.queryOptions({ group: 'courts' }),
    staleTime: COURT_FORMS_STALE_MS,
  });
  const content = (court: string) => (
    <Box pt="3">
      <CourtHeader helplines={helplines.data ?? []} />
      <ApplicationsHeld />
      <QueryState
        query={result}
        isEmpty={(d) =>
          (d.forms[court] ?? []).length === 0 && d.fees.filter((f) => f.court === court).length === 0
        }
        empty={{
          title: 'No forms or fees of this court are held here',
          description: 'The bundled records hold none for this court: see its forms on justice.govt.nz.',
          officialLink: { label: 'Court forms on justice.govt.nz', href: JUSTICE_FORMS },
        }}
        error={{ title: 'Court Forms - Error', message: 'Failed to fetch court forms' }}
      >
        {(d) => (
          <Stack gap="3">
            <Box data-testid="fees-note">
              <CourtFormsSummary />
            </Box>
            <InlineSources records={[...(d.forms[court] ?? []), ...d.fees]} />
            <CardGrid label="Forms">
              {(d.forms[court] ?? []).map((f) => (
                <FormCard key={f.id} form={f} />
              ))}
              {d.fees
                .filter((f) => (f.court ?? 'other') === court)
                .map((f) => (
                  <FeeCard key={f.id} fee={f} />
                ))}
            </CardGrid>
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
          <RefreshButton query={result} />
        </HStack>
      }
      tab={tab}
      onTabChange={setTab}
      tabs={courts.map((c) => ({ value: c.value, label: c.label, content: content(c.value) }))}
    />
  );
}

/**
 * The court's applications (the specification's cards: fee, processing time, requirements, form numbers, steps). No
 * record held gives an application's fee, time, requirements or steps, so none is shown: the section says so and
 * sends the reader to the Ministry of Justice's forms, where each application's pack is published.
 */
function ApplicationsHeld() {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} mb="3" data-testid="court-applications">
      <Text id={id} fontWeight="semibold" fontSize="sm">
        Applications
      </Text>
      <Text fontSize="sm" color="fg.muted">
        No application guides (fee, processing time, requirements and steps) are held here for this court.
        Each application’s forms and steps are published by the Ministry of Justice:{' '}
        <ExternalLink href={JUSTICE_FORMS} colorPalette="blue">
          court forms on justice.govt.nz
        </ExternalLink>
        .
      </Text>
    </Box>
  );
}

/**
 * A court tab's header: where the official forms are, and the courts' freephone with its source and as-at words (no
 * number is shown that an official page did not state).
 */
function CourtHeader(props: { helplines: readonly Helpline[] }) {
  return (
    <Stack gap="1" mb="3" fontSize="sm" data-testid="court-forms-header">
      <Text>
        The current forms of the courts are published by the Ministry of Justice:{' '}
        <ExternalLink href={JUSTICE_FORMS} colorPalette="blue">
          Official Forms (justice.govt.nz)
        </ExternalLink>
      </Text>
      {props.helplines.map((h) => (
        <Text key={h.id}>
          {h.name}: <Link href={`tel:${h.phone.replace(/[^0-9+]/g, '')}`}>{h.phone}</Link>{' '}
          <Text as="span" color="fg.muted" fontSize="xs">
            (source:{' '}
            <ExternalLink href={h.sourceUrl} display="inline">
              {h.source}
            </ExternalLink>
            {h.asAt ? `, ${h.asAt}` : ''})
          </Text>
        </Text>
      ))}
    </Stack>
  );
}

/**
 * One court fee: the amount with the date it applied from and the source's own wording of it, marked historic; the
 * previous amount where the source gives it; the regulations and the kind of page it was read on. Without an as-at
 * date the amount is not shown.
 */
export function FeeCard({ fee: f }: { fee: CourtFee }) {
  return (
    <RecordCard
      title={f.title}
      href={f.url}
      badges={['Fee', f.historic ? 'Historic' : null, f.courtName]}
      record={f}
      sourceType={f.sourceType}
    >
      <Text fontSize="sm" fontWeight="semibold">
        {f.amount && f.asAt
          ? `${formatFee(f.amount)} — applied from ${formatSourceDate(f.asAt)}${f.historic ? ' (historic)' : ''}`
          : 'Amount not shown: the source gives no as-at date.'}
      </Text>
      {f.asAtText && <Text fontSize="xs">Source says: “{f.asAtText}”</Text>}
      {f.previousAmount && f.asAt && <Text fontSize="xs">Previous fee {formatFee(f.previousAmount)}</Text>}
      {f.instrument && <Text fontSize="xs">{f.instrument}</Text>}
      {f.note && <Text fontSize="xs">{f.note}</Text>}
    </RecordCard>
  );
}

export function FormCard({ form: f, download = true }: { form: CourtForm; download?: boolean }) {
  return (
    <RecordCard
      title={f.title}
      href={f.downloadUrl}
      badges={[f.formNumber, f.courtType, f.language, f.fileType]}
      record={f}
      sourceType={f.sourceType}
    >
      {f.description && <Text fontSize="sm">{f.description}</Text>}
      {f.lastUpdated && <Text fontSize="sm">Last updated {formatSourceDate(f.lastUpdated)}</Text>}
      {f.tags.length > 0 && (
        <Text fontSize="xs">
          {f.tags.slice(0, 5).join(' · ')}
          {f.tags.length > 5 ? ` +${f.tags.length - 5} more` : ''}
        </Text>
      )}
      {download && f.downloadUrl && (
        <Box>
          <Button asChild size="xs" variant="outline">
            <a href={f.downloadUrl} target="_blank" rel="noopener noreferrer">
              Download
              <VisuallyHidden> {f.title} (opens in a new tab)</VisuallyHidden>
            </a>
          </Button>
        </Box>
      )}
    </RecordCard>
  );
}
