import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ModeToggle } from '../../components/layout/ModeToggle';
import type { BrowseSearch } from '../browse/browse-search';
import { CategoryBrowser } from '../browse/CategoryBrowser';
import { categoryById } from '../browse/categories';
import { InlineSearch } from '../inline-search/InlineSearch';
import { BrowseByType } from './BrowseByType';
import { HOME_NS } from './catalogue';
import { Universities } from './Universities';
import { usePageTitle } from './usePageTitle';

/**
 * The main page `/` in browse mode (the specification's starting mode; Advanced Search is `/search`): what the product does, the inline search with situation and topic guidance, browse by
 * document type, and the New Zealand law schools.
 */
export function HomePage(props: { browse: BrowseSearch; onBrowse: (next: BrowseSearch) => void }) {
  const { t } = useTranslation(HOME_NS);
  // An open category or tool names the page ("High Court - Case Law & Courts - Aotearoa Legal - …").
  const category = categoryById(props.browse.category);
  const tool = category?.tools.find((x) => x.id === props.browse.tool);
  usePageTitle(category ? (tool ? `${tool.label} - ${category.title}` : category.title) : null);
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
      <ModeToggle mode="browse" />
      <InlineSearch />
      <CategoryBrowser search={props.browse} onChange={props.onBrowse} />
      <BrowseByType />
      <Universities />
    </Container>
  );
}
