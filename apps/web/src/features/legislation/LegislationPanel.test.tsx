import { NzLegislationOutputSchema } from '@aotearoa/contracts';
import { describePanelStates } from '../../../test/panel-states';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import LegislationPanel from './LegislationPanel';

describePanelStates('LegislationPanel', {
  Panel: LegislationPanel,
  procedure: 'legislation.nzLegislation',
  records: synthetic(NzLegislationOutputSchema),
  empty: syntheticEmpty(NzLegislationOutputSchema),
  shows: 'Synthetic title 1',
  emptyTitle: 'No legislation found',
  errorTitle: 'NZ Legislation - Error',
});
