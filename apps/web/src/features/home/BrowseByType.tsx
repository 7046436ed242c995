import { DOCUMENT_TYPE_LABELS, type DocumentType } from '@aotearoa/contracts';
import { Box, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from './catalogue';

/** Types with documents in the corpus (LINZ data has none yet, so it is not offered). */
const BROWSE_TYPES: readonly DocumentType[] = [
  'legislation',
  'case_law',
  'regulation',
  'parliamentary_debate',
  'bill',
  'academic',
];

/** "Browse by type": each link opens the search page filtered to one document type. */
export function BrowseByType() {
  const { t } = useTranslation(HOME_NS);
  return (
    <Box as="section" id="browse-by-type" aria-labelledby="browse-heading" py="8">
      <Heading as="h2" size="lg" id="browse-heading" mb="2">
        {t('browse.heading')}
      </Heading>
      <Text mb="4">{t('browse.intro')}</Text>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3">
        {BROWSE_TYPES.map((type) => (
          <Box key={type} borderWidth="1px" borderRadius="md" p="3">
            <Link asChild colorPalette="blue" fontWeight="semibold">
              <RouterLink to="/search" search={{ documentTypes: [type], sortBy: 'date_newest' }}>
                {DOCUMENT_TYPE_LABELS[type]}
              </RouterLink>
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {t(`browse.types.${type}`)}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
