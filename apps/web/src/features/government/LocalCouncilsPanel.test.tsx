import { LocalCouncilsOutputSchema } from '@aotearoa/contracts';
import { describePanelPager } from '../../../test/panel-pager';
import { describePanelStates } from '../../../test/panel-states';
import { choose } from '../../../test/render';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import LocalCouncilsPanel from './LocalCouncilsPanel';

describePanelStates('LocalCouncilsPanel', {
  Panel: LocalCouncilsPanel,
  procedure: 'government.localCouncils',
  records: synthetic(LocalCouncilsOutputSchema),
  empty: syntheticEmpty(LocalCouncilsOutputSchema),
  shows: 'Synthetic name 1',
  emptyTitle: 'No Councils Found',
  errorTitle: 'Local Councils - Error',
});

describePanelPager('LocalCouncilsPanel', {
  Panel: LocalCouncilsPanel,
  procedure: 'government.localCouncils',
  schema: LocalCouncilsOutputSchema,
  refine: () => choose('Council type', 'Regional Council'),
});
