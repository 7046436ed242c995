import type { ActRef, CaseRef, LegalStatement } from '@aotearoa/contracts';
import { Alert, Box, Link, List, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../components/ExternalLink';
import { addSlotRecipes } from '../../theme/system';
import { GUIDANCE_NS } from './catalogue';

addSlotRecipes({ alert: alertSlotRecipe });

/** `Employment Relations Act 2000, s 114` */
export function sourceLabel(s: LegalStatement): string {
  return `${s.source.act}, ${s.source.section}`;
}

/** `23 November 2026` from an ISO date (calendar date as written, no time-zone shift). */
function longDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).toLocaleDateString('en-NZ', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * A statement of law followed by its section as a link to that section in the search
 * (`/search?query=<Act> s <n>`), the date it was checked and the version date of the text it was checked against
 * (a link to the section's official page; an older reprint says that the Act may have been amended since).
 */
export function Statement({ s }: { s: LegalStatement }) {
  const { t } = useTranslation(GUIDANCE_NS);
  const { versionAsAt: version, olderReprint, provisions } = s.checkedAgainst;
  const checked = version
    ? t(olderReprint ? 'checkedReprint' : 'checked', {
        date: longDate(s.checkedAt),
        version: longDate(version),
      })
    : t('checkedNoVersion', { date: longDate(s.checkedAt) });
  return (
    <>
      {s.text}{' '}
      <Text as="span" color="fg.muted">
        (
        <Link asChild colorPalette="blue">
          <RouterLink to="/search" search={{ query: s.source.searchQuery }} data-testid="statement-source">
            {sourceLabel(s)}
          </RouterLink>
        </Link>
        ;{' '}
        <span data-testid="statement-checked">
          {provisions[0] ? (
            <ExternalLink href={provisions[0].url} colorPalette="blue">
              {checked}
            </ExternalLink>
          ) : (
            checked
          )}
        </span>
        )
      </Text>
    </>
  );
}

/** Link to an Act on legislation.govt.nz (new tab). */
export function ActLink({ act }: { act: ActRef }) {
  return (
    <ExternalLink href={act.url} colorPalette="blue">
      {act.title}
    </ExternalLink>
  );
}

/** Cases with neutral citation, relevance and any publication-restriction notice (verbatim). */
export function CaseList({ cases }: { cases: readonly CaseRef[] }) {
  const { t } = useTranslation(GUIDANCE_NS);
  if (cases.length === 0) return <Text fontSize="sm">{t('noCases')}</Text>;
  return (
    <List.Root ps="5" gap="2" fontSize="sm">
      {cases.map((c) => (
        <List.Item key={c.citation}>
          <Link asChild colorPalette="blue" fontWeight="medium">
            <RouterLink to="/search" search={{ query: c.citation }}>
              {c.name} {c.citation}
            </RouterLink>
          </Link>{' '}
          <Text as="span" color="fg.muted">
            ({c.court})
          </Text>
          <Text>{c.relevance}</Text>
          {c.publicationNotice ? (
            <Alert.Root status="warning" size="sm" mt="1">
              <Alert.Content>
                <Alert.Title>{t('publicationNotice')}</Alert.Title>
                <Alert.Description>{c.publicationNotice}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <Text fontSize="xs" color="fg.muted">
            {t('caseSource')} <ExternalLink href={c.sourceUrl}>{c.source}</ExternalLink>
          </Text>
        </List.Item>
      ))}
    </List.Root>
  );
}

/** Small labelled block inside a panel. */
export function Block({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box mt="3">
      <Text fontWeight="semibold" fontSize="sm" mb="1">
        {label}
      </Text>
      {children}
    </Box>
  );
}
