import { NzLegislationOutputSchema } from '@aotearoa/contracts';
import { describePanelPager } from '../../../test/panel-pager';
import { describePanelStates } from '../../../test/panel-states';
import { choose } from '../../../test/render';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import LegislationPanel from './LegislationPanel';

describePanelStates('LegislationPanel', {
  Panel: LegislationPanel,
  procedure: 'legislation.nzLegislation',
  records: synthetic(NzLegislationOutputSchema),
  empty: syntheticEmpty(NzLegislationOutputSchema),
  shows: 'Synthetic title 1',
  emptyTitle: 'No legislation found',
  errorTitle: 'NZ Legislation - Error',
});

describePanelPager('LegislationPanel', {
  Panel: LegislationPanel,
  procedure: 'legislation.nzLegislation',
  schema: NzLegislationOutputSchema,
  refine: () => choose('Act status', 'Repealed'),
});
