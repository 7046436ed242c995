import { JudicialDecisionsOutputSchema } from '@aotearoa/contracts';
import { describePanelStates } from '../../../test/panel-states';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import JudicialDecisionsPanel from './JudicialDecisionsPanel';

describePanelStates('JudicialDecisionsPanel', {
  Panel: JudicialDecisionsPanel,
  procedure: 'caseLaw.judicialDecisions',
  records: synthetic(JudicialDecisionsOutputSchema),
  empty: syntheticEmpty(JudicialDecisionsOutputSchema),
  shows: 'Synthetic title 1',
  emptyTitle: 'No cases found',
  errorTitle: 'Judicial Decisions - Error',
});
