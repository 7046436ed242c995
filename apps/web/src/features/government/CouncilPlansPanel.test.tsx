import { CouncilPlansOutputSchema } from '@aotearoa/contracts';
import { describePanelStates } from '../../../test/panel-states';
import { searchFor } from '../../../test/render';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import CouncilPlansPanel from './CouncilPlansPanel';

describePanelStates('CouncilPlansPanel', {
  Panel: CouncilPlansPanel,
  procedure: 'government.councilPlans',
  records: synthetic(CouncilPlansOutputSchema),
  empty: syntheticEmpty(CouncilPlansOutputSchema),
  reveal: () => searchFor('Search council plans', ''),
  shows: 'Synthetic title 1',
  emptyTitle: 'No council plans found',
  errorTitle: 'Council Plans - Error',
});
