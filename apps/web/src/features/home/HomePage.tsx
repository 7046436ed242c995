import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { InlineSearch } from '../inline-search/InlineSearch';
import { BrowseByType } from './BrowseByType';
import { Universities } from './Universities';
import { usePageTitle } from './usePageTitle';

/**
 * The main page `/`: what the product does, the inline search with situation and topic guidance, browse by
 * document type, and the New Zealand law schools.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  usePageTitle(null);
  return (
    <Container maxW="6xl" py="8">
      <Box mb="6">
        <Heading as="h1" size="2xl" mb="2">
          {t('title')}
        </Heading>
        <Text fontSize="lg" maxW="3xl">
          {t('intro')}
        </Text>
      </Box>
      <InlineSearch />
      <BrowseByType />
      <Universities />
    </Container>
  );
}
