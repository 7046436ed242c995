import { LawSchoolsOutputSchema } from '@aotearoa/contracts';
import { describePanelStates } from '../../../test/panel-states';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import UniversitiesPanel from './UniversitiesPanel';

describePanelStates('UniversitiesPanel', {
  Panel: UniversitiesPanel,
  procedure: 'research.lawSchools',
  records: synthetic(LawSchoolsOutputSchema),
  empty: syntheticEmpty(LawSchoolsOutputSchema),
  shows: 'Synthetic name 1',
  emptyTitle: 'No universities found',
  errorTitle: 'Universities - Error',
});
