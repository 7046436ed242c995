import { CaseListOutputSchema } from '@aotearoa/contracts';
import { describePanelStates } from '../../../test/panel-states';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import DistrictCourtPanel from './DistrictCourtPanel';

describePanelStates('DistrictCourtPanel', {
  Panel: DistrictCourtPanel,
  procedure: 'caseLaw.districtCourtCases',
  records: synthetic(CaseListOutputSchema),
  empty: syntheticEmpty(CaseListOutputSchema),
  shows: 'Synthetic title 1',
  emptyTitle: 'No cases found',
  errorTitle: 'District Court Cases - Error',
});
