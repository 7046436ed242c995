import { CaseListOutputSchema } from '@aotearoa/contracts';
import { describePanelStates } from '../../../test/panel-states';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import EmploymentLawPanel from './EmploymentLawPanel';

describePanelStates('EmploymentLawPanel', {
  Panel: EmploymentLawPanel,
  procedure: 'courts.employmentLawCases',
  records: synthetic(CaseListOutputSchema),
  empty: syntheticEmpty(CaseListOutputSchema),
  shows: 'Synthetic title 1',
  emptyTitle: 'No Employment Cases Found',
  errorTitle: 'Employment Law Cases - Error',
});
