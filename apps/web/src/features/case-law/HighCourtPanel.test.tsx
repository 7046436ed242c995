import { CaseListOutputSchema } from '@aotearoa/contracts';
import { describePanelStates } from '../../../test/panel-states';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import HighCourtPanel from './HighCourtPanel';

describePanelStates('HighCourtPanel', {
  Panel: HighCourtPanel,
  procedure: 'caseLaw.highCourtCases',
  records: synthetic(CaseListOutputSchema),
  empty: syntheticEmpty(CaseListOutputSchema),
  shows: 'Synthetic title 1',
  emptyTitle: 'No cases found',
  errorTitle: 'High Court Cases - Error',
});
