import { Box, Code, Heading, List, Stack, Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CourtFormsSummary } from '../features/government/CourtFormsSummary';
import { CITATION_EXAMPLES } from '../features/home/citation-examples';
import { PageLayout, PageSection } from '../features/home/PageLayout';
import { PAGES_NS } from './-components/pages-catalogue';

export const Route = createFileRoute('/help')({ component: HelpPage });

const STYLE_NAMES = {
  nzlr: 'NZLR (New Zealand Law Style Guide)',
  apa: 'APA 7',
  footnote: 'Footnote',
} as const;

/** `/help`: search guide (`#search-guide`), filters and sorting, citation help (`#citations`), court forms. */
function HelpPage() {
  const { t } = useTranslation(PAGES_NS);
  const p = (key: string) => t(key, { returnObjects: true }) as string[];
  return (
    <PageLayout title={t('help.title')} intro={t('help.intro')}>
      <PageSection
        id="search-guide"
        title={t('help.searchGuide.title')}
        paragraphs={p('help.searchGuide.paragraphs')}
      />
      <PageSection id="filters" title={t('help.filters.title')} paragraphs={p('help.filters.paragraphs')} />
      <PageSection
        id="citations"
        title={t('help.citations.title')}
        paragraphs={p('help.citations.paragraphs')}
      >
        <Heading as="h3" size="md" mt="4" mb="2">
          {t('help.citations.examplesTitle')}
        </Heading>
        <Stack gap="4">
          {CITATION_EXAMPLES.map((ex) => (
            <Box key={ex.label} borderWidth="1px" borderRadius="md" p="3">
              <Text fontWeight="semibold" mb="2">
                {ex.label}
              </Text>
              <List.Root variant="plain" gap="2">
                {ex.forms.map((f) => (
                  <List.Item key={f.style} display="block">
                    <Text fontSize="sm" color="fg.muted">
                      {STYLE_NAMES[f.style]}
                    </Text>
                    <Code whiteSpace="normal" wordBreak="break-word" display="block" p="1">
                      {f.text}
                    </Code>
                  </List.Item>
                ))}
              </List.Root>
            </Box>
          ))}
        </Stack>
      </PageSection>
      <PageSection id="court-forms" title={t('help.forms.title')} paragraphs={p('help.forms.paragraphs')}>
        {/* The same answer as the Court Forms tool and /documents: one account of what is held. */}
        <CourtFormsSummary />
      </PageSection>
    </PageLayout>
  );
}
