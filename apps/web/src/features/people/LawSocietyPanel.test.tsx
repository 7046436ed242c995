import { LawSocietySearchOutputSchema } from '@aotearoa/contracts';
import { describePanelStates } from '../../../test/panel-states';
import { searchFor } from '../../../test/render';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import LawSocietyPanel from './LawSocietyPanel';

describePanelStates('LawSocietyPanel', {
  Panel: LawSocietyPanel,
  procedure: 'people.lawSocietySearch',
  records: synthetic(LawSocietySearchOutputSchema),
  empty: syntheticEmpty(LawSocietySearchOutputSchema),
  reveal: () => searchFor('Search professional rules', 'synthetic'),
  shows: 'Synthetic title 1',
  emptyTitle: 'No professional documents found',
  errorTitle: 'Search Error',
});
