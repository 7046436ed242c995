import { CaseListOutputSchema } from '@aotearoa/contracts';
import { describePanelStates } from '../../../test/panel-states';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import SupremeCourtPanel from './SupremeCourtPanel';

describePanelStates('SupremeCourtPanel', {
  Panel: SupremeCourtPanel,
  procedure: 'caseLaw.supremeCourtCases',
  records: synthetic(CaseListOutputSchema),
  empty: syntheticEmpty(CaseListOutputSchema),
  shows: 'Synthetic title 1',
  emptyTitle: 'No cases found',
  errorTitle: 'Supreme Court Cases - Error',
});
