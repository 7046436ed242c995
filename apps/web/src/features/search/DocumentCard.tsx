import {
  DOCUMENT_TYPE_LABELS,
  LEGAL_AREA_LABELS,
  type LegalArea,
  officialUrl,
  pinpointAnchor,
  type SearchHit,
} from '@aotearoa/contracts';
import { Badge, Box, Button, Card, Heading, HStack, Link, List, Text, Wrap } from '@chakra-ui/react';
import { cardSlotRecipe } from '@chakra-ui/react/theme';
import { Link as RouterLink } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsToggle } from '../../components/DetailsToggle';
import { ExternalLink } from '../../components/ExternalLink';
import { documentDate, formatDate } from '../../lib/format';
import { addSlotRecipes } from '../../theme/system';
import { LazyCitationDialog, loadCitationDialog } from '../citation/lazy';
import { OtherTitles } from '../legislation/OtherTitles';
import { ReplacedBy } from '../legislation/ReplacedBy';
import { SiteNotice } from '../legislation/SiteNotice';
import { headingAfterPinpoint } from '../reader/pinpoints';
import { SEARCH_NS } from './catalogue';
import { Highlighted, truncateMarked } from './Highlighted';

addSlotRecipes({ card: cardSlotRecipe });

/** How many section headings a card lists before "...and N more". */
export const MAX_CARD_SECTIONS = 5;
/** Longest preview shown on a card, in characters (the API sends about this much). */
export const PREVIEW_CHARS = 500;
/** Lines of the preview a closed card shows. */
const CLOSED_PREVIEW_LINES = 3;
/** A preview longer than this (characters) may not fit in the closed card's lines, so the card can open. */
const CLOSED_PREVIEW_CHARS = 240;

const TYPE_PALETTE: Record<SearchHit['type'], string> = {
  legislation: 'blue',
  regulation: 'cyan',
  case_law: 'purple',
  academic: 'green',
  parliamentary_debate: 'orange',
  bill: 'yellow',
  linz_data: 'gray',
};

/**
 * One search result: highlighted title, type badge, court, citation, date (en-NZ), legal areas, a preview of
 * at most 500 characters with matches highlighted, up to five section headings, repealed badge, any
 * publication-restriction notice (verbatim, never hidden), provenance (source and retrieval date), the
 * official link and a Cite button opening the citation dialog. The title opens the document's page here
 * (`/documents/<id>?q=<query>`), a matching section's pinpoint opens it at that section (`#s103`).
 * The card starts closed (the spec: cards expand and collapse): three lines of preview and the best matching section,
 * with its as-at date and official link; "Show details" adds the whole preview, the other matching sections, the
 * section headings and the legal areas. The notices, the status, the citation and the provenance are always shown.
 */
export function DocumentCard({ doc, query = '' }: { doc: SearchHit; query?: string }) {
  const { t } = useTranslation(SEARCH_NS);
  const [citeOpen, setCiteOpen] = useState(false);
  // The dialog is drawn (and its code loaded) from the first press of Cite on.
  const [citeUsed, setCiteUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const sections = doc.metadata.sections?.slice(0, MAX_CARD_SECTIONS) ?? [];
  const moreSections = Math.max(0, doc.sections_count - sections.length);
  const suppression = doc.metadata.suppression_notice?.trim();
  const snapshot = doc.metadata.snapshot_note?.trim();
  const dateText = documentDate(doc);
  const url = officialUrl(doc);
  const retrieved = formatDate(doc.retrievedAt) || doc.retrievedAt;
  const headingId = `doc-${doc.id.replace(/[^A-Za-z0-9_-]/g, '_')}-title`;
  const preview = doc.preview || doc.summary || '';
  const showCitation = doc.citation && !(doc.type === 'case_law' && doc.title.includes(doc.citation));
  const bodyId = `${headingId}-body`;
  const matching = open ? doc.sections : doc.sections.slice(0, 1);
  const opens =
    doc.sections.length > 1 ||
    (doc.sections.length === 0 && sections.length > 0) ||
    doc.legal_area.length > 0 ||
    preview.length > CLOSED_PREVIEW_CHARS;

  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      variant="outline"
      data-testid="document-card"
      data-type={doc.type}
    >
      <Card.Body gap="3" id={bodyId}>
        <Wrap gap="2" align="center">
          <Badge colorPalette={TYPE_PALETTE[doc.type]} variant="subtle" data-testid="type-badge">
            {DOCUMENT_TYPE_LABELS[doc.type]}
          </Badge>
          {!doc.is_current && doc.type !== 'bill' && (
            <Badge
              colorPalette={doc.metadata.legal_status?.state === 'not_confirmed' ? 'gray' : 'red'}
              variant="solid"
            >
              {doc.metadata.legal_status?.state === 'not_confirmed'
                ? t('card.notInForce')
                : t('card.repealed')}
            </Badge>
          )}
          {doc.court && <Text fontSize="sm">{doc.court}</Text>}
          {dateText && (
            <Text fontSize="sm" color="fg.muted">
              <time
                dateTime={
                  /^\d{4}$/.test(dateText) ? dateText : (doc.date_published ?? doc.date_enacted ?? undefined)
                }
              >
                {doc.date_published
                  ? t('card.datePublished', { date: dateText })
                  : t('card.dateEnacted', { date: dateText })}
              </time>
            </Text>
          )}
        </Wrap>

        <Heading as="h3" size="md" id={headingId} lineHeight="short">
          {/* Inline, not the link's default inline-flex: a highlighted title is a row of <mark> and text pieces,
              which as flex items never wrapped and ran off a 375 px card. */}
          <Link asChild colorPalette="blue" display="inline">
            <RouterLink to="/documents/$id" params={{ id: doc.id }} search={query ? { q: query } : {}}>
              <Highlighted text={doc.highlightedTitle || doc.title} />
            </RouterLink>
          </Link>
        </Heading>

        <OtherTitles metadata={doc.metadata} />

        {doc.statusLabel && (
          <Text fontSize="sm" data-testid="legal-status">
            {doc.statusLabel}
          </Text>
        )}
        <ReplacedBy metadata={doc.metadata} />
        <SiteNotice metadata={doc.metadata} />

        {showCitation && (
          <Text fontSize="sm">
            <Box as="span" color="fg.muted">
              {doc.type === 'case_law'
                ? t('card.neutralCitation')
                : doc.type === 'legislation'
                  ? t('card.actNumber')
                  : t('card.citation')}
              :{' '}
            </Box>
            <Box as="span" fontFamily="mono">
              {doc.citation}
            </Box>
          </Text>
        )}

        {suppression && (
          <Box
            role="note"
            aria-label={t('card.restriction')}
            borderWidth="2px"
            borderColor="orange.500"
            bg="orange.50"
            color="orange.950"
            borderRadius="md"
            p="3"
          >
            <Text fontWeight="bold">{t('card.restriction')}</Text>
            <Text whiteSpace="pre-line">{suppression}</Text>
          </Box>
        )}

        {preview && (
          <Text
            color="fg"
            fontSize="sm"
            data-testid="preview"
            lineClamp={open ? undefined : CLOSED_PREVIEW_LINES}
          >
            <Highlighted text={truncateMarked(preview, PREVIEW_CHARS)} />
          </Text>
        )}

        {doc.sections.length > 0 && (
          <Box data-testid="matching-sections">
            <Text fontSize="sm" fontWeight="semibold">
              {t('card.matchingSections')}
            </Text>
            <List.Root fontSize="sm" ps="5" gap="1">
              {matching.map((s) => (
                <List.Item key={`${s.pinpoint}-${s.anchor ?? ''}`}>
                  <Link asChild fontWeight="semibold" fontFamily="mono" colorPalette="blue">
                    <RouterLink
                      to="/documents/$id"
                      params={{ id: doc.id }}
                      search={query ? { q: query } : {}}
                      hash={pinpointAnchor(s.pinpoint)}
                    >
                      {s.pinpoint}
                    </RouterLink>
                  </Link>{' '}
                  {headingAfterPinpoint(s.pinpoint, s.heading) && (
                    <Highlighted text={s.highlightedHeading || s.heading} />
                  )}
                  <Text as="span" color="fg.muted">
                    {' · '}
                    {s.asAt
                      ? t('card.sectionAsAt', { date: formatDate(s.asAt) || s.asAt })
                      : t('card.sectionNoDate')}
                    {' · '}
                  </Text>
                  <ExternalLink
                    href={s.url}
                    textDecoration="underline"
                    aria-label={t('card.sectionOfficialLabel', { pinpoint: s.pinpoint })}
                  >
                    {t('card.sectionOfficial')}
                  </ExternalLink>
                  {s.preview && (
                    <Text color="fg.muted">
                      <Highlighted text={s.preview} />
                    </Text>
                  )}
                </List.Item>
              ))}
            </List.Root>
            {!open && doc.sections.length > 1 && (
              <Text fontSize="sm" color="fg.muted">
                {t('card.moreMatching', { count: doc.sections.length - 1 })}
              </Text>
            )}
          </Box>
        )}

        {open && doc.sections.length === 0 && sections.length > 0 && (
          <Box>
            <Text fontSize="sm" fontWeight="semibold">
              {t('card.sections')}
            </Text>
            <List.Root fontSize="sm" ps="5">
              {sections.map((s) => (
                <List.Item key={s}>{s}</List.Item>
              ))}
            </List.Root>
            {moreSections > 0 && (
              <Text fontSize="sm" color="fg.muted">
                {t('card.moreSections', { count: moreSections })}
              </Text>
            )}
          </Box>
        )}

        {open && doc.legal_area.length > 0 && (
          <HStack gap="2" wrap="wrap" aria-label={t('card.legalAreas')} role="group">
            {doc.legal_area.map((a: LegalArea) => (
              <Badge key={a} variant="outline" colorPalette="gray">
                {LEGAL_AREA_LABELS[a]}
              </Badge>
            ))}
          </HStack>
        )}

        <Text fontSize="xs" color="fg.muted">
          {t('card.sourceLabel')}{' '}
          {/^https?:\/\//.test(doc.sourceUrl) ? (
            <ExternalLink href={doc.sourceUrl} textDecoration="underline">
              {doc.source}
            </ExternalLink>
          ) : (
            doc.source
          )}
          {t('card.retrieved', { date: retrieved })}
          {snapshot ? ` · ${t('card.snapshot', { note: snapshot })}` : ''}
        </Text>
      </Card.Body>
      <Card.Footer gap="3" flexWrap="wrap">
        <Button
          size="sm"
          colorPalette="blue"
          onClick={() => {
            setCiteUsed(true);
            setCiteOpen(true);
          }}
          onPointerEnter={() => void loadCitationDialog()}
          onFocus={() => void loadCitationDialog()}
          aria-label={t('card.citeLabel', { title: doc.title })}
        >
          {t('card.cite')}
        </Button>
        <ExternalLink
          href={url}
          fontSize="sm"
          color="blue.700"
          textDecoration="underline"
          aria-label={t('card.officialLabel', { title: doc.title })}
        >
          {t('card.official')}
        </ExternalLink>
        {opens && (
          <DetailsToggle
            open={open}
            onToggle={() => setOpen((o) => !o)}
            controls={bodyId}
            name={t(open ? 'card.hideDetailsLabel' : 'card.showDetailsLabel', { title: doc.title })}
            ms="auto"
          >
            {t(open ? 'card.hideDetails' : 'card.showDetails')}
          </DetailsToggle>
        )}
      </Card.Footer>
      {citeUsed && (
        <Suspense fallback={null}>
          <LazyCitationDialog doc={doc} open={citeOpen} onOpenChange={setCiteOpen} />
        </Suspense>
      )}
    </Card.Root>
  );
}
