import { FreeLegalServicesOutputSchema } from '@aotearoa/contracts';
import { describePanelStates } from '../../../test/panel-states';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import FreeLegalServicesPanel from './FreeLegalServicesPanel';

describePanelStates('FreeLegalServicesPanel', {
  Panel: FreeLegalServicesPanel,
  procedure: 'people.freeLegalServices',
  records: synthetic(FreeLegalServicesOutputSchema),
  empty: syntheticEmpty(FreeLegalServicesOutputSchema),
  shows: 'Synthetic name 1',
  emptyTitle: 'No free legal services found',
  errorTitle: 'Free Legal Services - Error',
});
