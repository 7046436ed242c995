import { LawJournalsOutputSchema } from '@aotearoa/contracts';
import { describePanelStates } from '../../../test/panel-states';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import LawJournalsPanel from './LawJournalsPanel';

describePanelStates('LawJournalsPanel', {
  Panel: LawJournalsPanel,
  procedure: 'research.lawJournals',
  records: synthetic(LawJournalsOutputSchema),
  empty: syntheticEmpty(LawJournalsOutputSchema),
  shows: 'Synthetic name 1',
  emptyTitle: 'No journals found',
  errorTitle: 'Law Journals - Error',
});
