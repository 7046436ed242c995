import { Box, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SEARCH_NS } from './catalogue';

/**
 * A query asking how to cite the law ("legal citation guide", "how do I cite a case"): no document in the index is
 * a citation guide, so the site's own citation help is the answer. Not for a query that is itself a citation
 * (`[2017] NZHC 3297`), which the search looks up. Pure.
 */
export function asksHowToCite(query: string): boolean {
  if (/\[\d{4}\]|\(\d{4}\)\s*\d/.test(query)) return false;
  return /\b(?:cit(?:e|es|ing|ation|ations)|style\s+guide|referencing)\b/i.test(query);
}

/**
 * The site's own answer to a query about citing the law: a link to the citation help (`/help#citations`), shown
 * before the results. Renders nothing for other queries.
 */
export function SiteHelpAnswer({ query }: { query: string }) {
  const { t } = useTranslation(SEARCH_NS);
  if (!asksHowToCite(query)) return null;
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" mb="3" bg="bg.subtle" data-testid="site-help-answer">
      <Text fontWeight="semibold">{t('siteHelp.citeTitle')}</Text>
      <Text fontSize="sm">
        {t('siteHelp.citeText')}{' '}
        <Link asChild colorPalette="blue" textDecoration="underline">
          <RouterLink to="/help" hash="citations">
            {t('siteHelp.citeLink')}
          </RouterLink>
        </Link>
      </Text>
    </Box>
  );
}

/**
 * What a search of decisions reads, said beside results restricted to case law: most decisions are held as their
 * name, citation, court and a summary or excerpt, not their full text, so a miss is not "no such case".
 */
export function CaseLawCoverageNote() {
  const { t } = useTranslation(SEARCH_NS);
  return (
    <Text fontSize="sm" color="fg.muted" mb="3" data-testid="case-law-coverage">
      {t('siteHelp.caseLawCoverage')}
    </Text>
  );
}
