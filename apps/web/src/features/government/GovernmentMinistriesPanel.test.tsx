import { GovernmentMinistriesOutputSchema } from '@aotearoa/contracts';
import { describePanelPager } from '../../../test/panel-pager';
import { describePanelStates } from '../../../test/panel-states';
import { searchFor } from '../../../test/render';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import GovernmentMinistriesPanel from './GovernmentMinistriesPanel';

describePanelStates('GovernmentMinistriesPanel', {
  Panel: GovernmentMinistriesPanel,
  procedure: 'government.governmentMinistries',
  records: synthetic(GovernmentMinistriesOutputSchema),
  empty: syntheticEmpty(GovernmentMinistriesOutputSchema),
  reveal: () => searchFor('Search ministries', ''),
  shows: 'Synthetic name 1',
  emptyTitle: /^No ministries found/,
  errorTitle: 'Government Ministries - Error',
});

describePanelPager('GovernmentMinistriesPanel', {
  Panel: GovernmentMinistriesPanel,
  procedure: 'government.governmentMinistries',
  schema: GovernmentMinistriesOutputSchema,
  reveal: () => searchFor('Search ministries', ''),
  refine: () => searchFor('Search ministries', 'justice'),
});
