import { Box, Container, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { env } from '../../env';
import { footerLawSchools, useLawSchools } from '../../features/home/law-schools';
import { FooterColumn, type FooterLinkSpec } from './footer/FooterColumn';

/** Official legislation site (Parliamentary Counsel Office). */
const LEGISLATION_SITE = 'https://www.legislation.govt.nz/';

/** Support address for "Contact Us", from the build-time `VITE_SUPPORT_EMAIL`; the link is hidden when unset. */
const SUPPORT_EMAIL = env.supportEmail;

/**
 * Site footer on every page: Resources, Universities and Support columns. Search links open `/search` filtered
 * by document type; law school addresses come from the API (law schools snapshot); external links open in a
 * new tab with `rel="noopener noreferrer"`.
 */
export function Footer() {
  const { t } = useTranslation('footer');
  const resources: FooterLinkSpec[] = [
    {
      label: t('links.caseLaw'),
      to: '/search',
      search: { documentTypes: ['case_law'], sortBy: 'date_newest' },
    },
    {
      label: t('links.academic'),
      to: '/search',
      search: { documentTypes: ['academic'], sortBy: 'date_newest' },
    },
    { label: t('links.legislation'), href: LEGISLATION_SITE, external: true },
    { label: t('links.forms'), to: '/help', hash: 'court-forms' },
    { label: t('links.documents'), to: '/documents' },
  ];
  const universities: FooterLinkSpec[] = footerLawSchools(useLawSchools()).map((s) => ({
    label: s.university,
    href: s.url ?? '',
    external: true,
  }));
  const support: FooterLinkSpec[] = [
    { label: t('links.help'), to: '/help' },
    { label: t('links.searchGuide'), to: '/help', hash: 'search-guide' },
    { label: t('links.citations'), to: '/help', hash: 'citations' },
    ...(SUPPORT_EMAIL
      ? [
          {
            label: t('links.contact'),
            href: `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(t('mailSubject'))}`,
            external: false,
          },
        ]
      : []),
    { label: t('links.privacy'), to: '/privacy' },
    { label: t('links.terms'), to: '/terms' },
    { label: t('links.accessibility'), to: '/accessibility' },
  ];
  return (
    <Box as="footer" borderTopWidth="1px" py="8" bg="bg.subtle" className="no-print">
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="6">
          <FooterColumn id="footer-resources" title={t('resources')} links={resources} />
          <FooterColumn id="footer-universities" title={t('universities')} links={universities} />
          <FooterColumn id="footer-support" title={t('support')} links={support} />
        </SimpleGrid>
        <Text fontSize="sm" mt="6">
          {t('notice')}
        </Text>
      </Container>
    </Box>
  );
}
