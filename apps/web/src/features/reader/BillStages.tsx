import type { ReaderDocument } from '@aotearoa/contracts';
import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { formatDate } from '../../lib/format';
import { addSlotRecipes } from '../../theme/system';

addSlotRecipes({ table: tableSlotRecipe });

/**
 * A bill's passage through Parliament, from Parliament's Bills API records: every stage with its New Zealand date
 * and outcome where the record has the bill's detail, else the last stage it records; always with the date the
 * data were read (its as-at date) and where from. Renders nothing for a record without bill status (a bill's
 * text excerpt).
 */
export function BillStages({ doc }: { doc: ReaderDocument }) {
  const stages = doc.metadata.stages ?? [];
  const status = typeof doc.metadata.bill_status === 'string' ? doc.metadata.bill_status : undefined;
  if (stages.length === 0 && !status) return null;
  const asAt = doc.metadata.status_as_at;
  const asAtLine = `As at ${asAt ? formatDate(asAt) : 'an undated capture'}, from ${doc.source}.`;
  return (
    <Box as="section" aria-labelledby="bill-stages-heading" data-testid="bill-stages">
      <Heading as="h2" size="lg" id="bill-stages-heading" mb="1">
        Stages in Parliament
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3" data-testid="bill-stages-as-at">
        {asAtLine}
      </Text>
      {stages.length > 0 ? (
        <Table.Root size="sm" maxW="2xl">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Stage</Table.ColumnHeader>
              <Table.ColumnHeader>Date</Table.ColumnHeader>
              <Table.ColumnHeader>Outcome</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {stages.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a stage may recur (an interrupted reading), in a fixed order
              <Table.Row key={i}>
                <Table.Cell>{s.stage}</Table.Cell>
                <Table.Cell>{s.date ? formatDate(s.date) : 'not recorded'}</Table.Cell>
                <Table.Cell>{s.outcome ?? '—'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : (
        <Text>
          Last stage recorded: {status}
          {doc.date_published ? `, ${formatDate(doc.date_published)}` : ''}. The earlier stages of this bill
          are not in the data held here; Parliament’s bill page lists them.
        </Text>
      )}
    </Box>
  );
}
