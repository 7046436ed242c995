import { NzLegislationUpdatesOutputSchema } from '@aotearoa/contracts';
import { describePanelStates } from '../../../test/panel-states';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import LegislationUpdatesPanel from './LegislationUpdatesPanel';

describePanelStates('LegislationUpdatesPanel', {
  Panel: LegislationUpdatesPanel,
  procedure: 'legislation.nzLegislationUpdates',
  records: synthetic(NzLegislationUpdatesOutputSchema),
  empty: syntheticEmpty(NzLegislationUpdatesOutputSchema),
  shows: 'Synthetic title 1',
  emptyTitle: 'No recent legislation updates',
  errorTitle: 'Recent Updates - Error',
});
