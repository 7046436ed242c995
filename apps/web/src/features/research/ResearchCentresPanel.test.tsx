import { ResearchCentresOutputSchema } from '@aotearoa/contracts';
import { describePanelStates } from '../../../test/panel-states';
import { searchFor } from '../../../test/render';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import ResearchCentresPanel from './ResearchCentresPanel';

describePanelStates('ResearchCentresPanel', {
  Panel: ResearchCentresPanel,
  procedure: 'research.researchCentres',
  records: synthetic(ResearchCentresOutputSchema),
  empty: syntheticEmpty(ResearchCentresOutputSchema),
  reveal: () => searchFor(/^Search/, ''),
  shows: 'Synthetic name 1',
  emptyTitle: 'No research centres found',
  errorTitle: 'Research Centres - Error',
});
