import { CaseListOutputSchema } from '@aotearoa/contracts';
import { describePanelStates } from '../../../test/panel-states';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import RecentCasesPanel from './RecentCasesPanel';

describePanelStates('RecentCasesPanel', {
  Panel: RecentCasesPanel,
  procedure: 'caseLaw.recentCases',
  records: synthetic(CaseListOutputSchema),
  empty: syntheticEmpty(CaseListOutputSchema),
  shows: 'Synthetic title 1',
  emptyTitle: 'No recent cases available',
  errorTitle: 'Recent Cases - Error',
});
