import { LawyerSearchOutputSchema, LegalOrganisationsOutputSchema } from '@aotearoa/contracts';
import { describePanelStates } from '../../../test/panel-states';
import { synthetic, syntheticEmpty } from '../../../test/synthetic/records';
import LawyerSearchPanel from './LawyerSearchPanel';

// No register of individual lawyers is held (the panel answers with the Law Society's register): the records it
// lists are the professional bodies of its Lawyer Directories section.
describePanelStates('LawyerSearchPanel', {
  Panel: LawyerSearchPanel,
  procedure: 'research.legalOrganisations',
  records: synthetic(LegalOrganisationsOutputSchema),
  empty: syntheticEmpty(LegalOrganisationsOutputSchema),
  others: { 'people.lawyerSearch': syntheticEmpty(LawyerSearchOutputSchema) },
  shows: 'Synthetic name 1',
  emptyTitle: 'No organisations found',
  errorTitle: 'Lawyer Directories - Error',
});
