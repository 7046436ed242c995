import { LegalNewsOutputSchema } from '@aotearoa/contracts';
import { describePanelStates } from '../../../test/panel-states';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import LegalNewsPanel from './LegalNewsPanel';

describePanelStates('LegalNewsPanel', {
  Panel: LegalNewsPanel,
  procedure: 'news.legalNews',
  records: synthetic(LegalNewsOutputSchema),
  empty: syntheticEmpty(LegalNewsOutputSchema),
  shows: 'Synthetic title 1',
  emptyTitle: 'No legal news available for the selected filters',
  errorTitle: 'Legal News - Error Loading',
});
