import { LegalDatabasesOutputSchema } from '@aotearoa/contracts';
import { describePanelStates } from '../../../test/panel-states';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import LegalDatabasesPanel from './LegalDatabasesPanel';

describePanelStates('LegalDatabasesPanel', {
  Panel: LegalDatabasesPanel,
  procedure: 'resources.legalDatabases',
  records: synthetic(LegalDatabasesOutputSchema),
  empty: syntheticEmpty(LegalDatabasesOutputSchema),
  shows: 'Synthetic name 1',
  emptyTitle: 'No databases found matching your criteria',
  errorTitle: 'Legal Databases - Error',
});
