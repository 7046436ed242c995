import { CourtFormsOutputSchema } from '@aotearoa/contracts';
import { describePanelStates } from '../../../test/panel-states';
import { syntheticEmpty, syntheticWith } from '../../../test/synthetic/records';
import CourtFormsPanel from './CourtFormsPanel';

describePanelStates('CourtFormsPanel', {
  Panel: CourtFormsPanel,
  procedure: 'government.courtForms',
  // The District Court's tab is open first: its fees.
  records: syntheticWith(CourtFormsOutputSchema, (d) => ({
    ...d,
    fees: d.fees.map((f) => ({ ...f, court: 'district' })),
  })),
  empty: syntheticEmpty(CourtFormsOutputSchema),
  shows: 'Synthetic title 1',
  emptyTitle: 'No forms or fees of this court are held here',
  errorTitle: 'Court Forms - Error',
});
