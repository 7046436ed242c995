import { EnvironmentCourtCasesOutputSchema } from '@aotearoa/contracts';
import { describePanelStates } from '../../../test/panel-states';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import EnvironmentCourtPanel from './EnvironmentCourtPanel';

describePanelStates('EnvironmentCourtPanel', {
  Panel: EnvironmentCourtPanel,
  procedure: 'courts.environmentCourtCases',
  records: synthetic(EnvironmentCourtCasesOutputSchema),
  empty: syntheticEmpty(EnvironmentCourtCasesOutputSchema),
  shows: 'Synthetic title 1',
  emptyTitle: 'No Environment Court decisions found matching the query',
  errorTitle: 'Environment Court - Error',
});
