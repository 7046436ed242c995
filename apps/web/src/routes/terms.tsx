import { Box, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageLayout, PageSection } from '../features/home/PageLayout';
import { trpc } from '../lib/trpc';
import { DataSourcesTable } from './-components/DataSourcesTable';
import { PAGES_NS } from './-components/pages-catalogue';

export const Route = createFileRoute('/terms')({ component: TermsPage });

/**
 * `/terms`: information not advice; sources with licences and snapshot dates (from `GET /api/nz-data-sources`, the
 * same list the NZ Data Sources tool shows).
 */
function TermsPage() {
  const { t } = useTranslation(PAGES_NS);
  const p = (key: string) => t(key, { returnObjects: true }) as string[];
  const sources = useQuery(trpc.resources.dataSources.queryOptions({}));
  return (
    <PageLayout title={t('terms.title')} intro={t('terms.intro')}>
      <PageSection title={t('terms.advice.title')} paragraphs={p('terms.advice.paragraphs')} />
      <PageSection id="sources" title={t('terms.sources.title')} paragraphs={p('terms.sources.paragraphs')}>
        <Box overflowX="auto" tabIndex={0} aria-label={t('terms.sources.title')}>
          <DataSourcesTable sources={sources.data?.sources ?? []} />
        </Box>
        {sources.isPending && (
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            Loading the data sources...
          </Text>
        )}
        {sources.isError && (
          <Text fontSize="sm" color="fg.error" role="alert">
            Failed to fetch NZ data sources
          </Text>
        )}
      </PageSection>
      <PageSection title={t('terms.suppression.title')} paragraphs={p('terms.suppression.paragraphs')} />
      <PageSection title={t('terms.software.title')} paragraphs={p('terms.software.paragraphs')} />
    </PageLayout>
  );
}
