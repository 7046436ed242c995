import { MojFormsOutputSchema } from '@aotearoa/contracts';
import { describePanelStates } from '../../../test/panel-states';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import MojFormsPanel from './MojFormsPanel';

describePanelStates('MojFormsPanel', {
  Panel: MojFormsPanel,
  procedure: 'government.mojForms',
  records: synthetic(MojFormsOutputSchema),
  empty: syntheticEmpty(MojFormsOutputSchema),
  shows: 'Synthetic title 1',
  emptyTitle: 'No forms found. Try adjusting your search criteria or browse by category',
  errorTitle: 'Justice Forms - Error',
});
