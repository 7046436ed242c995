import { LegalGrantsOutputSchema } from '@aotearoa/contracts';
import { describePanelStates } from '../../../test/panel-states';
import { click } from '../../../test/render';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import GrantsPanel from './GrantsPanel';

describePanelStates('GrantsPanel', {
  Panel: GrantsPanel,
  procedure: 'resources.grants',
  records: synthetic(LegalGrantsOutputSchema),
  empty: syntheticEmpty(LegalGrantsOutputSchema),
  // The sections start closed; the overview lists every grant.
  reveal: () => click(/All Grants Overview/),
  shows: 'Synthetic title 1',
  emptyTitle: 'No funding opportunities found',
  errorTitle: 'Grants & Awards - Error',
});
