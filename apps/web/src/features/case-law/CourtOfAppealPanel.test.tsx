import { CaseListOutputSchema } from '@aotearoa/contracts';
import { describePanelStates } from '../../../test/panel-states';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import CourtOfAppealPanel from './CourtOfAppealPanel';

describePanelStates('CourtOfAppealPanel', {
  Panel: CourtOfAppealPanel,
  procedure: 'caseLaw.courtOfAppealCases',
  records: synthetic(CaseListOutputSchema),
  empty: syntheticEmpty(CaseListOutputSchema),
  shows: 'Synthetic title 1',
  emptyTitle: 'No appeals found',
  errorTitle: 'Court of Appeal Cases - Error',
});
