import { CaseListOutputSchema } from '@aotearoa/contracts';
import { describePanelStates } from '../../../test/panel-states';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import FamilyCourtPanel from './FamilyCourtPanel';

describePanelStates('FamilyCourtPanel', {
  Panel: FamilyCourtPanel,
  procedure: 'courts.familyCourtCases',
  records: synthetic(CaseListOutputSchema),
  empty: syntheticEmpty(CaseListOutputSchema),
  shows: 'Synthetic title 1',
  emptyTitle: 'No Family Cases Found',
  errorTitle: 'Family Court Cases - Error',
});
