import {
  type Case,
  isOfficialHostAnywhere,
  LEGAL_AREA_LABELS,
  type SIGNIFICANCE_LEVELS,
} from '@aotearoa/contracts';
import { Alert, Box, Button, Heading, HStack, Stack, Text, VisuallyHidden, Wrap } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { type MouseEvent, type ReactNode, useId, useState } from 'react';
import { DetailsToggle } from '../../../components/DetailsToggle';
import { ExternalLink } from '../../../components/ExternalLink';
import { ReadHereLink } from '../../../components/panel';
import { toaster } from '../../../components/toaster-store';
import { downloadToast, saveDocumentText } from '../../../lib/document-download';
import { formatDate, formatNumber } from '../../../lib/format';
import { addSlotRecipes } from '../../../theme/system';
import { DerivedBadge } from './DerivedBadge';

addSlotRecipes({ alert: alertSlotRecipe });

/** The labels of the significance levels (High / Medium / Standard). */
export const SIGNIFICANCE_LABELS: Record<(typeof SIGNIFICANCE_LEVELS)[number], string> = {
  high: 'High',
  medium: 'Medium',
  standard: 'Standard',
};

const OUTCOME_COLOURS: Record<string, string> = {
  Allowed: 'green',
  'Partially allowed': 'yellow',
  Dismissed: 'red',
  Upheld: 'green',
  Settled: 'teal',
};

/**
 * Which panel a card is shown in, which decides the card's fields: `court` (the case-law court panels: precedent,
 * registry, citing documents), `employment`, `family` and `environment` (the courts panels: their own case types
 * and areas, the jurisdiction, the outcome sentence).
 */
export type CaseCardVariant = 'court' | 'employment' | 'family' | 'environment';

/** `text` cut to `max` characters at a word boundary, with an ellipsis (the specification's 120-character summaries). */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The label of a legal area of the index (`treaty_maori_land` → `Treaty / Māori land`); unknown ones spelled out. */
export function areaLabel(area: string): string {
  return (
    (LEGAL_AREA_LABELS as Record<string, string>)[area] ??
    area.charAt(0).toUpperCase() + area.slice(1).replace(/_/g, ' ')
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** The publication-restriction notice of a decision, verbatim (never shortened or stripped). */
export function SuppressionNotice({ notice }: { notice: string }) {
  return (
    <Alert.Root status="warning" size="sm" data-testid="suppression-notice">
      <Alert.Indicator />
      <Alert.Content minW="0">
        <Alert.Title>Publication restriction</Alert.Title>
        <Alert.Description whiteSpace="pre-line" overflowWrap="anywhere" fontSize="xs">
          {notice}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** "Download" as a link styled as a button: opens (or saves) the judgment document from its source. */
export function DownloadButton({ c }: { c: Case }) {
  const [saving, setSaving] = useState(false);
  if (!c.downloadUrl) {
    // No file of its own: a text file of its title, citation, summary and the text the index holds.
    const save = async () => {
      setSaving(true);
      const saved = await saveDocumentText({
        ...c,
        summary: null,
        content: null,
        notice: c.suppressionNotice,
      });
      setSaving(false);
      toaster.create(downloadToast(c.title, saved));
    };
    return (
      <Button size="xs" variant="outline" onClick={save} loading={saving} loadingText="Preparing…">
        Download
        <VisuallyHidden> {c.title} as a text file</VisuallyHidden>
      </Button>
    );
  }
  return (
    <Button asChild size="xs" variant="outline">
      <a href={c.downloadUrl} target="_blank" rel="noopener noreferrer" download>
        Download
        <VisuallyHidden> judgment of {c.title} (PDF)</VisuallyHidden>
      </a>
    </Button>
  );
}

function Field(props: { label: string; children: ReactNode }) {
  return (
    <Text fontSize="sm">
      <Text as="span" fontWeight="medium">
        {props.label}:
      </Text>{' '}
      {props.children}
    </Text>
  );
}

/** The derived badges of a card, each with how it was decided; which ones depends on the panel. */
function CaseBadges({ c, variant }: { c: Case; variant: CaseCardVariant }) {
  const ownTypes =
    variant === 'employment' ? c.employmentCaseTypes : variant === 'family' ? c.familyCaseTypes : [];
  const sig = c.significance.value;
  return (
    <Wrap gap="1">
      {variant === 'court' && c.precedential && (
        <DerivedBadge
          label="Precedent"
          colorPalette="orange"
          basis={
            c.reported
              ? `Reported: ${c.reported.citation}`
              : sig === 'high'
                ? c.significance.basis
                : `Cited by ${c.citedBy} other indexed document${c.citedBy === 1 ? '' : 's'}`
          }
        />
      )}
      {ownTypes.map((t) => (
        <DerivedBadge
          key={t}
          label={t}
          colorPalette="purple"
          basis="Case type: the decision’s words name it (documented rule of the index)"
        />
      ))}
      {(variant === 'court' || variant === 'environment') && (
        <DerivedBadge
          label={`Significance: ${SIGNIFICANCE_LABELS[sig]}`}
          basis={`How this was decided: ${c.significance.basis}`}
          colorPalette={sig === 'high' ? 'purple' : sig === 'medium' ? 'blue' : 'gray'}
        />
      )}
      {c.outcome && (
        <DerivedBadge
          label={`Outcome: ${c.outcome.value}`}
          colorPalette={OUTCOME_COLOURS[c.outcome.value] ?? 'gray'}
          basis={`In the decision’s own words: “${c.outcome.quote}”`}
        />
      )}
      {c.caseType && (
        <DerivedBadge label={c.caseType.value} colorPalette="cyan" basis={`Case type: ${c.caseType.basis}`} />
      )}
      {variant === 'family' && c.childrenInvolved?.value && (
        <DerivedBadge label="Children Involved" colorPalette="teal" basis={c.childrenInvolved.basis} />
      )}
      {variant === 'family' && c.protectionOrder?.value && (
        <DerivedBadge label="Protection Order" colorPalette="red" basis={c.protectionOrder.basis} />
      )}
    </Wrap>
  );
}

/** The fields a closed card leaves out (see `CaseCard`), each only when the record holds it. */
function caseDetails(props: {
  c: Case;
  variant: CaseCardVariant;
  note: string | null;
  areas: string[];
  ownAreas: string[];
}): ReactNode[] {
  const { c, variant, note, areas, ownAreas } = props;
  const court = variant === 'court';
  return [
    c.bench && (
      <Field
        key="bench"
        label={variant === 'employment' && c.court === 'Employment Relations Authority' ? 'Member' : 'Judges'}
      >
        {c.bench}
      </Field>
    ),
    court && c.location && (
      <Field key="registry" label="Registry">
        {c.location}
      </Field>
    ),
    !court &&
      (variant === 'environment'
        ? c.court && (
            <Field key="court" label="Court">
              {c.court}
            </Field>
          )
        : c.jurisdiction && (
            <Field key="court" label="Jurisdiction">
              {c.jurisdiction}
            </Field>
          )),
    ownAreas.length > 0 && (
      <Field key="own-areas" label={variant === 'employment' ? 'Employment area' : 'Family law area'}>
        {ownAreas.join(', ')}
      </Field>
    ),
    areas.length > 0 && (
      <Field key="areas" label="Legal area">
        {areas.map(areaLabel).join(', ')}
      </Field>
    ),
    c.parties.length > 1 && c.parties.join(' v ').toLowerCase() !== c.title.toLowerCase() && (
      <Text key="parties" fontSize="sm" color="fg.muted">
        Parties: {c.parties.join(' v ')}
      </Text>
    ),
    note && (
      <Text key="note" fontSize="sm" color="fg.muted">
        {court ? `Listed as: ${note}` : note}
      </Text>
    ),
    c.outcome && !court && variant !== 'environment' && (
      <Text key="outcome" fontSize="sm" color="fg.muted">
        Outcome, in the decision’s words: “{c.outcome.quote}”
      </Text>
    ),
    c.citedBy > 0 && (
      <Text key="cited-by" fontSize="sm" color="fg.muted">
        Cited by {formatNumber(c.citedBy)} indexed document{c.citedBy === 1 ? '' : 's'}
      </Text>
    ),
  ].filter(Boolean);
}

/**
 * One decision, as every case-law and courts panel shows it: the title (linked to its official page), citation,
 * date, the derived badges with their basis, judges, parties, legal areas, the source's own note, the suppression
 * notice (always shown, verbatim), the snapshot caveat, Read here / the official page / Download, and the source
 * line. Only fields the record holds are shown. `variant` picks the panel's own fields (see `CaseCardVariant`);
 * `showCourt` adds the court to the citation line; `summaryMax` cuts the source's note (the specification's Children tab:
 * 120); `readLabel` names the official-page button; `actions` replaces the official-page and Download buttons;
 * `onOpen` is called when the official page is opened (the Environment Court toast).
 * The card starts closed (the spec: cards expand and collapse): title, badges, citation line, the suppression notice,
 * the snapshot caveat, the buttons and the source line; "Show details" adds the judges, registry or jurisdiction,
 * areas, parties, the source's note, the outcome in the decision's words and the citing count.
 */
export function CaseCard(props: {
  c: Case;
  variant?: CaseCardVariant;
  showCourt?: boolean;
  summaryMax?: number;
  readLabel?: string;
  actions?: ReactNode;
  onOpen?: (e: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { c } = props;
  const variant = props.variant ?? 'court';
  const court = variant === 'court';
  const areas = c.legalAreas.filter((a) => a !== 'general');
  const ownAreas =
    variant === 'employment' ? c.employmentAreas : variant === 'family' ? c.familyLawAreas : [];
  const note = c.sourceNote && props.summaryMax ? truncate(c.sourceNote, props.summaryMax) : c.sourceNote;
  const line = [c.citation, props.showCourt ? c.court : null, formatDate(c.date), court ? null : c.location];
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const details = caseDetails({ c, variant, note, areas, ownAreas });
  return (
    <Box
      as="article"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      minW="0"
      overflowWrap="anywhere"
      data-testid="case-card"
    >
      <Stack gap="1.5">
        <Heading as="h4" size="sm">
          {c.url ? (
            <ExternalLink href={c.url} colorPalette="blue" onClick={props.onOpen}>
              {c.title}
            </ExternalLink>
          ) : (
            c.title
          )}
        </Heading>
        <CaseBadges c={c} variant={variant} />
        <Text fontSize="sm">{line.filter(Boolean).join(' · ')}</Text>
        {details.length > 0 && (
          <Stack gap="1.5" id={detailsId} hidden={!open}>
            {open ? details : null}
          </Stack>
        )}
        {c.suppressionNotice && <SuppressionNotice notice={c.suppressionNotice} />}
        {c.snapshotNote && (
          <Text fontSize="xs" color="fg.muted">
            {c.snapshotNote}
          </Text>
        )}
        <HStack gap="2" wrap="wrap" mt="1">
          {c.id && <ReadHereLink id={c.id} title={c.title} />}
          {props.actions ?? (
            <>
              {c.url ? (
                <Button asChild size="xs" colorPalette="blue">
                  <a href={c.url} target="_blank" rel="noopener noreferrer" onClick={props.onOpen}>
                    {props.readLabel ?? (court ? 'Read Judgment' : 'View Case')}
                    <VisuallyHidden> {c.title}</VisuallyHidden>
                  </a>
                </Button>
              ) : (
                <Text fontSize="xs" color="fg.muted" data-testid="no-official-link">
                  No official page known for this decision
                </Text>
              )}
              <DownloadButton c={c} />
            </>
          )}
          {details.length > 0 && (
            <DetailsToggle
              open={open}
              onToggle={() => setOpen((o) => !o)}
              controls={detailsId}
              name={`${open ? 'Hide' : 'Show'} details: ${c.title}`}
            >
              {open ? 'Hide details' : 'Show details'}
            </DetailsToggle>
          )}
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          {isOfficialHostAnywhere(c.sourceUrl) ? 'Source: ' : 'Read from a copy at '}
          <ExternalLink href={c.sourceUrl}>{c.source || hostOf(c.sourceUrl)}</ExternalLink> (retrieved{' '}
          {formatDate(c.retrievedAt) || c.retrievedAt})
        </Text>
      </Stack>
    </Box>
  );
}
