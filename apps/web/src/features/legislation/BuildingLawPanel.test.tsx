import { BuildingCodesOutputSchema } from '@aotearoa/contracts';
import { describePanelStates } from '../../../test/panel-states';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import BuildingLawPanel from './BuildingLawPanel';

describePanelStates('BuildingLawPanel', {
  Panel: BuildingLawPanel,
  procedure: 'legislation.buildingCodes',
  records: synthetic(BuildingCodesOutputSchema),
  empty: syntheticEmpty(BuildingCodesOutputSchema),
  shows: 'Synthetic title 1',
  emptyTitle: 'No building codes found matching your search criteria',
  errorTitle: 'Building Codes - Error',
});
