import { EnvironmentalRulesOutputSchema } from '@aotearoa/contracts';
import { describePanelStates } from '../../../test/panel-states';
import { searchFor } from '../../../test/render';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import EnvironmentalRulesPanel from './EnvironmentalRulesPanel';

describePanelStates('EnvironmentalRulesPanel', {
  Panel: EnvironmentalRulesPanel,
  procedure: 'government.environmentalRules',
  records: synthetic(EnvironmentalRulesOutputSchema),
  empty: syntheticEmpty(EnvironmentalRulesOutputSchema),
  reveal: () => searchFor(/^Search/, ''),
  shows: 'Synthetic title 1',
  emptyTitle: 'No environmental rules found',
  errorTitle: 'Environmental Rules - Error',
});
