import { Box, Code, Table } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DATA_SOURCES } from '../features/home/data-sources';
import { PageLayout, PageSection } from '../features/home/PageLayout';

export const Route = createFileRoute('/terms')({ component: TermsPage });

/** `/terms`: information not advice; sources with licences and snapshot dates (from the bundled data README). */
function TermsPage() {
  const { t } = useTranslation('pages');
  const p = (key: string) => t(key, { returnObjects: true }) as string[];
  return (
    <PageLayout title={t('terms.title')} intro={t('terms.intro')}>
      <PageSection title={t('terms.advice.title')} paragraphs={p('terms.advice.paragraphs')} />
      <PageSection id="sources" title={t('terms.sources.title')} paragraphs={p('terms.sources.paragraphs')}>
        <Box overflowX="auto" tabIndex={0} aria-label={t('terms.sources.title')}>
          <Table.Root size="sm" variant="outline" minW="720px">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('terms.sources.columns.folder')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('terms.sources.columns.what')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('terms.sources.columns.records')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('terms.sources.columns.licence')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('terms.sources.columns.snapshot')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {DATA_SOURCES.map((s) => (
                <Table.Row key={s.folder}>
                  <Table.Cell>
                    <Code>{s.folder}</Code>
                  </Table.Cell>
                  <Table.Cell>{s.what}</Table.Cell>
                  <Table.Cell>{s.records}</Table.Cell>
                  <Table.Cell>{s.licence}</Table.Cell>
                  <Table.Cell>{s.snapshot}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </PageSection>
      <PageSection title={t('terms.suppression.title')} paragraphs={p('terms.suppression.paragraphs')} />
      <PageSection title={t('terms.software.title')} paragraphs={p('terms.software.paragraphs')} />
    </PageLayout>
  );
}
