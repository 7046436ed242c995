import type { NzDataSourcesOutput } from '@aotearoa/contracts';
import { Code, Table } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { addSlotRecipes } from '../../theme/system';
import { PAGES_NS } from './pages-catalogue';

addSlotRecipes({ table: tableSlotRecipe });

/**
 * The `/terms` page's table of the bundled data sources (folder, what it holds, records, licence, snapshot date), one
 * row per source of `GET /api/nz-data-sources`.
 */
export function DataSourcesTable({ sources }: { sources: NzDataSourcesOutput['sources'] }) {
  const { t } = useTranslation(PAGES_NS);
  return (
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
        {sources.map((s) => (
          <Table.Row key={s.folder}>
            <Table.Cell>
              <Code>{s.folder}</Code>
            </Table.Cell>
            <Table.Cell>{s.description}</Table.Cell>
            <Table.Cell>{s.records}</Table.Cell>
            <Table.Cell>{s.licence}</Table.Cell>
            <Table.Cell>{s.snapshot}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
