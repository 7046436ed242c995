import { JudicialDecisionsOutputSchema } from '@aotearoa/contracts';
import { describePanelPager } from '../../../test/panel-pager';
import { describePanelStates } from '../../../test/panel-states';
import { click } from '../../../test/render';
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

describePanelPager('JudicialDecisionsPanel', {
  Panel: JudicialDecisionsPanel,
  procedure: 'caseLaw.judicialDecisions',
  schema: JudicialDecisionsOutputSchema,
  refine: () => click('Important', 'tab'),
});
