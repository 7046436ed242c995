import { MaoriCourtsOutputSchema } from '@aotearoa/contracts';
import { describePanelStates } from '../../../test/panel-states';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import MaoriCourtsPanel from './MaoriCourtsPanel';

describePanelStates('MaoriCourtsPanel', {
  Panel: MaoriCourtsPanel,
  procedure: 'courts.maoriCourts',
  records: synthetic(MaoriCourtsOutputSchema),
  empty: syntheticEmpty(MaoriCourtsOutputSchema),
  shows: 'Synthetic name 1',
  emptyTitle: 'No courts found',
  errorTitle: 'Māori Courts - Error',
});
