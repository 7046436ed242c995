import type { CourtForm, CourtFormsOutput } from '@aotearoa/contracts';
import { Box, Button, Heading, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from '../../components/ExternalLink';
import { QueryState } from '../../components/panel';
import { trpc } from '../../lib/trpc';
import { COURT_FORMS_STALE_MS, FeeCard, FormCard } from '../government/CourtFormsPanel';
import { CourtFormsSummary } from '../government/CourtFormsSummary';
import type { SelectedDocument } from './documents-model';
import { SelectCheckbox } from './SelectCheckbox';

const MOJ_FORMS = 'https://www.justice.govt.nz/about/forms/';

/** Court names of the court types the records carry. */
const COURT_NAMES: Record<string, string> = {
  supreme: 'Supreme Court',
  appeal: 'Court of Appeal',
  high: 'High Court',
  district: 'District Court',
  family: 'Family Court',
  employment: 'Employment Court',
  'maori-land': 'Māori Land Court',
  tribunal: 'Tribunals',
  other: 'Other',
};

/** Courts in the order the tab lists them, with the forms and fees held for each. */
function byCourt(d: CourtFormsOutput) {
  return Object.keys(COURT_NAMES)
    .map((court) => ({
      court,
      forms: d.forms[court] ?? [],
      fees: d.fees.filter((f) => (f.court ?? 'other') === court),
    }))
    .filter((c) => c.forms.length > 0 || c.fees.length > 0);
}

/**
 * The Court Forms & Applications tab of `/documents`: the court forms and court fees held (`GET /api/court-forms`),
 * grouped by court. Every fee shows its amount only with the date it applied from, marked historic, with its
 * source; the Ministry of Justice's forms page is linked for the current forms and fees. Each form can be selected
 * (with the documents, for Email Selected), opened (Access Form: its file) and read where it was found (View Online).
 */
export function CourtFormsTab(props: {
  selected: ReadonlyMap<string, SelectedDocument>;
  onToggle: (doc: SelectedDocument) => void;
}) {
  const result = useQuery({
    ...trpc.government.courtForms.queryOptions({}),
    staleTime: COURT_FORMS_STALE_MS,
  });
  return (
    <Stack gap="3" pt="4">
      <CourtFormsSummary />
      <QueryState
        query={result}
        isEmpty={(d) => d.fees.length === 0 && Object.keys(d.forms).length === 0}
        empty={{
          title: 'No court forms are held here yet.',
          description: 'Official court forms and application packs are published by the Ministry of Justice.',
          officialLink: { label: 'Ministry of Justice forms', href: MOJ_FORMS },
        }}
        error={{ title: 'Court Forms - Error', message: 'Failed to fetch court forms' }}
        loadingText="Loading court forms..."
      >
        {(d) => (
          <Stack gap="4" data-testid="documents-court-forms">
            {byCourt(d).map((c) => (
              <Stack as="section" key={c.court} gap="2">
                <Heading as="h2" size="sm">
                  {COURT_NAMES[c.court]}
                </Heading>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                  {c.forms.map((f) => (
                    <SelectableForm
                      key={f.id}
                      form={f}
                      checked={props.selected.has(formSelectionId(f))}
                      onToggle={() =>
                        props.onToggle({
                          id: formSelectionId(f),
                          // A form number is not a citation: it goes with the title in the e-mail's list.
                          title: f.formNumber ? `${f.title} (form ${f.formNumber})` : f.title,
                          citation: null,
                          url: f.downloadUrl ?? f.sourceUrl,
                        })
                      }
                    />
                  ))}
                  {c.fees.map((f) => (
                    <FeeCard key={f.id} fee={f} />
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/** A form's key in the page's selection (apart from the documents' ids). */
function formSelectionId(f: CourtForm): string {
  return `court-form:${f.id}`;
}

/** A court form with its checkbox, Access Form (its file, in a new tab) and View Online (the page it was read on). */
function SelectableForm(props: { form: CourtForm; checked: boolean; onToggle: () => void }) {
  const f = props.form;
  return (
    <HStack align="start" gap="3" data-testid="court-form-item">
      <SelectCheckbox title={f.title} checked={props.checked} onToggle={props.onToggle} mt="4" />
      <Stack gap="2" flex="1" minW="0">
        <FormCard form={f} download={false} />
        <HStack gap="3" wrap="wrap">
          {f.downloadUrl && (
            <Button asChild size="xs" variant="outline">
              <a href={f.downloadUrl} target="_blank" rel="noopener noreferrer">
                Access Form
                <Box as="span" srOnly>
                  {` ${f.title} (opens in a new tab)`}
                </Box>
              </a>
            </Button>
          )}
          <ExternalLink href={f.sourceUrl} fontSize="sm" colorPalette="blue">
            View Online
            <Box as="span" srOnly>
              {`: the page ${f.title} was read on`}
            </Box>
          </ExternalLink>
        </HStack>
      </Stack>
    </HStack>
  );
}
