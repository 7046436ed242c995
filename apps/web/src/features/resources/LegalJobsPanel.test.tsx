import { LegalJobsOutputSchema } from '@aotearoa/contracts';
import { describePanelStates } from '../../../test/panel-states';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import LegalJobsPanel from './LegalJobsPanel';

describePanelStates('LegalJobsPanel', {
  Panel: LegalJobsPanel,
  procedure: 'resources.legalJobs',
  records: synthetic(LegalJobsOutputSchema),
  empty: syntheticEmpty(LegalJobsOutputSchema),
  // No job listing is held (the panel says so): its records are the job boards it lists.
  shows: /Synthetic name 1/,
  emptyTitle: 'No jobs found',
  errorTitle: 'Legal Jobs - Error',
});
